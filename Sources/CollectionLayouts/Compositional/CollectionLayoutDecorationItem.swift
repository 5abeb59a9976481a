import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// A decoration view of a section, as `NSCollectionLayoutDecorationItem`; UIKit's only kind is
/// the section background.
///
/// A background covers the section's content area (its groups plus the section's
/// `contentInsets`, without its headers and footers), shrunk by the decoration's own
/// ``CollectionLayoutItem/contentInsets``. It draws below the cells (``zIndex`` is -1 by
/// default) and has the index path `IndexPath(item: 0, section: section)`.
open class CollectionLayoutDecorationItem: CollectionLayoutItem {
    /// The element kind of the decoration view.
    public let elementKind: String
    /// Stacking order; backgrounds draw below cells.
    public var zIndex: Int = -1

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background decoration of `elementKind` behind the section's content.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
