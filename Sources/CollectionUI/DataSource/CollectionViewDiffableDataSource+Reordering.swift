import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// Interactive reordering through ``ReorderingHandlers``: with `canReorderItem` set, the
/// collection view lets the user move items (`m` and the arrows, Alt-Up/Alt-Down, or a mouse
/// drag). While an item is carried, the data source shows each step as an animated apply
/// without calling the handlers; when it is dropped, the handlers get one transaction from the
/// order before the move to the order after it (`willReorder` while the data source still has
/// the old order, `didReorder` after it applied the new one).
extension CollectionViewDiffableDataSource: CollectionViewReorderingDataSource {
    /// Applies the current snapshot with the item moved, animated, without calling the handlers.
    public func collectionView(
        _ collectionView: CollectionView, updateInteractiveMovementOfItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        guard let moved = Self.snapshot(current, moving: sourceIndexPath, to: destinationIndexPath) else { return }
        apply(moved, animatingDifferences: true)
    }

    /// Gives the handlers one transaction from the order before the move to the order after it:
    /// `willReorder` while the data source has the old order again, `didReorder` after it
    /// applied the new one.
    public func collectionView(
        _ collectionView: CollectionView, endInteractiveMovementOfItemFrom originalIndexPath: IndexPath,
        to currentIndexPath: IndexPath
    ) {
        let final = current
        guard let initial = Self.snapshot(final, moving: currentIndexPath, to: originalIndexPath) else { return }
        // The handlers see the order before the move while `willReorder` runs.
        apply(initial, animatingDifferences: false)
        let transaction = DiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        reorderingHandlers.willReorder?(transaction)
        apply(final, animatingDifferences: false)
        reorderingHandlers.didReorder?(transaction)
    }

    /// Applies the order before the move again, animated, without calling the handlers.
    public func collectionView(
        _ collectionView: CollectionView, cancelInteractiveMovementOfItemFrom originalIndexPath: IndexPath,
        at currentIndexPath: IndexPath
    ) {
        guard let initial = Self.snapshot(current, moving: currentIndexPath, to: originalIndexPath) else { return }
        apply(initial, animatingDifferences: true)
    }

    /// `snapshot` with the item at `source` moved so that it ends up at `destination`.
    package static func snapshot(_ snapshot: Snapshot, moving source: IndexPath, to destination: IndexPath) -> Snapshot? {
        guard let item = snapshot.itemIdentifier(at: source), let section = snapshot.sectionIdentifier(at: destination.section)
        else { return nil }
        var result = snapshot
        result.deleteItems([item])
        let items = result.itemIdentifiers(inSection: section)
        guard destination.item >= 0, destination.item <= items.count else { return nil }
        if destination.item < items.count {
            result.insertItems([item], beforeItem: items[destination.item])
        } else {
            result.appendItems([item], toSection: section)
        }
        return result
    }
}
