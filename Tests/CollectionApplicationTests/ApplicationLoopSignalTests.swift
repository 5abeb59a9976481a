import CollectionApplication
import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Signals, suspend and continue as the loop sees them through its backend.
@Suite struct ApplicationLoopSignalTests {
    @Test func aTerminatingSignalEndsTheLoopWith128PlusItsNumber() throws {
        let backend = HeadlessBackend(columns: 10, rows: 2)
        let probe = ProbeView()
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        backend.wait(.milliseconds(50))
        backend.sendSignal(SIGTERM)
        backend.press(.character("a"))
        #expect(try loop.run(on: backend) == 128 + SIGTERM)
        #expect(probe.keys.isEmpty)
        #expect(backend.remainingStepCount == 1)
    }

    @Test func suspendingAndContinuingRepaintTheWholeScreen() throws {
        let backend = HeadlessBackend(columns: 10, rows: 2)
        let loop = ApplicationLoop(root: ProbeView(), clock: backend.clock)
        backend.requestSuspend()
        backend.wait(.milliseconds(10))
        backend.sendContinue()
        #expect(try loop.run(on: backend) == 129)
        #expect(backend.suspendCount == 1)
        // The first frame, one after coming back from the suspension, one after the continue:
        // each writes every cell.
        #expect(backend.frames.map(\.cellsWritten) == [20, 20, 20])
        #expect(backend.invalidationCount == 2)
    }
}
