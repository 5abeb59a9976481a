import CollectionCore
import CollectionTesting
import Foundation

/// A carousel over a list, for the tests of carousels: section 0 is a carousel of six items
/// ("c0" to "c5") in groups `groupWidth` wide (a fraction of the width when below 1) and two rows
/// high, scrolling with `behavior`; section 1 is a list of "l0" and "l1".
@MainActor
enum CarouselOverList {
    static func layout(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, groupWidth: CGFloat) -> CollectionViewCompositionalLayout {
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

    /// The list, filled, in a pilot `width` columns wide and six rows high.
    static func make(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, groupWidth: CGFloat, width: Int) -> (StringCollection, Pilot) {
        let list = StringCollection(layout: layout(behavior, groupWidth: groupWidth), width: width, height: 6)
        list.dataSource.apply(
            StringCollection.snapshot([("carousel", (0..<6).map { "c\($0)" }), ("list", ["l0", "l1"])]), animatingDifferences: false)
        return (list, Pilot(root: list.collectionView, width: width, height: 6))
    }
}
