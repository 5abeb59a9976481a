import CollectionCanvas
import CollectionDiagnostics
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

/// Apple's "Orthogonal Sections" and "Orthogonal Section Behaviors" screens.
@MainActor
@Suite struct OrthogonalLayoutTests {
    @Test func orthogonalSectionsScreen() {
        let leading = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(0.7), .fractionalHeight(1)))
        leading.contentInsets = DirectionalEdgeInsets(all: 1)
        let trailingItem = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.3)))
        trailingItem.contentInsets = DirectionalEdgeInsets(all: 1)
        let trailing = CollectionLayoutGroup.vertical(
            layoutSize: .size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailingItem, count: 2)
        let container = CollectionLayoutGroup.horizontal(
            layoutSize: .size(.fractionalWidth(0.75), .fractionalHeight(0.4)), subitems: [leading, trailing])
        let section = CollectionLayoutSection(group: container)
        section.orthogonalScrollingBehavior = .continuous
        let layout = CollectionViewCompositionalLayout(section: section)
        let harness = LayoutHarness(layout, counts: [6, 1], width: 40, height: 20)
        // Groups of 0.75 * 40 = 30 by 0.4 * 20 = 8 side by side: leading item 21 wide, trailing 9.
        #expect(harness.item(0) == rect(1, 1, 19, 6))
        #expect(harness.item(1) == rect(22, 1, 7, 2))
        #expect(harness.item(2) == rect(22, 5, 7, 2))
        #expect(harness.item(3) == rect(31, 1, 19, 6))
        #expect(harness.item(5) == rect(52, 5, 7, 2))
        // Section 1 (one group) sits below the 8-row band of section 0.
        #expect(harness.item(0, 1) == rect(1, 9, 19, 6))
        #expect(layout.orthogonalContentSize(forSection: 0) == CGSize(width: 60, height: 8))
        #expect(layout.maximumOrthogonalContentOffset(forSection: 0) == 20)
        #expect(layout.collectionViewContentSize == CGSize(width: 40, height: 16))

        // Scrolling section 0 by 25 columns moves only its items.
        harness.view.setOrthogonalContentOffset(CGPoint(x: 25, y: 0), forSection: 0)
        #expect(harness.item(3) == rect(6, 1, 19, 6))
        #expect(harness.item(0, 1) == rect(1, 9, 19, 6))
        let visible = (layout.layoutAttributesForElements(in: rect(0, 0, 40, 8)) ?? []).map(\.indexPath.item).sorted()
        // Item 0 now spans -24..<-5: hidden. Items 1 and 2 (-3..<4) are partly visible.
        #expect(visible == [1, 2, 3, 4, 5])
    }

    /// Six sections, one per behaviour: ten groups of 16x2 with 2 columns between them, insets
    /// of 2 on both sides, in a 40-column view.
    static func behaviorsLayout() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { index, _ in
            let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.absolute(16), .absolute(2)), subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.interGroupSpacing = 2
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
            section.orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.allCases[index]
            return section
        }
    }

    @Test func orthogonalSectionBehaviorsScreen() {
        let layout = Self.behaviorsLayout()
        let harness = LayoutHarness(layout, counts: Array(repeating: 10, count: 6), width: 40, height: 20)
        func target(_ proposed: CGFloat, _ velocity: CGFloat, _ section: Int) -> CGFloat {
            layout.targetOrthogonalContentOffset(
                forProposedContentOffset: CGPoint(x: proposed, y: 0), withScrollingVelocity: CGPoint(x: velocity, y: 0),
                inSection: section).x
        }
        // Section 0 (.none) is a plain vertical section: ten rows of 2 with 2 between: 38 high.
        #expect(harness.item(9, 0) == rect(2, 36, 16, 2))
        #expect(target(50, 1, 0) == 0)
        #expect(layout.orthogonalContentSize(forSection: 0) == .zero)
        // The orthogonal sections are one band each, from row 38 on.
        #expect(harness.item(1, 1) == rect(20, 38, 16, 2))
        // Scrollable: 2 + 10 * 16 + 9 * 2 + 2 = 182, so offsets go up to 182 - 40 = 142.
        #expect(layout.orthogonalContentSize(forSection: 1) == CGSize(width: 182, height: 2))

        // .continuous rests where proposed, within 0...142.
        #expect(target(50, 0, 1) == 50)
        #expect(target(500, 3, 1) == 142)
        #expect(target(-5, -1, 1) == 0)
        // .continuousGroupLeadingBoundary: group leading edges at offsets 18 * g; 50 is nearest 54.
        #expect(target(50, 0, 2) == 54)
        #expect(target(40, 1, 2) == 36)
        // .paging: pages of the view's width, 40.
        #expect(target(50, 1, 3) == 80)
        #expect(target(50, -1, 3) == 40)
        #expect(target(50, 0, 3) == 40)
        #expect(target(130, 1, 3) == 142)
        // .groupPaging: the next boundary in the direction of the velocity.
        #expect(target(50, 1, 4) == 54)
        #expect(target(50, -1, 4) == 36)
        #expect(target(50, 0, 4) == 54)
        #expect(target(36, -1, 4) == 36)
        // .groupPagingCentered: insets (40 - 16) / 2 = 12 centre each group; group g is
        // centred at offset 12 + 18g + 8 - 20 = 18g. Scrollable 12 + 178 + 12 = 202.
        #expect(harness.item(0, 5) == rect(12, 46, 16, 2))
        #expect(layout.orthogonalContentSize(forSection: 5) == CGSize(width: 202, height: 2))
        #expect(target(50, 1, 5) == 54)
        #expect(target(50, -1, 5) == 36)
        #expect(target(1000, 1, 5) == 162)
        // At offset 18 the second group is centred: columns 12..<28 of the view.
        harness.view.setOrthogonalContentOffset(CGPoint(x: 18, y: 0), forSection: 5)
        #expect(harness.item(1, 5) == rect(12, 46, 16, 2))
    }

    @Test func orthogonalQueriesMatchBruteForceAtManyOffsets() {
        let layout = Self.behaviorsLayout()
        let harness = LayoutHarness(layout, counts: Array(repeating: 10, count: 6), width: 40, height: 20)
        for offset in stride(from: CGFloat(-10), through: 200, by: 7) {
            for section in 1..<6 { harness.view.setOrthogonalContentOffset(CGPoint(x: offset, y: 0), forSection: section) }
            for top in stride(from: CGFloat(0), through: 50, by: 5) {
                let query = rect(3, top, 30, 6)
                let expected = layout.layoutAttributesForAllElements().filter { overlapping($0.frame, query) }
                #expect(harness.elements(in: query) == expected.map(LayoutHarness.key).sorted())
            }
        }
    }
}

/// Whether two rectangles share an area (the documented meaning of "in rect").
@MainActor func overlapping(_ a: CGRect, _ b: CGRect) -> Bool {
    a.width > 0 && a.height > 0 && b.width > 0 && b.height > 0
        && a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}
