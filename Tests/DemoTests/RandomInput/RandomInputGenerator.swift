import CollectionCore
import CollectionExamples
@testable import DemoKit
import Foundation

/// Makes the events of one run from its seed, deterministically: the same seed and target give
/// the same events on every machine.
///
/// Of every hundred events, about: 50 keys (the target's own keys three times as often as the
/// navigation keys every screen has), 12 typed characters (letters, digits, punctuation, wide
/// and combining characters, emoji, a zero-width space), 4 unusual keys (function keys, Ctrl
/// and Alt, Shift-arrows, Insert, Delete), 3 Escape or Backspace (back), 2 `?` (help) and 1 `q`
/// (quit), 10 clicks (mostly the primary button), 5 wheel turns (some sideways or with Shift),
/// 2 drags, 1 lone mouse report, 4 resizes and 6 waits (mostly under 50 ms, often one tick of
/// the insertion sort, sometimes an animation's length or seconds). Resizes go anywhere from
/// 1 x 1 to 300 x 100: half to usual sizes (40 to 100 x 12 to 30), a third to small ones
/// (below the demo's minimum of 40 x 12, down to 1 x 1), a sixth anywhere; a screen of more
/// than 6,000 cells is left sooner (after 5 events on average: it costs more to draw after
/// every event). Mouse events land on cells of the current size.
struct RandomInputGenerator {
    private var random: SplitMix64
    private let target: RandomInputTarget
    private(set) var columns: Int
    private(set) var rows: Int

    /// The keys every screen knows: moving, selecting, paging.
    static let navigationKeys: [KeyEvent] = [
        .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .tab, .backTab, .enter, .space,
    ]

    /// Characters typed into a search field or pressed as keys.
    static let characters: [Character] = Array("abcdefghijklmnopqrstuvwxyzABCXYZ0123456789 .,-_'\"/!@#$%&*()[]{}:;<>=+")
        + ["한", "中", "ｱ", "é", "e\u{301}", "👍", "🇫🇷", "👩‍👩‍👧", "\u{301}", "\u{200B}", "\u{FE0F}", "¿", "ß"]

    /// Keys that no screen uses, or uses only with a modifier.
    static let unusualKeys: [KeyEvent] = {
        var keys: [KeyEvent] = [KeyEvent(.insert), KeyEvent(.delete), KeyEvent(.delete, modifiers: .shift)]
        keys += (1...12).map { KeyEvent(.function($0)) }
        keys += [KeyEvent(.function(5), modifiers: .shift), KeyEvent(.function(2), modifiers: .control)]
        keys += Array("aeukcdzlw ").map { KeyEvent.character($0, modifiers: .control) }
        keys += Array("xmq/").map { KeyEvent.character($0, modifiers: .alt) }
        keys += [KeyEvent.Key.up, .down, .left, .right, .home, .end, .pageUp, .pageDown].map { KeyEvent($0, modifiers: .shift) }
        keys += [KeyEvent(.up, modifiers: .alt), KeyEvent(.down, modifiers: .alt), KeyEvent(.enter, modifiers: .alt)]
        return keys
    }()

    init(seed: UInt64, target: RandomInputTarget) {
        random = SplitMix64(seed: seed)
        self.target = target
        // Start at a usual size most of the time.
        (columns, rows) = (80, 24)
        (columns, rows) = random.chance(0.7) ? (random.int(in: 40...160), random.int(in: 12...50)) : nextSize()
    }

    /// `count` events.
    mutating func events(_ count: Int) -> [RandomInputEvent] {
        (0..<count).map { _ in next() }
    }

    /// The next event.
    mutating func next() -> RandomInputEvent {
        // A large screen costs more to draw at every event: leave it sooner (each size from
        // 1 x 1 to 300 x 100 still comes up).
        if columns * rows > 6000, random.chance(0.15) {
            (columns, rows) = nextSize()
            return .resize(columns: columns, rows: rows)
        }
        let roll = random.int(in: 0...99)
        switch roll {
        case 0..<50:
            let own = target.keys
            let pool = own + own + own + Self.navigationKeys
            return .key(pool[random.int(in: 0...(pool.count - 1))])
        case 50..<62:
            return .key(.character(random.pick(Self.characters)))
        case 62..<66:
            return .key(random.pick(Self.unusualKeys))
        case 66..<69:
            return .key(random.chance(0.5) ? .escape : .backspace)
        case 69..<71:
            return .key(.character("?"))
        case 71:
            return .key(.character("q"))
        case 72..<82:
            let button: MouseEvent.Button = random.chance(0.9) ? .primary : random.chance(0.5) ? .secondary : .middle
            let cell = randomCell()
            return .click(x: cell.x, y: cell.y, button: button)
        case 82..<87:
            let directions: [MouseEvent.WheelDirection] = [.up, .down, .up, .down, .left, .right]
            let cell = randomCell()
            return .wheel(random.pick(directions), x: cell.x, y: cell.y, shift: random.chance(0.25))
        case 87..<89:
            var path = [randomCell()]
            for _ in 0..<random.int(in: 1...5) {
                let last = path[path.count - 1]
                // Mostly short moves, as a hand makes them; sometimes a jump.
                path.append(random.chance(0.8)
                    ? RandomInputEvent.Cell(x: clamp(last.x + random.int(in: -2...2), columns), y: clamp(last.y + random.int(in: -2...2), rows))
                    : randomCell())
            }
            return .drag(path)
        case 89:
            let kinds: [MouseEvent.Kind] = [.press(.primary), .release(.primary), .drag(.primary), .press(.secondary), .release(.middle)]
            let cell = randomCell()
            return .mouse(random.pick(kinds), x: cell.x, y: cell.y)
        case 90..<94:
            (columns, rows) = nextSize()
            return .resize(columns: columns, rows: rows)
        default:
            // Mostly less than an animation (200 ms), sometimes a tick of the insertion sort
            // (60 ms), now and then an animation's length or seconds.
            let kind = random.int(in: 0...19)
            let milliseconds = kind < 12 ? random.int(in: 1...50) : kind < 16 ? 60 : kind < 19 ? random.int(in: 100...400) : random.int(in: 500...3000)
            return .wait(milliseconds: milliseconds)
        }
    }

    private mutating func nextSize() -> (Int, Int) {
        switch random.int(in: 0...5) {
        case 0, 1, 2: (random.int(in: 40...100), random.int(in: 12...30))
        case 3, 4: (random.int(in: 1...45), random.int(in: 1...14))
        default: (random.int(in: 1...300), random.int(in: 1...100))
        }
    }

    private mutating func randomCell() -> RandomInputEvent.Cell {
        RandomInputEvent.Cell(x: random.int(in: 0...max(0, columns - 1)), y: random.int(in: 0...max(0, rows - 1)))
    }

    private func clamp(_ value: Int, _ limit: Int) -> Int {
        min(max(0, value), max(0, limit - 1))
    }
}

/// SplitMix64: CollectionExamples' seeded generator (its sequence is the same everywhere), with the
/// draws the random-input runs make.
typealias SplitMix64 = SeededGenerator

extension SeededGenerator {
    /// A number in `range`, the same on every platform (unlike `Int.random(in:using:)`, whose
    /// algorithm the standard library may change).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }
}
