import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// A data source that lets the user move items, as ``CollectionViewDiffableDataSource`` does
/// when its ``ReorderingHandlers/canReorderItem`` is set.
///
/// The collection view runs the interaction: `m` picks up the focused item, Up and Down (or a
/// mouse drag) carry it, Enter (or `m`, or releasing the button) drops it and Escape puts it
/// back; Alt-Up and Alt-Down move the focused item one place at once. The data source shows
/// each step: it changes its model and tells the collection view, with
/// ``CollectionView/moveItem(at:to:)`` (or a batch, or by applying a snapshot), so that the
/// carried item is seen at its new place while it moves. Dropping makes the move final;
/// putting the item back shows it at its first place again.
///
/// ```swift
/// extension Playlist: CollectionViewReorderingDataSource {
///     func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
///     func collectionView(
///         _ collectionView: CollectionView, updateInteractiveMovementOfItemAt sourceIndexPath: IndexPath,
///         to destinationIndexPath: IndexPath
///     ) {
///         songs.insert(songs.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
///         collectionView.moveItem(at: sourceIndexPath, to: destinationIndexPath)
///     }
/// }
/// ```
@MainActor
public protocol CollectionViewReorderingDataSource: CollectionViewDataSource {
    /// Whether the item at `indexPath` can be moved, as UIKit's
    /// `collectionView(_:canMoveItemAt:)`.
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// Where the carried item at `indexPath` goes one place up (`step` -1) or down (`step` 1),
    /// as an index path after the move; `nil` at the ends. The default moves within the section
    /// and across section boundaries: past a section's first item to the end of the section
    /// before, past its last item to the start of the next section.
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemAt indexPath: IndexPath, by step: Int)
        -> IndexPath?

    /// Shows the carried item, now at `sourceIndexPath`, at `destinationIndexPath`: change the
    /// model and tell the collection view (``CollectionView/moveItem(at:to:)``, a batch, or a
    /// snapshot). The move is not final until
    /// ``collectionView(_:endInteractiveMovementOfItemFrom:to:)``.
    func collectionView(
        _ collectionView: CollectionView, updateInteractiveMovementOfItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath)

    /// The carried item was dropped: the move from `originalIndexPath` to `currentIndexPath`
    /// (where it is shown now) is final. Called only when the item moved. The default does
    /// nothing (the model already has the new order).
    func collectionView(
        _ collectionView: CollectionView, endInteractiveMovementOfItemFrom originalIndexPath: IndexPath,
        to currentIndexPath: IndexPath)

    /// The carried item was put back (Escape, or editing ended): show it at
    /// `originalIndexPath` again. The default moves it there with
    /// ``collectionView(_:updateInteractiveMovementOfItemAt:to:)``.
    func collectionView(
        _ collectionView: CollectionView, cancelInteractiveMovementOfItemFrom originalIndexPath: IndexPath,
        at currentIndexPath: IndexPath)
}

extension CollectionViewReorderingDataSource {
    /// The place before or after `indexPath`, across section boundaries, by the collection
    /// view's counts.
    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemAt indexPath: IndexPath, by step: Int)
        -> IndexPath?
    {
        let sections = collectionView.numberOfSections
        guard indexPath.count == 2, (0..<sections).contains(indexPath.section) else { return nil }
        let count = collectionView.numberOfItems(inSection: indexPath.section)
        if step > 0 {
            if indexPath.item + 1 < count { return IndexPath(item: indexPath.item + 1, section: indexPath.section) }
            return indexPath.section + 1 < sections ? IndexPath(item: 0, section: indexPath.section + 1) : nil
        }
        if indexPath.item > 0 { return IndexPath(item: indexPath.item - 1, section: indexPath.section) }
        guard indexPath.section > 0 else { return nil }
        return IndexPath(item: collectionView.numberOfItems(inSection: indexPath.section - 1), section: indexPath.section - 1)
    }

    /// Does nothing: the model already has the new order.
    public func collectionView(
        _ collectionView: CollectionView, endInteractiveMovementOfItemFrom originalIndexPath: IndexPath,
        to currentIndexPath: IndexPath
    ) {}

    /// Moves the item back with ``collectionView(_:updateInteractiveMovementOfItemAt:to:)``.
    public func collectionView(
        _ collectionView: CollectionView, cancelInteractiveMovementOfItemFrom originalIndexPath: IndexPath,
        at currentIndexPath: IndexPath
    ) {
        guard originalIndexPath != currentIndexPath else { return }
        self.collectionView(collectionView, updateInteractiveMovementOfItemAt: currentIndexPath, to: originalIndexPath)
    }
}
