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
        probe.onKey = { [weak probe] _ in
            DispatchQueue.main.async { probe?.text = "queued" }
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
        probe.onKey = { [weak probe] _ in
            Task { @MainActor in probe?.text = "task" }
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

/// Work queued on the main thread from another thread wakes the waiting loop at once (the
/// main queue's wake-up descriptor, ``MainQueueWakeup``), instead of after the wait's bound.
/// Dispatch has that descriptor only where the run loop drains the main queue (a synchronous
/// `main`, as `Tests/EndToEnd` checks on a terminal); under Swift Testing's asynchronous main it
/// drains the queue itself, so these tests tell the backend when work is pending.
@MainActor
@Suite struct ApplicationLoopWakeupTests {
    /// Queues a block on the main queue from a background queue and waits until it is queued.
    private func queueFromBackground(_ block: @escaping @Sendable @MainActor () -> Void) {
        let queued = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            DispatchQueue.main.async { MainActor.assumeIsolated { block() } }
            queued.signal()
        }
        queued.wait()
    }

    @Test func workQueuedFromABackgroundQueueWakesTheLoopBeforeItsWaitEnds() async throws {
        let backend = HeadlessBackend(columns: 20, rows: 2)
        backend.wakesForMainQueueWork = true
        let probe = ProbeView()
        // Pending from when the block is queued until it has run.
        backend.isMainQueueWorkPending = { probe.text == "queued" }
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        backend.perform {
            probe.text = "queued"
            self.queueFromBackground { probe.text = "background" }
        }
        // Five seconds in which nothing arrives: without the wake-up the loop would sleep a
        // whole second (its longest wait) before running the block.
        backend.wait(.seconds(5))
        #expect(try await loop.run(on: backend) == 129)
        #expect(probe.text == "background")
        let shown = backend.frames.first { $0.lines[0].hasPrefix("background") }
        #expect(shown?.time == .zero, "shown at \(String(describing: shown?.time))")
        #expect(backend.mainQueueWakeCount == 1)
        // The rest of the wait is slept through: the loop does not spin.
        #expect(backend.clock.now == .seconds(5))
    }

    @Test func withoutTheWakeUpTheBlockWaitsForTheLoopsTimeout() async throws {
        let backend = HeadlessBackend(columns: 20, rows: 2)
        let probe = ProbeView()
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        backend.perform { self.queueFromBackground { probe.text = "background" } }
        backend.wait(.seconds(5))
        #expect(try await loop.run(on: backend) == 129)
        let shown = backend.frames.first { $0.lines[0].hasPrefix("background") }
        #expect(shown?.time == .seconds(1))
        #expect(backend.mainQueueWakeCount == 0)
    }

    @Test func workThatStaysPendingWakesTheLoopOnceAndDoesNotMakeItSpin() async throws {
        let backend = HeadlessBackend(columns: 20, rows: 2)
        backend.wakesForMainQueueWork = true
        backend.isMainQueueWorkPending = { true }
        backend.spinLimit = 10
        let loop = ApplicationLoop(root: ProbeView(), clock: backend.clock)
        backend.wait(.seconds(3))
        #expect(try await loop.run(on: backend) == 129)
        #expect(!backend.closedBecauseSpinning)
        #expect(backend.clock.now == .seconds(3))
        // One early read per wait at most: woken, then a read that waits, then woken again.
        #expect(backend.mainQueueWakeCount <= 3)
    }

    @Test func aTerminalWaitEndsForInputOnItsDescriptor() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        #expect(MainQueueWakeup.wait(forInput: fds[0], timeout: 0, watchingMainQueue: false) == .timedOut)
        var byte: UInt8 = 65
        #expect(write(fds[1], &byte, 1) == 1)
        #expect(MainQueueWakeup.wait(forInput: fds[0], timeout: 1000) == .input)
    }
}
