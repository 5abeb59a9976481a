import CollectionApplication
import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Below its minimum size the loop shows the too-small message and takes only the quit keys.
@Suite struct ApplicationLoopTooSmallTests {
    func message(columns: Int, rows: Int, minimumSize: CGSize) -> [String] {
        var canvas = Canvas(width: columns, height: rows)
        TooSmallScreen.draw(into: &canvas, minimumSize: minimumSize)
        return canvas.lines
    }

    @Test func theMessageShowsAndInputWaitsUntilTheScreenIsLargeEnough() throws {
        let minimum = CGSize(width: 30, height: 8)
        let backend = HeadlessBackend(columns: 20, rows: 5)
        let probe = ProbeView()
        let loop = ApplicationLoop(root: probe, minimumSize: minimum, clock: backend.clock)
        loop.quitKeys = [.character("q")]
        var unhandled: [KeyEvent] = []
        loop.onUnhandledKey = { key, _ in unhandled.append(key) }
        backend.press(.character("x"), .down)
        backend.click(x: 2, y: 2)
        backend.wait(.milliseconds(100))
        backend.resize(columns: 40, rows: 10)
        backend.wait(.milliseconds(100))
        backend.press(.character("y"), .character("q"))
        #expect(try loop.run(on: backend) == 0)
        let tooSmall = message(columns: 20, rows: 5, minimumSize: minimum)
        #expect(tooSmall.contains { $0.contains("terminal too small") })
        #expect(tooSmall.contains { $0.contains("(need 30 x 8)") })
        // The message until the resize, then the root. The message is presented again each
        // time the loop goes round, since the root it stands in for still asks to be drawn
        // (nothing is written then).
        #expect(backend.frames.count == 3)
        #expect(backend.frames[0].lines == tooSmall)
        #expect(backend.frames[1].lines == tooSmall)
        #expect(backend.frames[1].cellsWritten == 0)
        #expect(backend.frames[2].lines[0] == "probe" + String(repeating: " ", count: 35))
        // Nothing sent while the screen was too small reached the root or onUnhandledKey.
        #expect(probe.keys == [.character("y"), .character("q")])
        #expect(probe.mouseEvents.isEmpty)
        #expect(unhandled == [.character("y")])
    }

    @Test func aQuitKeyQuitsWhileTheScreenIsTooSmall() throws {
        let backend = HeadlessBackend(columns: 10, rows: 3)
        let probe = ProbeView()
        let loop = ApplicationLoop(root: probe, minimumSize: CGSize(width: 30, height: 8), clock: backend.clock)
        loop.quitKeys = [.character("q")]
        backend.press(.character("q"))
        #expect(try loop.run(on: backend) == 0)
        #expect(probe.keys.isEmpty)
        #expect(backend.frames.count == 1)
    }

    @Test func shrinkingBelowTheMinimumShowsTheMessage() throws {
        let minimum = CGSize(width: 30, height: 8)
        let backend = HeadlessBackend(columns: 40, rows: 10)
        let loop = ApplicationLoop(root: ProbeView(), minimumSize: minimum, clock: backend.clock)
        backend.resize(columns: 29, rows: 10)
        #expect(try loop.run(on: backend) == 129)
        #expect(backend.frames.count == 2)
        #expect(backend.frames[0].lines[0].hasPrefix("probe"))
        #expect(backend.lines == message(columns: 29, rows: 10, minimumSize: minimum))
    }
}
