import CNCurses
import CTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The signal side of the terminal's lifecycle, over the C handlers of the CTerminal target
/// (`signals.c`), whose state is defined once there: whichever module or object file calls
/// in, in debug or optimised builds, reads the flags the handlers write.
///
/// - SIGINT, SIGTERM, SIGHUP, SIGQUIT (Ctrl-\\), SIGUSR1, SIGUSR2, SIGPIPE and SIGALRM, every
///   signal whose default action ends the process without a crash, only set a flag; the main
///   loop restores the terminal and exits with 128 + the signal number (131 for Ctrl-\\: a
///   request to quit, not a crash, so Swift's crash reporter never prints over the screen). A
///   signal the parent process ignores (`nohup`) stays ignored.
/// - SIGTSTP (Ctrl-Z) sets a flag; the main loop leaves curses, stops the process as the
///   default action would, and redraws everything when continued.
/// - SIGCONT sets a flag: the main loop repaints the whole screen (a stop by SIGSTOP, from
///   outside, leaves the screen to whatever ran meanwhile).
/// - SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE: an async-signal-safe handler (in C)
///   writes a restore sequence made at start, puts back the terminal modes saved at start
///   with `tcgetattr`, and re-raises the signal to the handler that was there before (the
///   Swift runtime's crash report) or the default action. Swift's crash reporter returns after
///   reporting a signal sent with `kill`; the handler then ends the process with the signal's
///   default action (or `_exit(128 + signal)`), so the shell always gets its prompt back.
enum SignalHandling {
    static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM]
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Saves the terminal modes of `fileDescriptor` for the crash handler.
    static func saveTerminalModes(of fileDescriptor: Int32) {
        _ = ctv_save_termios(fileDescriptor)
    }

    /// Puts back the terminal modes saved by ``saveTerminalModes(of:)``.
    static func restoreTerminalModes() {
        ctv_restore_termios()
    }

    /// The bytes the crash handler writes to `fileDescriptor`.
    static func setRestoreSequence(_ bytes: [UInt8], fileDescriptor: Int32) {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                ctv_set_restore_sequence(fileDescriptor, characters.baseAddress, characters.count)
            }
        }
    }

    static func install() {
        for signal in terminatingSignals { _ = ctv_install_handler(signal, CTV_SIGNAL_TERMINATE) }
        _ = ctv_install_handler(SIGTSTP, CTV_SIGNAL_SUSPEND)
        _ = ctv_install_handler(SIGCONT, CTV_SIGNAL_CONTINUE)
        for signal in crashSignals { _ = ctv_install_handler(signal, CTV_SIGNAL_CRASH) }
    }

    static func uninstall() {
        for signal in terminatingSignals + [SIGTSTP, SIGCONT] + crashSignals { ctv_uninstall_handler(signal) }
    }

    /// The terminating signal received since the last call, if any.
    static func takePendingSignal() -> Int32? {
        let signal = ctv_take_pending_signal()
        return signal == 0 ? nil : signal
    }

    /// Whether Ctrl-Z was pressed since the last call.
    static func takeSuspendRequest() -> Bool {
        ctv_take_suspend_request() != 0
    }

    /// Whether the process was continued (after a stop by Ctrl-Z or SIGSTOP) since the last
    /// call.
    static func takeContinued() -> Bool {
        ctv_take_continued() != 0
    }

    /// Stops the process (as SIGTSTP's default action) until it is continued.
    static func suspendProcess() {
        ctv_suspend_process()
    }
}

extension SignalHandling {
    /// 1 when terminfo knows `type` and it can move the cursor, -1 when it cannot, 0 when the
    /// type is unknown.
    static func checkTerminalType(_ type: String, fileDescriptor: Int32) -> Int32 {
        cnc_check_terminal_type(type, fileDescriptor)
    }
}
