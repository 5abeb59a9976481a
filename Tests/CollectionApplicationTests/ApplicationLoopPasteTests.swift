import CollectionApplication
import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// A paste is one event: it reaches the root's text field whole; a signal that arrives while a
/// burst of input waits is handled before the rest of the burst.
@Suite struct ApplicationLoopPasteTests {
    @Test func aPasteReachesTheFieldBeingEditedAsOneChange() throws {
        let backend = HeadlessBackend(columns: 20, rows: 3)
        let root = View()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        root.addSubview(field)
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        let loop = ApplicationLoop(root: root, clock: backend.clock)
        backend.paste("tea\nq\u{1B}")
        #expect(try loop.run(on: backend) == 129)
        #expect(field.text == "tea q")
        #expect(changes == ["tea q"])
        #expect(backend.lines[0].hasPrefix("tea q"))
    }

    @Test func aPasteIsIgnoredWhileTheScreenIsTooSmall() throws {
        let backend = HeadlessBackend(columns: 5, rows: 2)
        let root = View()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        root.addSubview(field)
        let loop = ApplicationLoop(root: root, minimumSize: CGSize(width: 10, height: 2), clock: backend.clock)
        backend.paste("lost")
        #expect(try loop.run(on: backend) == 129)
        #expect(field.text.isEmpty)
    }

    /// A backend whose first read returns a burst of keys, and that reports a signal once the
    /// first key has been handled.
    final class BurstBackend: TerminalBackend {
        var size = (columns: 20, rows: 3)
        var burst: [InputEvent]
        var signalAfterFirstKey: () -> Bool
        private var delivered = false

        init(burst: [InputEvent], signalAfterFirstKey: @escaping () -> Bool) {
            self.burst = burst
            self.signalAfterFirstKey = signalAfterFirstKey
        }

        func present(_ canvas: Canvas) -> Int { 0 }
        func invalidate() {}
        func readInput(timeout: Int) -> [InputEvent] {
            guard !delivered else { return [] }
            delivered = true
            return burst
        }
        var isInputClosed: Bool { delivered }
        func takePendingSignal() -> Int32? { signalAfterFirstKey() ? 15 : nil }
    }

    @Test func aSignalIsHandledBeforeTheRestOfAWaitingBurst() throws {
        let probe = ProbeView()
        let keys = (0..<1000).map { _ in InputEvent.key(.character("x")) }
        let backend = BurstBackend(burst: keys) { !probe.keys.isEmpty }
        let loop = ApplicationLoop(root: probe)
        #expect(try loop.run(on: backend) == 143)
        #expect(probe.keys.count == 1)
    }
}
