import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// The mouse answers on every screen as the keys do: the title and status bars, the command
/// palette, the help, carousels' signs, swipe actions, cards.
@MainActor
@Suite struct DemoMouseTests {
    /// The screen column where `text` starts on `line` (wide characters take two columns).
    func column(of text: String, in line: String) throws -> Int {
        let range = try #require(line.range(of: text), "\(text) in \(line)")
        return TerminalText.width(of: String(line[..<range.lowerBound]))
    }

    @Test func theBackSignGoesBack() {
        let (app, pilot) = demoPilot(.products)
        #expect(pilot.lines[0].hasPrefix(" ‹ Home"))
        pilot.click(x: 3, y: 0)
        #expect(app.topScreen is HomeScreen)
    }

    @Test func statusBarHintsPressTheirKeys() throws {
        let (app, pilot) = demoPilot(.products)
        let status = pilot.lines[23]
        pilot.click(x: try column(of: "? Help", in: status), y: 23)
        #expect(app.isShowingHelp)
        pilot.click(x: 40, y: 12)
        #expect(!app.isShowingHelp, "a click closes the help, as any key does")
        pilot.click(x: try column(of: "Esc Back", in: status) + 5, y: 23)
        #expect(app.topScreen is HomeScreen)
        var quits = 0
        app.onQuit = { quits += 1 }
        let home = pilot.lines[23]
        pilot.click(x: try column(of: "q Quit", in: home), y: 23)
        #expect(quits == 1)
    }

    @Test func theSearchHintOpensTheSearch() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try #require(app.topScreen as? ProductsScreen)
        pilot.click(x: try column(of: "/ Search", in: pilot.lines[23]), y: 23)
        #expect(screen.capturesKeys, "the search field takes the keys")
    }

    @Test func aClickOnAPaletteEntryRunsIt() throws {
        let (app, pilot) = demoPilot(.products)
        pilot.type(":")
        #expect(app.isShowingPalette)
        pilot.type("app st")
        let y = try #require(row(containing: "Go to App Store", in: pilot.lines))
        pilot.click(x: try column(of: "Go to App Store", in: pilot.lines[y]), y: y)
        #expect(!app.isShowingPalette)
        #expect(app.topScreen is AppStoreScreen)
    }

    @Test func theWheelMovesThePalettesChoiceAndAClickOutsideClosesIt() throws {
        let (app, pilot) = demoPilot(.products)
        pilot.type(":")
        let first = try #require(pilot.lines.firstIndex { $0.contains("›") && $0.contains("│") })
        pilot.wheel(.down, x: 40, y: first)
        let second = try #require(pilot.lines.firstIndex { $0.contains("› ") && $0.contains("│") })
        #expect(second == first + 1)
        pilot.wheel(.up, x: 40, y: first)
        #expect(pilot.lines.firstIndex { $0.contains("› ") && $0.contains("│") } == first)
        pilot.click(x: 0, y: 23)
        #expect(!app.isShowingPalette)
        #expect(app.topScreen is ProductsScreen, "the click that closed it did nothing else")
    }

    @Test func theCarouselSignPagesTheAppStoreCarousel() throws {
        let (app, pilot) = demoPilot(.appStore)
        let screen = try #require(app.topScreen as? AppStoreScreen)
        let y = try #require(row(containing: "Procreate", in: pilot.lines))
        let line = pilot.lines[y]
        pilot.click(x: try column(of: "›", in: line), y: y)
        #expect(screen.collectionView.orthogonalContentOffset(forSection: 0).x > 0)
        // The focus was in the carousel: it moves to the card the page shows, whole.
        #expect(screen.collectionView.focusedIndexPath == IndexPath(item: 1, section: 0))
        #expect(pilot.lines[y].contains("‹"))
        #expect(pilot.lines.contains { $0.contains("│ 📒 Notion") })
        #expect(pilot.lines.contains { $0.contains("메모, 문서, 할 일을 한곳에서") })
    }

    @Test func aClickOnAnAppStoreCardFocusesIt() throws {
        let (app, pilot) = demoPilot(.appStore)
        let screen = try #require(app.topScreen as? AppStoreScreen)
        let y = try #require(row(containing: "토스", in: pilot.lines))
        pilot.click(x: try column(of: "토스", in: pilot.lines[y]), y: y)
        #expect(screen.collectionView.focusedIndexPath == IndexPath(item: 1, section: 1))
    }

    @Test func aRightClickShowsTheRowsSwipeActionsAndAClickPerformsOne() throws {
        let (app, pilot) = demoPilot(.tableEditing)
        let y = try #require(row(containing: "Bread", in: pilot.lines))
        pilot.send(MouseEvent(.press(.secondary), at: CGPoint(x: 10, y: y)))
        let line = pilot.lines[y]
        #expect(line.hasSuffix(" Flag  Delete "), "\(line)")
        pilot.click(x: try column(of: "Flag", in: line), y: y)
        let screen = try #require(app.topScreen as? SampleScreenHost)
        let controller = try #require(screen.controller as? TableEditingViewController)
        #expect(controller.flagged == ["Bread"])
        #expect(!pilot.lines[y].contains("Delete"))
    }
}
