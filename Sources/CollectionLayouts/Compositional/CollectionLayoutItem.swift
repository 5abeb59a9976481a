import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// The smallest piece of a compositional layout: one cell, as `NSCollectionLayoutItem`.
///
/// An item takes ``layoutSize`` from its group (fractions are of the group's size after the
/// group's `contentInsets`), is moved by ``edgeSpacing`` and then shrunk by ``contentInsets``:
/// the cell's frame is what is left. One point is one terminal cell.
open class CollectionLayoutItem {
    /// The size the item takes in its group.
    public let layoutSize: CollectionLayoutSize
    /// Supplementary items attached to the item (badges).
    public let supplementaryItems: [CollectionLayoutSupplementaryItem]
    /// Insets that shrink the cell inside the space the item takes.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space around the item in its group.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?

    /// An item of `layoutSize` with `supplementaryItems` attached to it.
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
