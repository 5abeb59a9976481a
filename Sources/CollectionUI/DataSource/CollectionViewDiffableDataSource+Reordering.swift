import CollectionCanvas
import CollectionModel
import Foundation

/// Interactive reordering through ``ReorderingHandlers``: with `canReorderItem` set, the
/// collection view lets the user move items (`m` and the arrows, Alt-Up/Alt-Down, or a mouse
/// drag). While an item is carried, the data source shows each step as an animated apply
/// without calling the handlers; when it is dropped, the handlers get one transaction from the
/// order before the move to the order after it (`willReorder` while the data source still has
/// the old order, `didReorder` after it applied the new one).
extension CollectionViewDiffableDataSource: ReorderingDataSource {
    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = current.itemIdentifier(at: indexPath) else {
            return false
        }
        return canReorder(item)
    }

    func reorderDestination(from indexPath: IndexPath, step: Int) -> IndexPath? {
        let sections = current.numberOfSections
        guard indexPath.count == 2, (0..<sections).contains(indexPath.section) else { return nil }
        let count = collectionViewCount(indexPath.section)
        if step > 0 {
            if indexPath.item + 1 < count { return IndexPath(item: indexPath.item + 1, section: indexPath.section) }
            return indexPath.section + 1 < sections ? IndexPath(item: 0, section: indexPath.section + 1) : nil
        }
        if indexPath.item > 0 { return IndexPath(item: indexPath.item - 1, section: indexPath.section) }
        guard indexPath.section > 0 else { return nil }
        return IndexPath(item: collectionViewCount(indexPath.section - 1), section: indexPath.section - 1)
    }

    func previewReorder(from source: IndexPath, to destination: IndexPath) {
        guard let moved = Self.snapshot(current, moving: source, to: destination) else { return }
        apply(moved, animatingDifferences: true)
    }

    func endReorder(from origin: IndexPath, current position: IndexPath, commit: Bool) {
        let final = current
        guard let initial = Self.snapshot(final, moving: position, to: origin) else { return }
        guard commit else {
            apply(initial, animatingDifferences: true)
            return
        }
        // The handlers see the order before the move while `willReorder` runs.
        apply(initial, animatingDifferences: false)
        let transaction = DiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        reorderingHandlers.willReorder?(transaction)
        apply(final, animatingDifferences: false)
        reorderingHandlers.didReorder?(transaction)
    }

    private func collectionViewCount(_ section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// `snapshot` with the item at `source` moved so that it ends up at `destination`.
    static func snapshot(_ snapshot: Snapshot, moving source: IndexPath, to destination: IndexPath) -> Snapshot? {
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
