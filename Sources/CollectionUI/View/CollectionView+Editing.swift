import CollectionCanvas
import CollectionModel
import Foundation

/// A primary press on an item that waits for the release (or a drag) before it selects.
struct PendingPress {
    var indexPath: IndexPath
    var location: CGPoint
}

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
        if reorderSession != nil { endReorder(commit: false) }
        if !allowsMultipleSelectionNow, selectedIndexPaths.count > 1 {
            selectedIndexPaths = [selectedIndexPaths[selectedIndexPaths.count - 1]]
        }
        refreshCellStates()
    }

    // MARK: Keys

    /// The editing keys, before the ordinary ones: shown swipe actions and a reorder in
    /// progress take the keys they use; `m`, Alt-Up and Alt-Down reorder; Delete and `.`
    /// show swipe actions.
    func handleEditingKey(_ event: KeyEvent) -> Bool {
        if swipeActions.handle(event) { return true }
        if reorderSession != nil { return handleReorderKey(event) }
        switch (event.key, event.modifiers) {
        case (.up, .alt): return moveFocusedItem(step: -1)
        case (.down, .alt): return moveFocusedItem(step: 1)
        case (.character("m"), []): return beginReorder()
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
            pendingPress = nil
            if swipeActions.press(at: event.location) { return true }
            guard let path = indexPathForItem(at: point) else { return false }
            if let cell = cellForItem(at: path) {
                let local = event.offset(by: CGPoint(x: cell.frame.minX - bounds.minX, y: cell.frame.minY - bounds.minY))
                if cell.handle(local) { return true }
            }
            guard canReorderItem(at: path) else { return false }
            focusItem(at: path)
            pendingPress = PendingPress(indexPath: path, location: event.location)
            return true
        case .drag(.primary):
            return dragReorder(to: point)
        case .release(.primary):
            if reorderSession != nil {
                pendingPress = nil
                endReorder(commit: true)
                return true
            }
            guard let press = pendingPress else { return false }
            pendingPress = nil
            userSelectItem(at: press.indexPath, toggles: allowsMultipleSelectionNow)
            return true
        default:
            return false
        }
    }

    // MARK: Drawing

    /// Draws what editing adds above the items: the item being reordered underlined in bold,
    /// and the swipe action buttons of the row that shows them.
    func drawEditingOverlays(_ rect: CGRect, in canvas: inout Canvas) {
        if let session = reorderSession, let frame = presentedFrame(forItemAt: session.current) {
            let area = frame.offsetBy(dx: rect.minX, dy: rect.minY)
            canvas.withClip(rect) { $0.addAttributes([.bold, .underline], in: area) }
        }
        swipeActions.draw(rect, in: &canvas)
    }
}
