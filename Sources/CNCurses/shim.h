#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

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

// Signal handling. The state lives in static storage inside one function, and the handlers only
// touch sig_atomic_t flags (terminating signals) or call async-signal-safe functions (crash
// signals: write, tcsetattr, sigaction, raise). Swift code must call these functions from ONE
// source file only: a static inline function is emitted per object file, and with it its
// static local.
typedef struct {
    struct termios saved_termios;
    int has_saved_termios;
    int input_fd;
    int output_fd;
    char restore[1024];
    size_t restore_length;
    volatile sig_atomic_t pending_signal;
    volatile sig_atomic_t suspend_requested;
    volatile sig_atomic_t continued;
    struct sigaction previous[65];
    int installed[65];
} cnc_signal_state;

static inline cnc_signal_state *cnc_state(void) {
    static cnc_signal_state state;
    return &state;
}

static inline int cnc_save_termios(int fd) {
    cnc_signal_state *state = cnc_state();
    state->input_fd = fd;
    state->has_saved_termios = tcgetattr(fd, &state->saved_termios) == 0;
    return state->has_saved_termios;
}

static inline void cnc_restore_termios(void) {
    cnc_signal_state *state = cnc_state();
    if (state->has_saved_termios) tcsetattr(state->input_fd, TCSANOW, &state->saved_termios);
}

static inline void cnc_set_restore_sequence(int fd, const char *bytes, size_t length) {
    cnc_signal_state *state = cnc_state();
    if (length > sizeof(state->restore)) length = sizeof(state->restore);
    state->output_fd = fd;
    state->restore_length = 0;
    memcpy(state->restore, bytes, length);
    state->restore_length = length;
}

static inline void cnc_write_restore_sequence(void) {
    cnc_signal_state *state = cnc_state();
    size_t written = 0;
    while (written < state->restore_length) {
        ssize_t result = write(state->output_fd, state->restore + written, state->restore_length - written);
        if (result <= 0) break;
        written += (size_t)result;
    }
}

static inline void cnc_on_terminate(int signal_number) { cnc_state()->pending_signal = signal_number; }
static inline void cnc_on_suspend(int signal_number) { (void)signal_number; cnc_state()->suspend_requested = 1; }
static inline void cnc_on_continue(int signal_number) { (void)signal_number; cnc_state()->continued = 1; }

static inline void cnc_on_crash(int signal_number) {
    cnc_signal_state *state = cnc_state();
    cnc_write_restore_sequence();
    cnc_restore_termios();
    // Hand the signal to whoever had it before (the Swift runtime's backtracer, or the default
    // action), so that the crash is still reported.
    if (signal_number > 0 && signal_number < 65 && state->installed[signal_number]) {
        sigaction(signal_number, &state->previous[signal_number], NULL);
        state->installed[signal_number] = 0;
    } else {
        signal(signal_number, SIG_DFL);
    }
    raise(signal_number);
    // Swift's crash reporter returns after its report for a signal sent with kill, and the
    // process would go on with a restored terminal under a screen it no longer owns: end it
    // with the signal's default action, or, should that return too, with 128 + the signal.
    signal(signal_number, SIG_DFL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, signal_number);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(signal_number);
    _exit(128 + signal_number);
}

// kind: 0 terminate (flag), 1 suspend (flag), 2 crash (restore and re-raise), 3 continue (flag).
static inline int cnc_install_handler(int signal_number, int kind) {
    if (signal_number <= 0 || signal_number >= 65) return -1;
    cnc_signal_state *state = cnc_state();
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    sigemptyset(&action.sa_mask);
    if (kind == 0) {
        action.sa_handler = cnc_on_terminate;  // no SA_RESTART: a blocking read returns early
    } else if (kind == 1) {
        action.sa_handler = cnc_on_suspend;
    } else if (kind == 3) {
        action.sa_handler = cnc_on_continue;
    } else {
        static char alternate_stack[65536];
        static int has_alternate_stack = 0;
        if (!has_alternate_stack) {
            stack_t stack;
            memset(&stack, 0, sizeof(stack));
            stack.ss_sp = alternate_stack;
            stack.ss_size = sizeof(alternate_stack);
            has_alternate_stack = sigaltstack(&stack, NULL) == 0;
        }
        action.sa_handler = cnc_on_crash;
        action.sa_flags = SA_ONSTACK | SA_NODEFER;
    }
    struct sigaction previous;
    if (sigaction(signal_number, &action, &previous) != 0) return -1;
    if (kind == 0 && previous.sa_handler == SIG_IGN && !state->installed[signal_number]) {
        // A terminating signal the parent ignores (nohup, a shell's trap '' PIPE) stays ignored.
        sigaction(signal_number, &previous, NULL);
        return 1;
    }
    if (!state->installed[signal_number]) {
        state->previous[signal_number] = previous;
        state->installed[signal_number] = 1;
    }
    return 0;
}

static inline void cnc_uninstall_handler(int signal_number) {
    if (signal_number <= 0 || signal_number >= 65) return;
    cnc_signal_state *state = cnc_state();
    if (!state->installed[signal_number]) return;
    sigaction(signal_number, &state->previous[signal_number], NULL);
    state->installed[signal_number] = 0;
}

static inline int cnc_take_pending_signal(void) {
    cnc_signal_state *state = cnc_state();
    int value = state->pending_signal;
    state->pending_signal = 0;
    return value;
}

static inline int cnc_take_suspend_request(void) {
    cnc_signal_state *state = cnc_state();
    int value = state->suspend_requested;
    state->suspend_requested = 0;
    return value;
}

static inline int cnc_take_continued(void) {
    cnc_signal_state *state = cnc_state();
    int value = state->continued;
    state->continued = 0;
    return value;
}

// Stops the process as the default SIGTSTP action would, and returns once it is continued.
static inline void cnc_suspend_process(void) {
    struct sigaction action, previous;
    memset(&action, 0, sizeof(action));
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(SIGTSTP, &action, &previous);
    raise(SIGTSTP);
    sigaction(SIGTSTP, &previous, NULL);
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

// Output written around curses, for grapheme clusters a cchar_t cannot hold as the canvas means
// them (more than CCHARW_MAX code points, several code points with a width, or a width curses
// disagrees with): CursesPresenter writes those rows again after doupdate with these
// functions. The bytes are gathered in static storage and written to `fd` by cnc_raw_flush, so
// (like the signal state) they must be called from ONE Swift source file only.
typedef struct {
    char bytes[16384];
    size_t length;
    int fd;
} cnc_raw_output;

static inline cnc_raw_output *cnc_raw(void) {
    static cnc_raw_output output;
    return &output;
}

static inline void cnc_raw_flush(void) {
    cnc_raw_output *output = cnc_raw();
    size_t written = 0;
    while (written < output->length) {
        ssize_t result = write(output->fd, output->bytes + written, output->length - written);
        if (result <= 0) break;
        written += (size_t)result;
    }
    output->length = 0;
}

static inline int cnc_raw_putc(int c) {
    cnc_raw_output *output = cnc_raw();
    if (output->length == sizeof(output->bytes)) cnc_raw_flush();
    output->bytes[output->length++] = (char)c;
    return c;
}

static inline void cnc_raw_begin(int fd) {
    cnc_raw()->fd = fd;
    cnc_raw()->length = 0;
}

// Absolute cursor addressing: the terminal's width for what came before is not trusted.
static inline void cnc_raw_move(int y, int x) {
    const char *address = cursor_address;
    if (address == NULL || address == (char *)-1) return;
    const char *sequence = tiparm(address, y, x);
    if (sequence) tputs(sequence, 1, cnc_raw_putc);
}

// Attributes through curses' vid_puts, so that its idea of the terminal's attributes stays right.
static inline void cnc_raw_attributes(attr_t attributes, int pair) {
    vid_puts(attributes, (short)pair, NULL, cnc_raw_putc);
}

static inline void cnc_raw_text(const char *bytes, size_t length) {
    for (size_t i = 0; i < length; i++) cnc_raw_putc((unsigned char)bytes[i]);
}

static inline void cnc_move_stdscr(int y, int x) { wmove(stdscr, y, x); }

// The C library's width of a code point in the current locale (curses' idea of it): -1 for a
// code point it does not know. Declared here: glibc declares it only for _XOPEN_SOURCE.
extern int wcwidth(wchar_t);
static inline int cnc_wcwidth(unsigned int code_point) { return wcwidth((wchar_t)code_point); }

#endif
