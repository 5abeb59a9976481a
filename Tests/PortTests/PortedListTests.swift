import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// The ported list screens driven as a user drives them: List Appearances' bar button and
/// outline headers, Emoji Explorer - List's selection and detail screen, the news feed's
/// self-sizing cells.
@MainActor
@Suite struct PortedListTests {
    nonisolated static let sizes = [(80, 24), (120, 40)]

    @Test(arguments: sizes) func list(width: Int, height: Int) {
        checkPortedScreen("list", { ListViewController() }, width: width, height: height)
    }

    @Test(arguments: sizes) func sectionBackgroundDecoration(width: Int, height: Int) {
        checkPortedScreen("section-background-decoration", { SectionDecorationViewController() }, width: width, height: height)
    }

    @Test(arguments: sizes) func emojiExplorerList(width: Int, height: Int) {
        checkPortedScreen("emoji-explorer-list", { EmojiExplorerListViewController() }, width: width, height: height)
    }

    @Test func theAppearanceButtonCyclesTheListsAppearanceAndTitle() throws {
        try PointScale.withCurrent(.standard) {
            let controller = ListAppearancesViewController()
            let navigation = NavigationStackView(rootViewController: controller)
            let pilot = Pilot(root: navigation, width: 60, height: 20)
            var titles: [String] = []
            var appearances: [CollectionLayoutListConfiguration.Appearance] = []
            for _ in 0..<5 {
                titles.append(try #require(controller.navigationItem.rightBarButtonItem?.title))
                appearances.append(controller.appearance)
                #expect(pilot.lines[0].hasSuffix(titles.last! + " "))
                pilot.press(.character("a"))
            }
            #expect(titles == ["Plain", "Sidebar Plain", "Sidebar", "Grouped", "Inset Grouped"])
            #expect(appearances == [.plain, .sidebarPlain, .sidebar, .grouped, .insetGrouped])
            #expect(controller.appearance == .plain)
            #expect(navigation.keyHints.first == KeyHint("a", "Plain"))
        }
    }

    @Test func aSectionHeaderCollapsesItsItems() throws {
        try PointScale.withCurrent(.standard) {
            let controller = ListAppearancesViewController()
            let pilot = Pilot(root: NavigationStackView(rootViewController: controller), width: 60, height: 20)
            #expect(pilot.lines.contains { $0.contains("Item 2") })
            let before = controller.dataSource.snapshot(for: 0).visibleItems.count
            // The focus starts on Section 0's header; Left collapses it, as its disclosure does.
            pilot.press(.left)
            let after = controller.dataSource.snapshot(for: 0).visibleItems.count
            #expect(before == 4)
            #expect(after == 1)
            let sectionOne = try #require(pilot.lines.firstIndex { $0.contains("Section 1") })
            #expect(sectionOne < 5)
        }
    }

    @Test func choosingAnEmojiPushesItsDetailAndComingBackDeselectsIt() throws {
        try PointScale.withCurrent(.standard) {
            let controller = EmojiExplorerListViewController()
            let navigation = NavigationStackView(rootViewController: controller)
            let pilot = Pilot(root: navigation, width: 60, height: 20)
            // The categories were applied in reverse: Travel first.
            #expect(controller.dataSource.snapshot().sectionIdentifiers == Emoji.Category.allCases.reversed())
            pilot.press(.enter)
            let detail = try #require(navigation.topViewController as? EmojiDetailViewController)
            #expect(detail.emoji.title == "Train")
            #expect(pilot.lines[0].contains("Emoji Explorer - List  Train"))
            #expect(pilot.lines.contains { $0.contains("🚄  Train") })
            pilot.press(.escape)
            #expect(navigation.topViewController === controller)
            #expect(controller.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        }
    }

    @Test func newsCellsSizeThemselvesToTheirText() throws {
        try PointScale.withCurrent(.standard) {
            let controller = ConferenceNewsFeedViewController()
            let narrow = Pilot(root: NavigationStackView(rootViewController: controller), width: 50, height: 30)
            let layout = controller.collectionView.collectionViewLayout
            let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
            // The body wraps to more rows in a narrower cell, so the cell is taller.
            narrow.resize(width: 120, height: 30)
            let wide = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
            #expect(first.height > wide.height)
            // Title, date and body stack without overlapping; the last item shows no separator.
            let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ConferenceNewsFeedCell)
            #expect(cell.titleLabel.frame.maxY <= cell.dateLabel.frame.minY)
            #expect(cell.dateLabel.frame.maxY <= cell.bodyLabel.frame.minY)
            #expect(cell.showsSeparator)
        }
    }
}
