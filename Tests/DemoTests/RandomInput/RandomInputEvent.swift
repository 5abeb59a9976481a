import CollectionCore
import CollectionTesting
import Foundation

/// One event of a random-input run: what a user (or the terminal, or time) does between two
/// checks of the invariants. Printed as Swift source, so a shrunk failure can be pasted into a
/// regression test.
enum RandomInputEvent: Hashable, Sendable, CustomStringConvertible {
    /// A key press.
    case key(KeyEvent)
    /// A press and a release of a button at a cell, as one burst of input.
    case click(x: Int, y: Int, button: MouseEvent.Button)
    /// A press of the primary button at the first cell, movements through the others with the
    /// button held, a release at the last: each report arrives on its own (the invariants are
    /// checked after each).
    case drag([Cell])
    /// A turn of the wheel at a cell (with Shift: a carousel scrolls sideways).
    case wheel(MouseEvent.WheelDirection, x: Int, y: Int, shift: Bool)
    /// A lone mouse report (a press without its release, a release without a press, a drag
    /// with no press): what a terminal sends when the pointer leaves the window mid-click.
    case mouse(MouseEvent.Kind, x: Int, y: Int)
    /// The terminal's new size.
    case resize(columns: Int, rows: Int)
    /// Time passing with no input: timers fire and animations move on.
    case wait(milliseconds: Int)

    /// A screen cell.
    struct Cell: Hashable, Sendable, CustomStringConvertible {
        var x: Int
        var y: Int
        var description: String { "(\(x), \(y))" }
    }

    /// The number of reports this event is made of (a drag is several), each checked after.
    var reportCount: Int {
        if case let .drag(path) = self { return max(1, path.count) + 1 }
        return 1
    }

    /// Queues the event on `backend`, calling `check` after each report (when the loop has
    /// handled it, drawn, and waits for more), with `true` after the press and the movements of
    /// a drag, before its release.
    @MainActor func enqueue(on backend: HeadlessBackend, check report: @escaping @MainActor (_ midDrag: Bool) -> Void) {
        let check: @MainActor () -> Void = { report(false) }
        let checkMidDrag: @MainActor () -> Void = { report(true) }
        func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int, _ modifiers: KeyEvent.Modifiers = []) -> InputEvent {
            .mouse(MouseEvent(kind, at: CGPoint(x: x, y: y), modifiers: modifiers))
        }
        switch self {
        case let .key(key):
            backend.press(key)
        case let .click(x, y, button):
            backend.send(mouse(.press(button), x, y), mouse(.release(button), x, y))
        case let .drag(path):
            guard let first = path.first else { return }
            backend.send(mouse(.press(.primary), first.x, first.y))
            for cell in path.dropFirst() {
                backend.whenIdle(checkMidDrag)
                backend.send(mouse(.drag(.primary), cell.x, cell.y))
            }
            let last = path.last ?? first
            backend.whenIdle(checkMidDrag)
            backend.send(mouse(.release(.primary), last.x, last.y))
        case let .wheel(direction, x, y, shift):
            backend.send(mouse(.wheel(direction), x, y, shift ? .shift : []))
        case let .mouse(kind, x, y):
            backend.send(mouse(kind, x, y))
        case let .resize(columns, rows):
            backend.resize(columns: columns, rows: rows)
        case let .wait(milliseconds):
            backend.wait(.milliseconds(milliseconds))
        }
        backend.whenIdle(check)
    }

    var description: String {
        switch self {
        case let .key(key): ".key(\(Self.source(of: key)))"
        case let .click(x, y, button): ".click(x: \(x), y: \(y), button: .\(button))"
        case let .drag(path): ".drag([\(path.map { ".init(x: \($0.x), y: \($0.y))" }.joined(separator: ", "))])"
        case let .wheel(direction, x, y, shift): ".wheel(.\(direction), x: \(x), y: \(y), shift: \(shift))"
        case let .mouse(kind, x, y): ".mouse(\(Self.source(of: kind)), x: \(x), y: \(y))"
        case let .resize(columns, rows): ".resize(columns: \(columns), rows: \(rows))"
        case let .wait(milliseconds): ".wait(milliseconds: \(milliseconds))"
        }
    }

    /// `key` as Swift source: `.down`, `.character("q")`, `KeyEvent(.up, modifiers: [.alt])`.
    static func source(of key: KeyEvent) -> String {
        let base: String
        switch key.key {
        case let .character(character):
            let escaped = character.unicodeScalars.map { scalar in
                scalar.isASCII && scalar.value >= 0x20 && scalar.value < 0x7F && scalar != "\"" && scalar != "\\"
                    ? String(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }.joined()
            base = "character(\"\(escaped)\")"
        case let .function(number): base = "function(\(number))"
        default: base = "\(key.key)"
        }
        let statics: Set<KeyEvent.Key> = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .tab, .backTab, .escape, .backspace]
        if key.modifiers.isEmpty {
            if case .character = key.key { return "." + base }
            if statics.contains(key.key) { return "." + base }
            return "KeyEvent(.\(base))"
        }
        var modifiers: [String] = []
        if key.modifiers.contains(.shift) { modifiers.append(".shift") }
        if key.modifiers.contains(.control) { modifiers.append(".control") }
        if key.modifiers.contains(.alt) { modifiers.append(".alt") }
        return "KeyEvent(.\(base), modifiers: [\(modifiers.joined(separator: ", "))])"
    }

    /// `kind` as Swift source: `.press(.primary)`, `.wheel(.up)`.
    static func source(of kind: MouseEvent.Kind) -> String {
        switch kind {
        case let .press(button): ".press(.\(button))"
        case let .release(button): ".release(.\(button))"
        case let .drag(button): ".drag(.\(button))"
        case let .wheel(direction): ".wheel(.\(direction))"
        }
    }
}
