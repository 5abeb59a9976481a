import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Whole screens rendered headlessly and compared with fixtures in Tests/Fixtures/Screens
/// (reviewed by eye; `RECORD_FIXTURES=1` rewrites them).
@MainActor
@Suite struct CollectionViewScreenTests {
    struct Fruit: Hashable, Sendable {
        var name: String
        var detail: String
    }

    private func check(_ screen: HeadlessScreen, _ name: String, file: String = #filePath) {
        let mismatch = ScreenFixture.mismatch(screen.fixtureText, fixtureAt: ScreenFixture.path(name, folder: "Screens", testFile: file))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// A list-cell collection over `layout` with a header registration and string items.
    @MainActor
    private final class Screen {
        let view: CollectionView
        let dataSource: CollectionViewDiffableDataSource<String, String>

        init(
            layout: CollectionViewLayout, width: Int, height: Int, secondary: [String: String] = [:],
            accessories: @escaping (String) -> [CellAccessory] = { _ in [.disclosureIndicator()] }
        ) {
            view = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
            let cell = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                content.secondaryText = secondary[item]
                cell.contentConfiguration = content
                cell.accessories = accessories(item)
            }
            let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
                elementKind: CollectionView.elementKindSectionHeader
            ) { _, _, _ in }
            dataSource = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { [unowned self] view, kind, indexPath in
                let headerView = view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                var content = ListContentConfiguration.plainHeader()
                content.text = self.dataSource.sectionIdentifier(for: indexPath.section)
                headerView.contentConfiguration = content
                return headerView
            }
        }
    }

    private static func snapshot(_ sections: [(String, [String])]) -> DiffableDataSourceSnapshot<String, String> {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func plainListWithHeadersAndFocus() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let screen = Screen(
            layout: CollectionViewCompositionalLayout.list(using: configuration), width: 32, height: 10,
            secondary: ["Apple": "$1.20", "Pear": "$0.90"])
        screen.dataSource.apply(Self.snapshot([("Fruit", ["Apple", "Pear", "Plum"]), ("Vegetables", ["Leek", "Kale", "Okra"])]),
                                animatingDifferences: false)
        let pilot = Pilot(root: screen.view, width: 32, height: 10)
        pilot.press(.down)
        check(pilot.screen, "list-plain-headers")
    }

    @Test func gridOfFourColumns() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 1)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)), subitems: [item])
        let screen = Screen(layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), width: 40, height: 6,
                            accessories: { _ in [] })
        screen.dataSource.apply(Self.snapshot([("grid", (1...14).map { "Item \($0)" })]), animatingDifferences: false)
        let pilot = Pilot(root: screen.view, width: 40, height: 6)
        pilot.press(.right, .down)
        #expect(screen.view.focusedIndexPath == IndexPath(item: 5, section: 0))
        check(pilot.screen, "grid-four-columns")
    }

    @Test func orthogonalCarouselMidScroll() {
        let layout = CollectionViewCompositionalLayout { section, _ in
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 1)
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .absolute(14), heightDimension: .absolute(2)), subitems: [item])
            let layoutSection = CollectionLayoutSection(group: group)
            layoutSection.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            layoutSection.interGroupSpacing = 0
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            layoutSection.boundarySupplementaryItems = [header]
            return layoutSection
        }
        let screen = Screen(layout: layout, width: 40, height: 8, accessories: { _ in [] })
        screen.dataSource.apply(Self.snapshot([
            ("Carousel", (1...8).map { "Card \($0)" }), ("More", (1...4).map { "Tile \($0)" }),
        ]), animatingDifferences: false)
        let pilot = Pilot(root: screen.view, width: 40, height: 8)
        pilot.press(.right, .right, .right)
        #expect(screen.view.focusedIndexPath == IndexPath(item: 3, section: 0))
        #expect(screen.view.orthogonalContentOffset(forSection: 0).x > 0)
        check(pilot.screen, "carousel-mid-scroll")
    }

    @Test func pinnedHeadersStayAtTheTop() {
        let layout = CollectionViewCompositionalLayout { _, _ in
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)))
            let group = CollectionLayoutGroup.vertical(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item])
            let section = CollectionLayoutSection(group: group)
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            header.zIndex = 2
            section.boundarySupplementaryItems = [header]
            return section
        }
        let screen = Screen(layout: layout, width: 30, height: 6)
        screen.dataSource.apply(Self.snapshot([("A", (1...8).map { "a\($0)" }), ("B", (1...8).map { "b\($0)" })]), animatingDifferences: false)
        screen.view.setContentOffset(CGPoint(x: 0, y: 4), animated: false)
        let pilot = Pilot(root: screen.view, width: 30, height: 6)
        #expect(pilot.lines[0].contains("A"))
        check(pilot.screen, "pinned-headers")
    }

    @Test func outlineWithExpandedParent() {
        let screen = Screen(layout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .sidebar)),
                            width: 30, height: 7,
                            accessories: { ["Smileys", "Animals"].contains($0) ? [.outlineDisclosure()] : [] })
        var tree = DiffableDataSourceSectionSnapshot<String>()
        tree.append(["Smileys", "Animals"])
        tree.append(["😀 grinning", "😂 joy"], to: "Smileys")
        tree.append(["🐶 dog"], to: "Animals")
        screen.dataSource.apply(tree, to: "emoji", animatingDifferences: false)
        let pilot = Pilot(root: screen.view, width: 30, height: 7)
        pilot.press(.right)
        check(pilot.screen, "outline-expanded")
    }

    @Test func wideCharacterContentLinesUp() {
        let screen = Screen(layout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped)),
                            width: 30, height: 12,
                            secondary: ["사과 주스": "₩3,000", "Phở bò": "45.000₫", "🍣 すし": "¥800"])
        screen.dataSource.apply(Self.snapshot([("menu", ["사과 주스", "Phở bò", "🍣 すし", "An extremely long product name that must be truncated"])]),
                                animatingDifferences: false)
        let pilot = Pilot(root: screen.view, width: 30, height: 12)
        check(pilot.screen, "wide-characters")
    }

    @Test func focusWalkThroughAMixedLayout() {
        // A carousel on top, a 2-column grid, then a list.
        let layout = CollectionViewCompositionalLayout { section, environment in
            switch section {
            case 0:
                let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.45), heightDimension: .absolute(1)), subitems: [item])
                let carousel = CollectionLayoutSection(group: group)
                carousel.orthogonalScrollingBehavior = .groupPaging
                return carousel
            case 1:
                let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item])
                return CollectionLayoutSection(group: group)
            default:
                return CollectionLayoutSection.list(using: CollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
            }
        }
        let screen = Screen(layout: layout, width: 30, height: 8, accessories: { _ in [] })
        screen.dataSource.apply(Self.snapshot([
            ("carousel", ["c1", "c2", "c3", "c4"]), ("grid", ["g1", "g2", "g3", "g4"]), ("list", ["l1", "l2"]),
        ]), animatingDifferences: false)
        let pilot = Pilot(root: screen.view, width: 30, height: 8)
        var walk: [IndexPath?] = []
        #expect(screen.view.focusedIndexPath == IndexPath(item: 0, section: 0))
        for key in [KeyEvent.right, .right, .down, .right, .down, .left, .down, .down, .up, .up, .up] {
            pilot.press(key)
            walk.append(screen.view.focusedIndexPath)
        }
        let expected: [IndexPath] = [
            IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0),
            // Down from the carousel lands on the grid item nearest below: the right column.
            IndexPath(item: 1, section: 1), IndexPath(item: 1, section: 1), IndexPath(item: 3, section: 1),
            IndexPath(item: 2, section: 1), IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2),
            IndexPath(item: 0, section: 2), IndexPath(item: 2, section: 1), IndexPath(item: 0, section: 1),
        ]
        #expect(walk == expected)
        check(pilot.screen, "focus-walk-mixed")
    }
}
