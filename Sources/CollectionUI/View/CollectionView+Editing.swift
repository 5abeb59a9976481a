import CollectionCanvas
import CollectionModel
import Foundation

extension CollectionView {
    /// Whether several items can be selected now: ``allowsMultipleSelectionDuringEditing``
    /// while editing, ``allowsMultipleSelection`` otherwise.
    public var allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Sets ``isEditing`` (UIKit's `setEditing(_:animated:)`); cells show or hide their
    /// editing accessories.
    public func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// After ``isEditing`` changed: cells take the new state, shown swipe actions and a reorder
    /// in progress end, and a selection of several items that the new mode does not allow
    /// keeps only its last item.
    func editingDidChange() {
        dismissSwipeActions()
        reordering.end(commit: false)
        if !allowsMultipleSelectionNow { selection.keepLast() }
        refreshCellStates()
    }

    // MARK: Keys

    /// The editing keys, before the ordinary ones: shown swipe actions and a reorder in
    /// progress take the keys they use; `m`, Alt-Up and Alt-Down reorder; Delete and `.`
    /// show swipe actions.
    func handleEditingKey(_ event: KeyEvent) -> Bool {
        if swipeActions.handle(event) { return true }
        if reordering.isReordering { return reordering.handle(event) }
        switch (event.key, event.modifiers) {
        case (.up, .alt): return reordering.moveFocusedItem(step: -1)
        case (.down, .alt): return reordering.moveFocusedItem(step: 1)
        case (.character("m"), []): return reordering.begin()
        case (.delete, []), (.character("."), []): return showSwipeActions()
        default: return false
        }
    }

    // MARK: Mouse

    /// A press on a row's swipe action button performs it; a press on an accessory with an
    /// action handler (a delete control, for example) calls it; on an item that can be
    /// reordered, a press waits: a drag moves the item, a release selects it.
    func handleEditingMouse(_ event: MouseEvent) -> Bool {
        let point = CGPoint(x: event.location.x + bounds.minX, y: event.location.y + bounds.minY)
        switch event.kind {
        case .press(.primary):
            reordering.cancelPress()
            if swipeActions.press(at: event.location) { return true }
            let path = indexPathForItem(at: point)
            if let path, let cell = cellForItem(at: path) {
                let local = event.offset(by: CGPoint(x: cell.frame.minX - bounds.minX, y: cell.frame.minY - bounds.minY))
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

    // MARK: Drawing

    /// Draws what editing adds above the items: the item being reordered underlined in bold,
    /// and the swipe action buttons of the row that shows them.
    func drawEditingOverlays(_ rect: CGRect, in canvas: inout Canvas) {
        if let carried = reordering.carriedIndexPath, let frame = presentedFrame(forItemAt: carried) {
            let area = frame.offsetBy(dx: rect.minX, dy: rect.minY)
            canvas.withClip(rect) { $0.addAttributes([.bold, .underline], in: area) }
        }
        swipeActions.draw(rect, in: &canvas)
    }
}
