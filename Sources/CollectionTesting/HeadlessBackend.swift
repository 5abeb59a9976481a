// The loop this backend runs and the types of its script: `import CollectionTesting` gives them.
@_exported import CollectionApplication
import CollectionCore
import Foundation

/// A ``TerminalBackend`` in memory, as Ratatui's `TestBackend`: a screen of a size you set,
/// the frames the loop presented, and a script of input played on a clock that moves only when
/// the script says so. Tests run the loop that ships (``ApplicationLoop``: timers, resizes,
/// animations finished before input, quit keys, the too-small screen) without a terminal and
/// without sleeping.
///
/// ```swift
/// let backend = HeadlessBackend(columns: 40, rows: 10)
/// let loop = ApplicationLoop(root: screen, clock: backend.clock)
/// loop.quitKeys = [.character("q")]
/// backend.press(.down, .down)
/// backend.wait(.milliseconds(500))           // timers due meanwhile fire
/// backend.resize(columns: 60, rows: 20)
/// backend.press(.character("q"))
/// #expect(try loop.run(on: backend) == 0)
/// #expect(backend.lines[0] == "Featured")
/// ```
///
/// The script is played by ``readInput(timeout:)``: events arrive one per read, in order and
/// already waiting (so consecutive ones form a burst that the loop takes before drawing); a
/// ``wait(_:)`` is time in which nothing arrives, and a read that waits moves the ``clock`` on
/// by as much of it as the read's timeout allows. When the script is over, the next read that
/// would wait finds the input closed (``isInputClosed``), and the loop ends with status 129.
///
/// Give the same ``clock`` to the loop and to any view whose animations should follow it
/// (`CollectionView.animationClock`).
@MainActor
public final class HeadlessBackend: TerminalBackend {
    /// One frame the loop presented.
    public struct Frame {
        /// What was presented.
        public let canvas: Canvas
        /// The ``clock``'s time when it was presented.
        public let time: Duration
        /// The frame before it, when this one wrote only what changed since (same size, no
        /// ``invalidate()`` between).
        let previous: Canvas?

        /// The cells it wrote: those that differ from the previous frame, or every cell after
        /// ``invalidate()`` or a change of size. Counted when asked, so that a long script
        /// whose frames nobody counts does not pay for it.
        public var cellsWritten: Int {
            guard let previous else { return canvas.width * canvas.height }
            return zip(previous.cells, canvas.cells).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        }

        /// The frame's rows as text (a wide grapheme once).
        public var lines: [String] { canvas.lines }
    }

    /// One step of the script.
    private enum Step {
        case input(InputEvent)
        case resize(columns: Int, rows: Int)
        case wait(Duration)
        case signal(Int32)
        case suspendRequest
        case continued
        case perform(@MainActor () -> Void)
        case idle(@MainActor () -> Void)
    }

    /// The time source of the script's waits, which starts at zero and moves only while a read
    /// waits through a ``wait(_:)``. Give it to the ``ApplicationLoop`` (and to animating views).
    public let clock: TestAnimationClock
    /// The screen's size in cells; ``resize(columns:rows:)`` changes it when the script gets
    /// there.
    public private(set) var size: (columns: Int, rows: Int)
    /// Every frame presented, oldest first (the latest ``frameHistoryLimit`` of them when
    /// that is set).
    public private(set) var frames: [Frame] = []
    /// How many of the latest frames ``frames`` keeps (at least one); `nil` (the default) keeps
    /// every one. A long script (a random-input test of thousands of events) keeps its memory
    /// flat with a small limit.
    public var frameHistoryLimit: Int? {
        didSet { trimFrames() }
    }
    /// How many times the loop asked for a full repaint (``invalidate()``).
    public private(set) var invalidationCount = 0
    /// How many times the loop suspended the backend (``suspend()``).
    public private(set) var suspendCount = 0
    /// Whether the script is over and a read found the input closed.
    public private(set) var isInputClosed = false
    /// The timeout of every read, in milliseconds, in order: how long the loop was willing to
    /// sleep each time (0 for the reads that take what is already waiting). The latest
    /// ``readTimeoutHistoryLimit`` of them when that is set.
    public private(set) var readTimeouts: [Int] = []
    /// How many of the latest read timeouts ``readTimeouts`` keeps (at least one); `nil` (the
    /// default) keeps every one. A long script keeps its memory flat with a small limit, as
    /// with ``frameHistoryLimit``.
    public var readTimeoutHistoryLimit: Int? {
        didSet { trimReadTimeouts() }
    }

    /// Whether a read that would wait through a ``wait(_:)`` ends at once, before the clock
    /// moves, when work was queued on the main thread from elsewhere
    /// (``isMainQueueWorkPending``), as the terminal's read does. Off by default: other tests
    /// running at the same time queue main-actor work too, which would make scripted reads vary.
    public var wakesForMainQueueWork = false
    /// Whether main-queue work waits to run: ``MainQueueWakeup/hasPendingWork`` by default.
    /// Dispatch offers that descriptor only where the run loop drains the main queue (a
    /// synchronous `main` on Linux); under Swift Testing's asynchronous main Dispatch drains
    /// it itself and there is none, so tests give their own answer here.
    public var isMainQueueWorkPending: @MainActor () -> Bool = { MainQueueWakeup.hasPendingWork }
    /// How many reads ended early because work was queued on the main thread from elsewhere
    /// (with ``wakesForMainQueueWork``).
    public private(set) var mainQueueWakeCount = 0
    private var wokeForMainQueueWork = false

    private var script: [Step] = []
    private var nextStep = 0
    private var lastPresented: Canvas?
    private var pendingSignal: Int32?
    private var suspendRequested = false
    private var wasContinued = false

    /// A screen of `columns` x `rows` cells whose script runs on `clock`.
    public init(columns: Int, rows: Int, clock: TestAnimationClock = TestAnimationClock()) {
        self.size = (max(0, columns), max(0, rows))
        self.clock = clock
    }

    /// The last frame presented, or `nil` before the first.
    public var lastFrame: Canvas? { frames.last?.canvas }

    /// The rows of the last frame as text; empty before the first.
    public var lines: [String] { lastFrame?.lines ?? [] }

    /// Whether a read that finds the script over closes the input (`true`, the default: the
    /// loop then ends with status 129, as on a terminal that went away). When `false`, such a
    /// read returns nothing and sets ``isWaitingForScript`` instead, so that a driver that
    /// writes the script step by step (`Pilot`, `HeadlessScreen`) runs the loop up to there,
    /// looks, and writes more.
    public var closesInputAtEndOfScript = true

    /// Whether the last read that may wait found the script over (only when
    /// ``closesInputAtEndOfScript`` is `false`): the loop has handled everything queued and
    /// drawn for it.
    public private(set) var isWaitingForScript = false

    /// The number of script steps not played yet.
    public var remainingStepCount: Int { script.count - nextStep }

    // MARK: Writing the script

    /// Queues input events.
    public func send(_ events: InputEvent...) {
        script += events.map(Step.input)
    }

    /// Queues key presses.
    public func press(_ keys: KeyEvent...) {
        script += keys.map { .input(.key($0)) }
    }

    /// Queues `text` as character keys.
    public func type(_ text: String) {
        script += text.map { .input(.key(.character($0))) }
    }

    /// Queues `text` as one paste (as a terminal with bracketed paste delivers it).
    public func paste(_ text: String) {
        send(.paste(text))
    }

    /// Queues a press and a release of the primary button at a screen cell.
    public func click(x: Int, y: Int) {
        let point = CGPoint(x: x, y: y)
        send(.mouse(MouseEvent(.press(.primary), at: point)), .mouse(MouseEvent(.release(.primary), at: point)))
    }

    /// Queues a change of the screen's size: when the script gets there, ``size`` changes and
    /// an ``InputEvent/resize`` arrives.
    public func resize(columns: Int, rows: Int) {
        script.append(.resize(columns: max(0, columns), rows: max(0, rows)))
    }

    /// Queues `duration` in which nothing arrives: the loop's reads wait through it, moving
    /// the ``clock`` on (timers and animation frames due meanwhile happen).
    public func wait(_ duration: Duration) {
        script.append(.wait(max(duration, .zero)))
    }

    /// Queues a terminating signal (such as `SIGTERM`): it interrupts the read, and the loop
    /// ends with 128 + `signal`.
    public func sendSignal(_ signal: Int32) {
        script.append(.signal(signal))
    }

    /// Queues a request to suspend (Ctrl-Z): the loop calls ``suspend()`` and repaints.
    public func requestSuspend() {
        script.append(.suspendRequest)
    }

    /// Queues the process being continued after a stop: the loop invalidates and repaints.
    public func sendContinue() {
        script.append(.continued)
    }

    /// Queues `body`, called when the script gets there (from inside a read, as if the
    /// outside world changed something), without waiting.
    public func perform(_ body: @escaping @MainActor () -> Void) {
        script.append(.perform(body))
    }

    /// Queues `body`, called once the loop has handled everything queued before it and drawn
    /// the frame for it, when it next waits for input: the place to look at the screen and the
    /// views between two events.
    ///
    /// The step is played only by a read that may wait (a timeout other than 0) and that has
    /// not moved the ``clock`` yet. A read that takes what is already waiting stops before it,
    /// so the events on either side are not one burst; a read that waited through a ``wait(_:)``
    /// returns there, so that the loop fires the timers due, moves animations on and draws
    /// before `body` looks.
    ///
    /// ```swift
    /// backend.press(.down)
    /// backend.whenIdle { #expect(backend.lines[2].contains("Espresso")) }
    /// ```
    public func whenIdle(_ body: @escaping @MainActor () -> Void) {
        script.append(.idle(body))
    }

    // MARK: TerminalBackend

    /// Records `canvas` as a ``Frame`` and returns the cells that changed since the last one.
    @discardableResult
    public func present(_ canvas: Canvas) -> Int {
        let previous = lastPresented.flatMap { $0.width == canvas.width && $0.height == canvas.height ? $0 : nil }
        lastPresented = canvas
        let frame = Frame(canvas: canvas, time: clock.now, previous: previous)
        frames.append(frame)
        trimFrames()
        return countsWrittenCells ? frame.cellsWritten : canvas.width * canvas.height
    }

    /// Whether ``present(_:)`` counts the cells that changed to answer the loop (`true`, the
    /// default). The loop does not use the answer; a long script can turn the counting off,
    /// and ``Frame/cellsWritten`` still counts them when asked.
    public var countsWrittenCells = true

    private func trimFrames() {
        if let limit = frameHistoryLimit, frames.count > max(1, limit) {
            frames.removeFirst(frames.count - max(1, limit))
        }
    }

    private func trimReadTimeouts() {
        if let limit = readTimeoutHistoryLimit, readTimeouts.count > max(1, limit) {
            readTimeouts.removeFirst(readTimeouts.count - max(1, limit))
        }
    }

    /// Makes the next present count every cell as written.
    public func invalidate() {
        lastPresented = nil
        invalidationCount += 1
    }

    /// Plays the script up to the next input, or as far as `timeout` milliseconds of
    /// ``wait(_:)`` reach (0: only what is already waiting; negative: any wait).
    public func readInput(timeout: Int) -> [InputEvent] {
        readTimeouts.append(timeout)
        trimReadTimeouts()
        let step = nextStep, time = clock.now
        let events = play(timeout: timeout)
        if events.isEmpty, nextStep == step, clock.now == time, !isInputClosed {
            readsWithoutProgress += 1
            if let spinLimit, readsWithoutProgress > spinLimit {
                isInputClosed = true
                closedBecauseSpinning = true
            }
        } else {
            readsWithoutProgress = 0
        }
        dropPlayedSteps()
        return events
    }

    /// How many reads in a row may play nothing while the clock stands still (the loop asking
    /// again and again without waiting, as a loop that spins at full speed does) before the
    /// backend closes its input, so that the loop ends and a test sees ``closedBecauseSpinning``
    /// instead of hanging. `nil` (the default): no limit.
    public var spinLimit: Int?
    /// Whether the input was closed because the loop read more than ``spinLimit`` times in a row
    /// without waiting.
    public private(set) var closedBecauseSpinning = false
    private var readsWithoutProgress = 0

    /// Forgets the steps already played once they are at least half of the script, so that
    /// a played ``perform(_:)`` or ``whenIdle(_:)`` closure is released (one that captures
    /// this backend would otherwise keep it alive) and a long script's memory stays flat. No
    /// more steps are moved than are dropped.
    private func dropPlayedSteps() {
        guard nextStep > 0, nextStep * 2 >= script.count else { return }
        script.removeFirst(nextStep)
        nextStep = 0
    }

    /// Plays the script for one read.
    private func play(timeout: Int) -> [InputEvent] {
        if timeout != 0 { isWaitingForScript = false }
        var remaining: Duration? = timeout < 0 ? nil : .milliseconds(timeout)
        var waited = false
        while nextStep < script.count {
            switch script[nextStep] {
            case let .input(event):
                nextStep += 1
                return [event]
            case let .resize(columns, rows):
                nextStep += 1
                size = (columns, rows)
                return [.resize]
            case let .wait(duration):
                // Work queued on the main thread from elsewhere wakes the loop before the
                // wait, as it wakes the terminal's poll (once in a row, so that a queue that
                // nothing drains cannot make the loop spin).
                if wakesForMainQueueWork, duration > .zero, timeout != 0, !wokeForMainQueueWork,
                    isMainQueueWorkPending()
                {
                    wokeForMainQueueWork = true
                    mainQueueWakeCount += 1
                    return []
                }
                wokeForMainQueueWork = false
                if let limit = remaining, duration > limit {
                    clock.advance(by: limit)
                    script[nextStep] = .wait(duration - limit)
                    return []
                }
                clock.advance(by: duration)
                remaining = remaining.map { $0 - duration }
                waited = waited || duration > .zero
                nextStep += 1
            case let .signal(signal):
                nextStep += 1
                pendingSignal = signal
                return []
            case .suspendRequest:
                nextStep += 1
                suspendRequested = true
                return []
            case .continued:
                nextStep += 1
                wasContinued = true
                return []
            case let .perform(body):
                nextStep += 1
                body()
            case let .idle(body):
                // Only once the loop has drawn for everything before it, at the current time.
                if timeout == 0 || waited { return [] }
                nextStep += 1
                body()
            }
        }
        // The script is over: a read that would wait finds the input gone (or, for a driver
        // writing the script as it goes, waits for more).
        if timeout != 0 {
            if closesInputAtEndOfScript { isInputClosed = true } else { isWaitingForScript = true }
        }
        return []
    }

    /// The signal the script sent since the last call, if any.
    public func takePendingSignal() -> Int32? {
        defer { pendingSignal = nil }
        return pendingSignal
    }

    /// Whether the script asked to suspend since the last call.
    public func takeSuspendRequest() -> Bool {
        defer { suspendRequested = false }
        return suspendRequested
    }

    /// Counts the suspension and, as a terminal coming back does, makes the next present
    /// write every cell.
    public func suspend() {
        suspendCount += 1
        lastPresented = nil
    }

    /// Whether the script continued the process since the last call.
    public func takeContinued() -> Bool {
        defer { wasContinued = false }
        return wasContinued
    }
}
