import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// A resize pages carousels again, so that the item they rested on shows whole.
@MainActor
@Suite struct CarouselResizeTests {
    /// Section 0: a carousel of groups `groupWidth` wide (a fraction of the width when below 1)
    /// with `behavior`; section 1: a plain list.
    private func layout(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, groupWidth: CGFloat) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let width: CollectionLayoutDimension = groupWidth < 1 ? .fractionalWidth(groupWidth) : .absolute(groupWidth)
                let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: width, heightDimension: .absolute(2)), subitems: [item])
                let layoutSection = CollectionLayoutSection(group: group)
                layoutSection.orthogonalScrollingBehavior = behavior
                return layoutSection
            }
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)))
            let group = CollectionLayoutGroup.vertical(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item])
            return CollectionLayoutSection(group: group)
        }
    }

    private func carousel(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, groupWidth: CGFloat, width: Int) -> (StringCollection, Pilot) {
        let list = StringCollection(layout: layout(behavior, groupWidth: groupWidth), width: width, height: 6)
        list.dataSource.apply(
            StringCollection.snapshot([("carousel", (0..<6).map { "c\($0)" }), ("list", ["l0", "l1"])]), animatingDifferences: false)
        return (list, Pilot(root: list.collectionView, width: width, height: 6))
    }

    /// Groups 0.4 of the width: after a resize the offset kept in cells would rest between two
    /// groups; the carousel pages again to the focused item, which shows whole.
    @Test(arguments: [CollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary])
    func aResizePagesTheCarouselToItsItemAgain(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) throws {
        let (list, pilot) = carousel(behavior, groupWidth: 0.4, width: 50)
        let view = list.collectionView
        pilot.press(.right, .right, .right)
        #expect(view.focusedIndexPath == IndexPath(item: 3, section: 0))
        for width in [40, 63, 30] {
            pilot.resize(width: width, height: 6)
            let frame = try #require(view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame)
            #expect(frame.minX >= 1 && frame.maxX <= CGFloat(width) - 1, "\(behavior) at \(width): \(frame)")
        }
    }
}
