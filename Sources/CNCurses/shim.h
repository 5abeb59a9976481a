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
#include <ncursesw/curses.h>

// Function-like macros that Swift cannot import.
static inline attr_t cnc_a_bold(void) { return A_BOLD; }
static inline attr_t cnc_a_dim(void) { return A_DIM; }
static inline attr_t cnc_a_italic(void) { return A_ITALIC; }
static inline attr_t cnc_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cnc_a_reverse(void) { return A_REVERSE; }
static inline attr_t cnc_a_normal(void) { return A_NORMAL; }
static inline int cnc_key_f(int n) { return KEY_F(n); }

#endif
