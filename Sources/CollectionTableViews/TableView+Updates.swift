import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

extension TableView {
    /// Starts a batch, as UIKit's `beginUpdates()`: change the model, call the row and section
    /// methods below, then ``endUpdates()``. The rows on screen are taken as they are now, so
    /// that the batch can animate from them. Batches nest; the outermost `endUpdates` applies.
    public func beginUpdates() {
        updateDepth += 1
        guard updateDepth == 1 else { return }
        updateCapture = collectionView.captureBeforeModelChange(animated: true)
        updateAnimates = false
        collectionView.pendingUpdate = CollectionViewUpdate()
    }

    /// Applies the batch begun with ``beginUpdates()``: rows on screen follow their items,
    /// selection and focus too, animated when a change asked for an animation. A batch whose
    /// counts do not add up (UIKit's "Invalid update") is reported and the table reloads
    /// instead; an `endUpdates` without a `beginUpdates` is reported and ignored.
    public func endUpdates() {
        endUpdates(completion: nil)
    }

    /// Runs `updates` as one batch (between ``beginUpdates()`` and ``endUpdates()``), as UIKit's
    /// `performBatchUpdates(_:completion:)`. `completion` gets `false` when the batch was
    /// invalid and the table reloaded; it runs when the animation ends.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    private func endUpdates(completion: ((Bool) -> Void)?) {
        guard updateDepth > 0 else {
            Diagnostics.report(Diagnostic(
                domain: "tableView", kind: "unbalancedEndUpdates",
                message: "endUpdates() without beginUpdates(); nothing to apply."))
            completion?(false)
            return
        }
        updateDepth -= 1
        guard updateDepth == 0 else {
            // A nested batch joins the outer one.
            completion?(true)
            return
        }
        let update = collectionView.pendingUpdate ?? CollectionViewUpdate()
        collectionView.pendingUpdate = nil
        let capture = updateCapture
        updateCapture = nil
        collectionView.performUpdate(
            animated: updateAnimates, modelAlreadyChanged: true, captured: capture, { update }, completion: completion)
    }

    /// Runs `change` (a collection view update call) in the open batch, noting whether it
    /// animates; outside a batch the collection view applies it at once.
    private func record(_ animation: RowAnimation, _ change: () -> Void) {
        if updateDepth > 0, animation != .none { updateAnimates = true }
        change()
    }

    /// Inserts rows (index paths after the update). Outside a batch the change shows at once,
    /// without animation (the model has already changed when it is called).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { collectionView.insertItems(at: indexPaths) }
    }

    /// Deletes rows (index paths before the update); see ``insertRows(at:with:)``.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { collectionView.deleteItems(at: indexPaths) }
    }

    /// Asks the data source for new cells for rows (index paths before the update).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { collectionView.reloadItems(at: indexPaths) }
    }

    /// Moves a row from `indexPath` (before the update) to `newIndexPath` (after).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.automatic) { collectionView.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { collectionView.insertSections(sections) }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { collectionView.deleteSections(sections) }
    }

    /// Asks the data source for every row of sections again (indexes before the update).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { collectionView.reloadSections(sections) }
    }

    /// Moves a section from `section` (before the update) to `newSection` (after).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record(.automatic) { collectionView.moveSection(section, toSection: newSection) }
    }
}
