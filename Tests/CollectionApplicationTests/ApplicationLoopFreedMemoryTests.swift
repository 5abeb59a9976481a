import CollectionApplication
import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// The loop gives freed memory back to the system when it goes idle after a burst of work:
/// once per 256 frames at most, only before a wait that counts as idle, and never when
/// turned off.
@MainActor
@Suite struct ApplicationLoopFreedMemoryTests {
    /// A loop over a view that changes (and so draws a frame) on every key, with `presses` keys
    /// scripted, each its own burst followed by an idle wait.
    private func run(presses: Int, releases: Bool = true) throws -> ApplicationLoop {
        let backend = HeadlessBackend(columns: 20, rows: 2)
        let probe = ProbeView()
        probe.handledKeys = [.character("a")]
        var count = 0
        probe.onKey = { [unowned probe] _ in
            count += 1
            probe.text = "\(count)"
        }
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        loop.releasesFreedMemoryWhenIdle = releases
        for _ in 0..<presses {
            backend.press(.character("a"))
            backend.whenIdle {}  // each key its own burst, drawn before the next
        }
        #expect(try loop.run(on: backend) == 129)
        #expect(loop.frameCount == presses + 1)
        return loop
    }

    @Test func onceEvery256FramesBeforeAnIdleWait() throws {
        #expect(try run(presses: 100).freedMemoryReleaseCount == 0, "no burst yet")
        #expect(try run(presses: 300).freedMemoryReleaseCount == 1)
        #expect(try run(presses: 600).freedMemoryReleaseCount == 2)
    }

    @Test func neverWhenTurnedOff() throws {
        #expect(try run(presses: 600, releases: false).freedMemoryReleaseCount == 0)
    }

    /// While an animation runs the loop wakes for every frame: it is not idle, so it keeps
    /// its memory however many frames it draws.
    @Test func notWhileAnimating() throws {
        let backend = HeadlessBackend(columns: 20, rows: 2)
        let view = CountingAnimationView()
        let loop = ApplicationLoop(root: view, clock: backend.clock)
        backend.wait(.seconds(20))
        #expect(try loop.run(on: backend) == 129)
        #expect(loop.frameCount > 600)
        #expect(loop.freedMemoryReleaseCount == 0)
    }

    /// A view that animates for ever, changing on every frame (16 ms apart).
    final class CountingAnimationView: View {
        private var frames = 0
        override func advanceAnimations() -> Duration? {
            frames += 1
            setNeedsDisplay()
            return .milliseconds(16)
        }
    }
}
