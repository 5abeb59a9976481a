import CollectionCanvas
import CollectionModel
import Foundation

/// Options for a whole compositional layout, as `UICollectionViewCompositionalLayoutConfiguration`.
///
/// A value type (UIKit's is a class whose getter returns a copy, so
/// `layout.configuration.interSectionSpacing = 2` silently does nothing there): here that line
/// changes the layout and invalidates it. Declare a configuration you build with `var`.
public struct CollectionViewCompositionalLayoutConfiguration {
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
