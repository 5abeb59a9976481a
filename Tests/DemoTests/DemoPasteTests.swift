import CollectionCore
import CollectionTesting
import DemoKit
import Foundation
import Testing

/// A paste is text for the search field, never keys: before bracketed paste, a pasted line
/// break left the search and an Escape navigated.
@MainActor
@Suite struct DemoPasteTests {
    @Test func aPasteIntoTheSearchIsOneQueryAndLeavesNothingToNavigate() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try #require(app.topScreen as? ProductsScreen)
        pilot.type("/")
        #expect(pilot.paste("유자\n\u{1B}q"))
        #expect(screen.query == "유자 q")
        #expect(app.topScreen === screen)
        #expect(pilot.lines[3].contains("유자 q"))
        pilot.press(.backspace, .backspace)
        #expect(screen.query == "유자")
        #expect(screen.dataSource.snapshot().numberOfItems > 0)
    }

    @Test func aPasteOutsideATextFieldIsIgnored() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try #require(app.topScreen as? ProductsScreen)
        let before = pilot.lines
        #expect(!pilot.paste("\u{1B}/q\n"))
        #expect(screen.query.isEmpty)
        #expect(app.topScreen === screen)
        #expect(pilot.lines == before)
        // Home has no text field either: a paste opens nothing.
        let (home, homePilot) = demoPilot()
        let top = home.topScreen
        #expect(!homePilot.paste("\n"))
        #expect(home.topScreen === top)
    }
}
