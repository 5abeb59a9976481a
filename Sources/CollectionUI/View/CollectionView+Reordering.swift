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

extension CollectionView {
    /// Whether an item is being moved.
    public var isReordering: Bool { reorderSession != nil }

    /// The data source, when it lets items move.
    private var reorderingDataSource: CollectionViewReorderingDataSource? {
        dataSource as? CollectionViewReorderingDataSource
    }

    /// Whether the data source lets the item at `indexPath` move.
    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard isValid(indexPath), let source = reorderingDataSource else { return false }
        return source.collectionView(self, canMoveItemAt: indexPath)
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
        guard let session = reorderSession, let source = reorderingDataSource,
            let destination = source.collectionView(self, targetIndexPathForMoveOfItemAt: session.current, by: step)
        else { return }
        move(to: destination, in: source)
    }

    private func move(to destination: IndexPath, in source: CollectionViewReorderingDataSource) {
        guard var session = reorderSession, destination != session.current else { return }
        setReorderingState(false, at: session.current)
        isApplyingReorderStep = true
        source.collectionView(self, updateInteractiveMovementOfItemAt: session.current, to: destination)
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
        guard let source = reorderingDataSource else { return }
        isApplyingReorderStep = true
        if !commit {
            source.collectionView(self, cancelInteractiveMovementOfItemFrom: session.origin, at: session.current)
        } else if session.origin != session.current {
            source.collectionView(self, endInteractiveMovementOfItemFrom: session.origin, to: session.current)
        }
        isApplyingReorderStep = false
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
        guard let target = indexPathForItem(at: point), let source = reorderingDataSource else { return true }
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
