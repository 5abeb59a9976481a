import CollectionCanvas
import CollectionDiagnostics
import CollectionViews
import Foundation
import Testing

/// `RunLoopTimer` and `MainRunLoop` on a clock the test moves.
@MainActor
@Suite struct RunLoopTimerTests {
    @Test func aRepeatingTimerFiresOncePerIntervalAndSkipsMissedTicks() {
        let clock = TestAnimationClock()
        let runLoop = MainRunLoop(clock: clock)
        var fired: [Duration] = []
        let timer = runLoop.withCurrent {
            RunLoopTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in fired.append(clock.now) }
        }
        #expect(runLoop.timers.count == 1)
        #expect(runLoop.timeUntilNextTimer == .milliseconds(100))
        clock.advance(by: .milliseconds(99))
        #expect(runLoop.fireDueTimers() == 0)
        clock.advance(by: .milliseconds(1))
        #expect(runLoop.fireDueTimers() == 1)
        // A loop 350 ms late fires once, not three times, and keeps the original phase.
        clock.advance(by: .milliseconds(350))
        #expect(runLoop.fireDueTimers() == 1)
        #expect(fired == [.milliseconds(100), .milliseconds(450)])
        #expect(runLoop.nextFireTime == .milliseconds(500))
        #expect(timer.isValid)
        timer.invalidate()
        timer.invalidate()
        #expect(!timer.isValid)
        #expect(runLoop.timers.isEmpty)
        #expect(runLoop.timeUntilNextTimer == nil)
        clock.advance(by: .seconds(1))
        #expect(runLoop.fireDueTimers() == 0)
        #expect(fired.count == 2)
    }

    @Test func aOneShotTimerFiresOnceAndIsThenInvalid() {
        let clock = TestAnimationClock()
        let runLoop = MainRunLoop(clock: clock)
        var count = 0
        let timer = RunLoopTimer(timeInterval: 0.25, repeats: false) { _ in count += 1 }
        runLoop.add(timer)
        clock.advance(by: .seconds(2))
        #expect(runLoop.fireDueTimers() == 1)
        #expect(runLoop.fireDueTimers() == 0)
        #expect(count == 1)
        #expect(!timer.isValid)
        #expect(runLoop.timers.isEmpty)
    }

    @Test func fireRunsTheBlockNowAndEndsOnlyAOneShotTimer() {
        let clock = TestAnimationClock()
        let runLoop = MainRunLoop(clock: clock)
        var count = 0
        let repeating = runLoop.withCurrent {
            RunLoopTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in count += 1 }
        }
        repeating.fire()
        #expect(count == 1)
        #expect(repeating.isValid)
        #expect(runLoop.nextFireTime == .seconds(1))
        let once = RunLoopTimer(timeInterval: 1, repeats: false) { _ in count += 10 }
        runLoop.add(once)
        once.fire()
        once.fire()
        #expect(count == 11)
        #expect(!once.isValid)
        #expect(runLoop.timers.count == 1)
    }

    @Test func aTimerScheduledFromABlockLandsOnTheRunLoopThatFiredIt() {
        let clock = TestAnimationClock()
        let runLoop = MainRunLoop(clock: clock)
        var chain: [Duration] = []
        runLoop.add(RunLoopTimer(timeInterval: 0.1, repeats: false) { _ in
            chain.append(clock.now)
            RunLoopTimer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in chain.append(clock.now) }
        })
        clock.advance(by: .milliseconds(100))
        // The new timer is first due one interval later, not in the same pass.
        #expect(runLoop.fireDueTimers() == 1)
        #expect(runLoop.timers.count == 1)
        clock.advance(by: .milliseconds(100))
        #expect(runLoop.fireDueTimers() == 1)
        #expect(chain == [.milliseconds(100), .milliseconds(200)])
    }

    @Test func timersFireInTheOrderOfTheirDatesAndMayInvalidateEachOther() {
        let clock = TestAnimationClock()
        let runLoop = MainRunLoop(clock: clock)
        var order: [String] = []
        let late = RunLoopTimer(timeInterval: 0.3, repeats: false) { _ in order.append("late") }
        let early = RunLoopTimer(timeInterval: 0.1, repeats: false) { _ in
            order.append("early")
            late.invalidate()
        }
        runLoop.add(late)
        runLoop.add(early)
        clock.advance(by: .seconds(1))
        #expect(runLoop.fireDueTimers() == 1)
        #expect(order == ["early"])
    }

    @Test func badIntervalsAndSecondAddsAreReportedNotTrapped() {
        let clock = TestAnimationClock()
        let runLoop = MainRunLoop(clock: clock)
        let other = MainRunLoop(clock: clock)
        let (timers, diagnostics) = Diagnostics.collect {
            let nan = RunLoopTimer(timeInterval: .nan, repeats: true) { _ in }
            let negative = RunLoopTimer(timeInterval: -1, repeats: false) { _ in }
            runLoop.add(nan)
            runLoop.add(nan)
            other.add(nan)
            negative.invalidate()
            runLoop.add(negative)
            return [nan, negative]
        }
        #expect(timers.map(\.timeInterval) == [0.001, 0.001])
        #expect(diagnostics.map(\.kind) == ["badInterval", "badInterval", "timerAlreadyScheduled", "timerAlreadyScheduled", "timerInvalidated"])
        #expect(runLoop.timers.count == 1)
        #expect(other.timers.isEmpty)
        clock.advance(by: .milliseconds(1))
        #expect(runLoop.fireDueTimers() == 1)
    }
}
