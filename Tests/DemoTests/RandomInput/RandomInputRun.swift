import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation

/// One run of random input: the demo opened on a target, assembled as the executable does
/// (its minimum size, `q` to quit, the insertion sort's ticks) and run by the shipped
/// ``ApplicationLoop`` on a ``HeadlessBackend`` whose clock also times every animation, with the
/// invariants checked after every event.
struct RandomInputRun: Sendable {
    /// How the loop is configured.
    enum Mode: String, Sendable {
        /// As the executable: screens below 40 x 12 show "terminal too small".
        case shipped
        /// No minimum size, so that the screens themselves are drawn at every size down to 1 x 1.
        case anySize = "any-size"
    }

    /// An invariant that failed, after which event.
    struct Failure: Error, Sendable {
        var invariant: RandomInputInvariant
        var message: String
        /// The index of the event after which it failed, `nil` before the first.
        var eventIndex: Int?
        /// The screen when it failed: the rows of the last frame, trailing spaces trimmed.
        var screen: [String] = []
    }

    /// What playing the events found.
    struct Outcome: Sendable {
        var failure: Failure?
        /// The number of checks made (one after every mouse report of a drag).
        var checks = 0
        /// The number of frames the loop drew.
        var frames = 0
        /// Violations ignored as known bugs, by the name of the bug.
        var knownBugs: [String: Int] = [:]
    }

    var target: RandomInputTarget
    var mode: Mode
    var columns: Int
    var rows: Int
    var events: [RandomInputEvent]
    /// How often a check redraws a state that the loop has just drawn (see
    /// `RandomInputChecker`): 1 in this many; 1, every time.
    var redrawEvery = RandomInputSettings.current.redrawEvery

    /// The run of `seed` on `target`: its mode, first size and `count` events all follow from the
    /// seed.
    init(seed: UInt64, target: RandomInputTarget, count: Int) {
        var generator = RandomInputGenerator(seed: seed, target: target)
        self.target = target
        var modeRandom = SplitMix64(seed: ~seed)
        mode = modeRandom.next() % 2 == 0 ? .shipped : .anySize
        columns = generator.columns
        rows = generator.rows
        events = generator.events(count)
    }

    init(target: RandomInputTarget, mode: Mode, columns: Int, rows: Int, events: [RandomInputEvent],
         redrawEvery: Int = RandomInputSettings.current.redrawEvery) {
        self.target = target
        self.mode = mode
        self.columns = columns
        self.rows = rows
        self.events = events
        self.redrawEvery = redrawEvery
    }

    /// The same run with other events.
    func with(_ events: [RandomInputEvent]) -> RandomInputRun {
        var run = self
        run.events = events
        return run
    }

    /// The status the checks quit the loop with after a failure.
    private static let abortStatus: Int32 = 250

    /// Plays the events; stops at the first violation that is not a known bug. `inspect`, for
    /// debugging a reproduction, is called at each check (before it) with the app, the screen's
    /// rows and the index of the event just played.
    @MainActor func play(inspect: ((DemoApp, [String], Int?) -> Void)? = nil) -> Outcome {
        Diagnostics.collect { () -> Outcome in
            let backend = HeadlessBackend(columns: columns, rows: rows)
            backend.frameHistoryLimit = 1
            backend.readTimeoutHistoryLimit = 1
            backend.countsWrittenCells = false
            // A loop that never waits again (an animation always due) ends the run, not CI.
            backend.spinLimit = 10_000
            let app = target.makeApp()
            // Nothing animates on the wall clock: whatever started while the app was made ends
            // now, and every collection view animates on the script's clock from here on.
            app.finishAnimations()
            let minimumSize = mode == .shipped ? DemoApp.minimumSize : .zero
            let loop = ApplicationLoop(root: app, minimumSize: minimumSize, clock: backend.clock)
            loop.quitKeys = DemoApp.quitKeys
            // Run-loop timers (the insertion sort's) keep the script's time too.
            loop.runLoop = MainRunLoop(clock: backend.clock)
            for screen in app.stack.screens { Self.adopt(backend.clock, in: screen) }
            app.stack.onTopScreenChange = { screen in Self.adopt(backend.clock, in: screen) }

            let checker = RandomInputChecker(app: app, backend: backend, minimumSize: minimumSize, redrawEvery: redrawEvery) {
                [unowned loop] in loop.frameCount
            }
            var outcome = Outcome()
            @MainActor func check(_ index: Int?) -> @MainActor (_ midDrag: Bool) -> Void {
                { [unowned loop] midDrag in
                    guard outcome.failure == nil else { return }
                    inspect?(app, backend.lines, index)
                    outcome.checks += 1
                    let event = index.map { events[$0] }
                    for violation in checker.violations(after: event, midDrag: midDrag) {
                        if let bug = RandomInputKnownBugs.match(violation, target: target) {
                            outcome.knownBugs[bug.name, default: 0] += 1
                            continue
                        }
                        outcome.failure = Failure(invariant: violation.invariant, message: violation.message, eventIndex: index,
                                                  screen: Self.trimmed(backend.lines))
                        loop.quit(status: Self.abortStatus)
                        return
                    }
                }
            }
            backend.whenIdle { check(nil)(false) }
            for (index, event) in events.enumerated() {
                event.enqueue(on: backend, check: check(index))
            }
            while outcome.failure == nil {
                do {
                    let status = try loop.run(on: backend)
                    if outcome.failure != nil { break }
                    // `q` quit: the run goes on as if the demo were started again on its state.
                    if status == 0, backend.remainingStepCount > 0 { continue }
                    if backend.closedBecauseSpinning {
                        outcome.failure = Failure(invariant: .loopRuns, message: "the loop read input 10,000 times in a row without waiting (it spins)",
                                                  eventIndex: nil, screen: Self.trimmed(backend.lines))
                    } else if status != 129 {
                        outcome.failure = Failure(invariant: .loopRuns, message: "the loop returned \(status)", eventIndex: nil)
                    }
                } catch {
                    outcome.failure = Failure(invariant: .loopRuns, message: "the loop threw \(error)", eventIndex: nil)
                }
                break
            }
            // A run stopped by a failure leaves steps whose checks hold the backend and the
            // checker (which holds the backend): play them, doing nothing now, to release them.
            while backend.remainingStepCount > 0 { _ = backend.readInput(timeout: -1) }
            outcome.frames = loop.frameCount
            // The ticks' closures hold the loop, which holds the app.
            app.stack.onTopScreenChange = nil
            return outcome
        }.result
    }

    static func trimmed(_ lines: [String]) -> [String] {
        lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Makes every collection view in `view`'s tree animate on `clock`.
    @MainActor static func adopt(_ clock: AnimationClock, in view: View) {
        if let collectionView = view as? CollectionView { collectionView.animationClock = clock }
        for subview in view.subviews { adopt(clock, in: subview) }
    }

    /// The shortest events found that still fail `invariant` (delta debugging: drop halves,
    /// then quarters, …, then single events, while the failure stays), within `budget` replays
    /// and `time` (a replay on the million-product screen can take a second).
    @MainActor func shrunk(failing invariant: RandomInputInvariant, budget: Int = 1500, time: Duration = .seconds(90))
        -> (run: RandomInputRun, failure: Failure?)
    {
        var replays = 0
        var lastFailure: Failure?
        let deadline = ContinuousClock.now + time
        func fails(_ candidate: [RandomInputEvent]) -> Bool {
            guard replays < budget, ContinuousClock.now < deadline else { return false }
            replays += 1
            let failure = with(candidate).play().failure
            guard let failure, failure.invariant == invariant else { return false }
            lastFailure = failure
            return true
        }
        var current = events
        // Nothing after the failing event matters.
        if let failure = with(current).play().failure, failure.invariant == invariant {
            lastFailure = failure
            if let index = failure.eventIndex { current = Array(current.prefix(index + 1)) } else { current = [] }
        }
        var granularity = 2
        while current.count >= 2 {
            let chunk = (current.count + granularity - 1) / granularity
            var reduced = false
            var start = 0
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                if fails(candidate) {
                    current = candidate
                    if let index = lastFailure?.eventIndex, index + 1 < current.count { current = Array(current.prefix(index + 1)) }
                    reduced = true
                    break
                }
                start += chunk
            }
            if reduced {
                granularity = max(granularity - 1, 2)
            } else if chunk == 1 {
                break
            } else {
                granularity = min(current.count, granularity * 2)
            }
            if replays >= budget || ContinuousClock.now >= deadline { break }
        }
        if current.count == 1, fails([]) { current = [] }
        let final = with(current)
        return (final, final.play().failure ?? lastFailure)
    }
}
