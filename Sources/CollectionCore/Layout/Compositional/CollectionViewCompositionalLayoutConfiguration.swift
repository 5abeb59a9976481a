import Foundation

/// Options for a whole compositional layout, as `UICollectionViewCompositionalLayoutConfiguration`.
public final class CollectionViewCompositionalLayoutConfiguration {
    /// The axis sections are stacked along (and groups repeat along).
    public var scrollDirection: CollectionView.ScrollDirection = .vertical
    /// The space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout: `.top` ones before the first section, `.bottom`
    /// ones after the last (`.leading`/`.trailing` in a horizontal layout). Their index path is
    /// `IndexPath(index: n)`, n counting the items of the same kind.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Insets of the layout container, seen by sections as
    /// ``CollectionLayoutContainer/contentInsets``: content starts inside them.
    public var contentInsets: DirectionalEdgeInsets = .zero

    /// A vertical configuration with no spacing, no boundary items and no insets.
    public init() {}
}
