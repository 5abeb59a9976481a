import CollectionCanvas
import CollectionModel
import Foundation

extension CollectionView {
    /// The cells on screen.
    public var visibleCells: [CollectionViewCell] {
        updateVisibleElementsIfNeeded()
        return indexPathsForVisibleItems.compactMap { visibleCellViews[$0] }
    }

    /// The index paths of the cells on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        updateVisibleElementsIfNeeded()
        return visibleCellViews.keys.sorted()
    }

    /// The visible cell for `indexPath`, or `nil` when the item is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        updateVisibleElementsIfNeeded()
        return visibleCellViews[indexPath]
    }

    /// The visible supplementary view of `elementKind` at `indexPath`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        updateVisibleElementsIfNeeded()
        return visibleSupplementaryViews[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The item at `point` (in content coordinates, as in UIKit), or `nil`.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The number of cell and supplementary views alive (on screen and in the reuse pools): it
    /// stays within the visible count plus the pools' small margin.
    public var numberOfLiveReusableViews: Int {
        visibleCellViews.count + visibleSupplementaryViews.count + visibleDecorationViews.count
            + reuseQueue.numberOfQueuedViews
    }

    // MARK: Updating

    /// Lays out, then makes, keeps and recycles the views of the elements in the bounds: the
    /// part of the layout pass that runs before every draw (``prepareForDrawing()``), and before
    /// the visible cells are read. Drawing only draws the views made here.
    func updateVisibleElementsIfNeeded() {
        layoutIfNeeded()
        guard needsVisibleUpdate else { return }
        // Cells may report other sizes (estimated layouts): lay out again a few times at most.
        for _ in 0..<4 {
            needsVisibleUpdate = false
            updateVisibleElements()
            layoutIfNeeded()
            if !needsVisibleUpdate { break }
        }
    }

    /// Asks the layout what is visible, keeps the views of elements still visible, recycles the
    /// rest and configures views for elements that became visible.
    func updateVisibleElements() {
        let attributes = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter { !$0.isHidden }
        var cells: [IndexPath: CollectionViewCell] = [:]
        var supplementaries: [ElementKey: CollectionReusableView] = [:]
        var decorations: [ElementKey: CollectionReusableView] = [:]
        var shown: [CollectionViewLayoutAttributes] = []
        let counts = counts
        for element in attributes {
            let path = element.indexPath
            switch element.representedElementCategory {
            case .cell:
                guard path.count == 2, counts.indices.contains(path.section), path.item >= 0,
                    path.item < counts[path.section], cells[path] == nil
                else { continue }
                let existing = visibleCellViews.removeValue(forKey: path)
                let cell = existing ?? makeCell(at: path)
                applyState(to: cell, at: path)
                place(cell, with: element)
                if existing == nil {
                    delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
                    if requestsRelayout(for: cell, with: element) { needsVisibleUpdate = true }
                } else if cellsNeedingMeasurement.remove(path) != nil {
                    if requestsRelayout(for: cell, with: element) { needsVisibleUpdate = true }
                }
                cells[path] = cell
            case .supplementaryView:
                let key = ElementKey(kind: element.representedElementKind ?? "", indexPath: path)
                guard supplementaries[key] == nil else { continue }
                let view = visibleSupplementaryViews.removeValue(forKey: key)
                    ?? dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: path)
                guard let view else { continue }
                place(view, with: element)
                supplementaries[key] = view
            case .decorationView:
                let key = ElementKey(kind: element.representedElementKind ?? "", indexPath: path)
                guard decorations[key] == nil else { continue }
                let view = visibleDecorationViews.removeValue(forKey: key) 
                    ?? reuseQueue.dequeueDecorationView(ofKind: key.kind, registered: collectionViewLayout.decorationViewClasses[key.kind])
                place(view, with: element)
                decorations[key] = view
            }
            shown.append(element)
        }
        for (path, cell) in visibleCellViews.sorted(by: { $0.key < $1.key }) {
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            reuseQueue.enqueue(cell)
        }
        for view in visibleSupplementaryViews.values { reuseQueue.enqueue(view) }
        for view in visibleDecorationViews.values { reuseQueue.enqueue(view) }
        cellsNeedingMeasurement = []
        visibleCellViews = cells
        visibleSupplementaryViews = supplementaries
        visibleDecorationViews = decorations
        drawingOrder = shown.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.zIndex, Self.rank(lhs.element.representedElementCategory), lhs.offset)
            let right = (rhs.element.zIndex, Self.rank(rhs.element.representedElementCategory), rhs.offset)
            return left < right
        }.map(\.element)
    }

    private static func rank(_ category: ElementCategory) -> Int {
        switch category {
        case .decorationView: 0
        case .cell: 1
        case .supplementaryView: 2
        }
    }

    func makeCell(at indexPath: IndexPath) -> CollectionViewCell {
        guard let dataSource else { return CollectionViewCell() }
        return dataSource.collectionView(self, cellForItemAt: indexPath)
    }

    private func place(_ view: CollectionReusableView, with attributes: CollectionViewLayoutAttributes) {
        view.apply(attributes)
        if view.frame != attributes.frame { view.frame = attributes.frame }
    }

    /// For estimated layouts: asks the freshly configured cell for its preferred attributes and
    /// hands them to the layout; returns whether the layout changed.
    private func requestsRelayout(for cell: CollectionViewCell, with attributes: CollectionViewLayoutAttributes) -> Bool {
        let preferred = cell.preferredLayoutAttributesFitting(attributes.copy())
        guard preferred.frame.size != attributes.frame.size,
            collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        else { return false }
        collectionViewLayout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        return collectionViewLayout.layoutAttributesForItem(at: attributes.indexPath)?.frame != attributes.frame
    }

    func recycleAllVisibleViews() {
        for (path, cell) in visibleCellViews.sorted(by: { $0.key < $1.key }) {
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            reuseQueue.enqueue(cell)
        }
        for view in visibleSupplementaryViews.values { reuseQueue.enqueue(view) }
        for view in visibleDecorationViews.values { reuseQueue.enqueue(view) }
        visibleCellViews = [:]
        visibleSupplementaryViews = [:]
        visibleDecorationViews = [:]
        drawingOrder = []
        needsVisibleUpdate = true
    }

    // MARK: Cell state

    /// Sets the selection, focus and editing flags of `cell` for `indexPath`.
    func applyState(to cell: CollectionViewCell, at indexPath: IndexPath) {
        var state = cell.configurationState
        state.isSelected = selectedIndexPaths.contains(indexPath)
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
        cell.configurationState = state
    }

    /// Re-applies state flags to every visible cell.
    func refreshCellStates() {
        for (path, cell) in visibleCellViews { applyState(to: cell, at: path) }
        setNeedsDisplay()
    }
}
