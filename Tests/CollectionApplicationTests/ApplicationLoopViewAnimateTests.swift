import CollectionApplication
import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// `View.animate` in the application loop: it keeps the loop's clock, the loop wakes for its
/// frames, and its completion runs from a later pass.
@MainActor
@Suite struct ApplicationLoopViewAnimateTests {
    /// A view that fills its area with `#`.
    final class Block: View {
        override func draw(_ rect: CGRect, in canvas: inout Canvas) {
            canvas.fill(rect, with: "#", style: .label)
        }
    }

    @Test func aKeyStartsAnAnimationThatTheLoopDrawsFrameByFrameOnItsClock() throws {
        let saved = AnimationSettings.standard
        AnimationSettings.standard = AnimationSettings()
        defer { AnimationSettings.standard = saved }
        let backend = HeadlessBackend(columns: 20, rows: 3)
        let root = ProbeView()
        root.text = ""
        let block = Block(frame: CGRect(x: 0, y: 1, width: 2, height: 1))
        root.addSubview(block)
        let loop = ApplicationLoop(root: root, clock: backend.clock)
        var completions: [(finished: Bool, time: Duration)] = []
        root.onKey = { _ in
            View.animate(withDuration: 0.2, animations: { block.frame.origin.x = 10 }) {
                completions.append(($0, backend.clock.now))
            }
            #expect(block.frame.origin.x == 10)
        }
        backend.wait(.milliseconds(100))
        backend.press(.character("m"))
        backend.wait(.seconds(2))
        #expect(try loop.run(on: backend) == 129)

        // The frames drawn while it ran show the block between its places, on whole cells,
        // moving right; the last shows it at its end.
        let positions = backend.frames.dropFirst().map { frame in
            frame.canvas.lines[1].firstIndex(of: "#").map { frame.canvas.lines[1].distance(from: frame.canvas.lines[1].startIndex, to: $0) }
        }
        #expect(positions.count >= 8)
        #expect(positions.first == 0)
        #expect(positions.last == 10)
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(positions.contains { ($0 ?? 0) > 2 && ($0 ?? 0) < 8 })
        // Frames stop with the animation: none after its end (the key came at 100 ms).
        #expect(backend.frames.allSatisfy { $0.time <= .milliseconds(301) })
        // The completion ran once, finished, from a pass after the end.
        #expect(completions.count == 1)
        #expect(completions.first?.finished == true)
        #expect((completions.first?.time ?? .zero) >= .milliseconds(300))
        // While it ran the loop woke for frames (about 60 a second), then slept.
        let waits = backend.readTimeouts.filter { $0 != 0 }
        #expect(waits.contains { $0 >= 1 && $0 <= 17 })
        #expect(waits.last == 1000)
    }
}
