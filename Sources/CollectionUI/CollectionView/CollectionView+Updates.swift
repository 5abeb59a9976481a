import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

extension CollectionView {
    /// Records a change in the running batch, or applies it alone outside one (the data
    /// source's model already shows it then, and the change is not animated).
    func record(_ change: (inout CollectionViewUpdate) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
        } else {
            var update = CollectionViewUpdate()
            change(&update)
            performUpdate(animated: false, modelAlreadyChanged: true, { update })
        }
    }

    /// Brings the visible cells and the cached counts up to date with the model as it is now,
    /// and, when `animated`, captures them for an update animation: for a caller that changes
    /// the model between this call and ``performUpdate(animated:modelAlreadyChanged:captured:_:completion:)``
    /// (the table view's `beginUpdates`, the model change, then `endUpdates`).
    package func captureBeforeModelChange(animated: Bool) -> UpdateCapture? {
        finishAnimations()
        _ = counts
        visibleElements.updateIfNeeded()
        return animated ? animator.capture() : nil
    }

    // MARK: The update path

    /// Applies one update: the only way changes reach the visible state.
    ///
    /// Running animations end first, shown swipe actions are dismissed and an item being
    /// carried is left where it is (unless the update is a step of that reorder). Then, unless
    /// `modelAlreadyChanged`, the visible cells are brought up to date with the model as it is
    /// and, when `animated`, captured for the update animation. `changes` then changes the
    /// model and answers the update; the view applies it: visible cells follow their items,
    /// selection and focus follow them too (by the update's remap, else by index path), the
    /// first visible item keeps its place on screen when the view is scrolled, and a focused
    /// item that was on screen stays on screen. An update whose counts do not add up is
    /// reported and recovered from by reloading all data. `completion` gets whether the update
    /// applied (`false` after a recovery) when its animation ends, or at once.
    ///
    /// An update whose model changes before this call (`modelAlreadyChanged`) can still be
    /// animated when the caller took `captured` with ``captureBeforeModelChange(animated:)``
    /// before changing the model (the table view's `beginUpdates`/`endUpdates`).
    @discardableResult
    package func performUpdate(
        animated: Bool, modelAlreadyChanged: Bool = false, captured: UpdateCapture? = nil,
        _ changes: () -> CollectionViewUpdate, completion: ((Bool) -> Void)? = nil
    ) -> Bool {
        finishAnimations()
        dismissSwipeActions()
        reordering.dataWillChange()
        let oldCounts = counts
        var capture: UpdateCapture? = animated ? captured : nil
        if !modelAlreadyChanged {
            // The visible cells must describe the state before the model changes.
            visibleElements.updateIfNeeded()
            if animated { capture = animator.capture() }
        }
        let update = changes()
        sectionCounts = nil
        let applied = apply(update, oldCounts: oldCounts)
        if applied, let capture,
            animator.startUpdate(from: capture, difference: update.difference, completion: completion.map { done in { done(true) } })
        {
            return true
        }
        completion?(applied)
        return applied
    }

    /// Applies `update` to the visible state. The data source already reflects the new state;
    /// the visible cells still describe the old one. Returns `false` after recovering from an
    /// inconsistent update by reloading.
    private func apply(_ update: CollectionViewUpdate, oldCounts: [Int]) -> Bool {
        let newCounts = counts
        var difference = update.difference
        let focusWasVisible = focusedIndexPath.map { visibleElements.cell(at: $0) != nil } ?? false
        guard let mapper = IndexPathMapper(difference: difference, oldCounts: oldCounts, newCounts: newCounts),
            update.reloadsBeforeUpdate.allSatisfy({ mapper.newIndexPath(for: $0) != nil }),
            update.reconfiguresBeforeUpdate.allSatisfy({ mapper.newIndexPath(for: $0) != nil }),
            update.sectionReloadsBeforeUpdate.allSatisfy({ mapper.sectionMap.indices.contains($0) && mapper.sectionMap[$0] >= 0 })
        else {
            Diagnostics.report(Diagnostic(
                domain: "collectionView", kind: "invalidBatchUpdate",
                message: "Invalid update: the changes (\(Self.summary(of: difference))) do not turn the \(oldCounts.count) "
                    + "sections with \(Self.summary(ofCounts: oldCounts)) items into \(newCounts.count) sections with "
                    + "\(Self.summary(ofCounts: newCounts)) items; all data was reloaded."))
            let selected = selection
            let focus = focusedIndexPath
            reloadData()
            // Items the caller knows by identity keep their selection and focus.
            if update.itemRemap != nil {
                selection = selected
                let followed = followItems(focusedBefore: focus, remap: update.itemRemap, mapper: nil)
                if followed.byIdentity, focusWasVisible { focusNavigation.revealAfterUpdate() }
                refreshCellStates()
            }
            return false
        }
        // Where the first visible item is on screen, to keep it there when the view is
        // scrolled (at the top, content inserted above shows, as in UIKit). The visible cells
        // still describe the state before the update.
        let scrolled = cellContentOffset.y > cellMinimumContentOffset.y
        let anchor = visibleElements.firstCell.flatMap { first -> (IndexPath, CGFloat)? in
            guard scrolled else { return nil }
            return (first.indexPath, first.cell.cellFrame.minY - cellBounds.minY)
        }

        difference.reloadedSections += update.sectionReloadsBeforeUpdate.map { mapper.sectionMap[$0] }
        difference.reloadedItems += update.reloadsBeforeUpdate.compactMap(mapper.newIndexPath(for:))
        difference.reconfiguredItems += update.reconfiguresBeforeUpdate.compactMap(mapper.newIndexPath(for:))

        // Visible cells follow their items; reloaded ones are replaced, reconfigured ones updated.
        visibleElements.follow(mapper, difference: difference)
        prefetcher.follow(mapper.newIndexPath(for:))
        // Sideways offsets of orthogonal sections follow their sections.
        var offsets: [Int: CGPoint] = [:]
        for (section, offset) in orthogonalContentOffsets where mapper.sectionMap.indices.contains(section) {
            let new = mapper.sectionMap[section]
            if new >= 0 { offsets[new] = offset }
        }
        orthogonalContentOffsets = offsets

        let followed = followItems(focusedBefore: focusedIndexPath, remap: update.itemRemap, mapper: mapper)
        let focusMovedToAnotherItem = !followed.byIdentity && !followed.byIndexPath && focusedIndexPath != nil

        collectionViewLayout.invalidateLayout()
        layoutIfNeeded()
        if let (path, offset) = anchor, let new = mapper.newIndexPath(for: path),
            let attributes = collectionViewLayout.cellAttributesForItem(at: new)
        {
            let target = CGPoint(x: cellContentOffset.x, y: attributes.frame.minY - offset)
            cellContentOffset = clampedCellContentOffset(target)
        }
        if focusedIndexPath != nil, focusWasVisible || focusMovedToAnotherItem {
            focusNavigation.revealAfterUpdate()
        }
        refreshCellStates()
        setNeedsDisplay()
        return true
    }

    /// A short account of a difference for messages (a long one lists only counts).
    private static func summary(of difference: SnapshotDifference) -> String {
        let changes = difference.deletedItems.count + difference.insertedItems.count + difference.movedItems.count
            + difference.deletedSections.count + difference.insertedSections.count + difference.movedSections.count
        if changes <= 12 { return difference.description }
        return "\(difference.deletedSections.count) sections deleted, \(difference.insertedSections.count) inserted, "
            + "\(difference.movedSections.count) moved; \(difference.deletedItems.count) items deleted, "
            + "\(difference.insertedItems.count) inserted, \(difference.movedItems.count) moved"
    }

    /// Item counts per section for messages, shortened when there are many sections.
    private static func summary(ofCounts counts: [Int]) -> String {
        counts.count <= 12 ? "\(counts)" : "\(counts.prefix(12))… (\(counts.reduce(0, +)) in all)"
    }
}

extension CollectionView {
    /// How focus followed its item through ``followItems(focusedBefore:remap:mapper:)``.
    struct FollowedFocus {
        /// The focused item was found by identity (the update's remap).
        var byIdentity = false
        /// The focused item was found by the difference's index-path mapping.
        var byIndexPath = false
    }

    /// Selection and focus follow their items after the data changed; the one place that
    /// decides it. Selection follows by identity when the caller knows it (`remap`, only into
    /// valid index paths), else by `mapper`'s index-path mapping. Focus follows by identity,
    /// else by the mapping; with a mapping, focus whose item went away moves to the nearest
    /// item. Without a mapping (after a reload that recovered from a bad update) focus moves
    /// only when its item is found by identity.
    func followItems(
        focusedBefore oldFocus: IndexPath?, remap: ((IndexPath) -> IndexPath?)?, mapper: IndexPathMapper?
    ) -> FollowedFocus {
        let byIdentity: (IndexPath) -> IndexPath? = { path in remap?(path).flatMap { self.isValid($0) ? $0 : nil } }
        if remap != nil {
            selection.follow(byIdentity)
        } else if let mapper {
            selection.follow(mapper.newIndexPath(for:))
        }
        var followed = FollowedFocus()
        if let focus = oldFocus.flatMap(byIdentity) {
            followed.byIdentity = true
            focusNavigation.follow(to: focus)
        } else if let mapper {
            if let focus = oldFocus.flatMap(mapper.newIndexPath(for:)) {
                followed.byIndexPath = true
                focusNavigation.follow(to: focus)
            } else {
                focusNavigation.follow(to: oldFocus.flatMap(focusNavigation.nearestItem(to:)))
            }
        }
        return followed
    }
}
