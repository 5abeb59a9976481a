import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

extension TableView {
    /// The selected row (the first, when several are), as UIKit's `indexPathForSelectedRow`.
    public var indexPathForSelectedRow: IndexPath? {
        collectionView.indexPathsForSelectedItems?.min()
    }

    /// The selected rows, in order; `nil` when none is selected, as in UIKit.
    public var indexPathsForSelectedRows: [IndexPath]? {
        guard let selected = collectionView.indexPathsForSelectedItems, !selected.isEmpty else { return nil }
        return selected.sorted()
    }

    /// Selects the row at `indexPath` (or, with `nil`, deselects every row) and scrolls it to
    /// `scrollPosition`, without asking or telling the delegate, as in UIKit. A row that does not
    /// exist is reported and nothing changes.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        collectionView.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition.collectionViewPosition)
    }

    /// Deselects the row at `indexPath`, without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        collectionView.deselectItem(at: indexPath, animated: animated)
    }

    /// Whether the user may select the row now: selection is allowed in the current mode and
    /// the delegate's `willSelectRowAt` keeps the row.
    func userMaySelectRow(at indexPath: IndexPath) -> Bool {
        let allowed = isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
        guard allowed else { return false }
        guard let delegate else { return true }
        return delegate.tableView(self, willSelectRowAt: indexPath) == indexPath
    }
}
