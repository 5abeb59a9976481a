import CollectionApplication
import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// The root fills the screen, whatever its size and however many resizes come at once.
@MainActor
@Suite struct ApplicationLoopResizeTests {
    @Test func theRootFrameFollowsTheScreen() throws {
        let backend = HeadlessBackend(columns: 40, rows: 10)
        let probe = ProbeView()
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        var framesSeenByKeys: [CGRect] = []
        probe.onKey = { [unowned probe] _ in framesSeenByKeys.append(probe.frame) }
        backend.press(.character("a"))
        backend.resize(columns: 60, rows: 20)
        backend.press(.character("b"))
        backend.wait(.milliseconds(100))
        backend.press(.character("c"))
        #expect(try loop.run(on: backend) == 129)
        // "a" and "b" came in one burst with the resize, before the frame that applies it.
        #expect(framesSeenByKeys == [CGRect(x: 0, y: 0, width: 40, height: 10),
                                     CGRect(x: 0, y: 0, width: 40, height: 10),
                                     CGRect(x: 0, y: 0, width: 60, height: 20)])
        #expect(probe.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(backend.frames.map { [$0.canvas.width, $0.canvas.height] } == [[40, 10], [60, 20]])
        // Every frame of a new size is written in full.
        #expect(backend.frames.map(\.cellsWritten) == [400, 1200])
        #expect(backend.invalidationCount == 2)
    }

    @Test func aBurstOfResizesGivesOneFrame() throws {
        let backend = HeadlessBackend(columns: 40, rows: 10)
        let loop = ApplicationLoop(root: ProbeView(), clock: backend.clock)
        backend.resize(columns: 50, rows: 12)
        backend.resize(columns: 70, rows: 15)
        backend.resize(columns: 100, rows: 30)
        backend.wait(.seconds(2))
        #expect(try loop.run(on: backend) == 129)
        #expect(backend.frames.count == 2)
        #expect(loop.frameCount == 2)
        #expect(backend.lastFrame?.width == 100)
        #expect(backend.lastFrame?.height == 30)
        #expect(loop.root.frame.size == CGSize(width: 100, height: 30))
    }

    @Test func aResizeToTheSameSizeRedrawsWithoutRepaintingEverything() throws {
        let backend = HeadlessBackend(columns: 30, rows: 4)
        let loop = ApplicationLoop(root: ProbeView(), clock: backend.clock)
        backend.resize(columns: 30, rows: 4)
        #expect(try loop.run(on: backend) == 129)
        // One frame per resize, but the unchanged screen is neither invalidated nor rewritten.
        #expect(backend.frames.map(\.cellsWritten) == [120, 0])
        #expect(backend.invalidationCount == 1)
    }
}
