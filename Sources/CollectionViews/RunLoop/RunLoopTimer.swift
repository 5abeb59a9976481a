import CollectionModel
import Foundation

/// A timer that fires on the main run loop, with Foundation `Timer`'s calls:
/// ``scheduledTimer(withTimeInterval:repeats:block:)``, ``invalidate()``, ``isValid``,
/// ``fire()`` and ``timeInterval``.
///
/// ```swift
/// sortTimer = RunLoopTimer.scheduledTimer(withTimeInterval: 0.125, repeats: true) { [weak self] _ in
///     self?.performSortStep()
/// }
/// ...
/// sortTimer?.invalidate()
/// ```
///
/// Foundation's `Timer` keeps its own name, so code that imports Foundation cannot get a second
/// `Timer` (the name would be ambiguous): ported code renames `Timer` to `RunLoopTimer`. The
/// difference is where the time comes from. A `RunLoopTimer` is held by a ``MainRunLoop``
/// (``MainRunLoop/current``, normally ``MainRunLoop/main``) that the application loop drives:
/// the loop wakes for it on time, and a test fires it by moving a `TestAnimationClock`. A
/// Foundation `Timer` on `RunLoop.main` still fires in a running application (the loop runs
/// `RunLoop.main` each pass), but on the wall clock, up to a second late while the application
/// is idle (the loop does not wake for it), and a test cannot move it.
///
/// The block runs on the main actor. An interval that is not a finite number of at least a
/// millisecond is reported as a diagnostic and taken as a millisecond.
@MainActor
public final class RunLoopTimer {
    /// The seconds between two firings of a repeating timer, or until the one firing of a
    /// non-repeating timer (after the correction of a bad interval).
    public let timeInterval: TimeInterval
    /// Whether the timer fires again after each firing, until ``invalidate()``.
    public let repeats: Bool
    /// Whether the timer can still fire: `false` after ``invalidate()`` and after a
    /// non-repeating timer fired.
    public internal(set) var isValid = true
    /// Anything the caller wants to keep with the timer, as `Timer.userInfo`.
    public var userInfo: Any?

    let interval: Duration
    let block: @MainActor (RunLoopTimer) -> Void
    /// The run loop the timer is scheduled on, once added.
    weak var runLoop: MainRunLoop?
    /// When it is next due, on the run loop's clock.
    var nextFire: Duration = .zero

    /// A timer that calls `block` every `interval` seconds (once, `interval` seconds after it
    /// is added, when `repeats` is `false`), not scheduled yet: give it to
    /// ``MainRunLoop/add(_:)``.
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (RunLoopTimer) -> Void) {
        var seconds = interval
        if !seconds.isFinite || seconds < 0.001 {
            Diagnostics.report(Diagnostic(
                domain: "timer", kind: "badInterval",
                message: "A timer interval of \(interval) seconds is not a finite time of at least a millisecond; one millisecond is used."))
            seconds = 0.001
        }
        self.timeInterval = seconds
        self.repeats = repeats
        self.interval = .nanoseconds(Int64((seconds * 1_000_000_000).rounded()))
        self.block = block
    }

    /// Makes a timer as ``init(timeInterval:repeats:block:)`` does and adds it to
    /// ``MainRunLoop/current``, as `Timer.scheduledTimer(withTimeInterval:repeats:block:)`
    /// adds one to the current run loop.
    @discardableResult
    public static func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (RunLoopTimer) -> Void
    ) -> RunLoopTimer {
        let timer = RunLoopTimer(timeInterval: interval, repeats: repeats, block: block)
        MainRunLoop.current.add(timer)
        return timer
    }

    /// Calls the block now. A non-repeating timer is then invalidated; a repeating one keeps
    /// its schedule. Does nothing once the timer is invalid.
    public func fire() {
        guard isValid else { return }
        if !repeats { invalidate() }
        block(self)
    }

    /// Stops the timer for good and takes it off its run loop. Invalidating twice does nothing.
    public func invalidate() {
        isValid = false
        runLoop?.remove(self)
    }
}
