import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
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

    // MARK: Reordering and swipe actions

    /// Whether an item is being moved.
    public var isReordering: Bool { reordering.isReordering }

    /// The keys that work while the collection view is in a mode of its own, from the tables
    /// that dispatch them: shown swipe actions (←→ choose, Enter performs the chosen action,
    /// Esc closes; any other key closes them and keeps its meaning) or an item being carried
    /// (↑↓ move, Enter drops, Esc cancels; other keys are swallowed, see
    /// ``capturesKeys``). `nil` outside such a mode. A screen shows these instead of its own.
    public var modeKeyHints: [KeyHint]? { swipeActions.keyHints ?? reordering.keyHints }

    /// Whether every key goes to the collection view for now (an item is being carried).
    public var capturesKeys: Bool { reordering.isReordering }

    /// The row whose swipe actions are shown, if any.
    public var indexPathForShownSwipeActions: IndexPath? { swipeActions.indexPath }

    /// The titles of the shown swipe actions, left to right, and the chosen one's index.
    public var shownSwipeActions: (titles: [String], chosen: Int)? { swipeActions.titles }

    /// Shows the focused row's swipe actions (Delete or `.`); returns whether it has any.
    @discardableResult
    public func showSwipeActions() -> Bool {
        swipeActions.show()
    }

    /// Hides the swipe actions.
    public func dismissSwipeActions() {
        swipeActions.dismiss()
    }
}
