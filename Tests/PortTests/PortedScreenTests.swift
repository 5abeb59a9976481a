import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Each ported screen at 80 x 24 and 120 x 40, against reviewed fixtures in
/// `Tests/Fixtures/Port/`. The controllers are in `Screens/`, their cells in `Support/`.
@MainActor
@Suite struct PortedScreenTests {
    nonisolated static let sizes = [(80, 24), (120, 40)]

    @Test(arguments: sizes) func grid(width: Int, height: Int) {
        checkPortedScreen("grid", { GridViewController() }, width: width, height: height)
    }

    @Test(arguments: sizes) func insetItemsGrid(width: Int, height: Int) {
        checkPortedScreen("inset-items-grid", { InsetItemsGridViewController() }, width: width, height: height)
    }

    @Test(arguments: sizes) func twoColumnGrid(width: Int, height: Int) {
        checkPortedScreen("two-column-grid", { TwoColumnViewController() }, width: width, height: height)
    }

    @Test(arguments: sizes) func distinctSections(width: Int, height: Int) {
        checkPortedScreen("distinct-sections", { DistinctSectionsViewController() }, width: width, height: height)
    }

    @Test(arguments: sizes) func adaptiveSections(width: Int, height: Int) {
        checkPortedScreen("adaptive-sections", { AdaptiveSectionsViewController() }, width: width, height: height)
    }

    @Test(arguments: sizes) func sectionHeadersFooters(width: Int, height: Int) {
        checkPortedScreen("section-headers-footers", { SectionHeadersFootersViewController() }, width: width, height: height)
    }

    @Test(arguments: sizes) func pinnedSectionHeaders(width: Int, height: Int) {
        // Scrolled a little, so that the first section's header is pinned over its items.
        checkPortedScreen(
            "pinned-section-headers", { SectionHeadersFootersViewController(pinsHeaders: true) }, width: width, height: height,
            keys: Array(repeating: KeyEvent.down, count: 7))
    }

    @Test(arguments: sizes) func itemBadges(width: Int, height: Int) {
        checkPortedScreen("item-badges", { ItemBadgeSupplementaryViewController() }, width: width, height: height)
    }

    @Test(arguments: sizes) func nestedGroups(width: Int, height: Int) {
        checkPortedScreen("nested-groups", { NestedGroupsViewController() }, width: width, height: height)
    }

    @Test(arguments: sizes) func orthogonalSections(width: Int, height: Int) {
        checkPortedScreen("orthogonal-sections", { OrthogonalScrollingViewController() }, width: width, height: height)
    }

    @Test(arguments: sizes) func simpleList(width: Int, height: Int) {
        checkPortedScreen("simple-list", { SimpleListViewController() }, width: width, height: height)
    }

    @Test(arguments: sizes) func orthogonalSectionBehaviors(width: Int, height: Int) {
        // Right arrow scrolls the first section sideways; its paging stops at a group boundary.
        checkPortedScreen(
            "orthogonal-section-behaviors", { OrthogonalScrollBehaviorViewController() }, width: width, height: height,
            keys: [.right, .right])
    }

    @Test(arguments: sizes) func outline(width: Int, height: Int) {
        // Right expands the focused group, as tapping its disclosure does.
        checkPortedScreen(
            "outline", { OutlineViewController() }, width: width, height: height,
            keys: [.right, .down, .right])
    }

    @Test func aMainActorControllerIsTheDelegateAndDeselectsAsTheSampleDoes() {
        let controller = SimpleListViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 40, height: 10)
        screen.render()
        // The first item has the focus from the start (focus on entry).
        #expect(controller.view.handle(.enter))
        screen.render()
        #expect(controller.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(controller.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func theListCellsSelectedBackgroundViewShowsTheSelectionAsTheSamplesDoes() {
        // Enter selects the focused first row; Down moves the focus on and leaves it selected.
        let screen = checkPortedScreen(
            "distinct-sections-selected", { DistinctSectionsViewController() }, width: 80, height: 24,
            keys: [.enter, .down])
        func style(ofRowShowing item: String) -> Style? {
            guard let row = screen.lines.firstIndex(where: { $0.hasPrefix("    \(item) ") }) else { return nil }
            return screen.canvas[x: 5, y: row].style
        }
        let selected = style(ofRowShowing: "0")
        let focused = style(ofRowShowing: "1")
        #expect(selected?.background == Color.lightGray.withAlphaComponent(0.3))
        #expect(selected?.attributes.contains(.reverse) == false)
        #expect(focused?.attributes.contains(.reverse) == true)
        #expect(style(ofRowShowing: "2")?.background == .systemBackground)
    }

    @Test(arguments: sizes) func reorderableList(width: Int, height: Int) {
        // Picks up Apple with m, carries it down two places and drops it with Enter.
        let screen = checkPortedScreen(
            "reorderable-list", { ReorderableListViewController() }, width: width, height: height,
            keys: [.character("m"), .down, .down, .enter])
        let controller = (screen.root as? NavigationStackView)?.topViewController as? ReorderableListViewController
        #expect(controller?.backingStore[.fruit] == ["Banana", "Cherry", "Apple", "Damson"])
    }

    /// The sample's gear menu: F10 opens it (the bar item has no key of its own); the reordering
    /// method is an inline single choice, and the reloads restore the list.
    @Test func reorderableListMenu() throws {
        // The gear sits at the right end of the title bar.
        let screen = checkPortedScreen(
            "reorderable-list-gear", { ReorderableListViewController() }, width: 80, height: 24, keys: [])
        let controller = try #require((screen.root as? NavigationStackView)?.topViewController as? ReorderableListViewController)
        func press(_ keys: KeyEvent...) {
            PointScale.withCurrent(.standard) {
                for key in keys {
                    screen.backend.press(key)
                    screen.render()
                }
            }
        }
        press(KeyEvent(.function(10)))
        let path = ScreenFixture.path("reorderable-list-menu-80x24", folder: "Port", testFile: #filePath)
        let mismatch = ScreenFixture.mismatch(screen.fixtureText, fixtureAt: path)
        #expect(mismatch == nil, "\(mismatch ?? "")")
        #expect(screen.lines.joined().contains("✓ Collection Difference"))
        // Final Snapshot Items: the third entry; the item gets a new menu with it checked.
        press(.down, .down, .enter)
        #expect(controller.reorderingMethod == .finalSnapshot)
        press(KeyEvent(.function(10)))
        #expect(screen.lines.joined().contains("✓ Final Snapshot Items"))
        press(.escape)
        // A reorder, then Reload initialStore puts Apple back first.
        press(.character("m"), .down, .enter)
        #expect(controller.backingStore[.fruit] == ["Banana", "Apple", "Cherry", "Damson"])
        press(KeyEvent(.function(10)), .down, .enter)
        #expect(controller.dataSource.snapshot().itemIdentifiers(inSection: .fruit) == ["Apple", "Banana", "Cherry", "Damson"])
        // Reload backingStore shows the model's order again.
        press(KeyEvent(.function(10)), .enter)
        #expect(controller.dataSource.snapshot().itemIdentifiers(inSection: .fruit) == ["Banana", "Apple", "Cherry", "Damson"])
    }

    @Test(arguments: sizes) func conferenceNewsFeed(width: Int, height: Int) {
        checkPortedScreen("conference-news-feed", { ConferenceNewsFeedViewController() }, width: width, height: height)
    }

    /// Each appearance the bar button (`a`) cycles through: plain, sidebar plain, sidebar,
    /// grouped, inset grouped.
    nonisolated static let appearances = [(0, "plain"), (1, "sidebar-plain"), (2, "sidebar"), (3, "grouped"), (4, "inset-grouped")]

    @Test(arguments: appearances)
    func listAppearances(presses: Int, name: String) {
        for (width, height) in Self.sizes {
            checkPortedScreen(
                "list-appearances-\(name)", { ListAppearancesViewController() }, width: width, height: height,
                keys: Array(repeating: .character("a"), count: presses))
        }
    }
}
