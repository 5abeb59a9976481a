import CollectionApplication
import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Work a view controller defers to the main thread (`DispatchQueue.main.async`,
/// `Task { @MainActor in … }`) runs while the loop runs, before the next frame, as on UIKit's
/// main run loop. Swift Testing runs these tests inside a job of the main queue, so they use the
/// `async` loop (the synchronous one drains the main run loop from a synchronous main).
@MainActor
@Suite struct ApplicationLoopMainQueueTests {
    @Test func aBlockQueuedOnTheMainQueueByAKeyRunsBeforeTheNextFrame() async throws {
        let backend = HeadlessBackend(columns: 20, rows: 2)
        let probe = ProbeView()
        probe.onKey = { _ in
            DispatchQueue.main.async { probe.text = "queued" }
        }
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        var shownAfterKey: String?
        backend.press(.character("a"))
        backend.whenIdle { shownAfterKey = backend.lines[0] }
        #expect(try await loop.run(on: backend) == 129)
        #expect(shownAfterKey?.hasPrefix("queued") == true)
        #expect(probe.text == "queued")
    }

    @Test func aMainActorTaskStartedByAKeyRunsWhileTheLoopRuns() async throws {
        let backend = HeadlessBackend(columns: 20, rows: 2)
        let probe = ProbeView()
        probe.onKey = { _ in
            Task { @MainActor in probe.text = "task" }
        }
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        var shownAfterKey: String?
        backend.press(.character("a"))
        backend.wait(.milliseconds(10))
        backend.whenIdle { shownAfterKey = backend.lines[0] }
        #expect(try await loop.run(on: backend) == 129)
        #expect(shownAfterKey?.hasPrefix("task") == true)
    }

    @Test func aBlockQueuedBeforeTheLoopStartsRunsBeforeTheFirstFrame() async throws {
        let backend = HeadlessBackend(columns: 20, rows: 2)
        let probe = ProbeView()
        DispatchQueue.main.async { probe.text = "early" }
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        #expect(try await loop.run(on: backend) == 129)
        #expect(backend.frames.first?.lines[0].hasPrefix("early") == true)
    }
}
