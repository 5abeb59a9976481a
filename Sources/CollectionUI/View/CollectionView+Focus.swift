import CollectionCanvas
import CollectionModel
import Foundation

extension CollectionView {
    /// A direction to move focus in.
    enum FocusDirection {
        case up, down, left, right
    }

    /// Moves keyboard focus to `indexPath` (asking the delegate's
    /// `shouldHighlightItemAt`), tells the delegate, and scrolls the item into view.
    /// Returns whether focus moved.
    @discardableResult
    public func focusItem(at indexPath: IndexPath) -> Bool {
        guard isValid(indexPath) else { return false }
        guard indexPath != focusedIndexPath else {
            scrollToItem(at: indexPath, at: [], animated: false)
            return true
        }
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return false }
        if let old = focusedIndexPath { delegate?.collectionView(self, didUnhighlightItemAt: old) }
        focusedIndexPath = indexPath
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        scrollToItem(at: indexPath, at: [], animated: false)
        refreshCellStates()
        return true
    }

    // MARK: Keys

    /// Arrows move focus to the nearest item in that direction (inside a carousel, Left and
    /// Right move within it and scroll it); Page Up/Down move by a screen; Home/End go to the
    /// first/last item; Tab/Shift-Tab to the next/previous section; Enter and Space select
    /// (Space toggles with multiple selection); Right/Left expand/collapse an outline parent.
    func handleKey(_ event: KeyEvent) -> Bool {
        visibleElements.updateIfNeeded()
        switch event.key {
        case .up: return moveFocus(.up)
        case .down: return moveFocus(.down)
        case .left: return outline(expand: false) || moveFocus(.left)
        case .right: return outline(expand: true) || moveFocus(.right)
        case .pageDown: return page(by: 1)
        case .pageUp: return page(by: -1)
        case .home: return focusEdge(first: true)
        case .end: return focusEdge(first: false)
        case .tab: return focusSection(step: 1)
        case .backTab: return focusSection(step: -1)
        case .enter:
            guard let focus = focusedIndexPath ?? firstVisibleItem() else { return false }
            userSelectItem(at: focus, toggles: false)
            return true
        case .character(" ") where event.modifiers.isEmpty:
            guard let focus = focusedIndexPath ?? firstVisibleItem() else { return false }
            userSelectItem(at: focus, toggles: allowsMultipleSelectionNow)
            return true
        default:
            return false
        }
    }

    func firstVisibleItem() -> IndexPath? {
        indexPathsForVisibleItems.first(where: canFocus) ?? nearestItem(to: IndexPath(item: 0, section: 0))
    }

    /// Whether the delegate lets the item take focus (`shouldHighlightItemAt`); items that may
    /// not are skipped by arrow keys.
    func canFocus(_ indexPath: IndexPath) -> Bool {
        delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func frameOfItem(_ indexPath: IndexPath) -> CGRect? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
    }

    /// Moves focus geometrically; with no focus yet, focuses the first visible item.
    func moveFocus(_ direction: FocusDirection) -> Bool {
        guard let focus = focusedIndexPath, isValid(focus), let from = frameOfItem(focus) else {
            return firstVisibleItem().map { focusItem(at: $0) } ?? false
        }
        if direction == .left || direction == .right, isOrthogonal(section: focus.section) {
            // Inside a carousel: the nearest item that way in the same section (the next column
            // of a carousel of vertical groups), scrolled into view as the section's behaviour says.
            guard let target = nearestItem(from: from, excluding: focus, direction: direction, inSection: focus.section) else {
                return false
            }
            return focusItem(at: target)
        }
        guard let target = nearestItem(from: from, excluding: focus, direction: direction) else { return false }
        return focusItem(at: target)
    }

    /// The item nearest to `frame` in `direction`: the closest line first, then the closest
    /// across. Searches a screen at a time outward, so it costs O(log n + k) per step.
    func nearestItem(
        from frame: CGRect, excluding current: IndexPath, direction: FocusDirection, inSection section: Int? = nil
    ) -> IndexPath? {
        let content = CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize)
        // A carousel's items lie beyond the content's width, as far as the section scrolls.
        let sidewaysReach = section.flatMap { section in
            orthogonalScrollingLayout.flatMap { layout in
                layout.orthogonalScrollingFrame(forSection: section)
                    .map { _ in layout.maximumOrthogonalContentOffset(forSection: section) + bounds.width }
            }
        } ?? 0
        var reach = max(bounds.height, bounds.width, 8)
        while true {
            let area: CGRect
            switch direction {
            case .down: area = CGRect(x: bounds.minX, y: frame.midY, width: bounds.width, height: reach)
            case .up: area = CGRect(x: bounds.minX, y: frame.midY - reach, width: bounds.width, height: reach)
            case .right: area = CGRect(x: frame.midX, y: frame.minY, width: reach, height: frame.height)
            case .left: area = CGRect(x: frame.midX - reach, y: frame.minY, width: reach, height: frame.height)
            }
            var best: (path: IndexPath, score: (CGFloat, CGFloat))?
            for element in collectionViewLayout.layoutAttributesForElements(in: area) ?? []
            where element.representedElementCategory == .cell && !element.isHidden && element.indexPath != current
                && isValid(element.indexPath) && (section == nil || element.indexPath.section == section)
                && canFocus(element.indexPath)
            {
                guard let score = Self.score(element.frame, from: frame, direction: direction) else { continue }
                if best == nil || score < best!.score { best = (element.indexPath, score) }
            }
            if let best { return best.path }
            let covered: Bool
            switch direction {
            case .down: covered = area.maxY >= content.maxY
            case .up: covered = area.minY <= content.minY
            case .right: covered = area.maxX >= max(content.maxX, bounds.maxX) + sidewaysReach
            case .left: covered = area.minX <= min(content.minX, bounds.minX) - sidewaysReach
            }
            if covered || reach > 1e9 { return nil }
            reach *= 2
        }
    }

    /// How far `candidate` is from `frame` in `direction` (line distance, then distance across),
    /// or `nil` when it is not in that direction.
    static func score(_ candidate: CGRect, from frame: CGRect, direction: FocusDirection) -> (CGFloat, CGFloat)? {
        func gap(_ a: ClosedRange<CGFloat>, _ b: ClosedRange<CGFloat>) -> CGFloat {
            if a.upperBound < b.lowerBound { return b.lowerBound - a.upperBound }
            if b.upperBound < a.lowerBound { return a.lowerBound - b.upperBound }
            return 0
        }
        let across = abs(candidate.midX - frame.midX)
        let acrossVertical = abs(candidate.midY - frame.midY)
        switch direction {
        case .down:
            guard candidate.midY > frame.midY, candidate.minY > frame.minY else { return nil }
            return (max(0, candidate.minY - frame.maxY), gap(candidate.minX...candidate.maxX, frame.minX...frame.maxX) * 4 + across)
        case .up:
            guard candidate.midY < frame.midY, candidate.maxY < frame.maxY else { return nil }
            return (max(0, frame.minY - candidate.maxY), gap(candidate.minX...candidate.maxX, frame.minX...frame.maxX) * 4 + across)
        case .right:
            guard candidate.midX > frame.midX, candidate.minX > frame.minX,
                gap(candidate.minY...candidate.maxY - 0.5, frame.minY...frame.maxY - 0.5) == 0
            else { return nil }
            return (max(0, candidate.minX - frame.maxX), acrossVertical)
        case .left:
            guard candidate.midX < frame.midX, candidate.maxX < frame.maxX,
                gap(candidate.minY...candidate.maxY - 0.5, frame.minY...frame.maxY - 0.5) == 0
            else { return nil }
            return (max(0, frame.minX - candidate.maxX), acrossVertical)
        }
    }

    /// Scrolls a screen up or down and moves focus with it, to the item at the same place on
    /// screen (or the first/last item when the content ends).
    func page(by pages: Int) -> Bool {
        let visible = visibleContentRect
        let distance = max(1, visible.height - 1) * CGFloat(pages)
        let before = contentOffset
        setContentOffset(CGPoint(x: before.x, y: before.y + distance), animated: false)
        let moved = contentOffset.y - before.y
        guard let focus = focusedIndexPath, let frame = frameOfItem(focus) else {
            return firstVisibleItem().map { focusItem(at: $0) } ?? (moved != 0)
        }
        let probe = CGPoint(x: frame.midX, y: frame.midY + (moved == 0 ? distance : moved))
        if let target = indexPathForItem(at: probe) ?? nearestItem(
            from: CGRect(x: frame.minX, y: probe.y, width: frame.width, height: 0.01), excluding: focus,
            direction: pages > 0 ? .up : .down)
        {
            if target == focus, moved == 0 { return focusEdge(first: pages < 0) }
            return focusItem(at: target) || moved != 0
        }
        return focusEdge(first: pages < 0)
    }

    func focusEdge(first: Bool) -> Bool {
        let counts = counts
        let sections = first ? Array(counts.indices) : counts.indices.reversed()
        for section in sections where counts[section] > 0 {
            let path = IndexPath(item: first ? 0 : counts[section] - 1, section: section)
            let moved = focusItem(at: path)
            if first { setContentOffset(CGPoint(x: contentOffset.x, y: minimumContentOffset.y), animated: false) }
            return moved
        }
        return false
    }

    func focusSection(step: Int) -> Bool {
        let counts = counts
        let current = focusedIndexPath?.section ?? (step > 0 ? -1 : counts.count)
        var section = current + step
        while counts.indices.contains(section) {
            if counts[section] > 0 { return focusItem(at: IndexPath(item: 0, section: section)) }
            section += step
        }
        return false
    }

    /// Right on a collapsed outline parent expands it; Left on an expanded one collapses it,
    /// and Left on a child moves focus to its parent.
    func outline(expand: Bool) -> Bool {
        guard let focus = focusedIndexPath, let outline = dataSource as? CollectionViewOutlineDataSource,
            let info = outline.collectionView(self, outlineStateForItemAt: focus)
        else { return false }
        if info.hasChildren, info.isExpanded != expand {
            let changed = expand
                ? outline.collectionView(self, expandItemAt: focus) : outline.collectionView(self, collapseItemAt: focus)
            refreshCellStates()
            return changed
        }
        if !expand, info.level > 0 {
            var item = focus.item - 1
            while item >= 0 {
                let path = IndexPath(item: item, section: focus.section)
                if let parent = outline.collectionView(self, outlineStateForItemAt: path), parent.level < info.level {
                    return focusItem(at: path)
                }
                item -= 1
            }
        }
        return false
    }

    // MARK: Mouse

    /// A press focuses and selects the item under the pointer; the wheel scrolls the view
    /// three rows, or, sideways (or with Shift), the carousel under the pointer.
    func handleMouse(_ event: MouseEvent) -> Bool {
        let point = CGPoint(x: event.location.x + bounds.minX, y: event.location.y + bounds.minY)
        switch event.kind {
        case .press(.primary):
            guard let path = indexPathForItem(at: point) else { return false }
            focusItem(at: path)
            userSelectItem(at: path, toggles: allowsMultipleSelectionNow)
            return true
        case let .wheel(direction):
            let sideways = direction == .left || direction == .right || event.modifiers.contains(.shift)
            let forward: CGFloat = (direction == .down || direction == .right) ? 1 : -1
            if sideways, let path = indexPathForItem(at: point) ?? sectionBand(at: point),
                let layout = orthogonalScrollingLayout, layout.scrollsOrthogonally(section: path.section),
                let offset = layout.orthogonalContentOffset(scrollingSection: path.section, by: forward * 4)
            {
                setOrthogonalContentOffset(offset, forSection: path.section, animated: true)
                return true
            }
            let before = contentOffset
            setContentOffset(CGPoint(x: before.x, y: before.y + forward * 3), animated: false)
            return contentOffset != before
        default:
            return false
        }
    }

    /// The orthogonal section whose band contains `point` (for wheeling between items).
    private func sectionBand(at point: CGPoint) -> IndexPath? {
        guard let layout = orthogonalScrollingLayout else { return nil }
        for section in 0..<numberOfSections where layout.scrollsOrthogonally(section: section) {
            if let band = layout.orthogonalScrollingFrame(forSection: section), band.contains(point) {
                return IndexPath(item: 0, section: section)
            }
        }
        return nil
    }
}
