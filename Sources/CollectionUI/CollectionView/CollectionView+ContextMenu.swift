import CollectionControls
import CollectionViews
import Foundation

extension CollectionView {
    /// Opens the context menu the delegate gives for the item at `indexPath` (none: the
    /// background), at `point` in content coordinates: next to the item for a key, at the
    /// pointer for a click (`atPoint`). Returns whether a menu opened.
    func showContextMenu(for indexPath: IndexPath?, at point: CGPoint? = nil) -> Bool {
        guard let delegate else { return false }
        var indexPaths = indexPath.map { [$0] } ?? []
        if let indexPath, let selected = indexPathsForSelectedItems, selected.count > 1, selected.contains(indexPath) {
            indexPaths = selected.sorted()
        }
        let frame = indexPath.flatMap { cellForItem(at: $0)?.cellFrame ?? collectionViewLayout.cellAttributesForItem(at: $0)?.frame }
        let location = point ?? frame.map { CGPoint(x: $0.midX, y: $0.midY) } ?? .zero
        guard let menu = delegate.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: location)?.makeMenu()
        else { return false }
        let anchor = point.map { CGRect(origin: $0, size: CGSize(width: 1, height: 1)) } ?? frame ?? cellBounds
        return MenuController.present(menu, from: self, over: anchor, source: self)
    }
}
