import CollectionCanvas

/// The terminal side of an application: what an ``ApplicationLoop`` needs from a screen and a
/// keyboard, and nothing about how they are reached.
///
/// The loop asks for the ``size``, presents one ``CollectionCore/Canvas`` per frame, and waits for input with
/// ``readInput(timeout:)``: all of its sleeping happens there, so an idle application uses no
/// CPU. The curses front end's `Terminal` is one backend (it writes only the cells that changed
/// since the last frame); `HeadlessBackend` in CollectionTesting is another, which keeps the
/// frames in memory and plays scripted input on a clock that tests move, so that tests drive
/// the loop that ships.
///
/// A backend is started before the loop runs on it and stopped after; starting and stopping
/// are the backend's own business. The signal requirements have default implementations that
/// report nothing, for backends without a process-level terminal.
///
/// ```swift
/// let loop = ApplicationLoop(root: screen)
/// let status = try loop.run(on: backend)   // until quit(status:), a signal or closed input
/// ```
public protocol TerminalBackend: AnyObject {
    /// The screen's size in cells. The loop reads it when it starts and after each
    /// ``InputEvent/resize``.
    var size: (columns: Int, rows: Int) { get }

    /// Shows `canvas`, a frame of the screen's size, and returns the number of cells written.
    /// A backend that keeps the last frame writes only the cells that changed.
    @discardableResult
    func present(_ canvas: Canvas) -> Int

    /// Makes the next ``present(_:)`` write every cell (after a resize or a resume, when the
    /// screen may hold anything).
    func invalidate()

    /// Waits up to `timeout` milliseconds (0: not at all; negative: as long as it takes) for
    /// input and returns what arrived, decoded; nothing when the time ran out or a signal
    /// interrupted the wait.
    func readInput(timeout: Int) -> [InputEvent]

    /// Whether the input side went away (its terminal closed without a SIGHUP): reading would
    /// return at once forever, so the loop ends as if a SIGHUP had come (status 129).
    var isInputClosed: Bool { get }

    /// The terminating signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM) received since the last call, if any;
    /// the loop ends with 128 + its number.
    func takePendingSignal() -> Int32?

    /// Whether the user asked to suspend the process (Ctrl-Z) since the last call; the loop
    /// then calls ``suspend()``.
    func takeSuspendRequest() -> Bool

    /// Gives the terminal back, stops the process until it is continued, then takes the
    /// screen again. The loop lays out and draws a full frame afterwards.
    func suspend()

    /// Whether the process was continued after a stop since the last call; the loop then
    /// calls ``invalidate()`` and draws a full frame.
    func takeContinued() -> Bool
}

extension TerminalBackend {
    /// `false`: a backend that cannot lose its input never closes.
    public var isInputClosed: Bool { false }

    /// `nil`: no signals reach this backend.
    public func takePendingSignal() -> Int32? { nil }

    /// `false`: this backend is never asked to suspend.
    public func takeSuspendRequest() -> Bool { false }

    /// Does nothing.
    public func suspend() {}

    /// `false`: this backend is never stopped and continued.
    public func takeContinued() -> Bool { false }
}
