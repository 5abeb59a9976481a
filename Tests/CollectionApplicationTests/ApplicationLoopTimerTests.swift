import CollectionApplication
import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Timers on the shipped loop, driven by the in-memory backend's clock.
@Suite struct ApplicationLoopTimerTests {
    struct Failure: Error {}

    @Test func aRepeatingTimerFiresEveryIntervalAndEachChangeIsAFrame() throws {
        let backend = HeadlessBackend(columns: 20, rows: 3)
        let probe = ProbeView()
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        var ticks: [Duration] = []
        loop.scheduleTimer(every: .milliseconds(100)) { loop in
            ticks.append(loop.clock.now)
            probe.text = "tick \(ticks.count)"
        }
        backend.wait(.milliseconds(350))
        #expect(try loop.run(on: backend) == 129)
        #expect(ticks == [.milliseconds(100), .milliseconds(200), .milliseconds(300)])
        // The first frame, then one per tick, at the tick's time: the loop slept in between.
        #expect(backend.frames.map(\.time) == [.zero, .milliseconds(100), .milliseconds(200), .milliseconds(300)])
        #expect(backend.lines[0].hasPrefix("tick 3"))
        #expect(loop.frameCount == 4)
    }

    @Test func aOneShotTimerFiresOnceAtItsDeadline() throws {
        let backend = HeadlessBackend(columns: 20, rows: 3)
        let probe = ProbeView()
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        var fired: [Duration] = []
        loop.scheduleTimer(after: .milliseconds(250)) { loop in
            fired.append(loop.clock.now)
            probe.text = "fired"
        }
        backend.wait(.seconds(3))
        #expect(try loop.run(on: backend) == 129)
        #expect(fired == [.milliseconds(250)])
        #expect(backend.frames.map(\.time) == [.zero, .milliseconds(250)])
        #expect(backend.lines[0].hasPrefix("fired"))
    }

    @Test func cancelledTimersStopFiring() throws {
        let backend = HeadlessBackend(columns: 20, rows: 3)
        let loop = ApplicationLoop(root: ProbeView(), clock: backend.clock)
        var never = 0
        let cancelled = loop.scheduleTimer(every: .milliseconds(10)) { _ in never += 1 }
        loop.cancelTimer(cancelled)
        // A timer that cancels itself from its own action after three ticks (as the end-to-end
        // fixture's does).
        var ticks = 0
        var own: TimerID?
        own = loop.scheduleTimer(every: .milliseconds(20)) { loop in
            ticks += 1
            if ticks == 3, let own { loop.cancelTimer(own) }
        }
        // A one-shot timer cancelled by another before it is due.
        var late = 0
        let lateTimer = loop.scheduleTimer(after: .milliseconds(200)) { _ in late += 1 }
        loop.scheduleTimer(after: .milliseconds(100)) { loop in loop.cancelTimer(lateTimer) }
        backend.wait(.seconds(1))
        #expect(try loop.run(on: backend) == 129)
        #expect(never == 0)
        #expect(ticks == 3)
        #expect(late == 0)
    }

    @Test func aTimerThatChangesNothingDrawsNothing() throws {
        let backend = HeadlessBackend(columns: 20, rows: 3)
        let loop = ApplicationLoop(root: ProbeView(), clock: backend.clock)
        var ticks = 0
        loop.scheduleTimer(every: .milliseconds(50)) { _ in ticks += 1 }
        backend.wait(.milliseconds(520))
        #expect(try loop.run(on: backend) == 129)
        #expect(ticks == 10)
        #expect(backend.frames.count == 1)
        #expect(loop.frameCount == 1)
    }

    @Test func aTimerCanQuitOrRedrawOrFailTheLoop() throws {
        let backend = HeadlessBackend(columns: 20, rows: 3)
        let loop = ApplicationLoop(root: ProbeView(), clock: backend.clock)
        loop.scheduleTimer(after: .milliseconds(10)) { loop in loop.setNeedsRedraw() }
        loop.scheduleTimer(after: .milliseconds(20)) { loop in loop.quit(status: 7) }
        backend.wait(.seconds(1))
        #expect(try loop.run(on: backend) == 7)
        #expect(backend.frames.map(\.time) == [.zero, .milliseconds(10)])
        #expect(backend.clock.now == .milliseconds(20))

        let failing = HeadlessBackend(columns: 20, rows: 3)
        let failingLoop = ApplicationLoop(root: ProbeView(), clock: failing.clock)
        failingLoop.scheduleTimer(after: .milliseconds(5)) { _ in throw Failure() }
        failing.wait(.seconds(1))
        #expect(throws: Failure.self) { try failingLoop.run(on: failing) }
    }
}
