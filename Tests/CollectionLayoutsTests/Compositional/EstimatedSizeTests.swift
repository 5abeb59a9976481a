import CollectionCanvas
import CollectionDiagnostics
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

/// Cells reporting their fitting size through `invalidateEstimatedSize(_:forItemAt:)`.
@MainActor
@Suite struct EstimatedSizeTests {
    @Test func listRowGrowsAndEverythingAfterMoves() {
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
        let list = LayoutHarness(layout, counts: [3, 2], width: 40)
        // Before: rows 0, 2, 4 (separators between), section 1 rows 5 and 7; content 8 high.
        #expect(list.item(0, 1) == rect(0, 5, 40, 1))
        #expect(layout.collectionViewContentSize.height == 8)
        // Item 1 wraps onto 3 rows.
        #expect(layout.invalidateEstimatedSize(CGSize(width: 40, height: 3), forItemAt: IndexPath(item: 1, section: 0)))
        #expect(!layout.needsPrepare)
        #expect(list.item(0, 0) == rect(0, 0, 40, 1))
        #expect(list.item(1, 0) == rect(0, 2, 40, 3))
        #expect(list.decoration(CollectionLayoutListConfiguration.separatorElementKind, 1, 0) == rect(0, 5, 40, 1))
        #expect(list.item(2, 0) == rect(0, 6, 40, 1))
        #expect(list.item(0, 1) == rect(0, 7, 40, 1))
        #expect(layout.collectionViewContentSize.height == 10)
        // Queries see the new frames.
        #expect(list.elements(in: rect(0, 3, 40, 1)) == ["cell - [0, 1] 0.0,2.0,40.0,3.0 z0"])
        // Reporting the same size again changes nothing.
        #expect(!layout.invalidateEstimatedSize(CGSize(width: 40, height: 3), forItemAt: IndexPath(item: 1, section: 0)))
        // A new prepare (same size, same counts) keeps the reported size.
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        #expect(list.item(2, 0) == rect(0, 6, 40, 1))
    }

    @Test func estimatedGridRowTakesItsTallestItem() {
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(0.5), .estimated(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .estimated(1)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let grid = LayoutHarness(layout, counts: [4], width: 20)
        #expect(grid.item(2) == rect(0, 1, 10, 1))
        #expect(layout.invalidateEstimatedSize(CGSize(width: 10, height: 4), forItemAt: IndexPath(item: 1, section: 0)))
        // Row 0 is now 4 high; item 0 keeps its own height, row 1 moves to y = 4.
        #expect(grid.item(0) == rect(0, 0, 10, 1))
        #expect(grid.item(1) == rect(10, 0, 10, 4))
        #expect(grid.item(2) == rect(0, 4, 10, 1))
        #expect(layout.collectionViewContentSize == CGSize(width: 20, height: 5))
    }

    @Test func absoluteItemsIgnoreReports() {
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .absolute(2)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .absolute(2)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let list = LayoutHarness(layout, counts: [2], width: 20)
        #expect(!layout.invalidateEstimatedSize(CGSize(width: 20, height: 5), forItemAt: IndexPath(item: 0, section: 0)))
        #expect(list.item(1) == rect(0, 2, 20, 2))
    }

    @Test func estimatedHeaderGrows() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.showsSeparators = false
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        let list = LayoutHarness(layout, counts: [2, 1], width: 40)
        let kind = CollectionLayoutListConfiguration.elementKindSectionHeader
        #expect(layout.invalidateEstimatedSize(CGSize(width: 40, height: 2), forSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: 0)))
        #expect(list.supplementary(kind, 0, 0) == rect(0, 0, 40, 2))
        #expect(list.item(0, 0) == rect(0, 2, 40, 1))
        #expect(list.supplementary(kind, 0, 1) == rect(0, 4, 40, 1))
    }

    @Test func invalidReportsAreDiagnosedAndIgnored() {
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .sidebarPlain))
        let list = LayoutHarness(layout, counts: [2], width: 40)
        let (changed, diagnostics) = Diagnostics.collect {
            [
                layout.invalidateEstimatedSize(CGSize(width: 1, height: CGFloat.nan), forItemAt: IndexPath(item: 0, section: 0)),
                layout.invalidateEstimatedSize(CGSize(width: 1, height: -2), forItemAt: IndexPath(item: 0, section: 0)),
                layout.invalidateEstimatedSize(CGSize(width: 1, height: 2), forItemAt: IndexPath(item: 9, section: 0)),
                layout.invalidateEstimatedSize(CGSize(width: 1, height: 2), forItemAt: IndexPath(item: 0, section: 4)),
            ]
        }
        #expect(changed == [false, false, false, false])
        #expect(diagnostics.map { $0.kind } == ["invalidFittingSize", "invalidFittingSize", "invalidIndexPath", "invalidIndexPath"])
        #expect(list.item(1) == rect(0, 1, 40, 1))
    }

    @Test func invalidatingOneSectionKeepsTheOthers() {
        var built: [Int] = []
        var rowHeight: CGFloat = 1
        let layout = CollectionViewCompositionalLayout { index, _ in
            built.append(index)
            let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
            let height = index == 1 ? rowHeight : 1
            let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .absolute(height)), subitems: [item])
            return CollectionLayoutSection(group: group)
        }
        let harness = LayoutHarness(layout, counts: [2, 2, 2], width: 10)
        #expect(built == [0, 1, 2])
        rowHeight = 3
        layout.invalidateSections(IndexSet(integer: 1))
        layout.prepareIfNeeded()
        // Only section 1 was asked for again; section 2 moved down by 2 * 2 rows.
        #expect(built == [0, 1, 2, 1])
        #expect(harness.item(1, 1) == rect(0, 5, 10, 3))
        #expect(harness.item(0, 2) == rect(0, 8, 10, 1))
    }
}

@MainActor
@Suite struct OrthogonalEstimatedSizeTests {
    @Test func estimatedWidthsInAnOrthogonalSection() {
        let item = CollectionLayoutItem(layoutSize: .size(.estimated(4), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.estimated(4), .absolute(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let layout = CollectionViewCompositionalLayout(section: section)
        let harness = LayoutHarness(layout, counts: [3, 1], width: 20)
        #expect(harness.item(2) == rect(8, 0, 4, 1))
        #expect(layout.orthogonalContentSize(forSection: 0) == CGSize(width: 12, height: 1))
        // Item 1 needs 6 columns: item 2 moves right by 2 and the section scrolls 2 further.
        #expect(layout.invalidateEstimatedSize(CGSize(width: 6, height: 1), forItemAt: IndexPath(item: 1, section: 0)))
        #expect(harness.item(1) == rect(4, 0, 6, 1))
        #expect(harness.item(2) == rect(10, 0, 4, 1))
        #expect(layout.orthogonalContentSize(forSection: 0) == CGSize(width: 14, height: 1))
        // Section 1 is not affected.
        #expect(harness.item(0, 1) == rect(0, 1, 4, 1))
    }
}
