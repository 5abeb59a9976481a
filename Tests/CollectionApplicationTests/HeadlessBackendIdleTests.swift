import CollectionApplication
import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// The in-memory backend's idle steps, frame history and lazy counting: what a long scripted
/// run (the random-input tests) needs to look at the screen between events.
@MainActor
@Suite struct HeadlessBackendIdleTests {
    @Test func anIdleStepRunsAfterTheEventBeforeItIsHandledAndDrawn() throws {
        let backend = HeadlessBackend(columns: 20, rows: 2)
        let probe = ProbeView()
        probe.handledKeys = [.character("a"), .character("b")]
        probe.onKey = { [unowned probe] key in if case let .character(character) = key.key { probe.text = String(character) } }
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        var seen: [String] = []
        backend.whenIdle { seen.append(backend.lines[0]) }
        backend.press(.character("a"))
        backend.whenIdle { seen.append(backend.lines[0]) }
        backend.press(.character("b"))
        backend.whenIdle { seen.append(backend.lines[0]) }
        #expect(try loop.run(on: backend) == 129)
        // Each key was its own burst: handled and drawn before the next idle step looked.
        #expect(seen.map { String($0.prefix(5)) } == ["probe", "a    ", "b    "])
        #expect(probe.keys == [.character("a"), .character("b")])
    }

    @Test func anIdleStepAfterAWaitLooksOnceTheTimersDueHaveFiredAndTheFrameIsDrawn() throws {
        let backend = HeadlessBackend(columns: 20, rows: 2)
        let probe = ProbeView()
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        var ticks = 0
        loop.scheduleTimer(every: .milliseconds(100)) { _ in
            ticks += 1
            probe.text = "tick \(ticks)"
        }
        var seen: [(Duration, String)] = []
        backend.wait(.milliseconds(250))
        backend.whenIdle { seen.append((backend.clock.now, backend.lines[0])) }
        #expect(try loop.run(on: backend) == 129)
        #expect(seen.count == 1)
        #expect(seen.first?.0 == .milliseconds(250))
        #expect(seen.first?.1.hasPrefix("tick 2") == true)
        #expect(backend.frames.last?.time == .milliseconds(200))
    }

    /// A view whose animation is always due: the loop never sleeps.
    final class SpinningView: View {
        override func advanceAnimations() -> Duration? { .zero }
    }

    @Test func aLoopThatNeverWaitsEndsAtTheSpinLimitInsteadOfHanging() throws {
        let backend = HeadlessBackend(columns: 10, rows: 1)
        backend.spinLimit = 100
        let loop = ApplicationLoop(root: SpinningView(), clock: backend.clock)
        var looked = false
        backend.whenIdle { looked = true }
        #expect(try loop.run(on: backend) == 129)
        #expect(backend.closedBecauseSpinning)
        #expect(!looked)
        #expect(backend.remainingStepCount == 1)
        #expect(backend.readTimeouts.count == 101)
    }

    @Test func anOrdinaryRunIsNotTakenForSpinning() throws {
        let backend = HeadlessBackend(columns: 10, rows: 1)
        backend.spinLimit = 2
        let loop = ApplicationLoop(root: ProbeView(), clock: backend.clock)
        for _ in 0..<5 {
            backend.press(.down)
            backend.whenIdle {}
        }
        backend.wait(.seconds(2))
        #expect(try loop.run(on: backend) == 129)
        #expect(!backend.closedBecauseSpinning)
        #expect(backend.remainingStepCount == 0)
    }

    @Test func aFrameHistoryLimitKeepsTheLatestFramesAndCountsStayRight() throws {
        let backend = HeadlessBackend(columns: 10, rows: 1)
        backend.frameHistoryLimit = 2
        backend.countsWrittenCells = false
        let probe = ProbeView()
        probe.handledKeys = [.character("x")]
        probe.onKey = { [unowned probe] _ in probe.text = "x\(probe.keys.count)" }
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        for _ in 0..<4 {
            backend.press(.character("x"))
            backend.wait(.milliseconds(10))
        }
        #expect(try loop.run(on: backend) == 129)
        #expect(loop.frameCount == 5)
        #expect(backend.frames.count == 2)
        #expect(backend.lines[0].hasPrefix("x4"))
        // Counted when asked: "x3" to "x4" changes one cell.
        #expect(backend.frames.last?.cellsWritten == 1)
        // A limit below one keeps the last frame.
        backend.frameHistoryLimit = 0
        #expect(backend.frames.count == 1)
        #expect(backend.lastFrame != nil)
    }

    @Test func aReadTimeoutHistoryLimitKeepsTheLatestTimeouts() throws {
        let unlimited = HeadlessBackend(columns: 10, rows: 1)
        let limited = HeadlessBackend(columns: 10, rows: 1)
        limited.readTimeoutHistoryLimit = 3
        for backend in [unlimited, limited] {
            let loop = ApplicationLoop(root: ProbeView(), clock: backend.clock)
            for _ in 0..<200 {
                backend.press(.down)
                backend.wait(.milliseconds(10))
            }
            #expect(try loop.run(on: backend) == 129)
        }
        #expect(unlimited.readTimeouts.count > 400)
        #expect(limited.readTimeouts == Array(unlimited.readTimeouts.suffix(3)))
        // A limit below one keeps the last timeout.
        limited.readTimeoutHistoryLimit = 0
        #expect(limited.readTimeouts == Array(unlimited.readTimeouts.suffix(1)))
    }

    @Test func aPlayedStepIsReleasedSoThatAClosureCapturingTheBackendDoesNotKeepItAlive() throws {
        weak var released: HeadlessBackend?
        var seen: [String] = []
        do {
            let backend = HeadlessBackend(columns: 20, rows: 2)
            let loop = ApplicationLoop(root: ProbeView(), clock: backend.clock)
            backend.whenIdle { seen.append(backend.lines[0]) }
            backend.perform { seen.append("\(backend.size.columns)") }
            backend.press(.character("a"))
            // The last step too: the read that plays it finds the script over.
            backend.whenIdle { seen.append(backend.lines[0]) }
            #expect(backend.remainingStepCount == 4)
            #expect(try loop.run(on: backend) == 129)
            #expect(backend.remainingStepCount == 0)
            released = backend
        }
        #expect(seen.map { String($0.prefix(5)) } == ["probe", "20", "probe"])
        #expect(released == nil)
    }

    @Test func theScriptKeepsOnlyTheStepsNotPlayedYet() throws {
        let backend = HeadlessBackend(columns: 20, rows: 2)
        let probe = ProbeView()
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        for _ in 0..<1_000 { backend.press(.character("a")) }
        backend.perform { backend.press(.character("b")) }
        backend.whenIdle { backend.press(.character("c")) }
        #expect(try loop.run(on: backend) == 129)
        #expect(backend.remainingStepCount == 0)
        #expect(probe.keys.count == 1_002)
        #expect(probe.keys.suffix(2) == [.character("b"), .character("c")])
    }
}
