import CollectionModel
import Foundation

/// The main thread's run loop as far as timers go: it holds the scheduled ``RunLoopTimer``s
/// and fires the due ones when the application loop asks it to, on its ``clock``.
///
/// In UIKit, `Timer.scheduledTimer(withTimeInterval:repeats:block:)` adds a timer to
/// `RunLoop.main`, which fires it between events. Here the application loop
/// (`ApplicationLoop`, run by `TerminalApplication`) plays the run loop's part: each pass it
/// calls ``fireDueTimers()`` on its `runLoop` (``MainRunLoop/main`` unless given another), and
/// it waits for input only until ``timeUntilNextTimer``, so a timer fires on time even while
/// nothing else happens.
///
/// A test makes its own run loop on a clock it moves by hand, makes the controller inside
/// ``withCurrent(_:)`` so that the timers it schedules land there, and fires them itself:
///
/// ```swift
/// let clock = TestAnimationClock()
/// let runLoop = MainRunLoop(clock: clock)
/// let controller = runLoop.withCurrent { InsertionSortViewController() }
/// ...                                       // start the sort
/// clock.advance(by: .milliseconds(125))
/// runLoop.fireDueTimers()                   // one sort step
/// ```
@MainActor
public final class MainRunLoop {
    /// The run loop of the application: the one the application loop drives unless told
    /// otherwise, on the process's monotonic clock.
    public static let main = MainRunLoop()

    private static var overrides: [MainRunLoop] = []

    /// The run loop that ``RunLoopTimer/scheduledTimer(withTimeInterval:repeats:block:)`` adds
    /// its timer to: ``main``, or the one given to the innermost ``withCurrent(_:)``.
    public static var current: MainRunLoop { overrides.last ?? main }

    /// The time source of the timers' fire dates.
    public let clock: AnimationClock

    /// The valid timers, in the order they were added.
    public private(set) var timers: [RunLoopTimer] = []

    /// A run loop whose timers keep time on `clock` (a `TestAnimationClock` in tests).
    public init(clock: AnimationClock = SystemAnimationClock.shared) {
        self.clock = clock
    }

    /// Runs `body` with this run loop as ``current``, so that the timers scheduled inside it
    /// are added here, and returns what it returns.
    @discardableResult
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        Self.overrides.append(self)
        defer { Self.overrides.removeLast() }
        return try body()
    }

    /// Schedules `timer` here, first firing one interval from now, as `RunLoop.add(_:forMode:)`.
    /// A timer that was invalidated, or that is scheduled already (here or on another run loop),
    /// is not added again: a diagnostic reports it.
    public func add(_ timer: RunLoopTimer) {
        guard timer.isValid, timer.runLoop == nil else {
            Diagnostics.report(Diagnostic(
                domain: "timer", kind: timer.isValid ? "timerAlreadyScheduled" : "timerInvalidated",
                message: timer.isValid
                    ? "A timer can be added to one run loop once; the second add was ignored."
                    : "An invalidated timer cannot be scheduled again; make a new one."))
            return
        }
        timer.runLoop = self
        timer.nextFire = clock.now + timer.interval
        timers.append(timer)
    }

    /// When the earliest timer is due, on ``clock``; `nil` without timers.
    public var nextFireTime: Duration? { timers.map(\.nextFire).min() }

    /// How long until the earliest timer is due (zero when one is late); `nil` without timers.
    /// The application loop waits for input no longer than this.
    public var timeUntilNextTimer: Duration? {
        nextFireTime.map { max(.zero, $0 - clock.now) }
    }

    /// Fires every timer that is due, in the order of their fire dates, and returns how many
    /// fired. A repeating timer is then due one interval after the tick it fired for; ticks
    /// missed while the loop was busy are skipped rather than fired in a burst, as Foundation's
    /// timers do. A timer scheduled while the timers fire is first due one interval later, so
    /// this always ends.
    ///
    /// While the blocks run, this run loop is ``current``: a timer that a block schedules lands
    /// here, as one scheduled from a `Timer`'s block lands on the run loop that fired it.
    @discardableResult
    public func fireDueTimers() -> Int {
        withCurrent { fireDue() }
    }

    private func fireDue() -> Int {
        let now = clock.now
        let due = timers.filter { $0.nextFire <= now }.sorted { $0.nextFire < $1.nextFire }
        var fired = 0
        for timer in due where timer.isValid && timer.runLoop === self {
            fired += 1
            if timer.repeats {
                while timer.nextFire <= now { timer.nextFire += timer.interval }
                timer.block(timer)
            } else {
                remove(timer)
                timer.block(timer)
            }
        }
        return fired
    }

    /// Takes `timer` off the run loop (its ``RunLoopTimer/invalidate()`` does this).
    func remove(_ timer: RunLoopTimer) {
        timer.isValid = false
        timers.removeAll { $0 === timer }
    }
}
