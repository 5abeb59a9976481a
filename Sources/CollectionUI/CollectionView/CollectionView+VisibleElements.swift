import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

extension CollectionView {
    /// The cells on screen.
    ///
    /// - Complexity: O(*v* log *v*), where *v* is the number of visible cells (their index paths
    ///   are sorted on each call), after the layout pass if one is pending.
    public var visibleCells: [CollectionViewCell] {
        visibleElements.updateIfNeeded()
        return indexPathsForVisibleItems.compactMap { visibleElements.cell(at: $0) }
    }

    /// The index paths of the cells on screen, in order.
    ///
    /// - Complexity: O(*v* log *v*), where *v* is the number of visible cells (sorted on each
    ///   call), after the layout pass if one is pending.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleElements.updateIfNeeded()
        return visibleElements.indexPaths
    }

    /// The visible cell for `indexPath`, or `nil` when the item is not on screen.
    ///
    /// - Complexity: Expected O(1), after the layout pass if one is pending.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        visibleElements.updateIfNeeded()
        return visibleElements.cell(at: indexPath)
    }

    /// The visible supplementary view of `elementKind` at `indexPath`.
    ///
    /// - Complexity: Expected O(1), after the layout pass if one is pending.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        visibleElements.updateIfNeeded()
        return visibleElements.supplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// The item at `point` (in content coordinates, as in UIKit: in points under a point scale,
    /// as the bounds are), or `nil`.
    ///
    /// - Complexity: That of the layout's ``CollectionViewLayout/layoutAttributesForElements(in:)``
    ///   for a rectangle of one cell: O(log *n* + *k*) with the compositional and flow layouts,
    ///   where *n* is the number of items and *k* the number of elements found there.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        indexPathForItem(atCell: effectivePointScale.cells(point))
    }

    /// ``indexPathForItem(at:)`` for a point in cells.
    package func indexPathForItem(atCell point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.cellAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The number of cell and supplementary views alive (on screen and in the reuse pools): it
    /// stays within the visible count plus the pools' small margin.
    ///
    /// - Complexity: O(*p*), where *p* is the number of reuse identifiers (one count per pool).
    public var numberOfLiveReusableViews: Int {
        visibleElements.count + reuseQueue.numberOfQueuedViews
    }

    /// A cell for the item at `indexPath` from the data source (a plain one without).
    func makeCell(at indexPath: IndexPath) -> CollectionViewCell {
        guard let dataSource else { return CollectionViewCell() }
        return dataSource.collectionView(self, cellForItemAt: indexPath)
    }

    // MARK: Cell state

    /// Sets the selection, focus and editing flags of `cell` for `indexPath`.
    func applyState(to cell: CollectionViewCell, at indexPath: IndexPath) {
        var state = cell.configurationState
        state.isSelected = selection.contains(indexPath)
        state.isFocused = focusedIndexPath == indexPath
        state.isHighlighted = state.isFocused
        state.isEditing = isEditing
        if let outline = dataSource as? CollectionViewOutlineDataSource,
            let info = outline.collectionView(self, outlineStateForItemAt: indexPath)
        {
            state.isExpanded = info.isExpanded
            if let listCell = cell as? CollectionViewListCell, listCell.indentationLevel != info.level {
                listCell.indentationLevel = info.level
            }
        }
        cell.isInMultipleSelection = allowsMultipleSelectionNow
        cell.setConfigurationState(state)
    }

    /// Re-applies state flags to every visible cell.
    func refreshCellStates() {
        visibleElements.forEachCell { path, cell in applyState(to: cell, at: path) }
        setNeedsDisplay()
    }
}
