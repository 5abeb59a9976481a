import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// A carousel's more-content signs answer clicks.
@MainActor
@Suite struct CarouselSignClickTests {
    private func carousel(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, groupWidth: CGFloat, width: Int) -> (StringCollection, Pilot) {
        CarouselOverList.make(behavior, groupWidth: groupWidth, width: width)
    }

    @Test func clickingTheSignsPagesTheCarousel() {
        let (list, pilot) = carousel(.groupPaging, groupWidth: 10, width: 25)
        let view = list.collectionView
        #expect(pilot.lines[0].hasSuffix("›"))
        #expect(pilot.click(x: 24, y: 1))
        #expect(view.orthogonalContentOffset(forSection: 0).x == 10)
        #expect(pilot.lines[0].hasPrefix("‹"))
        #expect(view.focusedIndexPath == IndexPath(item: 2, section: 0), "the focus moves to the item the page shows whole")
        pilot.click(x: 24, y: 0)
        #expect(view.orthogonalContentOffset(forSection: 0).x == 20)
        pilot.click(x: 0, y: 0)
        #expect(view.orthogonalContentOffset(forSection: 0).x == 10)
        // A click inside the band, off the signs, focuses the item there as before.
        pilot.click(x: 5, y: 0)
        #expect(view.focusedIndexPath == IndexPath(item: 1, section: 0))
    }

    @Test func aFocusInAnotherSectionStaysWhereItIs() {
        let (list, pilot) = carousel(.groupPaging, groupWidth: 10, width: 25)
        pilot.press(.down)
        let focus = list.collectionView.focusedIndexPath
        #expect(focus?.section == 1)
        pilot.click(x: 24, y: 0)
        #expect(list.collectionView.orthogonalContentOffset(forSection: 0).x == 10)
        #expect(list.collectionView.focusedIndexPath == focus)
    }

    @Test func aContinuousCarouselPagesByItsWidth() {
        let (list, pilot) = carousel(.continuous, groupWidth: 10, width: 25)
        pilot.press(.down)
        pilot.click(x: 24, y: 0)
        #expect(list.collectionView.orthogonalContentOffset(forSection: 0).x == 23)
    }

    @Test func noSignNoPaging() {
        let (list, pilot) = carousel(.groupPaging, groupWidth: 10, width: 25)
        // At the start there is no ‹: column 0 is c0's, and a click focuses it.
        pilot.press(.down, .up)
        pilot.click(x: 0, y: 0)
        #expect(list.collectionView.orthogonalContentOffset(forSection: 0).x == 0)
    }
}

/// A drag across a carousel pans it, and the release lets it rest.
@MainActor
@Suite struct CarouselPanTests {
    private func carousel() -> (StringCollection, Pilot) {
        let layout = CollectionViewCompositionalLayout { section, _ in
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if section == 0 {
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(2)), subitems: [item])
                let layoutSection = CollectionLayoutSection(group: group)
                layoutSection.orthogonalScrollingBehavior = .groupPaging
                return layoutSection
            }
            let group = CollectionLayoutGroup.vertical(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item])
            return CollectionLayoutSection(group: group)
        }
        let list = StringCollection(layout: layout, width: 25, height: 6)
        list.dataSource.apply(
            StringCollection.snapshot([("carousel", (0..<6).map { "c\($0)" }), ("list", ["l0", "l1"])]), animatingDifferences: false)
        return (list, Pilot(root: list.collectionView, width: 25, height: 6))
    }

    @Test func aDragLeftPansForwardAndRestsOnTheNextGroup() {
        let (list, pilot) = carousel()
        let view = list.collectionView
        // The press focuses c1, as any press does; six columns to the left pan the carousel six
        // columns forward, and the release rests it on the next group boundary, with the focus
        // on the card it shows whole.
        pilot.drag(fromX: 15, y: 0, through: [(x: 12, y: 0), (x: 9, y: 0)])
        #expect(view.orthogonalContentOffset(forSection: 0).x == 10)
        #expect(view.focusedIndexPath == IndexPath(item: 2, section: 0))
        pilot.drag(fromX: 15, y: 1, through: [(x: 18, y: 1), (x: 22, y: 1)])
        #expect(view.orthogonalContentOffset(forSection: 0).x == 0, "dragged right: back to the start")
    }

    @Test func aFocusInThePannedCarouselFollowsIt() {
        let (list, pilot) = carousel()
        let view = list.collectionView
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        pilot.drag(fromX: 20, y: 0, through: [(x: 10, y: 0), (x: 2, y: 0)])
        let offset = view.orthogonalContentOffset(forSection: 0).x
        #expect(offset >= 10)
        let focus = view.focusedIndexPath
        let frame = focus.flatMap { view.collectionViewLayout.layoutAttributesForItem(at: $0)?.frame }
        #expect(frame.map { $0.minX >= 1 && $0.maxX <= 24 } == true, "the focus shows whole: \(String(describing: frame))")
        #expect(focus != IndexPath(item: 0, section: 0))
    }

    @Test func aPressWithoutADragStillSelects() {
        let (list, pilot) = carousel()
        pilot.click(x: 15, y: 0)
        #expect(list.collectionView.focusedIndexPath == IndexPath(item: 1, section: 0))
        #expect(list.collectionView.orthogonalContentOffset(forSection: 0).x == 0)
    }
}
