import CollectionCanvas
import CollectionDiagnostics
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

/// Apple's "Item Badges", "Section Headers/Footers", "Pinned Section Headers" and "Section
/// Background Decoration" screens.
@MainActor
@Suite struct SupplementaryLayoutTests {
    @Test func itemBadgesScreen() {
        let anchor = CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -1))
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: .size(.absolute(2), .absolute(1)), elementKind: "badge", containerAnchor: anchor)
        let item = CollectionLayoutItem(
            layoutSize: .size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        item.contentInsets = DirectionalEdgeInsets(all: 1)
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .absolute(4)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(all: 2)
        let harness = LayoutHarness(CollectionViewCompositionalLayout(section: section), counts: [8], width: 40)
        // Four columns of 36 / 4 = 9; frames are inset by 1.
        #expect(harness.item(0) == rect(3, 3, 7, 2))
        #expect(harness.item(4) == rect(3, 7, 7, 2))
        // The badge is anchored at the top-trailing corner (x 3 + 7 - 2 = 8, y 3) moved right by
        // half its width (1) and up by its height (1), past the item's corner: it is moved back
        // inside the item (a whole cell of overhang would sit in the gutter), at (8, 3).
        #expect(harness.supplementary("badge", 0, 0) == rect(8, 3, 2, 1))
        #expect(harness.supplementary("badge", 5, 0) == rect(17, 7, 2, 1))
        // Row 2, the gutter above the first row of items, holds nothing.
        #expect((harness.layout.layoutAttributesForElements(in: rect(0, 2, 40, 1)) ?? []).isEmpty)
        let row = harness.layout.layoutAttributesForElements(in: rect(0, 3, 40, 1)) ?? []
        #expect(row.filter { $0.representedElementKind == "badge" }.allSatisfy { $0.zIndex == 1 })
        #expect(row.filter { $0.representedElementKind == "badge" }.map(\.indexPath.item).sorted() == [0, 1, 2, 3])
        #expect(harness.layout.collectionViewContentSize == CGSize(width: 40, height: 12))
    }

    static func headerFooterLayout(pinned: Bool) -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .absolute(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: .size(.fractionalWidth(1), .estimated(1)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = pinned
        header.zIndex = 2
        let footer = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: .size(.fractionalWidth(1), .estimated(1)), elementKind: "footer", alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        return CollectionViewCompositionalLayout(section: section)
    }

    @Test func sectionHeadersFootersScreen() {
        let harness = LayoutHarness(Self.headerFooterLayout(pinned: false), counts: [3, 2], width: 40)
        // Section 0: header row 0, items rows 1, 3, 5, footer row 6 (all inset 2 from the sides).
        #expect(harness.supplementary("header", 0, 0) == rect(2, 0, 36, 1))
        #expect(harness.item(0, 0) == rect(2, 1, 36, 1))
        #expect(harness.item(2, 0) == rect(2, 5, 36, 1))
        #expect(harness.supplementary("footer", 0, 0) == rect(2, 6, 36, 1))
        // Section 1 starts at 7: header 7, items 8 and 10, footer 11.
        #expect(harness.supplementary("header", 0, 1) == rect(2, 7, 36, 1))
        #expect(harness.item(1, 1) == rect(2, 10, 36, 1))
        #expect(harness.supplementary("footer", 0, 1) == rect(2, 11, 36, 1))
        #expect(harness.layout.collectionViewContentSize == CGSize(width: 40, height: 12))
        #expect(harness.elements(in: rect(0, 6, 40, 2)) == [
            "supplementaryView footer [0, 0] 2.0,6.0,36.0,1.0 z1",
            "supplementaryView header [1, 0] 2.0,7.0,36.0,1.0 z2",
        ])
    }

    @Test func pinnedSectionHeadersScreen() {
        let layout = Self.headerFooterLayout(pinned: true)
        let harness = LayoutHarness(layout, counts: [3, 2], width: 40, height: 4)
        #expect(harness.supplementary("header", 0, 0) == rect(2, 0, 36, 1))
        // Scrolling only moves the bounds: no new prepare is needed.
        let scrolled = CGRect(x: 0, y: 3, width: 40, height: 4)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: scrolled))
        harness.view.contentOffset = CGPoint(x: 0, y: 3)
        #expect(!layout.needsPrepare)
        // Section 0 spans rows 0..<7: its header stays at the top of the bounds (row 3).
        #expect(harness.supplementary("header", 0, 0) == rect(2, 3, 36, 1))
        #expect(harness.supplementary("header", 0, 1) == rect(2, 7, 36, 1))
        let visible = harness.layout.layoutAttributesForElements(in: harness.view.bounds) ?? []
        #expect(visible.contains { $0.representedElementKind == "header" && $0.frame == rect(2, 3, 36, 1) })
        // At row 8 section 0's header is pushed up by its section's end (7 - 1 = 6), out of
        // sight, and section 1's header is pinned at row 8.
        harness.view.contentOffset = CGPoint(x: 0, y: 8)
        #expect(harness.supplementary("header", 0, 0) == rect(2, 6, 36, 1))
        #expect(harness.supplementary("header", 0, 1) == rect(2, 8, 36, 1))
        let keys = harness.elements(in: harness.view.bounds)
        #expect(keys.contains("supplementaryView header [1, 0] 2.0,8.0,36.0,1.0 z2"))
        #expect(!keys.contains { $0.hasPrefix("supplementaryView header [0, 0]") })
    }

    @Test func pinnedFooterStaysAtTheBottom() {
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .absolute(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        let footer = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: .size(.fractionalWidth(1), .absolute(1)), elementKind: "footer", alignment: .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [footer]
        let harness = LayoutHarness(CollectionViewCompositionalLayout(section: section), counts: [10], width: 10, height: 4)
        // Natural place: row 10. Pinned to the bottom row of bounds 0..<4: row 3.
        #expect(harness.supplementary("footer", 0, 0) == rect(0, 3, 10, 1))
        harness.view.contentOffset = CGPoint(x: 0, y: 8)
        #expect(harness.supplementary("footer", 0, 0) == rect(0, 10, 10, 1))
    }

    @Test func sectionBackgroundDecorationScreen() {
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .absolute(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = DirectionalEdgeInsets(all: 2)
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(all: 1)
        section.decorationItems = [background]
        let harness = LayoutHarness(CollectionViewCompositionalLayout(section: section), counts: [3, 2], width: 40)
        // Section 0: items at rows 2, 4, 6; it ends at 7 + 2 = 9. Its background is rows 0..<9
        // and the full width, inset by 1.
        #expect(harness.item(2, 0) == rect(2, 6, 36, 1))
        #expect(harness.decoration("background", 0, 0) == rect(1, 1, 38, 7))
        // Section 1 (rows 9..<16): items at 11 and 13.
        #expect(harness.item(0, 1) == rect(2, 11, 36, 1))
        #expect(harness.decoration("background", 0, 1) == rect(1, 10, 38, 5))
        let backgrounds = (harness.layout.layoutAttributesForElements(in: rect(0, 0, 40, 16)) ?? [])
            .filter { $0.representedElementCategory == .decorationView }
        #expect(backgrounds.count == 2)
        #expect(backgrounds.allSatisfy { $0.zIndex == -1 })
    }

    @Test func visibleItemsHandlerCanChangeAttributes() {
        let section = GridLayoutTests.gridLayoutSection()
        var calls = 0
        section.visibleItemsInvalidationHandler = { items, _, environment in
            calls += 1
            #expect(environment.container.contentSize.width == 20)
            for item in items where item.indexPath.item == 1 { item.alpha = 0.25 }
        }
        let harness = LayoutHarness(CollectionViewCompositionalLayout(section: section), counts: [5], width: 20)
        let attributes = harness.layout.layoutAttributesForElements(in: rect(0, 0, 20, 1)) ?? []
        #expect(calls == 1)
        #expect(attributes.first { $0.indexPath.item == 1 }?.alpha == 0.25)
        #expect(attributes.first { $0.indexPath.item == 0 }?.alpha == 1)
    }

    @Test func customGroup() {
        // A staircase: three items of 4x1, each one row lower and 4 columns further.
        let group = CollectionLayoutGroup.custom(layoutSize: .size(.fractionalWidth(1), .absolute(3))) { environment in
            #expect(environment.container.contentSize == CGSize(width: 20, height: 3))
            return (0..<3).map { CollectionLayoutGroupCustomItem(frame: rect(CGFloat($0) * 4, CGFloat($0), 4, 1), zIndex: $0) }
        }
        let harness = LayoutHarness(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), counts: [5], width: 20)
        #expect(harness.item(2) == rect(8, 2, 4, 1))
        #expect(harness.item(4) == rect(4, 4, 4, 1))
        #expect(harness.layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.zIndex == 1)
        #expect(harness.layout.collectionViewContentSize == CGSize(width: 20, height: 6))
    }

    @Test func edgeSpacingFixedAndFlexible() {
        // Two items of 4 in a 20-wide group: flexible leading spacing shares the 12 left over.
        let item = CollectionLayoutItem(layoutSize: .size(.absolute(4), .absolute(1)))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(1), trailing: nil, bottom: nil)
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.absolute(20), .absolute(2)), subitem: item, count: 2)
        let harness = LayoutHarness(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), counts: [2], width: 20)
        // count: 2 sizes each item to 10 wide; no room is left, so the items sit side by side.
        #expect(harness.item(0) == rect(0, 1, 10, 1))
        #expect(harness.item(1) == rect(10, 1, 10, 1))

        let free = CollectionLayoutItem(layoutSize: .size(.absolute(4), .absolute(1)))
        free.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
        let pair = CollectionLayoutGroup.horizontal(layoutSize: .size(.absolute(20), .absolute(1)), subitems: [free, free])
        let spread = LayoutHarness(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: pair)), counts: [2], width: 20)
        // Items repeat while they fit: 4 + 4 + 4 + 4 + 4 = 20, five per group, so nothing is left.
        #expect(spread.item(1) == rect(4, 0, 4, 1))
        let fixedPair = CollectionLayoutGroup.horizontal(layoutSize: .size(.absolute(20), .absolute(1)), subitem: free, count: 2)
        fixedPair.interItemSpacing = .fixed(2)
        let counted = LayoutHarness(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: fixedPair)), counts: [2], width: 20)
        // (20 - 2) / 2 = 9 each.
        #expect(counted.item(1) == rect(11, 0, 9, 1))

        // Two items of 8 in 20 columns leave 4: the trailing item's flexible leading spacing
        // takes them all, pushing it against the group's trailing edge; a fixed top spacing of 1
        // moves it down a row.
        let left = CollectionLayoutItem(layoutSize: .size(.absolute(8), .absolute(1)))
        let right = CollectionLayoutItem(layoutSize: .size(.absolute(8), .absolute(1)))
        right.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(1), trailing: nil, bottom: nil)
        let apart = CollectionLayoutGroup.horizontal(layoutSize: .size(.absolute(20), .absolute(2)), subitems: [left, right])
        let pushed = LayoutHarness(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: apart)), counts: [2], width: 20)
        #expect(pushed.item(0) == rect(0, 0, 8, 1))
        #expect(pushed.item(1) == rect(12, 1, 8, 1))
    }
}

@MainActor
@Suite struct BoundaryAlignmentTests {
    @Test func nonExtendingItemsOverlapTheContent() {
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .absolute(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2)
        let badge = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: .size(.absolute(5), .absolute(1)), elementKind: "tag", alignment: .topTrailing)
        badge.extendsBoundary = false
        let note = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: .size(.absolute(5), .absolute(1)), elementKind: "note", alignment: .bottomLeading)
        note.extendsBoundary = false
        section.boundarySupplementaryItems = [badge, note]
        let harness = LayoutHarness(CollectionViewCompositionalLayout(section: section), counts: [2, 2], width: 20)
        // The content area starts at row 0 (no extending header) and ends at 1 + 2 = 3.
        #expect(harness.supplementary("tag", 0, 0) == rect(13, 0, 5, 1))
        #expect(harness.item(0, 0) == rect(2, 1, 16, 1))
        #expect(harness.supplementary("note", 0, 0) == rect(2, 2, 5, 1))
        // Nothing extends the section: section 1 starts at row 3.
        #expect(harness.supplementary("tag", 0, 1) == rect(13, 3, 5, 1))
        #expect(harness.item(0, 1) == rect(2, 4, 16, 1))
    }

    @Test func supplementariesCanIgnoreContentInsets() {
        let section = GridLayoutTests.gridLayoutSection()
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 3)
        section.supplementariesFollowContentInsets = false
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: .size(.fractionalWidth(0.5), .absolute(2)), elementKind: "header", alignment: .top)]
        let harness = LayoutHarness(CollectionViewCompositionalLayout(section: section), counts: [1], width: 20)
        // Half of the full 20 columns, centred: columns 5..<15.
        #expect(harness.supplementary("header", 0, 0) == rect(5, 0, 10, 2))
        // Items: 0.2 of 20 - 6 = 14 columns, 2.8, snapped to 2 whole columns (equal items get
        // equal widths; the remainder goes to the gutters).
        #expect(harness.item(0) == rect(3, 2, 2, 1))
    }
}
