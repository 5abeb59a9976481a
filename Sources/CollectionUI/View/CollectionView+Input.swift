import CollectionCanvas
import CollectionModel
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

    /// Arrows, Page Up/Down, Home/End and Tab move focus (``FocusNavigation``); Enter and Space
    /// select the focused item (Space toggles with multiple selection).
    func handleKey(_ event: KeyEvent) -> Bool {
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
