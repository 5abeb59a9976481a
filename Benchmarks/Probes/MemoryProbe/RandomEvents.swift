import CollectionCore
import CollectionTesting
import Foundation

/// SplitMix64: the same seed gives the same events on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random input for the Products screen: keys (its own commands more often), clicks, wheel
/// turns, pastes, resizes (some below the demo's minimum size) and pauses in which timers fire
/// and animations run. The keys include the command palette's (`:` and Ctrl-P open it): while
/// it shows, text filters its entries, the arrows choose, Enter runs the chosen one (which may
/// open any screen of the demo) and Escape closes it.
struct RandomEvents {
    var random: SplitMix64
    /// The screen's size after the resizes queued so far.
    var columns: Int
    var rows: Int

    static let screenKeys: [KeyEvent] = [
        .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .tab, .backTab, .backspace,
        .space, .character("/"), .character("i"), .character("s"), .character("f"), .character("k"),
        .character("o"), .character("?"), .character(":"), .character("p", modifiers: .control),
    ] + (1...9).map { KeyEvent.character(Character(String($0))) }

    static let sizes = [(20, 6), (39, 11), (40, 12), (80, 24), (120, 40), (160, 50), (200, 60)]

    static let text = Array("abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789-éü한글🛒")

    /// Queues one random event on `backend`.
    @MainActor mutating func enqueue(on backend: HeadlessBackend) {
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<35:
            backend.press(Self.screenKeys.randomElement(using: &random)!)
        case 35..<50:
            backend.press(.character(Self.text.randomElement(using: &random)!))
        case 50..<65:
            let button: MouseEvent.Button = Int.random(in: 0..<10, using: &random) == 0 ? .secondary : .primary
            let point = randomCell()
            backend.send(
                .mouse(MouseEvent(.press(button), at: point)), .mouse(MouseEvent(.release(button), at: point)))
        case 65..<78:
            let directions: [MouseEvent.WheelDirection] = [.up, .down, .up, .down, .left, .right]
            let shift = Int.random(in: 0..<4, using: &random) == 0
            backend.send(.mouse(MouseEvent(
                .wheel(directions.randomElement(using: &random)!), at: randomCell(), modifiers: shift ? .shift : [])))
        case 78..<84:
            let length = Int.random(in: 0...40, using: &random)
            var pasted = String((0..<length).map { _ in Self.text.randomElement(using: &random)! })
            if Int.random(in: 0..<5, using: &random) == 0 { pasted += "\nline two" }
            backend.paste(pasted)
        case 84..<90:
            // Half of the sizes are common ones, the largest among them, so that the warm-up
            // has drawn the largest screen many times and the peak of the frames' memory is
            // reached before it ends.
            if Bool.random(using: &random) {
                (columns, rows) = Self.sizes.randomElement(using: &random)!
            } else {
                columns = Int.random(in: 20...200, using: &random)
                rows = Int.random(in: 6...60, using: &random)
            }
            backend.resize(columns: columns, rows: rows)
        default:
            backend.wait(.milliseconds(Int.random(in: 1...600, using: &random)))
        }
    }

    private mutating func randomCell() -> CGPoint {
        CGPoint(x: Int.random(in: 0..<max(1, columns), using: &random), y: Int.random(in: 0..<max(1, rows), using: &random))
    }
}
