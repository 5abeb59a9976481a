import CollectionCanvas
import CollectionModel
import Foundation

/// An item picked up to be moved (with `m` or a mouse drag).
struct ReorderSession {
    /// Where the item was when it was picked up.
    var origin: IndexPath
    /// Where it is shown now.
    var current: IndexPath
}

/// What a data source offers for interactive reordering (the diffable data source with
/// ``ReorderingHandlers/canReorderItem`` set).
protocol ReorderingDataSource: AnyObject {
    /// Whether the item at `indexPath` can be moved.
    func canReorderItem(at indexPath: IndexPath) -> Bool
    /// Where the item at `indexPath` goes one step up (`-1`) or down (`1`), across section
    /// boundaries, in the coordinates after the move; `nil` at the ends.
    func reorderDestination(from indexPath: IndexPath, step: Int) -> IndexPath?
    /// Shows the item at `source` at `destination` without telling the handlers.
    func previewReorder(from source: IndexPath, to destination: IndexPath)
    /// Ends a move of the item now at `current`, which was at `origin`: with `commit`, the
    /// handlers get the transaction from the original order and the data source keeps the new
    /// one; without, the original order comes back.
    func endReorder(from origin: IndexPath, current: IndexPath, commit: Bool)
}

extension CollectionView {
    /// Whether an item is being moved.
    public var isReordering: Bool { reorderSession != nil }

    /// Whether the data source lets the item at `indexPath` move.
    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard isValid(indexPath), let source = dataSource as? ReorderingDataSource else { return false }
        return source.canReorderItem(at: indexPath)
    }

    /// Picks up the focused item (`m`); returns whether one was.
    @discardableResult
    func beginReorder() -> Bool {
        guard let focus = focusedIndexPath, canReorderItem(at: focus) else { return false }
        dismissSwipeActions()
        reorderSession = ReorderSession(origin: focus, current: focus)
        setReorderingState(true, at: focus)
        return true
    }

    /// Keys while an item is picked up: Up and Down move it, Enter (or `m`) drops it, Escape
    /// puts it back. Other keys are swallowed so that focus cannot wander off.
    func handleReorderKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .up: stepReorder(-1)
        case .down: stepReorder(1)
        case .enter, .character("m"): endReorder(commit: true)
        case .escape: endReorder(commit: false)
        default: break
        }
        return true
    }

    /// Moves the picked-up item one place.
    private func stepReorder(_ step: Int) {
        guard let session = reorderSession, let source = dataSource as? ReorderingDataSource,
            let destination = source.reorderDestination(from: session.current, step: step)
        else { return }
        move(to: destination, in: source)
    }

    private func move(to destination: IndexPath, in source: ReorderingDataSource) {
        guard var session = reorderSession, destination != session.current else { return }
        setReorderingState(false, at: session.current)
        isApplyingReorderStep = true
        source.previewReorder(from: session.current, to: destination)
        isApplyingReorderStep = false
        session.current = destination
        reorderSession = session
        setReorderingState(true, at: destination)
        focusItem(at: destination)
    }

    /// Drops (`commit`) or puts back the picked-up item.
    func endReorder(commit: Bool) {
        guard let session = reorderSession else { return }
        reorderSession = nil
        setReorderingState(false, at: session.current)
        guard let source = dataSource as? ReorderingDataSource else { return }
        if session.origin != session.current || !commit {
            isApplyingReorderStep = true
            source.endReorder(from: session.origin, current: session.current, commit: commit)
            isApplyingReorderStep = false
        }
        setNeedsDisplay()
    }

    /// Alt-Up and Alt-Down: moves the focused item one place at once.
    func moveFocusedItem(step: Int) -> Bool {
        guard beginReorder() else { return false }
        stepReorder(step)
        endReorder(commit: true)
        return true
    }

    /// A drag with the primary button after a press on a movable item: picks it up and moves
    /// it to the place of the item under the pointer.
    func dragReorder(to point: CGPoint) -> Bool {
        guard let press = pendingPress else { return reorderSession != nil }
        if reorderSession == nil {
            guard focusedIndexPath == press.indexPath || focusItem(at: press.indexPath), beginReorder() else { return false }
        }
        guard let target = indexPathForItem(at: point), let source = dataSource as? ReorderingDataSource else { return true }
        finishAnimations()
        move(to: target, in: source)
        return true
    }

    private func setReorderingState(_ reordering: Bool, at indexPath: IndexPath) {
        guard let cell = visibleCellViews[indexPath] else { return }
        var state = cell.configurationState
        state.isReordering = reordering
        cell.configurationState = state
        setNeedsDisplay()
    }

    /// Before the data source applies a change that is not a step of the item being carried
    /// (a timer's update, say): the carried item is left where it is shown, without the
    /// handlers, since the places the move was computed from are gone.
    func dataWillChangeOutsideReorder() {
        guard reorderSession != nil, !isApplyingReorderStep else { return }
        if let session = reorderSession { setReorderingState(false, at: session.current) }
        reorderSession = nil
        pendingPress = nil
    }
}
