/// Why the terminal could not be started. Nothing was drawn and curses was not initialised.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input is not a terminal (input redirected or closed).
    case inputNotATerminal
    /// Standard output is not a terminal (output redirected to a file or a pipe).
    case outputNotATerminal
    /// `TERM` is unset or empty.
    case terminalTypeUnset
    /// curses knows no terminal of this type (no terminfo entry).
    case unknownTerminalType(String)
    /// The terminal cannot move the cursor (such as `dumb`).
    case unsupportedTerminalType(String)
    /// Another ``Terminal`` is active in this process.
    case alreadyActive

    /// One line for the user: what is wrong and what to do about it.
    public var description: String {
        switch self {
        case .inputNotATerminal:
            return "standard input is not a terminal; run this program in a terminal, without redirecting its input"
        case .outputNotATerminal:
            return "standard output is not a terminal; run this program in a terminal, without redirecting its output"
        case .terminalTypeUnset:
            return "TERM is not set; set it to your terminal's type (for example TERM=xterm-256color)"
        case let .unknownTerminalType(type):
            return "unknown terminal type \"\(type)\" (no terminfo entry); try TERM=xterm-256color"
        case let .unsupportedTerminalType(type):
            return "terminal type \"\(type)\" cannot move the cursor, so a full-screen interface cannot run; try TERM=xterm-256color"
        case .alreadyActive:
            return "the terminal is already in use by another Terminal"
        }
    }

    /// The exit status for this error: 2, the conventional status for a usage problem.
    public var exitStatus: Int32 { 2 }
}
