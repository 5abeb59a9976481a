import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// The selected items of a collection view, in the order they were selected.
///
/// The view decides what a press or a call selects (asking and telling the delegate); this
/// keeps the result: one item, or several with multiple selection, following their items
/// through updates.
struct SelectionState {
    /// The selected items, oldest first.
    private(set) var indexPaths: [IndexPath] = []

    /// Whether the item at `indexPath` is selected.
    func contains(_ indexPath: IndexPath) -> Bool { indexPaths.contains(indexPath) }

    /// Selects `indexPath`: alone, or added to the others when `keepingOthers`.
    mutating func select(_ indexPath: IndexPath, keepingOthers: Bool) {
        if keepingOthers {
            if !indexPaths.contains(indexPath) { indexPaths.append(indexPath) }
        } else {
            indexPaths = [indexPath]
        }
    }

    /// Deselects `indexPath`.
    mutating func deselect(_ indexPath: IndexPath) {
        indexPaths.removeAll { $0 == indexPath }
    }

    /// Deselects everything.
    mutating func removeAll() {
        indexPaths = []
    }

    /// Keeps only the most recently selected item (multiple selection was turned off).
    mutating func keepLast() {
        if let last = indexPaths.last { indexPaths = [last] }
    }

    /// Moves each selected item to where `transform` says it went; items it drops are
    /// deselected.
    mutating func follow(_ transform: (IndexPath) -> IndexPath?) {
        indexPaths = indexPaths.compactMap(transform)
    }
}
