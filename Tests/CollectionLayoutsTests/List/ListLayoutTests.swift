import CollectionCanvas
import CollectionDiagnostics
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

/// The five list appearances, in a 40-column view (frames computed from the documented
/// geometry: rows one cell high, separators a row of their own).
@MainActor
@Suite struct ListLayoutTests {
    typealias Configuration = CollectionLayoutListConfiguration
    let header = Configuration.elementKindSectionHeader
    let footer = Configuration.elementKindSectionFooter
    let separator = Configuration.separatorElementKind

    func harness(_ appearance: Configuration.Appearance, headers: Bool = true, footers: Bool = false,
                 counts: [Int] = [3, 2], height: CGFloat = 24) -> LayoutHarness {
        var configuration = Configuration(appearance: appearance)
        configuration.headerMode = headers ? .supplementary : .none
        configuration.footerMode = footers ? .supplementary : .none
        return LayoutHarness(CollectionViewCompositionalLayout.list(using: configuration), counts: counts, width: 40, height: height)
    }

    @Test func plain() {
        let list = harness(.plain)
        // Section 0: header row 0, items rows 1, 3, 5, separators rows 2 and 4 (none after the last).
        #expect(list.supplementary(header, 0, 0) == rect(0, 0, 40, 1))
        #expect(list.item(0, 0) == rect(0, 1, 40, 1))
        #expect(list.item(2, 0) == rect(0, 5, 40, 1))
        #expect(list.decoration(separator, 0, 0) == rect(0, 2, 40, 1))
        #expect(list.decoration(separator, 1, 0) == rect(0, 4, 40, 1))
        #expect(list.decoration(separator, 2, 0) == nil)
        // Section 1: header 6, items 7 and 9, separator 8.
        #expect(list.supplementary(header, 0, 1) == rect(0, 6, 40, 1))
        #expect(list.item(1, 1) == rect(0, 9, 40, 1))
        #expect(list.layout.collectionViewContentSize == CGSize(width: 40, height: 10))
        // Plain headers pin: scrolled to row 3, section 0's header is drawn at row 3 above rows.
        list.view.contentOffset = CGPoint(x: 0, y: 3)
        let pinned = list.layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0))
        #expect(pinned?.frame == rect(0, 3, 40, 1))
        #expect(pinned?.zIndex == 2)
    }

    @Test func plainWithFootersAndNoHeaders() {
        let list = harness(.plain, headers: false, footers: true)
        #expect(list.item(0, 0) == rect(0, 0, 40, 1))
        #expect(list.item(2, 0) == rect(0, 4, 40, 1))
        #expect(list.supplementary(footer, 0, 0) == rect(0, 5, 40, 1))
        #expect(list.item(0, 1) == rect(0, 6, 40, 1))
        #expect(list.layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func grouped() {
        let list = harness(.grouped)
        // A blank row above each section; headers scroll.
        #expect(list.supplementary(header, 0, 0) == rect(0, 1, 40, 1))
        #expect(list.item(0, 0) == rect(0, 2, 40, 1))
        #expect(list.decoration(separator, 0, 0) == rect(0, 3, 40, 1))
        #expect(list.item(2, 0) == rect(0, 6, 40, 1))
        // Section 1 starts at row 7: blank 7, header 8, items 9 and 11.
        #expect(list.supplementary(header, 0, 1) == rect(0, 8, 40, 1))
        #expect(list.item(1, 1) == rect(0, 11, 40, 1))
        #expect(list.layout.collectionViewContentSize == CGSize(width: 40, height: 12))
        list.view.contentOffset = CGPoint(x: 0, y: 4)
        #expect(list.supplementary(header, 0, 0) == rect(0, 1, 40, 1))
    }

    @Test func insetGrouped() {
        let list = harness(.insetGrouped)
        // Rows and header inset 2 columns from each side; separators start one column further.
        #expect(list.supplementary(header, 0, 0) == rect(2, 1, 36, 1))
        #expect(list.item(0, 0) == rect(2, 2, 36, 1))
        #expect(list.decoration(separator, 0, 0) == rect(3, 3, 35, 1))
        // The background covers the rows (2..<7) between the insets.
        #expect(list.decoration(Configuration.backgroundElementKind, 0, 0) == rect(2, 2, 36, 5))
        #expect(list.decoration(Configuration.backgroundElementKind, 0, 1) == rect(2, 9, 36, 3))
        #expect(list.layout.collectionViewContentSize == CGSize(width: 40, height: 12))
    }

    @Test func sidebar() {
        let list = harness(.sidebar)
        // No separators: rows follow each other; one column of inset; a blank row per section.
        #expect(list.supplementary(header, 0, 0) == rect(1, 1, 38, 1))
        #expect(list.item(0, 0) == rect(1, 2, 38, 1))
        #expect(list.item(2, 0) == rect(1, 4, 38, 1))
        #expect(list.decoration(separator, 0, 0) == nil)
        #expect(list.supplementary(header, 0, 1) == rect(1, 6, 38, 1))
        #expect(list.item(1, 1) == rect(1, 8, 38, 1))
        #expect(list.layout.collectionViewContentSize == CGSize(width: 40, height: 9))
    }

    @Test func sidebarPlain() {
        let list = harness(.sidebarPlain, headers: false)
        #expect(list.item(0, 0) == rect(0, 0, 40, 1))
        #expect(list.item(2, 0) == rect(0, 2, 40, 1))
        #expect(list.item(0, 1) == rect(0, 3, 40, 1))
        #expect(list.layout.collectionViewContentSize == CGSize(width: 40, height: 5))
    }

    @Test func separatorsCanBeTurnedOff() {
        var configuration = Configuration(appearance: .plain)
        configuration.showsSeparators = false
        let list = LayoutHarness(CollectionViewCompositionalLayout.list(using: configuration), counts: [3], width: 40)
        #expect(list.item(2, 0) == rect(0, 2, 40, 1))
        #expect(list.layout.layoutAttributesForElements(in: rect(0, 0, 40, 3))?.count == 3)
    }

    @Test func firstItemInSectionHeaderMode() {
        var configuration = Configuration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let list = LayoutHarness(CollectionViewCompositionalLayout.list(using: configuration), counts: [3], width: 40)
        // The first item is the header row: no supplementary header.
        #expect(list.item(0, 0) == rect(1, 1, 38, 1))
        #expect(list.supplementary(header, 0, 0) == nil)
    }

    @Test func listSectionInProvider() {
        let layout = CollectionViewCompositionalLayout { index, environment in
            CollectionLayoutSection.list(
                using: Configuration(appearance: index == 0 ? .sidebarPlain : .insetGrouped), layoutEnvironment: environment)
        }
        let list = LayoutHarness(layout, counts: [2, 1], width: 40)
        #expect(list.item(1, 0) == rect(0, 1, 40, 1))
        // Section 1: blank row 2, row 3 inset by 2.
        #expect(list.item(0, 1) == rect(2, 3, 36, 1))
    }
}
