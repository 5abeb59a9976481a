import CollectionCanvas
import CollectionViews
import Foundation

/// The loop of a full-screen application, on any ``TerminalBackend``: it waits for input,
/// dispatches it to the root view, fires timers, moves animations on and presents the root
/// view when something changed.
///
/// The curses front end's `TerminalApplication` runs this loop on a real terminal; tests run
/// the same loop on an in-memory backend (`HeadlessBackend` in CollectionTesting) with a clock
/// they move by hand.
///
/// ```swift
/// let loop = ApplicationLoop(root: NavigationStackView(root: productsScreen))
/// loop.quitKeys = [.character("q")]            // opt in: `q` quits when no view handles it
/// loop.scheduleTimer(every: .milliseconds(100)) { _ in model.step() }
/// let status = try loop.run(on: backend)
/// ```
///
/// The root view's frame is the whole screen, set again after every resize (a burst of
/// resizes ends in one frame). Keys go to the key commands of the responder chain, then to
/// ``root``'s `handle(_:)` (`View.dispatchKey(_:)`); one that nothing takes
/// and that is in ``quitKeys`` quits, any other goes to ``onUnhandledKey``. Mouse events go to
/// the root in screen coordinates. A frame is drawn only when the root (or a subview)
/// ``CollectionCore/View/needsDisplay``, or after a resize; between events the loop waits in the backend's
/// ``TerminalBackend/readInput(timeout:)`` until the next timer or animation frame is due (at
/// most a second), so an idle application draws nothing. Before each frame the root's
/// ``CollectionCore/View/advanceAnimations()`` moves running animations on; only while one runs does the loop
/// wake for frames.
///
/// A key or mouse event first finishes running animations (``CollectionCore/View/finishAnimations()``), so
/// input always acts on the state the screen is heading to. While the screen is smaller than
/// ``minimumSize`` the loop shows ``TooSmallScreen`` instead of the root, ignores mouse events
/// and every key but the ``quitKeys``.
///
/// `run(on:)` returns 0 (or the status given to ``quit(status:)``), 128 + n after signal n,
/// and 129 when the backend's input closed.
@MainActor
public final class ApplicationLoop {
    /// The view that fills the screen.
    public let root: View
    /// The smallest screen the application can draw on; a smaller screen shows a centred
    /// "terminal too small (need W x H)" message (``TooSmallScreen``) until it is enlarged.
    public var minimumSize: CGSize
    /// Keys that quit the application when the root does not handle them. Empty by default:
    /// an application opts in, for example with `[.character("q")]`.
    public var quitKeys: Set<KeyEvent> = []
    /// Called with each key the root did not handle (and that is not a quit key). An error it
    /// throws ends `run(on:)`, which rethrows it.
    public var onUnhandledKey: ((KeyEvent, ApplicationLoop) throws -> Void)?
    /// The time source of the timers: ``CollectionCore/SystemAnimationClock/shared`` (the process's monotonic
    /// clock) unless given another, such as a `TestAnimationClock` that a test moves.
    public let clock: AnimationClock
    /// The number of frames presented since the loop was made (for tests and benchmarks).
    public private(set) var frameCount = 0

    /// Whether the loop gives the memory freed by its work back to the system when it goes idle:
    /// when it is about to wait at least 100 ms for input, has drawn a frame since it last did,
    /// and a second or more has passed since then on its ``clock`` (the first time, after the
    /// first frame). glibc keeps freed pages otherwise, so the resident size would stay at the
    /// high-water mark of the largest screen shown or the longest burst of keys. The loop never
    /// waits longer than a second, so memory is given back within about a second of the last
    /// frame once the user stops. `true` by default; it costs well under a millisecond, at most
    /// once a second.
    public var releasesFreedMemoryWhenIdle = true
    /// How many times the loop gave freed memory back (see ``releasesFreedMemoryWhenIdle``).
    public private(set) var freedMemoryReleaseCount = 0
    /// ``frameCount`` and the clock's time when the loop last gave memory back.
    private var lastRelease: (frame: Int, time: Duration)?
    /// Whether the next release is due as soon as a frame was drawn (``releaseFreedMemorySoon()``).
    private var releaseRequested = false

    /// Asks the loop to give freed memory back the next time it goes idle after drawing a frame,
    /// even within a second of the last time: for an app that has just dropped a large model
    /// (a new reading of a file replacing the old one), whose pages would otherwise stay until
    /// the next release a second later. Nothing happens when ``releasesFreedMemoryWhenIdle`` is off.
    public func releaseFreedMemorySoon() {
        releaseRequested = true
    }
    /// The shortest wait for input that counts as going idle, in milliseconds.
    static let idleWait = 100
    /// The shortest time between two releases.
    static let releaseInterval = Duration.seconds(1)
    /// The run loop whose ``CollectionCore/RunLoopTimer``s the loop fires each pass, and wakes
    /// for. On the system clock it is ``CollectionCore/MainRunLoop/main``; a loop made with
    /// another ``clock`` (a test's) gets a run loop of its own on that clock, so that its timers
    /// keep the test's time and timers left on the main run loop by other code do not reach it.
    /// While a pass runs it is ``CollectionCore/MainRunLoop/current``, so a timer that a key's
    /// handler schedules lands on it. Set another to share one with code made beforehand.
    public var runLoop: MainRunLoop

    private var timers = TimerQueue<(ApplicationLoop) throws -> Void>()
    private var quitStatus: Int32?
    private var needsRedraw = true
    private var needsResize = true
    private var screenSize = (columns: 0, rows: 0)
    /// ``PointScale/generation`` when the loop last drew.
    private var drawnScaleGeneration = PointScale.generation
    /// How long until the next Foundation timer is due, asked before each wait: the main run
    /// loop's (``timeUntilNextFoundationTimer()``) on the system clock, none on another clock
    /// (Foundation's timers keep the wall clock, not a test's). Tests put a stand-in here.
    var foundationTimerWait: (@MainActor () -> Duration?)?

    /// A loop that shows `root` on screens of at least `minimumSize`, with timers on `clock`.
    public init(root: View, minimumSize: CGSize = .zero, clock: AnimationClock = SystemAnimationClock.shared) {
        self.root = root
        self.minimumSize = minimumSize
        self.clock = clock
        runLoop = clock === SystemAnimationClock.shared ? .main : MainRunLoop(clock: clock)
        if clock === SystemAnimationClock.shared {
            foundationTimerWait = { ApplicationLoop.timeUntilNextFoundationTimer() }
        }
    }

    /// Ends the loop after the current event; `run(on:)` returns `status`.
    public func quit(status: Int32 = 0) {
        quitStatus = status
    }

    /// Asks for a new frame even if no view says it changed.
    public func setNeedsRedraw() {
        needsRedraw = true
    }

    /// Calls `action` once, `delay` from now.
    @discardableResult
    public func scheduleTimer(after delay: Duration, _ action: @escaping (ApplicationLoop) throws -> Void) -> TimerID {
        timers.schedule(after: delay, repeats: false, now: clock.now, action: action)
    }

    /// Calls `action` every `interval` (at least a millisecond) until cancelled. A late loop
    /// skips missed ticks rather than firing them in a burst.
    @discardableResult
    public func scheduleTimer(every interval: Duration, _ action: @escaping (ApplicationLoop) throws -> Void) -> TimerID {
        timers.schedule(after: interval, repeats: true, now: clock.now, action: action)
    }

    /// Cancels a timer; unknown or finished timers are ignored.
    public func cancelTimer(_ id: TimerID) {
        timers.cancel(id)
    }

    /// Runs the loop on `backend` (already started) until ``quit(status:)``, a terminating
    /// signal or the end of its input, and returns the status: the one given to
    /// ``quit(status:)``, 128 + the signal, or 129 (as for SIGHUP) when the input closed.
    /// Rethrows an error thrown by a timer or ``onUnhandledKey``.
    ///
    /// Each pass of the loop first runs the work queued on the main thread
    /// (`DispatchQueue.main.async`, `Task { @MainActor in … }`, `RunLoop.main` timers), as
    /// UIKit's main run loop does, so a view controller that defers work that way sees it run
    /// before the next frame. Work queued while the loop handles an event runs in the next pass,
    /// before drawing; work queued from another thread, and `DispatchQueue.main.asyncAfter`
    /// blocks as they fall due, wake the loop at once where the backend watches
    /// ``MainQueueWakeup`` (the curses terminal does, on Linux), else run at the latest after the
    /// wait's bound of one second. On the system clock the wait also ends when the main run
    /// loop's next Foundation `Timer` is due (`RunLoop.main.limitDate(forMode:)`), so such a
    /// timer fires on time while the application idles. That drain needs a thread that is not already
    /// running a job of the main queue: call this from synchronous code on the main thread (a
    /// `main.swift`, a synchronous command). From an asynchronous context on the main actor
    /// (Swift Testing, an `async` main), call the `async` variant of `run(on:)` with `await`
    /// instead.
    public func run<Backend: TerminalBackend>(on backend: Backend) throws -> Int32 {
        quitStatus = nil
        needsResize = true
        while quitStatus == nil {
            Self.drainMainRunLoop()
            try runLoop.withCurrent { try pass(on: backend) }
        }
        return quitStatus ?? 0
    }

    /// Runs the loop as the synchronous `run(on:)` does, from an asynchronous context on the main
    /// actor: before each pass it suspends once, so that the jobs queued on the main actor and
    /// the blocks queued on `DispatchQueue.main` before that point run, then runs the pass. Use
    /// it where the main thread is already draining the main queue (Swift Testing, an `async`
    /// main), where the synchronous loop cannot run that work until it returns.
    public func run<Backend: TerminalBackend>(on backend: Backend) async throws -> Int32 {
        quitStatus = nil
        needsResize = true
        while quitStatus == nil {
            await Task.yield()
            Self.drainMainRunLoop()
            try runLoop.withCurrent { try pass(on: backend) }
        }
        return quitStatus ?? 0
    }

    /// Runs passes of the loop on `backend`, as ``run(on:)`` does, until `isIdle` answers
    /// `true` after a pass (a test backend whose script is played out) or the loop quits;
    /// returns the status when it quit, else `nil`, and can be called again to go on. The first
    /// call starts the loop as ``run(on:)`` would (a resize to the backend's size). It leaves
    /// the main run loop and the main queue alone: the test drivers (`Pilot`, `HeadlessScreen`)
    /// run the rest of the loop that ships, pass for pass.
    package func runPasses<Backend: TerminalBackend>(on backend: Backend, until isIdle: () -> Bool) throws -> Int32? {
        if !hasStartedPasses {
            hasStartedPasses = true
            quitStatus = nil
            needsResize = true
        }
        while quitStatus == nil {
            try runLoop.withCurrent { try pass(on: backend) }
            if isIdle() { break }
        }
        return quitStatus
    }

    private var hasStartedPasses = false

    /// Called in each pass just before the loop draws (when it draws): the test drivers
    /// finish animations there so that a frame shows where things end up.
    package var willDraw: (@MainActor () -> Void)?

    /// Called after each input event was dispatched, with whether a view took it (a key that
    /// only quit or went to ``onUnhandledKey`` was not taken): the test drivers answer it.
    package var didDispatch: (@MainActor (InputEvent, Bool) -> Void)?

    /// Runs what is waiting on the main run loop and the main dispatch queue, without waiting.
    /// Does nothing inside a job of the main queue (the run loop then leaves the queue alone).
    private static func drainMainRunLoop() {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0))
    }

    /// One pass of the loop: signals, timers, animations, a frame if needed, then a wait for
    /// input and its dispatch.
    private func pass<Backend: TerminalBackend>(on backend: Backend) throws {
        if let signal = backend.takePendingSignal() {
            quitStatus = 128 + signal
            return
        }
        if backend.takeSuspendRequest() {
            backend.suspend()
            needsResize = true
        }
        if backend.takeContinued() {
            backend.invalidate()
            needsResize = true
        }
        try fireTimers()
        if quitStatus != nil { return }
        runLoop.fireDueTimers()
        // Animations move to the present before the frame; while one runs, the loop wakes
        // for its next frame, and not at all for it otherwise.
        _ = root.advanceAnimations()
        willDraw?()
        drawIfNeeded(backend)
        // Foundation's timers (`Timer`, `RunLoop.main.perform`) keep the wall clock: on the
        // system clock the wait ends when the next one is due. Asking runs those already due
        // and the main queue, which may change the screen or quit: then there is no wait, so
        // that the next pass draws it. (A screen still marked after drawing, as the root is
        // while the screen is too small, is not a change.)
        let markedBefore = root.needsDisplay || needsRedraw
        let untilFoundationTimer = foundationTimerWait?()
        let changedWhileAsking = (!markedBefore && (root.needsDisplay || needsRedraw)) || quitStatus != nil
        // Asked again after drawing: a view that applied changes while it laid out may
        // have started an animation.
        let nextFrame = root.advanceAnimations()
        let untilTimer = [
            timers.nextDeadline.map { $0 - clock.now }, runLoop.timeUntilNextTimer, untilFoundationTimer,
            changedWhileAsking ? .zero : nil,
        ].compactMap { $0 }.min()
        let wait = Self.waitMilliseconds(untilTimer: untilTimer, nextAnimationFrame: nextFrame)
        if releasesFreedMemoryWhenIdle, wait >= Self.idleWait { releaseFreedMemoryIfDue() }
        var events = backend.readInput(timeout: wait)
        // Take everything already waiting (a burst of resizes or a paste) before drawing.
        var drained = 0
        while !events.isEmpty && drained < 4096 {
            let more = backend.readInput(timeout: 0)
            if more.isEmpty { break }
            events += more
            drained += 1
        }
        for event in events {
            // A signal that came while a burst waited is handled before the rest of it.
            if let signal = backend.takePendingSignal() {
                quitStatus = 128 + signal
                break
            }
            try dispatch(event)
            if quitStatus != nil { break }
        }
        if backend.isInputClosed && quitStatus == nil {
            // The terminal went away without a SIGHUP: end as if it had arrived.
            quitStatus = 128 + Self.hangUpSignal
        }
    }

    /// SIGHUP's number, the same on every POSIX system.
    static let hangUpSignal: Int32 = 1

    /// Gives freed memory back when a frame was drawn since the last time and the last time was
    /// a second ago or more, or a release was asked for (see ``releasesFreedMemoryWhenIdle``).
    private func releaseFreedMemoryIfDue() {
        let now = clock.now
        if let lastRelease, frameCount == lastRelease.frame || (!releaseRequested && now - lastRelease.time < Self.releaseInterval) {
            return
        }
        guard frameCount > 0 else { return }
        releaseRequested = false
        lastRelease = (frameCount, now)
        freedMemoryReleaseCount += 1
        FreedMemory.giveBack()
    }

    /// Milliseconds to wait for input: until the next timer or the next animation frame,
    /// whichever is first (rounded up), and at most one second, so that nothing waits forever
    /// on a terminal that stopped reporting. With no timer and no animation, one second.
    static func waitMilliseconds(untilTimer timer: Duration?, nextAnimationFrame frame: Duration?) -> Int {
        let candidates = [timer, frame].compactMap { $0 }
        guard let remaining = candidates.min() else { return 1000 }
        let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
        return Int(max(0, min(1000, milliseconds + (remaining.components.attoseconds % 1_000_000_000_000_000 > 0 ? 1 : 0))))
    }

    /// How long until the main run loop's next Foundation timer is due: `RunLoop.main`'s
    /// `limitDate(forMode:)`, which first fires the timers that are due and runs what waits on
    /// the main queue (a second pass of the run loop also takes the wake-up that a block
    /// scheduling another `asyncAfter` leaves on the main queue's descriptor); `nil` without a
    /// timer, or off the main thread (Swift Testing runs the main actor elsewhere).
    static func timeUntilNextFoundationTimer() -> Duration? {
        let limit = RunLoop.main.limitDate(forMode: .default)
        return waitUntilFoundationTimer(limitDate: limit, now: Date())
    }

    /// The time from `now` to a run loop's `limitDate` (its next timer), at least zero; `nil`
    /// for no date or `Date.distantFuture` (the run loop has no timer), and at most an hour (the
    /// loop never waits longer than a second anyway).
    static func waitUntilFoundationTimer(limitDate: Date?, now: Date) -> Duration? {
        guard let limitDate, limitDate < Date.distantFuture else { return nil }
        let seconds = limitDate.timeIntervalSince(now)
        guard seconds.isFinite else { return nil }
        return .milliseconds(Int64((min(3600, max(0, seconds)) * 1000).rounded(.up)))
    }

    private func fireTimers() throws {
        for (_, action) in timers.takeDue(now: clock.now) {
            try action(self)
            if quitStatus != nil { return }
        }
    }

    private func dispatch(_ event: InputEvent) throws {
        let handled = try handle(event)
        didDispatch?(event, handled)
    }

    /// Dispatches `event`; answers whether a view took it.
    private func handle(_ event: InputEvent) throws -> Bool {
        switch event {
        case .resize:
            needsResize = true
            return true
        case let .key(key):
            if isTooSmall {
                if quitKeys.contains(key) { quit() }
                return false
            }
            // Input never lands on a half-drawn state: running animations end first.
            root.finishAnimations()
            // The responder chain's key commands, then the views (`View.dispatchKey`).
            if root.dispatchKey(key) { return true }
            if quitKeys.contains(key) {
                quit()
            } else {
                try onUnhandledKey?(key, self)
            }
            return false
        case let .mouse(mouse):
            guard !isTooSmall else { return false }
            root.finishAnimations()
            return root.dispatchMouse(mouse)
        case let .paste(text):
            guard !isTooSmall else { return false }
            root.finishAnimations()
            return root.dispatchPaste(text)
        }
    }

    private var isTooSmall: Bool {
        CGFloat(screenSize.columns) < minimumSize.width || CGFloat(screenSize.rows) < minimumSize.height
    }

    private func drawIfNeeded<Backend: TerminalBackend>(_ backend: Backend) {
        if needsResize {
            needsResize = false
            let size = backend.size
            if size != screenSize {
                screenSize = size
                backend.invalidate()
            }
            root.cellFrame = CGRect(x: 0, y: 0, width: size.columns, height: size.rows)
            needsRedraw = true
        }
        // A new global point scale changes what layouts written in points look like: the
        // layout pass notices it (each view compares the scale it used), the loop draws for it.
        let scaleGeneration = PointScale.generation
        if scaleGeneration != drawnScaleGeneration {
            drawnScaleGeneration = scaleGeneration
            needsRedraw = true
        }
        guard needsRedraw || root.needsDisplay else { return }
        needsRedraw = false
        backend.present(render())
        frameCount += 1
    }

    /// The frame for the current screen size: the root view, or the "too small" message.
    private func render() -> Canvas {
        var canvas = Canvas(width: screenSize.columns, height: screenSize.rows)
        if isTooSmall {
            TooSmallScreen.draw(into: &canvas, minimumSize: minimumSize)
        } else {
            root.render(into: &canvas, at: .zero)
        }
        return canvas
    }
}
