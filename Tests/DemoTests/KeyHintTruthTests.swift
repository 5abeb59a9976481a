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
            Mode(kind: .mountainsSearch, setup: [.character("q"), .character("o")], name: "mountains search, no match"),
            Mode(kind: .customConfigurations, setup: [.space], name: "custom configurations, a tile selected"),
        ]

    /// The keys a hint's key text names: the palette's reading (``KeyHint/keyEvents(in:)``), so
    /// that the hints pressed here are the keys the palette presses.
    static func keys(in text: String) -> [KeyEvent] { KeyHint.keyEvents(in: text) }

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
