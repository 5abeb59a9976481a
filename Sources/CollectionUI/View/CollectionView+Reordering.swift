import CollectionCanvas
import CollectionModel
import Foundation

extension CollectionView {
    /// Whether an item is being moved.
    public var isReordering: Bool { reordering.isReordering }
}
