import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Each ported screen is freed with its last reference: none of its closures (layouts, cell
/// providers, registrations, supplementary providers) holds its view controller.
@MainActor
@Suite struct PortedScreenLifetimeTests {
    static let screens: [(String, @MainActor () -> ViewController)] = [
        ("grid", { GridViewController() }),
        ("inset-items-grid", { InsetItemsGridViewController() }),
        ("two-column-grid", { TwoColumnViewController() }),
        ("distinct-sections", { DistinctSectionsViewController() }),
        ("adaptive-sections", { AdaptiveSectionsViewController() }),
        ("section-headers-footers", { SectionHeadersFootersViewController() }),
        ("item-badges", { ItemBadgeSupplementaryViewController() }),
        ("nested-groups", { NestedGroupsViewController() }),
        ("orthogonal-sections", { OrthogonalScrollingViewController() }),
        ("orthogonal-section-behaviors", { OrthogonalScrollBehaviorViewController() }),
        ("list", { ListViewController() }),
        ("simple-list", { SimpleListViewController() }),
        ("section-decoration", { SectionDecorationViewController() }),
        ("list-appearances", { ListAppearancesViewController() }),
        ("outline", { OutlineViewController() }),
        ("emoji-explorer-list", { EmojiExplorerListViewController() }),
        ("reorderable-list", { ReorderableListViewController() }),
        ("conference-news-feed", { ConferenceNewsFeedViewController() }),
        ("wifi-settings", { WiFiSettingsTableViewController() }),
        ("table-editing", { TableViewEditingViewController(startsEditing: true) }),
        ("insertion-sort", { InsertionSortViewController() }),
    ]

    @Test func everyPortedScreenIsFreedWithItsLastReference() {
        for (name, makeController) in Self.screens {
            weak var released: ViewController?
            PointScale.withCurrent(.standard) {
                let controller = makeController()
                let navigation = NavigationStackView(rootViewController: controller, frame: PointScale.standard.points(CGRect(x: 0, y: 0, width: 80, height: 24)))
                let screen = HeadlessScreen(root: navigation, width: 80, height: 24)
                controller.viewWillAppear(false)
                controller.viewDidAppear(false)
                screen.render()
                _ = navigation.handle(.down)
                screen.render()
                released = controller
            }
            #expect(released == nil, "\(name)")
        }
    }
}
