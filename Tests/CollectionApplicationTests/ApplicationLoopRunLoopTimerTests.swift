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

    @Test func theLoopDrivesTheMainRunLoopUnlessGivenAnother() {
        let loop = ApplicationLoop(root: ProbeView())
        #expect(loop.runLoop === MainRunLoop.main)
    }
}
