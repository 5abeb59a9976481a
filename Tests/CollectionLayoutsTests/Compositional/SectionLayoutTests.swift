import CollectionCanvas
import CollectionDiagnostics
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

/// Apple's "Distinct Sections", "Adaptive Sections" and "Nested Groups" screens.
@MainActor
@Suite struct SectionLayoutTests {
    /// A list section, a five-column grid and a three-column grid, as in "Distinct Sections".
    static func distinctSections() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { index, _ in
            let columns = [1, 5, 3][index % 3]
            let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
            item.contentInsets = DirectionalEdgeInsets(all: 1)
            let height: CollectionLayoutDimension = columns == 1 ? .absolute(3) : .fractionalWidth(0.2)
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: .size(.fractionalWidth(1), height), subitem: item, count: columns)
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(all: 2)
            return section
        }
    }

    @Test func distinctSectionsScreen() {
        // 64 wide: every section's content is 64 - 2 - 2 = 60 columns.
        let harness = LayoutHarness(Self.distinctSections(), counts: [2, 6, 4], width: 64, height: 24)
        // List: rows of 3 from y = 2, each item inset by 1 inside its 60x3 box.
        #expect(harness.item(0, 0) == rect(3, 3, 58, 1))
        #expect(harness.item(1, 0) == rect(3, 6, 58, 1))
        // Section 0 is 2 + 6 + 2 = 10 high. Five columns of 12, rows 0.2 * 60 = 12 high.
        #expect(harness.item(0, 1) == rect(3, 13, 10, 10))
        #expect(harness.item(4, 1) == rect(51, 13, 10, 10))
        #expect(harness.item(5, 1) == rect(3, 25, 10, 10))
        // Section 1 is 2 + 24 + 2 = 28 high, so section 2 starts at 38: three columns of 20.
        #expect(harness.item(0, 2) == rect(3, 41, 18, 10))
        #expect(harness.item(2, 2) == rect(43, 41, 18, 10))
        #expect(harness.item(3, 2) == rect(3, 53, 18, 10))
        #expect(harness.layout.collectionViewContentSize == CGSize(width: 64, height: 66))
    }

    static func adaptiveSections() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in
            let columns = environment.container.effectiveContentSize.width > 60 ? 4 : 2
            let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: .size(.fractionalWidth(1), .absolute(2)), subitem: item, count: columns)
            return CollectionLayoutSection(group: group)
        }
    }

    @Test func adaptiveSectionsScreen() {
        let harness = LayoutHarness(Self.adaptiveSections(), counts: [6], width: 80, height: 24)
        // 80 wide: four columns of 20; item 5 is on row 1, column 1.
        #expect(harness.item(5) == rect(20, 2, 20, 2))
        #expect(harness.layout.collectionViewContentSize == CGSize(width: 80, height: 4))
        // The terminal narrows to 40: the layout must be redone, and then has two columns.
        let narrow = CGRect(x: 0, y: 0, width: 40, height: 24)
        #expect(harness.layout.shouldInvalidateLayout(forBoundsChange: narrow))
        harness.view.frame = narrow
        harness.layout.invalidateLayout()
        harness.layout.prepareIfNeeded()
        #expect(harness.item(5) == rect(20, 4, 20, 2))
        #expect(harness.layout.collectionViewContentSize == CGSize(width: 40, height: 6))
    }

    @Test func nestedGroupsScreen() {
        let leading = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(0.7), .fractionalHeight(1)))
        leading.contentInsets = DirectionalEdgeInsets(all: 1)
        let trailingItem = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.3)))
        trailingItem.contentInsets = DirectionalEdgeInsets(all: 1)
        let trailing = CollectionLayoutGroup.vertical(
            layoutSize: .size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailingItem, count: 2)
        let nested = CollectionLayoutGroup.horizontal(
            layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.4)), subitems: [leading, trailing])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: nested))
        let harness = LayoutHarness(layout, counts: [5], width: 80, height: 20)
        // Group: 80 x (0.4 * 20 = 8). Leading item 56 wide; trailing group 24 wide, two items of 4.
        #expect(harness.item(0) == rect(1, 1, 54, 6))
        #expect(harness.item(1) == rect(57, 1, 22, 2))
        #expect(harness.item(2) == rect(57, 5, 22, 2))
        #expect(harness.item(3) == rect(1, 9, 54, 6))
        #expect(harness.item(4) == rect(57, 9, 22, 2))
        #expect(harness.layout.collectionViewContentSize == CGSize(width: 80, height: 16))
    }

    @Test func providerSeesEnvironmentAndSectionIndex() {
        var seen: [(Int, CGSize)] = []
        let layout = CollectionViewCompositionalLayout { index, environment in
            seen.append((index, environment.container.effectiveContentSize))
            return GridLayoutTests.gridLayoutSection()
        }
        _ = LayoutHarness(layout, counts: [1, 1], width: 30, height: 10)
        #expect(seen.map(\.0) == [0, 1])
        #expect(seen.allSatisfy { $0.1 == CGSize(width: 30, height: 10) })
    }

    @Test func interSectionSpacingAndLayoutHeader() {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 3
        configuration.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: .size(.fractionalWidth(1), .absolute(2)), elementKind: "title", alignment: .top),
        ]
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .absolute(1)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration)
        let harness = LayoutHarness(layout, counts: [2, 1], width: 20, height: 10)
        // Title rows 0..<2, section 0 rows 2..<4, three blank rows, section 1 row 7.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "title", at: IndexPath(index: 0))?.frame == rect(0, 0, 20, 2))
        #expect(harness.item(1, 0) == rect(0, 3, 20, 1))
        #expect(harness.item(0, 1) == rect(0, 7, 20, 1))
        #expect(layout.collectionViewContentSize == CGSize(width: 20, height: 8))
    }
}

extension GridLayoutTests {
    static func gridLayoutSection() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .absolute(1)), subitems: [item])
        return CollectionLayoutSection(group: group)
    }
}

@MainActor
@Suite struct HorizontalLayoutTests {
    @Test func sectionsAndGroupsFollowTheHorizontalAxis() {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = CollectionLayoutGroup.vertical(layoutSize: .size(.absolute(10), .fractionalHeight(1)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration)
        let harness = LayoutHarness(layout, counts: [3, 2], width: 40, height: 6)
        // Columns of two 10x3 items; section 0 takes two columns (20), section 1 follows.
        #expect(harness.item(0, 0) == rect(0, 0, 10, 3))
        #expect(harness.item(1, 0) == rect(0, 3, 10, 3))
        #expect(harness.item(2, 0) == rect(10, 0, 10, 3))
        #expect(harness.item(1, 1) == rect(20, 3, 10, 3))
        #expect(layout.collectionViewContentSize == CGSize(width: 30, height: 6))
        #expect(harness.elements(in: rect(12, 0, 10, 2)).count == 2)
    }
}
