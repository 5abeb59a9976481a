import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// Keyboard focus in a collection view: the focused item and the keys that move it.
///
/// Arrows move focus to the nearest item in that direction (inside a carousel, Left and Right
/// move within it and scroll it); Page Up/Down move by a screen; Home/End go to the first/last
/// item; Tab/Shift-Tab to the next/previous section; Right/Left expand/collapse an outline
/// parent (``CollectionViewOutlineDataSource``), and Left on a child goes to its parent. Items
/// the delegate does not let highlight are skipped. Each search looks a screen at a time
/// outward, so a step costs O(log n + k) however many items there are.
@MainActor
final class FocusNavigation {
    /// A direction to move focus in.
    enum Direction {
        case up, down, left, right
    }

    private unowned let collectionView: CollectionView
    /// The item with keyboard focus.
    private(set) var indexPath: IndexPath?
    /// Whether the collection view takes the keyboard (``CollectionView/isKeyView``).
    var isKeyView = true
    /// ``CollectionView/remembersLastFocusedIndexPath``.
    var remembersLastFocusedIndexPath = false
    /// The item that had the focus when the view stopped being the key view.
    private var lastFocusedIndexPath: IndexPath?
    /// The focused item as the last layout pass left it: the view's size, the item's frame and
    /// whether it was in view (see ``keepFocusVisibleAfterGeometryChange()``).
    private var lastSeen: (indexPath: IndexPath, size: CGSize, frame: CGRect, shown: Bool)?

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    // MARK: Focusing

    /// Moves focus to `indexPath` (asking the delegate's `shouldHighlightItemAt`), tells the
    /// delegate, and scrolls the item into view. Returns whether focus moved.
    @discardableResult
    func focus(_ indexPath: IndexPath) -> Bool {
        let view = collectionView
        guard view.isValid(indexPath) else { return false }
        guard indexPath != self.indexPath else {
            view.scrollToItem(at: indexPath, at: [], animated: false)
            noteRevealed(indexPath)
            return true
        }
        guard view.delegate?.collectionView(view, shouldHighlightItemAt: indexPath) ?? true else { return false }
        if let old = self.indexPath { view.delegate?.collectionView(view, didUnhighlightItemAt: old) }
        self.indexPath = indexPath
        view.delegate?.collectionView(view, didHighlightItemAt: indexPath)
        view.scrollToItem(at: indexPath, at: [], animated: false)
        noteRevealed(indexPath)
        view.refreshCellStates()
        return true
    }

    /// Removes the focus (the view stopped being the key view), remembering where it was.
    func resignFocus() {
        let view = collectionView
        guard let old = indexPath else { return }
        lastFocusedIndexPath = old
        indexPath = nil
        view.delegate?.collectionView(view, didUnhighlightItemAt: old)
        view.refreshCellStates()
    }

    /// In the layout pass of a key view with items and no focus: focuses the preferred item
    /// (see ``CollectionView/isKeyView``), so that the focus shows from the first frame.
    func focusPreferredItemIfNeeded() {
        let view = collectionView
        guard isKeyView, indexPath == nil || !view.isValid(indexPath!), view.counts.contains(where: { $0 > 0 }) else { return }
        if indexPath != nil { indexPath = nil }
        view.layoutIfNeeded()
        // In the layout pass nothing may start animating (a carousel's reveal lands at once).
        let wasAnimating = view.isAnimating
        defer { if !wasAnimating, view.isAnimating { view.finishAnimations() } }
        if let preferred = view.delegate?.indexPathForPreferredFocusedView(in: view), view.isValid(preferred), focus(preferred) {
            return
        }
        if remembersLastFocusedIndexPath, let last = lastFocusedIndexPath, view.isValid(last), focus(last) { return }
        if let first = firstFullyVisibleFocusableItem() ?? firstFocusableItem() { focus(first) }
    }

    /// In the layout pass, after the cells in view were measured: when the view's size or the
    /// focused item's frame changed since the last pass (a resize, self-sizing rows measured on
    /// screen or again after an update) and the item was in view then, scrolls it back into view
    /// as ``focus(_:)`` does. A focus the wheel scrolled away stays where it is (scrolling does
    /// not move the focus, as in UIKit). Returns whether it scrolled.
    @discardableResult
    func keepFocusVisibleAfterGeometryChange() -> Bool {
        let view = collectionView
        guard let focus = indexPath, view.isValid(focus), var frame = frame(ofItemAt: focus) else {
            lastSeen = nil
            return false
        }
        let size = view.cellBounds.size
        if let last = lastSeen, last.size != size, view.isAnimating {
            // Animations under way were aimed for the old size (a carousel's reveal lands at an
            // offset worked out for the old width): they land now, before the focus is checked,
            // so that none can carry the focused item away afterwards.
            view.finishAnimations()
            frame = self.frame(ofItemAt: focus) ?? frame
        }
        var scrolled = false
        let changed = lastSeen.map { $0.indexPath == focus && $0.shown && ($0.size != size || $0.frame != unscrolled(frame, focus)) } ?? true
        if changed, !isShown(frame) {
            let before = (view.cellContentOffset, view.orthogonalContentOffsets)
            // A reveal still gliding was aimed for the old geometry: it lands first, so that it
            // cannot carry the item away again once the scroll below has shown it.
            if view.isAnimating { view.finishAnimations() }
            view.scrollToItem(at: focus, at: [], animated: false)
            // In the layout pass nothing may start animating (the frame being drawn would show
            // its start and none would follow): a carousel's reveal lands at once.
            if view.isAnimating { view.finishAnimations() }
            scrolled = before.0 != view.cellContentOffset || before.1 != view.orthogonalContentOffsets
        }
        let now = self.frame(ofItemAt: focus) ?? frame
        // While a reveal glides towards the item it counts as shown, as it was when scrolled to.
        let revealing = view.isAnimating && lastSeen.map { $0.indexPath == focus && $0.shown } == true
        lastSeen = (focus, size, unscrolled(now, focus), isShown(now) || revealing)
        return scrolled
    }

    /// Scrolls the focused item into view after an update took it somewhere (its frame may still
    /// be an estimate) and notes it, so that the next layout pass scrolls to it again once the
    /// cells are measured, even where the update moved the offset and the item came back to its
    /// old frame.
    func revealAfterUpdate() {
        guard let focus = indexPath else { return }
        collectionView.scrollToItem(at: focus, at: [], animated: false)
        noteRevealed(focus)
    }

    /// Notes that the focus was just scrolled to with the geometry of this moment, so that the
    /// next layout pass scrolls to it again if measuring cells moves it.
    private func noteRevealed(_ indexPath: IndexPath) {
        let view = collectionView
        lastSeen = frame(ofItemAt: indexPath).map { (indexPath, view.cellBounds.size, unscrolled($0, indexPath), true) }
    }

    /// `frame` of the item at `indexPath` without its carousel's offset: scrolling a carousel
    /// (the wheel) moves its items but changes no geometry.
    private func unscrolled(_ frame: CGRect, _ indexPath: IndexPath) -> CGRect {
        let offset = collectionView.orthogonalContentOffset(forSection: indexPath.section)
        return frame.offsetBy(dx: offset.x, dy: offset.y)
    }

    /// Whether `frame` (of the focused item) is drawn as fully as the view can show it: within
    /// the part of the bounds that pinned headers leave, or covering it when larger.
    private func isShown(_ frame: CGRect) -> Bool {
        let visible = collectionView.visibleContentRect
        let bounds = collectionView.cellBounds
        func fits(_ low: CGFloat, _ high: CGFloat, _ areaLow: CGFloat, _ areaHigh: CGFloat) -> Bool {
            let shown = min(high, areaHigh) - max(low, areaLow)
            return shown >= min(high - low, areaHigh - areaLow) - 0.001
        }
        return fits(frame.minY, frame.maxY, visible.minY, visible.maxY) && fits(frame.minX, frame.maxX, bounds.minX, bounds.maxX)
    }

    /// The first item in index-path order that is fully in view and may take focus (so that a
    /// view the app scrolled before showing it keeps its place).
    private func firstFullyVisibleFocusableItem() -> IndexPath? {
        let view = collectionView
        let visible = view.visibleContentRect
        return (view.collectionViewLayout.cellAttributesForElements(in: visible) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && view.isValid($0.indexPath) }
            .filter {
                $0.frame.minX >= visible.minX - 0.001 && $0.frame.maxX <= visible.maxX + 0.001
                    && $0.frame.minY >= visible.minY - 0.001 && $0.frame.maxY <= visible.maxY + 0.001
            }
            .map(\.indexPath).sorted().first(where: canFocus)
    }

    /// The first item in index-path order that may take focus: looked for among the first few
    /// thousand items, then among those on screen (so a delegate that refuses most items does not
    /// make the search walk them all).
    private func firstFocusableItem() -> IndexPath? {
        var budget = 4096
        for (section, count) in collectionView.counts.enumerated() {
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                if canFocus(path) { return path }
                budget -= 1
                if budget == 0 { return collectionView.indexPathsForVisibleItems.sorted().first(where: canFocus) }
            }
        }
        return nil
    }

    /// Puts focus on `indexPath` without asking or telling the delegate: where an update or a
    /// reload takes the focused item (`nil` when no item is left).
    func follow(to indexPath: IndexPath?) {
        self.indexPath = indexPath
    }

    /// The focused item, or the first visible item that can take focus (what Enter and Space
    /// act on when nothing is focused yet).
    var indexPathOrFirstVisible: IndexPath? { indexPath ?? firstVisibleItem() }

    private func firstVisibleItem() -> IndexPath? {
        collectionView.indexPathsForVisibleItems.first(where: canFocus) ?? nearestItem(to: IndexPath(item: 0, section: 0))
    }

    /// Whether the delegate lets the item take focus (`shouldHighlightItemAt`); items that may
    /// not are skipped by arrow keys.
    private func canFocus(_ indexPath: IndexPath) -> Bool {
        collectionView.delegate?.collectionView(collectionView, shouldHighlightItemAt: indexPath) ?? true
    }

    private func frame(ofItemAt indexPath: IndexPath) -> CGRect? {
        collectionView.collectionViewLayout.cellAttributesForItem(at: indexPath)?.frame
    }

    /// The item closest to `indexPath` that exists (the same item in the same section, the last
    /// one before it, or the first item of a later section), for focus whose item went away.
    func nearestItem(to indexPath: IndexPath) -> IndexPath? {
        let counts = collectionView.counts
        guard !counts.isEmpty else { return nil }
        let section = min(max(indexPath.section, 0), counts.count - 1)
        if counts[section] > 0 { return IndexPath(item: min(max(indexPath.item, 0), counts[section] - 1), section: section) }
        for next in section..<counts.count where counts[next] > 0 { return IndexPath(item: 0, section: next) }
        for previous in stride(from: section, through: 0, by: -1) where counts[previous] > 0 {
            return IndexPath(item: counts[previous] - 1, section: previous)
        }
        return nil
    }

    // MARK: Keys

    /// Handles an arrow, Page Up/Down, Home/End or Tab/Shift-Tab; returns whether it did
    /// something (`false` for other keys).
    func handle(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .up: return move(.up)
        case .down: return move(.down)
        case .left: return outline(expand: false) || move(.left)
        case .right: return outline(expand: true) || move(.right)
        case .pageDown: return page(by: 1)
        case .pageUp: return page(by: -1)
        case .home: return focusEdge(first: true)
        case .end: return focusEdge(first: false)
        case .tab: return focusSection(step: 1)
        case .backTab: return focusSection(step: -1)
        default: return false
        }
    }

    /// Moves focus geometrically; with no focus yet, focuses the first visible item.
    private func move(_ direction: Direction) -> Bool {
        let view = collectionView
        guard let focus = indexPath, view.isValid(focus), let from = frame(ofItemAt: focus) else {
            return firstVisibleItem().map { self.focus($0) } ?? false
        }
        if direction == .left || direction == .right, view.isOrthogonal(section: focus.section) {
            // Inside a carousel: the nearest item that way in the same section (the next column
            // of a carousel of vertical groups), scrolled into view as the section's behaviour says.
            guard let target = nearestItem(from: from, excluding: focus, direction: direction, inSection: focus.section) else {
                return false
            }
            return self.focus(target)
        }
        guard let target = nearestItem(from: from, excluding: focus, direction: direction) else { return false }
        return self.focus(target)
    }

    /// The item nearest to `frame` in `direction` (other than `current`, when given): the
    /// closest line first, then the closest across. Searches a screen at a time outward, so it
    /// costs O(log n + k) per step.
    private func nearestItem(
        from frame: CGRect, excluding current: IndexPath?, direction: Direction, inSection section: Int? = nil
    ) -> IndexPath? {
        let view = collectionView
        let content = CGRect(origin: .zero, size: view.collectionViewLayout.cellContentSize)
        // A carousel's items lie beyond the content's width, as far as the section scrolls.
        let sidewaysReach = section.flatMap { section in
            view.orthogonalScrollingLayout.flatMap { layout in
                layout.orthogonalScrollingFrame(forSection: section)
                    .map { _ in layout.maximumOrthogonalContentOffset(forSection: section) + view.cellBounds.width }
            }
        } ?? 0
        var reach = max(view.cellBounds.height, view.cellBounds.width, 8)
        while true {
            let area: CGRect
            switch direction {
            case .down: area = CGRect(x: view.cellBounds.minX, y: frame.midY, width: view.cellBounds.width, height: reach)
            case .up: area = CGRect(x: view.cellBounds.minX, y: frame.midY - reach, width: view.cellBounds.width, height: reach)
            case .right: area = CGRect(x: frame.midX, y: frame.minY, width: reach, height: frame.height)
            case .left: area = CGRect(x: frame.midX - reach, y: frame.minY, width: reach, height: frame.height)
            }
            var best: (path: IndexPath, score: (CGFloat, CGFloat))?
            for element in view.collectionViewLayout.cellAttributesForElements(in: area) ?? []
            where element.representedElementCategory == .cell && !element.isHidden && element.indexPath != current
                && view.isValid(element.indexPath) && (section == nil || element.indexPath.section == section)
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
            case .right: covered = area.maxX >= max(content.maxX, view.cellBounds.maxX) + sidewaysReach
            case .left: covered = area.minX <= min(content.minX, view.cellBounds.minX) - sidewaysReach
            }
            if covered || reach > 1e9 { return nil }
            reach *= 2
        }
    }

    /// How far `candidate` is from `frame` in `direction` (line distance, then distance across),
    /// or `nil` when it is not in that direction.
    private static func score(_ candidate: CGRect, from frame: CGRect, direction: Direction) -> (CGFloat, CGFloat)? {
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
    /// screen, or the nearest one back towards the focused item (which may be that item itself:
    /// a page that only reveals a footer below the last item keeps the focus on it, never moves
    /// it back). When the view cannot scroll further that way (at the end, or when everything
    /// fits), the focus goes to the last (first) item and stays there on further presses.
    private func page(by pages: Int) -> Bool {
        let view = collectionView
        let visible = view.visibleContentRect
        let distance = max(1, visible.height - 1) * CGFloat(pages)
        let before = view.cellContentOffset
        view.setCellContentOffset(CGPoint(x: before.x, y: before.y + distance), animated: false)
        let moved = view.cellContentOffset.y - before.y
        guard let focus = indexPath, let frame = frame(ofItemAt: focus) else {
            return firstVisibleItem().map { self.focus($0) } ?? (moved != 0)
        }
        if moved == 0 { return focusEdge(first: pages < 0) }
        let probe = CGPoint(x: frame.midX, y: frame.midY + moved)
        if let target = view.indexPathForItem(atCell: probe) ?? nearestItem(
            from: CGRect(x: frame.minX, y: probe.y, width: frame.width, height: 0.01), excluding: nil,
            direction: pages > 0 ? .up : .down)
        {
            if canFocus(target) { return self.focus(target) || moved != 0 }
            // The item there may not take focus (a heading row): the nearest on screen that may,
            // else the next one that way; the focus never stays behind, scrolled out of view.
            if let other = focusableItem(near: probe.y, after: target, forward: pages > 0) { return self.focus(other) }
        }
        return focusEdge(first: pages < 0)
    }

    /// The item on screen nearest to `y` that may take focus (fully visible ones first), or
    /// else the first one after (`forward`) or before `target` in item order.
    private func focusableItem(near y: CGFloat, after target: IndexPath, forward: Bool) -> IndexPath? {
        let view = collectionView
        let visible = view.visibleContentRect
        let onScreen = view.indexPathsForVisibleItems.compactMap { path -> (IndexPath, CGRect)? in
            guard canFocus(path), let frame = frame(ofItemAt: path), frame.intersects(visible) else { return nil }
            return (path, frame)
        }
        let best = onScreen.min { left, right in
            let leftInside = visible.contains(left.1), rightInside = visible.contains(right.1)
            if leftInside != rightInside { return leftInside }
            return abs(left.1.midY - y) < abs(right.1.midY - y)
        }
        if let best { return best.0 }
        let counts = view.counts
        var section = target.section
        var item = target.item
        var budget = 4096
        while counts.indices.contains(section), budget > 0 {
            item += forward ? 1 : -1
            if item < 0 || item >= counts[section] {
                section += forward ? 1 : -1
                guard counts.indices.contains(section) else { return nil }
                item = forward ? -1 : counts[section]
                continue
            }
            budget -= 1
            let path = IndexPath(item: item, section: section)
            if canFocus(path) { return path }
        }
        return nil
    }

    private func focusEdge(first: Bool) -> Bool {
        let view = collectionView
        let counts = view.counts
        let sections = first ? Array(counts.indices) : counts.indices.reversed()
        // Home shows the top of the content (a header above the first item), End its bottom (a
        // footer below the last item), when the view is tall enough for it and the item; the
        // item itself always wins. Items that may not take focus are passed over (among the
        // first few thousand).
        var budget = 4096
        for section in sections where counts[section] > 0 {
            let items = first ? Array(0..<min(counts[section], budget)) : Array((max(0, counts[section] - budget)..<counts[section]).reversed())
            for item in items {
                let path = IndexPath(item: item, section: section)
                guard canFocus(path) else { continue }
                let edge = first ? view.cellMinimumContentOffset.y : view.cellMaximumContentOffset.y
                view.setCellContentOffset(CGPoint(x: view.cellContentOffset.x, y: edge), animated: false)
                return self.focus(path)
            }
            budget -= items.count
            if budget <= 0 { break }
        }
        return false
    }

    private func focusSection(step: Int) -> Bool {
        let view = collectionView
        let counts = view.counts
        let current = indexPath?.section ?? (step > 0 ? -1 : counts.count)
        var section = current + step
        while counts.indices.contains(section) {
            if counts[section] > 0 {
                let first = IndexPath(item: 0, section: section)
                let before = view.cellContentOffset
                guard self.focus(first) else { return false }
                view.revealSectionTop(forItemAt: first, moved: view.cellContentOffset.y != before.y)
                return true
            }
            section += step
        }
        return false
    }

    /// Right on a collapsed outline parent expands it; Left on an expanded one collapses it,
    /// and Left on a child moves focus to its parent.
    private func outline(expand: Bool) -> Bool {
        let view = collectionView
        guard let focus = indexPath, let outline = view.dataSource as? CollectionViewOutlineDataSource,
            let info = outline.collectionView(view, outlineStateForItemAt: focus)
        else { return false }
        if info.hasChildren, info.isExpanded != expand {
            let changed = expand
                ? outline.collectionView(view, expandItemAt: focus) : outline.collectionView(view, collapseItemAt: focus)
            view.refreshCellStates()
            return changed
        }
        if !expand, info.level > 0 {
            var item = focus.item - 1
            while item >= 0 {
                let path = IndexPath(item: item, section: focus.section)
                if let parent = outline.collectionView(view, outlineStateForItemAt: path), parent.level < info.level {
                    return self.focus(path)
                }
                item -= 1
            }
        }
        return false
    }
}
