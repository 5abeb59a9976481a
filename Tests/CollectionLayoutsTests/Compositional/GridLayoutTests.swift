import CollectionCanvas
import CollectionDiagnostics
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

/// Apple's "Grid", "Inset Items Grid" and "Two-Column Grid" screens, in character cells.
@MainActor
@Suite struct GridLayoutTests {
    /// Five square items per row: item `fractionalWidth(0.2)`, group as high as 0.2 of the width.
    static func gridLayout(itemInsets: DirectionalEdgeInsets = .zero) -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(0.2), .fractionalHeight(1)))
        item.contentInsets = itemInsets
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    @Test func grid() {
        let harness = LayoutHarness(Self.gridLayout(), counts: [12], width: 80, height: 24)
        // 80 / 5 = 16 columns wide; rows 0.2 * 80 = 16 high.
        #expect(harness.item(0) == rect(0, 0, 16, 16))
        #expect(harness.item(4) == rect(64, 0, 16, 16))
        #expect(harness.item(5) == rect(0, 16, 16, 16))
        #expect(harness.item(11) == rect(16, 32, 16, 16))
        #expect(harness.item(12) == nil)
        // Three rows of 16.
        #expect(harness.layout.collectionViewContentSize == CGSize(width: 80, height: 48))
        // The rows 16..<32 hold items 5...9 only.
        let visible = harness.layout.layoutAttributesForElements(in: rect(0, 16, 80, 16)) ?? []
        #expect(visible.map(\.indexPath.item).sorted() == [5, 6, 7, 8, 9])
    }

    @Test func insetItemsGrid() {
        let harness = LayoutHarness(
            Self.gridLayout(itemInsets: DirectionalEdgeInsets(all: 1)), counts: [7], width: 80, height: 24)
        // Each 16x16 box keeps a one-cell margin: 14x14 frames.
        #expect(harness.item(0) == rect(1, 1, 14, 14))
        #expect(harness.item(3) == rect(49, 1, 14, 14))
        #expect(harness.item(6) == rect(17, 17, 14, 14))
        #expect(harness.layout.collectionViewContentSize == CGSize(width: 80, height: 32))
    }

    @Test func twoColumnGrid() {
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .size(.fractionalWidth(1), .absolute(3)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(2)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2)
        let harness = LayoutHarness(CollectionViewCompositionalLayout(section: section), counts: [5], width: 40)
        // Content is 40 - 2 - 2 = 36 wide; two items share 36 - 2 = 34: 17 each.
        #expect(harness.item(0) == rect(2, 1, 17, 3))
        #expect(harness.item(1) == rect(21, 1, 17, 3))
        #expect(harness.item(2) == rect(2, 5, 17, 3))
        #expect(harness.item(4) == rect(2, 9, 17, 3))
        // Three rows: 1 + 3 + 1 + 3 + 1 + 3 = 12.
        #expect(harness.layout.collectionViewContentSize == CGSize(width: 40, height: 12))
    }
}
