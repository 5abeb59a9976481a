import CollectionApplication
import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// The loop gives freed memory back to the system when it goes idle after drawing: before a
/// wait that counts as idle, once a second at most, only when a frame was drawn since it last
/// did, and never when turned off.
@MainActor
@Suite struct ApplicationLoopFreedMemoryTests {
    /// A loop over a view that changes (and so draws a frame) on every key, playing `script`
    /// (`nil`: a pause of that long; a number: that many keys, each drawn before the next).
    private func run(_ script: [Int?], pauses: [Duration] = [], releases: Bool = true) throws -> ApplicationLoop {
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
        var pauses = pauses[...]
        var presses = 0
        for step in script {
            if let keys = step {
                for _ in 0..<keys {
                    backend.press(.character("a"))
                    backend.whenIdle {}
                }
                presses += keys
            } else {
                backend.wait(pauses.popFirst() ?? .seconds(2))
            }
        }
        #expect(try loop.run(on: backend) == 129)
        #expect(loop.frameCount == presses + 1)
        return loop
    }

    @Test func theFirstFrameAndEachBurstFollowedByAPause() throws {
        #expect(try run([]).freedMemoryReleaseCount == 1, "after the first frame")
        #expect(try run([300]).freedMemoryReleaseCount == 1, "a burst with no pause after it")
        #expect(try run([300, nil]).freedMemoryReleaseCount == 2)
        // At 0 s (the first frame), 1 s (a second into the pause), 2 s (the first of the five
        // keys, a second after the last release), 3 s (the pause after them), 4 s (the first of
        // the 600) and 5 s (their pause).
        #expect(try run([300, nil, 5, nil, 600, nil]).freedMemoryReleaseCount == 6)
    }

    @Test func aPauseWithoutNewFramesGivesNothingMore() throws {
        #expect(try run([nil, nil, nil], pauses: [.seconds(3), .seconds(3), .seconds(3)]).freedMemoryReleaseCount == 1)
        #expect(try run([10, nil, nil], pauses: [.seconds(3), .seconds(3)]).freedMemoryReleaseCount == 2)
    }

    /// A burst that goes on, with pauses shorter than a second between keys, gives memory back
    /// once a second (each pause is a wait that counts as idle).
    @Test func atMostOnceASecond() throws {
        let script: [Int?] = Array(repeating: [1, nil], count: 20).flatMap { $0 }
        let loop = try run(script, pauses: Array(repeating: .milliseconds(250), count: 20))
        // 20 pauses of 250 ms: five seconds, so the first frame's release and one a second.
        #expect((5...6).contains(loop.freedMemoryReleaseCount), "\(loop.freedMemoryReleaseCount)")
    }

    /// A release asked for comes at the next idle wait after a frame, within the second.
    @Test func soonWhenAskedFor() throws {
        for asking in [false, true] {
            let backend = HeadlessBackend(columns: 20, rows: 2)
            let probe = ProbeView()
            probe.handledKeys = [.character("a")]
            let loop = ApplicationLoop(root: probe, clock: backend.clock)
            var count = 0
            probe.onKey = { [unowned probe, unowned loop] _ in
                count += 1
                probe.text = "\(count)"
                if asking, count == 2 { loop.releaseFreedMemorySoon() }
            }
            // The first frame's release at 0 s, then keys 250 ms apart (each pause counts as idle).
            for _ in 0..<3 {
                backend.press(.character("a"))
                backend.whenIdle {}
                backend.wait(.milliseconds(250))
            }
            #expect(try loop.run(on: backend) == 129)
            #expect(loop.freedMemoryReleaseCount == (asking ? 2 : 1), "asking: \(asking)")
        }
    }

    @Test func neverWhenTurnedOff() throws {
        #expect(try run([600, nil], releases: false).freedMemoryReleaseCount == 0)
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
