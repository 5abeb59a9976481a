import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// One update of a collection view, as its caller describes it: what changed, with the
/// batch-update meaning of ``SnapshotDifference``, and, when the caller knows its items by
/// identity, where each item went.
///
/// The collection view applies it in ``CollectionView/performUpdate(animated:modelAlreadyChanged:_:completion:)``,
/// the one path every update takes (``CollectionView/performBatchUpdates(_:completion:)``, the
/// single changes such as ``CollectionView/insertItems(at:)``, and the diffable data source's
/// `apply`). The caller supplies the changes; the view alone decides what happens to the
/// visible cells, selection, focus, the scroll position and the animation.
package struct CollectionViewUpdate {
    /// Deletions, insertions, moves (items and sections), reloads and reconfigures.
    package var difference = SnapshotDifference()
    /// Items whose cells are replaced, named by their index paths before the update (UIKit's
    /// `reloadItems(at:)`).
    package var reloadsBeforeUpdate: [IndexPath] = []
    /// Items whose cells are updated in place, named by their index paths before the update.
    package var reconfiguresBeforeUpdate: [IndexPath] = []
    /// Sections whose cells are all replaced, named by their indexes before the update.
    package var sectionReloadsBeforeUpdate: [Int] = []
    /// Where the item that was at an index path before the update is after it (found by
    /// identity), or `nil` when it is gone. The view asks only about selected and focused
    /// items. Without it, selection and focus follow the difference's index-path mapping.
    package var itemRemap: ((IndexPath) -> IndexPath?)?

    /// An update of `difference`, with the reloads and reconfigures named before the update
    /// and, when known, where each item went.
    package init(
        difference: SnapshotDifference = SnapshotDifference(), reloadsBeforeUpdate: [IndexPath] = [],
        reconfiguresBeforeUpdate: [IndexPath] = [], sectionReloadsBeforeUpdate: [Int] = [],
        itemRemap: ((IndexPath) -> IndexPath?)? = nil
    ) {
        self.difference = difference
        self.reloadsBeforeUpdate = reloadsBeforeUpdate
        self.reconfiguresBeforeUpdate = reconfiguresBeforeUpdate
        self.sectionReloadsBeforeUpdate = sectionReloadsBeforeUpdate
        self.itemRemap = itemRemap
    }
}
