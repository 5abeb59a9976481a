import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// Receives selection, highlight (focus) and display events, as `UICollectionViewDelegate`.
/// Every method has a default, so conform with only the ones you need.
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// Whether the item may be selected (Enter, Space or a click); `true` by default.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The item was selected by the user (not called for `selectItem(at:animated:scrollPosition:)`).
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether the selected item may be deselected by the user; `true` by default.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The item was deselected by the user.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Whether the item may be highlighted, which here means focused by the keyboard or mouse.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item got the focus.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item lost the focus.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// A cell is about to be shown.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell left the visible area (it goes back to its reuse pool).
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// The content offset changed.
    func scrollViewDidScroll(_ collectionView: CollectionView)
    /// The item to focus when the collection view, as the key view, has no focus (on entry);
    /// `nil` (the default) lets it choose (see ``CollectionView/isKeyView``).
    func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath?
    /// The context menu for the items at `indexPaths` (the focused or clicked item, or the
    /// selected items when it is one of several selected; empty for a click on no item), opened
    /// at `point` in the collection view's coordinates, as iOS 16's; `nil`, the default, opens
    /// none. By default it asks ``collectionView(_:contextMenuConfigurationForItemAt:point:)``
    /// for a single item. Shift-F10 or Alt-Return on the focused item, or a right click, open it.
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration?
    /// The context menu for one item, as UIKit's before iOS 16 (used when
    /// ``collectionView(_:contextMenuConfigurationForItemsAt:point:)`` is not implemented).
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration?
}

extension CollectionViewDelegate {
    /// Every item may be selected by default.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing by default.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Every selected item may be deselected by default.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing by default.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Every item may take the focus by default.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing by default.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing by default.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Does nothing by default.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing by default.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing by default.
    public func scrollViewDidScroll(_ collectionView: CollectionView) {}
    /// No preference by default: the remembered or first focusable item takes the focus.
    public func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? { nil }
    /// Asks ``collectionView(_:contextMenuConfigurationForItemAt:point:)`` for a single item; no
    /// menu for several or none.
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    /// No menu.
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
}
