#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

// Stateless wrappers of curses for Swift. Every function here is `static inline`, so each
// object file that calls one gets its own copy, and with it its own copy of any static
// storage: state (the signal handlers' flags, the bytes written around curses) lives in the
// CTerminal target's C source files instead, defined once.

// pkg-config's -D_XOPEN_SOURCE=600 is dropped by SwiftPM, so the wide-character
// API of ncursesw must be switched on here, before the header is included.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <ncursesw/curses.h>

// Function-like macros that Swift cannot import.
static inline attr_t cnc_a_bold(void) { return A_BOLD; }
static inline attr_t cnc_a_dim(void) { return A_DIM; }
static inline attr_t cnc_a_italic(void) { return A_ITALIC; }
static inline attr_t cnc_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cnc_a_reverse(void) { return A_REVERSE; }
static inline attr_t cnc_a_normal(void) { return A_NORMAL; }
static inline int cnc_key_f(int n) { return KEY_F(n); }

// Mouse masks (NCURSES_MOUSE_MASK is a function-like macro).
static inline mmask_t cnc_mouse_buttons_mask(void) {
    return BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON2_PRESSED | BUTTON2_RELEASED
        | BUTTON3_PRESSED | BUTTON3_RELEASED | BUTTON4_PRESSED | BUTTON5_PRESSED
        | BUTTON_SHIFT | BUTTON_CTRL | BUTTON_ALT | REPORT_MOUSE_POSITION;
}

// The screen size of stdscr (getmaxyx is a macro).
static inline int cnc_lines(void) { return stdscr ? getmaxy(stdscr) : 0; }
static inline int cnc_columns(void) { return stdscr ? getmaxx(stdscr) : 0; }

// Globals that Swift 6 sees as shared mutable state, read through functions.
static inline int cnc_colors(void) { return COLORS; }
static inline int cnc_color_pairs(void) { return COLOR_PAIRS; }
static inline int cnc_refresh_stdscr(void) { return wnoutrefresh(stdscr); }
static inline void cnc_timeout(int milliseconds) { wtimeout(stdscr, milliseconds); }
static inline int cnc_keypad(int on) { return keypad(stdscr, on ? TRUE : FALSE); }
static inline int cnc_leaveok(int on) { return leaveok(stdscr, on ? TRUE : FALSE); }
static inline int cnc_clear_on_next_refresh(void) { return clearok(curscr, TRUE); }
static inline int cnc_erase_stdscr(void) { return werase(stdscr); }
// Tells curses that `count` rows from row `y` of the screen hold anything (something was written
// there around curses), so that the next doupdate writes them whole.
static inline int cnc_redraw_rows(int y, int count) { return wredrawln(stdscr, y, count); }
// The character curses holds for stdscr's cell at row y, column x (its attributes stripped).
static inline unsigned int cnc_character_at(int y, int x) { return (unsigned int)(mvwinch(stdscr, y, x) & A_CHARTEXT); }

// The size the terminal reports right now, or 0 when it cannot be asked.
static inline int cnc_terminal_size(int fd, int *columns, int *rows) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 1;
}

// get_wch with its two kinds of answer separated: returns OK (a character in *value),
// KEY_CODE_YES (a key code in *value) or ERR (nothing before the timeout).
static inline int cnc_get_wch(int *value) {
    wint_t ch = 0;
    int result = get_wch(&ch);
    *value = (int)ch;
    return result;
}

// One cell: a grapheme (up to 5 code points, NUL-terminated), attributes and a colour pair.
static inline int cnc_put_cell(int y, int x, const wchar_t *grapheme, attr_t attributes, int pair, int insert) {
    cchar_t cell;
#if NCURSES_EXT_COLORS
    // The extended pair number goes through the options pointer (pairs above 32767).
    if (setcchar(&cell, grapheme, attributes, 0, &pair) == ERR) return ERR;
#else
    if (setcchar(&cell, grapheme, attributes, (short)pair, NULL) == ERR) return ERR;
#endif
    if (insert) return mvins_wch(y, x, &cell);
    return mvadd_wch(y, x, &cell);
}

// A colour pair of any colour numbers: 24-bit ones (0xRRGGBB) on a direct-colour terminal need
// ncurses' extended colours.
static inline int cnc_init_pair(int pair, int foreground, int background) {
#if NCURSES_EXT_COLORS
    return init_extended_pair(pair, foreground, background);
#else
    return init_pair((short)pair, (short)foreground, (short)background);
#endif
}

// A terminfo string capability, or NULL when the terminal lacks it.
static inline const char *cnc_tigetstr(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}

static inline void cnc_set_escdelay(int milliseconds) { set_escdelay(milliseconds); }

// Whether terminfo knows `type` (0: unknown) and it can address the cursor (1; -1: it cannot,
// like "dumb"). Reads terminfo only: nothing is written to the terminal. term.h comes last
// because it defines macros named after capabilities (lines, columns, ...).
#include <ncursesw/term.h>

static inline int cnc_check_terminal_type(const char *type, int fd) {
    int error = 0;
    TERMINAL *saved = cur_term;
    if (setupterm(type, fd, &error) != OK) {
        set_curterm(saved);
        return 0;
    }
    const char *address = tigetstr("cup");
    int usable = address != NULL && address != (char *)-1;
    TERMINAL *checked = set_curterm(saved);
    if (checked != NULL && checked != saved) del_curterm(checked);
    return usable ? 1 : -1;
}

static inline void cnc_move_stdscr(int y, int x) { wmove(stdscr, y, x); }

// The C library's width of a code point in the current locale (curses' idea of it): -1 for a
// code point it does not know. Declared here: glibc declares it only for _XOPEN_SOURCE.
extern int wcwidth(wchar_t);
static inline int cnc_wcwidth(unsigned int code_point) { return wcwidth((wchar_t)code_point); }

#endif
