import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// Every key the status bar or the `?` help shows does something in that screen and mode: it
/// changes the screen (text or styles), or it is `q`, which no view takes so the application
/// quits. Each key is pressed on a fresh demo brought to the mode, so one key's effect does not
/// hide another's.
@Suite @MainActor struct KeyHintTruthTests {
    /// A screen and the keys that bring it to a mode.
    nonisolated struct Mode: CustomStringConvertible, Sendable {
        var kind: DemoScreenKind?
        var setup: [KeyEvent]
        var name: String
        var description: String { name }
    }

    nonisolated static let modes: [Mode] = [Mode(kind: nil, setup: [], name: "home")]
        + DemoScreenKind.allCases.map { Mode(kind: $0, setup: [], name: $0.rawValue) }
        + [
            Mode(kind: .products, setup: [.character("/")], name: "products searching"),
            Mode(kind: .tableEditing, setup: [.down, KeyEvent(.delete)], name: "table editing, swipe actions shown"),
            Mode(kind: .tableEditing, setup: [.character("e")], name: "table editing, editing"),
            Mode(kind: .tableEditing, setup: [.down, KeyEvent(.delete), .enter], name: "table editing, after a deletion"),
            Mode(kind: .tableEditing, setup: [.character("e"), .down, .space, .character("x")],
                 name: "table editing, editing after a deletion"),
            Mode(kind: .reorderableList, setup: [.down, .character("m")], name: "reorderable list, carrying"),
            Mode(kind: .mountainsSearch, setup: [.character("m"), .character("a")], name: "mountains search, a query typed"),
            Mode(kind: .mountainsSearch, setup: [.character("m"), .down], name: "mountains search, in the grid"),
            Mode(kind: .customConfigurations, setup: [.space], name: "custom configurations, a tile selected"),
        ]

    /// The keys a hint's key text names ("↑↓", "PgUp PgDn", "Alt-↑↓", "Del ."); words that are
    /// not keys ("drag") name none.
    static func keys(in text: String) -> [KeyEvent] {
        let arrows: [Character: KeyEvent.Key] = ["↑": .up, "↓": .down, "←": .left, "→": .right]
        let named: [String: KeyEvent] = [
            "Enter": .enter, "Esc": .escape, "Tab": .tab, "Space": .space, "Del": KeyEvent(.delete), "PgUp": .pageUp,
            "PgDn": .pageDown, "Home": .home, "End": .end, "Backspace": .backspace, "Shift-Tab": .backTab,
        ]
        var result: [KeyEvent] = []
        for token in text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) {
            if let key = named[token] {
                result.append(key)
            } else if token.hasPrefix("Alt-") {
                result += token.dropFirst(4).compactMap { arrows[$0].map { KeyEvent($0, modifiers: .alt) } }
            } else if token.allSatisfy({ arrows[$0] != nil }) {
                result += token.compactMap { arrows[$0].map { KeyEvent($0) } }
            } else if token.count == 1, let character = token.first {
                result.append(.character(character))
            }
        }
        return result
    }

    @Test func keyNamesAreRead() {
        #expect(Self.keys(in: "↑↓←→") == [.up, .down, .left, .right])
        #expect(Self.keys(in: "PgUp PgDn") == [.pageUp, .pageDown])
        #expect(Self.keys(in: "Alt-↑↓") == [KeyEvent(.up, modifiers: .alt), KeyEvent(.down, modifiers: .alt)])
        #expect(Self.keys(in: "Del .") == [KeyEvent(.delete), .character(".")])
        #expect(Self.keys(in: "drag") == [])
    }

    func freshDemo(_ mode: Mode) -> (DemoApp, Pilot) {
        let (app, pilot) = demoPilot(mode.kind)
        for key in mode.setup { pilot.press(key) }
        return (app, pilot)
    }

    /// Whether pressing `key` in `mode` does something.
    func works(_ key: KeyEvent, in mode: Mode) -> Bool {
        let (_, pilot) = freshDemo(mode)
        let before = pilot.screen.fixtureText
        let handled = pilot.press(key)[0]
        if key == .character("q") { return !handled }
        return pilot.screen.fixtureText != before
    }

    func check(_ hints: [KeyHint], in mode: Mode, _ place: String) {
        for hint in hints {
            let keys = Self.keys(in: hint.key)
            guard !keys.isEmpty else { continue }
            #expect(keys.contains { works($0, in: mode) }, "\(mode) \(place): \(hint.key) \(hint.title) does nothing")
        }
    }

    @Test(arguments: modes)
    func statusBarHintsWork(_ mode: Mode) {
        let (app, _) = freshDemo(mode)
        check(app.stack.keyHints, in: mode, "status bar")
    }

    @Test(arguments: modes)
    func helpHintsWork(_ mode: Mode) {
        let (app, _) = freshDemo(mode)
        guard let screen = app.topScreen as? DemoScreen, !(screen.capturesKeys) else { return }
        check(screen.helpHints, in: mode, "help")
    }

    @Test func whileSearchingNeitherHelpNorQuitIsShown() {
        let (app, pilot) = demoPilot(.products)
        pilot.type("/")
        let keys = app.stack.keyHints.map(\.key)
        #expect(!keys.contains("?") && !keys.contains("q"), "\(keys)")
        pilot.type("q?")
        #expect(!app.isShowingHelp)
    }

    @Test func swipeActionsShowTheirOwnKeys() {
        let (app, pilot) = demoPilot(.tableEditing)
        pilot.press(.down, KeyEvent(.delete))
        let keys = app.stack.keyHints.map(\.key)
        #expect(keys.contains("Enter") && keys.contains("Esc"), "\(keys)")
        #expect(!keys.contains("e") && !keys.contains("Del"), "\(keys)")
    }
}
