import CollectionApplication
import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Where keys and mouse events go: the root first, then the quit keys, then `onUnhandledKey`.
@MainActor
@Suite struct ApplicationLoopKeyTests {
    struct Failure: Error {}

    @Test func anUnhandledQuitKeyQuitsWithStatusZeroAndEndsTheBurst() throws {
        let backend = HeadlessBackend(columns: 20, rows: 3)
        let probe = ProbeView()
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        loop.quitKeys = [.character("q")]
        var unhandled: [KeyEvent] = []
        loop.onUnhandledKey = { key, _ in unhandled.append(key) }
        backend.press(.character("a"), .character("q"), .character("b"))
        backend.wait(.seconds(1))
        #expect(try loop.run(on: backend) == 0)
        // "b" came in the same burst but was not dispatched after the quit.
        #expect(probe.keys == [.character("a"), .character("q")])
        #expect(unhandled == [.character("a")])
    }

    @Test func aQuitKeyTheRootHandlesDoesNotQuit() throws {
        let backend = HeadlessBackend(columns: 20, rows: 3)
        let probe = ProbeView()
        probe.handledKeys = [.character("q")]
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        loop.quitKeys = [.character("q")]
        var unhandled: [KeyEvent] = []
        loop.onUnhandledKey = { key, _ in unhandled.append(key) }
        backend.press(.character("q"))
        backend.wait(.seconds(1))
        backend.press(.escape)
        // Still running after the "q": the script plays to its end and the input closes.
        #expect(try loop.run(on: backend) == 129)
        #expect(probe.keys == [.character("q"), .escape])
        #expect(unhandled == [.escape])
        #expect(backend.remainingStepCount == 0)
    }

    @Test func onUnhandledKeyGetsWhatTheRootPassesOnAndCanQuitOrFail() throws {
        let backend = HeadlessBackend(columns: 20, rows: 3)
        let probe = ProbeView()
        probe.handledKeys = [.down]
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        var unhandled: [KeyEvent] = []
        loop.onUnhandledKey = { key, loop in
            unhandled.append(key)
            if key == .character("x") { loop.quit(status: 3) }
        }
        backend.press(.down, .character("a"), .down, .character("x"), .character("z"))
        #expect(try loop.run(on: backend) == 3)
        #expect(probe.keys == [.down, .character("a"), .down, .character("x")])
        #expect(unhandled == [.character("a"), .character("x")])

        let failing = HeadlessBackend(columns: 20, rows: 3)
        let failingLoop = ApplicationLoop(root: ProbeView(), clock: failing.clock)
        failingLoop.onUnhandledKey = { _, _ in throw Failure() }
        failing.press(.character("t"))
        #expect(throws: Failure.self) { try failingLoop.run(on: failing) }
    }

    @Test func mouseEventsReachTheRootInScreenCoordinates() throws {
        let backend = HeadlessBackend(columns: 20, rows: 5)
        let probe = ProbeView()
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        backend.click(x: 7, y: 3)
        #expect(try loop.run(on: backend) == 129)
        #expect(probe.mouseEvents == [MouseEvent(.press(.primary), at: CGPoint(x: 7, y: 3)),
                                      MouseEvent(.release(.primary), at: CGPoint(x: 7, y: 3))])
    }

    @Test func closedInputEndsTheLoopWithStatus129AfterTheFirstFrame() throws {
        let backend = HeadlessBackend(columns: 12, rows: 2)
        let probe = ProbeView()
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        #expect(try loop.run(on: backend) == 129)
        #expect(backend.isInputClosed)
        #expect(loop.frameCount == 1)
        #expect(backend.lines == ["probe       ", "            "])
    }

    @Test func anIdleLoopDoesNotRedraw() throws {
        let backend = HeadlessBackend(columns: 12, rows: 2)
        let loop = ApplicationLoop(root: ProbeView(), clock: backend.clock)
        backend.wait(.seconds(30))
        #expect(try loop.run(on: backend) == 129)
        // Thirty seconds of one-second waits, and the one frame drawn at the start.
        #expect(backend.clock.now == .seconds(30))
        #expect(loop.frameCount == 1)
        #expect(backend.frames.count == 1)
    }

    @Test func aKeyThatChangesTheRootGivesOneFrameWritingOnlyTheChange() throws {
        let backend = HeadlessBackend(columns: 12, rows: 2)
        let probe = ProbeView()
        probe.onKey = { [unowned probe] key in if key == .character("j") { probe.text = "jrobe" } }
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        backend.press(.character("j"), .character("k"))
        #expect(try loop.run(on: backend) == 129)
        #expect(backend.frames.map(\.cellsWritten) == [24, 1])
        #expect(backend.lines[0] == "jrobe       ")
    }
}
