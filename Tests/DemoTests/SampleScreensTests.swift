import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// The screens written the UIKit way (view controllers shown by a `SampleScreenHost`), driven
/// with keys as a person uses them.
@MainActor
@Suite struct SampleScreensTests {
    func controller<Controller: ViewController>(_ app: DemoApp, as type: Controller.Type) throws -> Controller {
        let host = try #require(app.topScreen as? SampleScreenHost)
        return try #require(host.controller as? Controller)
    }

    /// The names of the mountains in the data that contain `text`, ignoring case and accents,
    /// found without the screen's filter.
    func names(containing text: String) -> Set<String> {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return Set(MountainsController.data.map(\.0).filter {
            $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).contains(folded)
        })
    }

    // MARK: Mountains Search

    @Test func typingNarrowsTheMountainsGridKeyByKey() throws {
        let (app, pilot) = demoPilot(.mountainsSearch, width: 120, height: 40)
        let mountains = try controller(app, as: MountainsViewController.self)
        #expect(mountains.shownCount == MountainsController.data.count)
        #expect(pilot.lines.contains { $0.contains("Everest") })
        var typed = ""
        for character in "mont" {
            pilot.type(String(character))
            typed.append(character)
            #expect(mountains.nameFilter == typed)
            #expect(mountains.shownCount == names(containing: typed).count, "after \(typed)")
        }
        #expect(pilot.lines.contains { $0.contains("Mont Blanc") })
        #expect(pilot.lines.contains { $0.contains("Monte Pissis") })
        #expect(!pilot.lines.contains { $0.contains("Everest") })
        #expect(pilot.lines[1].contains("mont"), "the search bar shows the query")
        pilot.press(.backspace, .backspace, .backspace)
        #expect(mountains.shownCount == names(containing: "m").count)
    }

    @Test func accentsAndCaseDoNotMatter() throws {
        let (app, pilot) = demoPilot(.mountainsSearch)
        let mountains = try controller(app, as: MountainsViewController.self)
        pilot.type("HUASCARAN")
        #expect(mountains.shownCount == 1)
        #expect(pilot.lines.contains { $0.contains("Huascarán") })
    }

    @Test func searchingTakesQAndQuestionMarkAsText() throws {
        let (app, pilot) = demoPilot(.mountainsSearch)
        let mountains = try controller(app, as: MountainsViewController.self)
        pilot.type("q?")
        #expect(mountains.searchBar.text == "q?")
        #expect(!app.isShowingHelp)
        #expect(!app.stack.keyHints.contains { $0.key == "q" || $0.key == "?" })
        #expect(pilot.lines.contains { $0.contains("No mountain matches “q?”") })
    }

    @Test func downMovesTheFocusToTheGridAndSlashBack() throws {
        let (app, pilot) = demoPilot(.mountainsSearch)
        let mountains = try controller(app, as: MountainsViewController.self)
        #expect(mountains.searchBar.isFirstResponder)
        #expect(mountains.collectionView.focusedIndexPath == nil, "one focus at a time: the search bar's cursor")
        pilot.press(.down)
        #expect(!mountains.searchBar.isFirstResponder)
        #expect(mountains.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
        pilot.press(.right, .down)
        #expect(mountains.collectionView.focusedIndexPath == IndexPath(item: 4, section: 0), "three columns at 80 x 24")
        pilot.type("/")
        #expect(mountains.searchBar.isFirstResponder)
        #expect(mountains.collectionView.focusedIndexPath == nil)
        pilot.type("k2")
        pilot.press(.enter)
        #expect(!mountains.searchBar.isFirstResponder)
        #expect(mountains.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
        pilot.press(.up)
        #expect(mountains.searchBar.isFirstResponder, "Up from the top row goes back to the search bar")
    }

    @Test func withNoMatchTheHintsOfferNoResults() throws {
        let (app, pilot) = demoPilot(.mountainsSearch)
        let mountains = try controller(app, as: MountainsViewController.self)
        pilot.type("k")
        #expect(mountains.shownCount > 0)
        #expect(pilot.lines[23].hasPrefix(" ↓ Results  Enter Done  Esc Clear"))
        pilot.type("q")
        #expect(mountains.shownCount == 0)
        #expect(pilot.lines.contains { $0.contains("No mountain matches “kq”") })
        // Neither ↓ nor Enter leaves the search bar while there is nothing to go to.
        #expect(pilot.lines[23].hasPrefix(" Esc Clear  "), "\(pilot.lines[23])")
        pilot.press(.down, .enter)
        #expect(mountains.searchBar.isFirstResponder)
        pilot.press(.backspace)
        #expect(pilot.lines[23].hasPrefix(" ↓ Results  Enter Done  Esc Clear"))
    }

    @Test func escapeClearsTheSearchThenGoesBack() throws {
        let (app, pilot) = demoPilot(.mountainsSearch)
        let mountains = try controller(app, as: MountainsViewController.self)
        pilot.type("everest")
        #expect(mountains.shownCount == 1)
        #expect(app.stack.keyHints.contains { $0.key == "Esc" && $0.title == "Clear" })
        pilot.press(.escape)
        #expect(mountains.shownCount == MountainsController.data.count)
        #expect(mountains.searchBar.text == "")
        #expect(app.topScreen !== app.home)
        pilot.press(.escape)
        #expect(app.topScreen === app.home)
    }

    @Test func escapeInTheGridClearsTheFilter() throws {
        let (app, pilot) = demoPilot(.mountainsSearch)
        let mountains = try controller(app, as: MountainsViewController.self)
        pilot.type("ma")
        pilot.press(.down)
        #expect(mountains.shownCount == names(containing: "ma").count)
        pilot.press(.escape)
        #expect(mountains.shownCount == MountainsController.data.count)
        #expect(mountains.searchBar.isFirstResponder)
    }

    // MARK: The other screens

    /// The row's Flag (a leading action) and Delete show together at the trailing edge, the
    /// row's title whole beside them.
    @Test(arguments: [(80, 24), (120, 40)])
    func tableEditingSwipeActionsLeaveTheTitleReadable(size: (width: Int, height: Int)) throws {
        let (_, pilot) = demoPilot(.tableEditing, width: size.width, height: size.height)
        pilot.press(.down, .down, KeyEvent(.delete))
        let row = try #require(pilot.lines.first { $0.contains("Delete") })
        #expect(row.hasPrefix(" Cheese "), "\(row)")
        #expect(row.hasSuffix(" Flag  Delete "), "\(row)")
    }

    @Test func theSimpleListFocusesItsFirstRowAndMoves() throws {
        let (app, pilot) = demoPilot(.simpleList)
        let list = try controller(app, as: SimpleListViewController.self)
        #expect(list.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0), "focus shows on entry")
        pilot.press(.down, .down)
        #expect(list.collectionView.focusedIndexPath == IndexPath(item: 2, section: 0))
        pilot.press(.end)
        #expect(pilot.lines.contains { $0.contains("Vulpecula") })
    }

    @Test func theCustomCellsShowTheirCategoryAndFollowTheFocus() throws {
        let (app, pilot) = demoPilot(.customCellList)
        let list = try controller(app, as: CustomCellListViewController.self)
        #expect(list.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
        let first = try #require(row(containing: "Gimpo 08:05", in: pilot.lines))
        #expect(pilot.lines[first].contains("Travel"))
        #expect(pilot.lines[first - 1].contains("Flight to Jeju"))
        pilot.press(.down)
        #expect(list.collectionView.focusedIndexPath == IndexPath(item: 1, section: 0))
        let cell = try #require(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? TripStopCell)
        #expect(cell.configurationState.tripStop == TripStop.jeju[1])
        #expect(cell.configurationState.isFocused)
    }

    @Test func spaceSelectsTilesAndXClearsThem() throws {
        let (app, pilot) = demoPilot(.customConfigurations)
        let tiles = try controller(app, as: CustomConfigurationsViewController.self)
        #expect(tiles.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
        pilot.press(.space, .right, .space)
        #expect(tiles.selectedCount == 2)
        #expect(pilot.lines.contains { $0.contains("✓ Sunny") && $0.contains("✓ Cloudy") })
        #expect(app.stack.keyHints.contains { $0.key == "x" })
        pilot.type("x")
        #expect(tiles.selectedCount == 0)
        #expect(!pilot.lines.contains { $0.contains("✓") })
    }
}

/// Emoji Explorer and Conference Videos, driven with keys.
@MainActor
@Suite struct SampleCarouselScreensTests {
    func controller<Controller: ViewController>(_ app: DemoApp, as type: Controller.Type) throws -> Controller {
        let host = try #require(app.topScreen as? SampleScreenHost)
        return try #require(host.controller as? Controller)
    }

    @Test func theEmojiOutlineExpandsAndCollapses() throws {
        let (app, pilot) = demoPilot(.emojiExplorer)
        let explorer = try controller(app, as: EmojiExplorerViewController.self)
        #expect(explorer.focusedItem == .recent(EmojiCategories.tree[0].children[0].children[0]), "the first recent tile")
        let smileys = EmojiCategories.tree[0]
        #expect(!pilot.lines.contains { $0.contains("Faces") })
        // Down from the carousel reaches the first category.
        pilot.press(.down)
        #expect(explorer.focusedItem == .outline(smileys))
        #expect(app.stack.keyHints.contains { $0.key == "→" && $0.title == "Expand" })
        pilot.press(.right)
        #expect(explorer.outlineSnapshot.isExpanded(.outline(smileys)))
        let faces = try #require(row(containing: "Faces", in: pilot.lines))
        let smileysRow = try #require(row(containing: "Smileys & People", in: pilot.lines))
        #expect(faces == smileysRow + 1, "the children show under their category")
        let indent = { (line: String) in line.prefix { $0 == " " }.count }
        #expect(indent(pilot.lines[faces]) > indent(pilot.lines[smileysRow]), "indented")
        pilot.press(.enter)
        #expect(!explorer.outlineSnapshot.isExpanded(.outline(smileys)), "Enter collapses it again")
        #expect(!pilot.lines.contains { $0.contains("Faces") })
    }

    @Test func tabMovesTheFocusSectionBySection() throws {
        let (app, pilot) = demoPilot(.emojiExplorer)
        let explorer = try controller(app, as: EmojiExplorerViewController.self)
        pilot.press(.tab)
        #expect(explorer.collectionView.focusedIndexPath?.section == 1)
        pilot.press(.tab)
        #expect(explorer.collectionView.focusedIndexPath?.section == 2)
        #expect(pilot.lines.contains { $0.contains("Airplane") && $0.contains("Travel & Places") })
    }

    @Test func theVideoRowsScrollSidewaysAndTheFocusMovesBetweenThem() throws {
        let (app, pilot) = demoPilot(.conferenceVideos)
        let videos = try controller(app, as: ConferenceVideosViewController.self)
        #expect(videos.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(!pilot.lines.contains { $0.contains("What's New in Curses") })
        pilot.press(.right, .right, .right)
        #expect(videos.collectionView.focusedIndexPath == IndexPath(item: 3, section: 0))
        #expect(pilot.lines.contains { $0.contains("What's New in Curses") }, "the row scrolled to the focused card")
        pilot.press(.down)
        #expect(videos.collectionView.focusedIndexPath?.section == 1)
        pilot.press(.tab)
        #expect(videos.collectionView.focusedIndexPath?.section == 2)
        #expect(pilot.lines.contains { $0.contains("Diffable Data Sources in Depth") })
    }

    @Test func theHeadersAreLabelsPinnedWithConstraints() throws {
        let (app, pilot) = demoPilot(.conferenceVideos, width: 120, height: 40)
        _ = try controller(app, as: ConferenceVideosViewController.self)
        for title in ["The Keynote", "Layout", "Data", "Text", "Input"] {
            // A header's label starts at the header's leading margin, after the screen's edge.
            #expect(pilot.lines.contains { $0.hasPrefix(" ") && $0.drop { $0 == " " }.hasPrefix(title) }, "\(title)")
        }
    }
}
