import CollectionApplication
import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// `RunLoopTimer`s on the shipped loop: fired each pass, and woken for on time.
@MainActor
@Suite struct ApplicationLoopRunLoopTimerTests {
    @Test func theLoopFiresRunLoopTimersOnTimeAndSleepsBetweenThem() throws {
        let backend = HeadlessBackend(columns: 20, rows: 3)
        let probe = ProbeView()
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        let runLoop = MainRunLoop(clock: backend.clock)
        loop.runLoop = runLoop
        var ticks: [Duration] = []
        runLoop.withCurrent {
            RunLoopTimer.scheduledTimer(withTimeInterval: 0.125, repeats: true) { timer in
                ticks.append(backend.clock.now)
                probe.text = "tick \(ticks.count)"
                if ticks.count == 3 { timer.invalidate() }
            }
        }
        backend.wait(.seconds(2))
        #expect(try loop.run(on: backend) == 129)
        // Each tick at its time (the loop's wait ends for it, though no input comes), then none.
        #expect(ticks == [.milliseconds(125), .milliseconds(250), .milliseconds(375)])
        #expect(backend.frames.map(\.time) == [.zero, .milliseconds(125), .milliseconds(250), .milliseconds(375)])
        #expect(backend.lines[0].hasPrefix("tick 3"))
        #expect(runLoop.timers.isEmpty)
    }

    @Test func theLoopDrivesTheMainRunLoopOnTheSystemClockAndItsOwnOnAnother() {
        let loop = ApplicationLoop(root: ProbeView())
        #expect(loop.runLoop === MainRunLoop.main)
        let clock = TestAnimationClock()
        let tested = ApplicationLoop(root: ProbeView(), clock: clock)
        #expect(tested.runLoop !== MainRunLoop.main)
        #expect(tested.runLoop.clock === clock)
    }

    @Test func aTimerScheduledByAKeyLandsOnTheLoopsRunLoop() throws {
        let backend = HeadlessBackend(columns: 20, rows: 3)
        let probe = ProbeView()
        probe.handledKeys = [.character("t")]
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        var fired: [Duration] = []
        probe.onKey = { _ in
            RunLoopTimer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in fired.append(backend.clock.now) }
        }
        backend.wait(.milliseconds(100))
        backend.press(.character("t"))
        backend.wait(.seconds(1))
        #expect(try loop.run(on: backend) == 129)
        #expect(fired == [.milliseconds(300)])
        #expect(MainRunLoop.main.timers.allSatisfy { $0.timeInterval != 0.2 })
    }
}
