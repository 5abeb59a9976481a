// Output written around curses, for grapheme clusters a cchar_t cannot hold as the canvas means
// them: the presenter writes those rows again after doupdate. The bytes are gathered here, in
// the one definition of the buffer, and written to the terminal by ctv_raw_flush.

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include "CTerminal.h"

#include <unistd.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static char raw_bytes[16384];
static size_t raw_length;
static int raw_fd = -1;

void ctv_raw_flush(void) {
    size_t written = 0;
    while (raw_fd >= 0 && written < raw_length) {
        ssize_t result = write(raw_fd, raw_bytes + written, raw_length - written);
        if (result <= 0) break;
        written += (size_t)result;
    }
    raw_length = 0;
}

static int raw_putc(int c) {
    if (raw_length == sizeof(raw_bytes)) ctv_raw_flush();
    raw_bytes[raw_length++] = (char)c;
    return c;
}

void ctv_raw_begin(int fd) {
    raw_fd = fd;
    raw_length = 0;
}

// Absolute cursor addressing: the terminal's width for what came before is not trusted.
void ctv_raw_move(int y, int x) {
    const char *address = cursor_address;
    if (address == NULL || address == (char *)-1) return;
    const char *sequence = tiparm(address, y, x);
    if (sequence) tputs(sequence, 1, raw_putc);
}

void ctv_raw_attributes(unsigned int attributes, int pair) {
    vid_puts((attr_t)attributes, (short)pair, NULL, raw_putc);
}

void ctv_raw_text(const char *bytes, size_t length) {
    for (size_t i = 0; i < length; i++) raw_putc((unsigned char)bytes[i]);
}
