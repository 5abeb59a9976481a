// Signal handling for the terminal: the one definition of the state that the handlers and the
// main loop share. The handlers only set sig_atomic_t flags (terminating, suspend and continue
// signals) or call async-signal-safe functions (crash signals: write, tcsetattr, sigaction,
// sigprocmask, raise, _exit).

#include "CTerminal.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#define CTV_SIGNAL_LIMIT 65

static struct termios saved_termios;
static int has_saved_termios;
static int input_fd;
static int output_fd = -1;
static char restore_bytes[1024];
static size_t restore_length;
static volatile sig_atomic_t pending_signal;
static volatile sig_atomic_t suspend_requested;
static volatile sig_atomic_t continued;
static struct sigaction previous_actions[CTV_SIGNAL_LIMIT];
static int installed[CTV_SIGNAL_LIMIT];
static char alternate_stack[65536];
static int has_alternate_stack;

int ctv_save_termios(int fd) {
    input_fd = fd;
    has_saved_termios = tcgetattr(fd, &saved_termios) == 0;
    return has_saved_termios;
}

void ctv_restore_termios(void) {
    if (has_saved_termios) tcsetattr(input_fd, TCSANOW, &saved_termios);
}

void ctv_set_restore_sequence(int fd, const char *bytes, size_t length) {
    if (length > sizeof(restore_bytes)) length = sizeof(restore_bytes);
    restore_length = 0;
    output_fd = fd;
    memcpy(restore_bytes, bytes, length);
    restore_length = length;
}

static void write_restore_sequence(void) {
    if (output_fd < 0) return;
    size_t written = 0;
    while (written < restore_length) {
        ssize_t result = write(output_fd, restore_bytes + written, restore_length - written);
        if (result <= 0) break;
        written += (size_t)result;
    }
}

static void on_terminate(int signal_number) { pending_signal = signal_number; }
static void on_suspend(int signal_number) { (void)signal_number; suspend_requested = 1; }
static void on_continue(int signal_number) { (void)signal_number; continued = 1; }

static void on_crash(int signal_number) {
    write_restore_sequence();
    ctv_restore_termios();
    // Hand the signal to whoever had it before (the Swift runtime's crash reporter, or the
    // default action), so that the crash is still reported, now on the restored screen.
    if (signal_number > 0 && signal_number < CTV_SIGNAL_LIMIT && installed[signal_number]) {
        sigaction(signal_number, &previous_actions[signal_number], NULL);
        installed[signal_number] = 0;
    } else {
        signal(signal_number, SIG_DFL);
    }
    raise(signal_number);
    // Swift's crash reporter returns after its report for a signal sent with kill, and the
    // process would go on under a screen it no longer owns: end it with the signal's default
    // action or, should that return too, with 128 + the signal.
    signal(signal_number, SIG_DFL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, signal_number);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(signal_number);
    _exit(128 + signal_number);
}

int ctv_install_handler(int signal_number, ctv_signal_kind kind) {
    if (signal_number <= 0 || signal_number >= CTV_SIGNAL_LIMIT) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    sigemptyset(&action.sa_mask);
    switch (kind) {
    case CTV_SIGNAL_TERMINATE:
        action.sa_handler = on_terminate;  // no SA_RESTART: a blocking read returns early
        break;
    case CTV_SIGNAL_SUSPEND:
        action.sa_handler = on_suspend;
        break;
    case CTV_SIGNAL_CONTINUE:
        action.sa_handler = on_continue;
        break;
    case CTV_SIGNAL_CRASH:
    default:
        if (!has_alternate_stack) {
            stack_t stack;
            memset(&stack, 0, sizeof(stack));
            stack.ss_sp = alternate_stack;
            stack.ss_size = sizeof(alternate_stack);
            has_alternate_stack = sigaltstack(&stack, NULL) == 0;
        }
        action.sa_handler = on_crash;
        action.sa_flags = SA_ONSTACK | SA_NODEFER;
        break;
    }
    struct sigaction previous;
    if (sigaction(signal_number, &action, &previous) != 0) return -1;
    if (kind == CTV_SIGNAL_TERMINATE && previous.sa_handler == SIG_IGN && !installed[signal_number]) {
        // A terminating signal the parent ignores (nohup, a shell's trap '' PIPE) stays ignored.
        sigaction(signal_number, &previous, NULL);
        return 1;
    }
    if (!installed[signal_number]) {
        previous_actions[signal_number] = previous;
        installed[signal_number] = 1;
    }
    return 0;
}

void ctv_uninstall_handler(int signal_number) {
    if (signal_number <= 0 || signal_number >= CTV_SIGNAL_LIMIT) return;
    if (!installed[signal_number]) return;
    sigaction(signal_number, &previous_actions[signal_number], NULL);
    installed[signal_number] = 0;
}

int ctv_take_pending_signal(void) {
    int value = pending_signal;
    pending_signal = 0;
    return value;
}

int ctv_take_suspend_request(void) {
    int value = suspend_requested;
    suspend_requested = 0;
    return value;
}

int ctv_take_continued(void) {
    int value = continued;
    continued = 0;
    return value;
}

void ctv_suspend_process(void) {
    struct sigaction action, previous;
    memset(&action, 0, sizeof(action));
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(SIGTSTP, &action, &previous);
    raise(SIGTSTP);
    sigaction(SIGTSTP, &previous, NULL);
}
