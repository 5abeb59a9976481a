import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

extension CollectionView {
    /// Moves keyboard focus to `indexPath` (asking the delegate's
    /// `shouldHighlightItemAt`), tells the delegate, and scrolls the item into view.
    /// Returns whether focus moved.
    @discardableResult
    public func focusItem(at indexPath: IndexPath) -> Bool {
        focusNavigation.focus(indexPath)
    }

    // MARK: Keys

    /// A key, after running animations were finished: editing keys first, then the ordinary ones.
    func respond(to event: KeyEvent) -> Bool {
        handleEditingKey(event) || handleKey(event)
    }

    /// The editing keys, before the ordinary ones: shown swipe actions and a reorder in
    /// progress take the keys they use; `m`, Alt-Up and Alt-Down reorder; Delete and `.`
    /// show swipe actions; Shift-F10 and Alt-Return open the focused item's context menu.
    private func handleEditingKey(_ event: KeyEvent) -> Bool {
        if swipeActions.handle(event) { return true }
        if reordering.isReordering { return reordering.handle(event) }
        switch (event.key, event.modifiers) {
        case (.up, .alt): return reordering.moveFocusedItem(step: -1)
        case (.down, .alt): return reordering.moveFocusedItem(step: 1)
        case (.character("m"), []): return reordering.begin()
        case (.delete, []), (.character("."), []): return showSwipeActions()
        case (.function(10), .shift), (.enter, .alt):
            return focusNavigation.indexPathOrFirstVisible.map { showContextMenu(for: $0) } ?? false
        default: return false
        }
    }

    /// A press on a row's swipe action button performs it; a press on an accessory with an
    /// action handler (a delete control, for example) calls it; on an item that can be
    /// reordered, a press waits: a drag moves the item, a release selects it.
    private func handleEditingMouse(_ event: MouseEvent) -> Bool {
        let point = CGPoint(x: event.location.x + cellBounds.minX, y: event.location.y + cellBounds.minY)
        switch event.kind {
        case .press(.primary):
            reordering.cancelPress()
            if swipeActions.press(at: event.location) { return true }
            let path = indexPathForItem(atCell: point)
            if let path, let cell = cellForItem(at: path) {
                let local = event.offset(by: CGPoint(x: cell.cellFrame.minX - cellBounds.minX, y: cell.cellFrame.minY - cellBounds.minY))
                if cell.handle(local) { return true }
            }
            return reordering.press(on: path, at: event.location)
        case .drag(.primary):
            return reordering.drag(to: point)
        case .release(.primary):
            return reordering.release()
        default:
            return false
        }
    }

    /// Arrows, Page Up/Down, Home/End and Tab move focus (``FocusNavigation``); Enter and Space
    /// select the focused item (Space toggles with multiple selection).
    private func handleKey(_ event: KeyEvent) -> Bool {
        visibleElements.updateIfNeeded()
        switch event.key {
        case .enter:
            guard let focus = focusNavigation.indexPathOrFirstVisible else { return false }
            userSelectItem(at: focus, toggles: false)
            return true
        case .character(" ") where event.modifiers.isEmpty:
            guard let focus = focusNavigation.indexPathOrFirstVisible else { return false }
            userSelectItem(at: focus, toggles: allowsMultipleSelectionNow)
            return true
        default:
            return focusNavigation.handle(event)
        }
    }

    // MARK: Mouse

    /// A mouse event, after running animations were finished: a press on a carousel's `‹` or
    /// `›` sign pages it (a press elsewhere in a carousel may start a pan); then editing, then
    /// the ordinary press, drag, release and wheel.
    func respond(to event: MouseEvent) -> Bool {
        if case .press(.primary) = event.kind {
            let point = CGPoint(x: event.location.x + cellBounds.minX, y: event.location.y + cellBounds.minY)
            if pageCarousel(atSign: point) { return true }
            beginCarouselPan(at: point)
        }
        return handleEditingMouse(event) || handleMouse(event)
    }

    /// The ordinary mouse: a press focuses and selects, a drag across a carousel pans it and
    /// its release lets it rest, a secondary press opens the context menu (else shows the row's
    /// swipe actions), the wheel scrolls.
    private func handleMouse(_ event: MouseEvent) -> Bool {
        let point = CGPoint(x: event.location.x + cellBounds.minX, y: event.location.y + cellBounds.minY)
        switch event.kind {
        case .press(.primary):
            guard let path = indexPathForItem(atCell: point) else { return false }
            focusItem(at: path)
            userSelectItem(at: path, toggles: allowsMultipleSelectionNow)
            return true
        case .drag(.primary):
            return continueCarouselPan(to: point)
        case .release(.primary):
            return endCarouselPan()
        case .press(.secondary):
            // A right-click opens the item's context menu; without one, on a row it shows the
            // swipe actions, as Delete does on the focused row (the terminal's stand-in for a swipe).
            let path = indexPathForItem(atCell: point)
            if let path { focusItem(at: path) }
            if showContextMenu(for: path, at: point) { return true }
            return path != nil && showSwipeActions()
        case let .wheel(direction):
            let sideways = direction == .left || direction == .right || event.modifiers.contains(.shift)
            let forward: CGFloat = (direction == .down || direction == .right) ? 1 : -1
            if sideways, let path = indexPathForItem(atCell: point) ?? sectionBand(at: point),
                let layout = orthogonalScrollingLayout, layout.scrollsOrthogonally(section: path.section),
                let offset = layout.orthogonalContentOffset(scrollingSection: path.section, by: forward * 4)
            {
                setOrthogonalContentOffset(offset, forSection: path.section, animated: true)
                return true
            }
            let before = cellContentOffset
            setCellContentOffset(CGPoint(x: before.x, y: before.y + forward * 3), animated: false)
            if cellContentOffset != before {
                refreshControl?.contentDidScroll()
                return true
            }
            // Turning up past the top pulls the refresh control.
            return !sideways && forward < 0 && refreshControl?.wheelPulledPastTop() == true
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
