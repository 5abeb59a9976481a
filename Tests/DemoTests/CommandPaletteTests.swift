import CollectionCore
import CollectionExamples
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// The command palette: `:` or Ctrl-P, fuzzy finding, Enter runs, Esc closes; its entries come
/// from the screen registry and the top screen's key table.
@Suite @MainActor struct CommandPaletteTests {
    @Test func colonAndControlPOpenItAndEscapeClosesIt() {
        let (app, pilot) = demoPilot(.products)
        pilot.type(":")
        #expect(app.isShowingPalette)
        #expect(pilot.lines.contains { $0.contains("Commands") })
        pilot.press(.escape)
        #expect(!app.isShowingPalette)
        #expect(app.topScreen is ProductsScreen)
        pilot.press(.character("p", modifiers: .control))
        #expect(app.isShowingPalette)
    }

    @Test func aClosedPaletteHoldsNoEntriesAndOpensWithThemAllAgain() throws {
        let (app, pilot) = demoPilot(.products)
        pilot.type(":")
        let listed = app.palette.entries.count
        #expect(listed == app.paletteEntries().count)
        pilot.type("prd")
        #expect(app.palette.shown.count < listed)
        pilot.press(.escape)
        #expect(app.palette.entries.isEmpty)
        #expect(app.palette.shown.isEmpty)
        // Opened again, it lists every entry for the empty query, as the first time.
        pilot.type(":")
        #expect(app.palette.entries.count == listed)
        #expect(app.palette.shown.count == listed)
    }

    @Test func everyScreenOfTheRegistryIsListed() {
        let (app, _) = demoPilot()
        let titles = app.paletteEntries().map(\.title)
        for kind in DemoScreenKind.allCases {
            #expect(titles.contains("Go to " + kind.title), "\(kind)")
        }
    }

    @Test func everyActionOfTheProductsScreenIsListedWithItsKey() throws {
        let (app, _) = demoPilot(.products)
        let screen = try #require(app.topScreen as? ProductsScreen)
        let entries = app.paletteEntries()
        for command in screen.commands where !command.keys.isEmpty {
            #expect(entries.contains { $0.title == command.help && $0.key == command.keyLabel }, "\(command.keyLabel)")
        }
    }

    @Test func typingFindsAScreenAndEnterOpensIt() {
        let (app, pilot) = demoPilot(.products)
        pilot.type(":wifi")
        #expect(pilot.lines.contains { $0.contains("Go to Settings: Wi-Fi") })
        pilot.press(.enter)
        #expect(!app.isShowingPalette)
        #expect((app.topScreen as? SampleScreenHost)?.controller is WiFiSettingsViewController)
        #expect(app.stack.canPop)
        pilot.press(.escape)
        #expect(app.topScreen === app.home)
    }

    @Test func anActionRunsAsItsKeyDoes() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try #require(app.topScreen as? ProductsScreen)
        pilot.type(":on sale")
        pilot.press(.enter)
        #expect(screen.filter.onSale)
        pilot.type(":sort")
        pilot.press(.enter)
        #expect(screen.filter.sort == .name)
    }

    @Test func arrowsChooseTheEntry() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try #require(app.topScreen as? ProductsScreen)
        pilot.type(":only")
        // Three entries match equally well; the shortest comes first: "Only favourites", then
        // "Only products on sale", then "Only products in stock".
        pilot.press(.down, .enter)
        #expect(screen.filter.onSale && !screen.filter.favourites)
    }

    @Test func whileSearchingTheColonIsText() throws {
        let (app, pilot) = demoPilot(.products)
        pilot.type("/a:b")
        #expect(!app.isShowingPalette)
        #expect(try #require(app.topScreen as? ProductsScreen).query == "a:b")
    }

    @Test func otherScreensListTheKeysOfTheirHelp() {
        let (app, _) = demoPilot(.millionProducts)
        let entries = app.paletteEntries()
        #expect(entries.contains { $0.key == "g" })
    }

    @Test func fuzzyMatching() {
        #expect(FuzzyMatch.score("prd", in: "Go to Products") != nil)
        #expect(FuzzyMatch.score("xyz", in: "Go to Products") == nil)
        #expect(FuzzyMatch.score("", in: "anything") == 0)
        // Accents and case do not matter; a word start beats a letter inside a word.
        #expect(FuzzyMatch.score("CAFE", in: "Café") != nil)
        #expect(FuzzyMatch.score("s", in: "Sale")! > FuzzyMatch.score("s", in: "Bass")!)
    }
}
