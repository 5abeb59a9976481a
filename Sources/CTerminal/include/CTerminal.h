#ifndef CTERMINAL_H
#define CTERMINAL_H

// The terminal's C code that keeps state: the signal handlers with what they share with the
// main loop, and the buffer of bytes written around curses. Each is defined once, in a C source
// file of this target, so that every caller (whatever module, object file or optimisation level)
// reads and writes the same storage. Stateless wrappers of curses stay in CNCurses' shim.h.

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

// --- Signals (signals.c) ---------------------------------------------------------------------

/// How a handler treats its signal.
typedef enum {
    /// Sets a flag that `ctv_take_pending_signal` returns (the main loop ends the process).
    CTV_SIGNAL_TERMINATE = 0,
    /// Sets a flag that `ctv_take_suspend_request` returns (the main loop suspends).
    CTV_SIGNAL_SUSPEND = 1,
    /// Restores the terminal at once (async-signal-safe) and hands the signal on.
    CTV_SIGNAL_CRASH = 2,
    /// Sets a flag that `ctv_take_continued` returns (the main loop repaints).
    CTV_SIGNAL_CONTINUE = 3,
} ctv_signal_kind;

/// Saves the terminal modes of `fd` for the crash handler; 1 when they could be read.
int ctv_save_termios(int fd);
/// Puts back the modes saved by `ctv_save_termios` (nothing when none were saved).
void ctv_restore_termios(void);
/// The bytes the crash handler writes to `fd` (at most 1,024; more are cut).
void ctv_set_restore_sequence(int fd, const char *bytes, size_t length);
/// Installs the handler of `kind` for `signal_number`: 0 done, 1 left ignored (a terminating
/// signal the parent ignores), -1 refused.
int ctv_install_handler(int signal_number, ctv_signal_kind kind);
/// Puts back the handler that was there before `ctv_install_handler`.
void ctv_uninstall_handler(int signal_number);
/// The terminating signal received since the last call, or 0.
int ctv_take_pending_signal(void);
/// 1 when SIGTSTP arrived since the last call.
int ctv_take_suspend_request(void);
/// 1 when SIGCONT arrived since the last call.
int ctv_take_continued(void);
/// Stops the process as SIGTSTP's default action would; returns once it is continued.
void ctv_suspend_process(void);

// --- Output written around curses (raw_output.c) ----------------------------------------------

/// Starts gathering bytes for `fd`.
void ctv_raw_begin(int fd);
/// Writes what was gathered.
void ctv_raw_flush(void);
/// Moves the cursor to row `y`, column `x` with terminfo's absolute addressing.
void ctv_raw_move(int y, int x);
/// Sets the attributes and colour pair through curses' `vid_puts`, so that curses' idea of the
/// terminal's attributes stays right.
void ctv_raw_attributes(unsigned int attributes, int pair);
/// Appends `length` bytes of text.
void ctv_raw_text(const char *bytes, size_t length);

#ifdef __cplusplus
}
#endif

#endif
