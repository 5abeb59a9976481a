import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// Interactive reordering in a collection view whose data source offers it
/// (``CollectionViewReorderingDataSource``): the item being carried, the keys and mouse
/// gestures that carry it, and the data source's steps.
///
/// `m` picks up the focused item, Up and Down move it, Enter (or `m`) drops it and Escape puts
/// it back; Alt-Up and Alt-Down move the focused item at once. A press on a movable item waits:
/// a drag picks it up and carries it, a release selects it. Each step goes to the data source,
/// which updates the collection view through the one update path; an update that is not a step
/// of the carried item leaves it where it is shown.
@MainActor
final class ReorderController {
    /// An item picked up: where it was when picked up, and where it is shown now.
    private struct Session {
        var origin: IndexPath
        var current: IndexPath
    }

    /// A primary press on a movable item that waits for the release (or a drag).
    private struct PendingPress {
        var indexPath: IndexPath
        var location: CGPoint
    }

    private unowned let collectionView: CollectionView
    private var session: Session?
    /// Whether the data source is applying a step of the carried item.
    private var isApplyingStep = false
    private var pendingPress: PendingPress?

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    /// Whether an item is being carried.
    var isReordering: Bool { session != nil }

    /// Where the carried item is shown now.
    var carriedIndexPath: IndexPath? { session?.current }

    private var dataSource: CollectionViewReorderingDataSource? {
        collectionView.dataSource as? CollectionViewReorderingDataSource
    }

    /// Whether the data source lets the item at `indexPath` move.
    func canMoveItem(at indexPath: IndexPath) -> Bool {
        guard collectionView.isValid(indexPath), let dataSource else { return false }
        return dataSource.collectionView(collectionView, canMoveItemAt: indexPath)
    }

    // MARK: Keys

    /// Picks up the focused item (`m`); returns whether one was.
    @discardableResult
    func begin() -> Bool {
        guard let focus = collectionView.focusedIndexPath, canMoveItem(at: focus) else { return false }
        collectionView.dismissSwipeActions()
        session = Session(origin: focus, current: focus)
        setReorderingState(true, at: focus)
        return true
    }

    /// The keys ``handle(_:)`` gives a meaning while an item is carried (nil when none is).
    var keyHints: [KeyHint]? {
        isReordering ? [KeyHint("↑↓", "Move"), KeyHint("Enter", "Drop"), KeyHint("Esc", "Cancel")] : nil
    }

    /// Keys while an item is carried: Up and Down move it, Enter (or `m`) drops it, Escape puts
    /// it back. Other keys are swallowed so that focus cannot wander off.
    func handle(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .up: step(-1)
        case .down: step(1)
        case .enter, .character("m"): end(commit: true)
        case .escape: end(commit: false)
        default: break
        }
        return true
    }

    /// Alt-Up and Alt-Down: moves the focused item one place at once.
    func moveFocusedItem(step: Int) -> Bool {
        guard begin() else { return false }
        self.step(step)
        end(commit: true)
        return true
    }

    /// Moves the carried item one place.
    private func step(_ step: Int) {
        guard let session, let dataSource,
            let destination = dataSource.collectionView(collectionView, targetIndexPathForMoveOfItemAt: session.current, by: step)
        else { return }
        move(to: destination, in: dataSource)
    }

    private func move(to destination: IndexPath, in dataSource: CollectionViewReorderingDataSource) {
        guard var session, destination != session.current else { return }
        setReorderingState(false, at: session.current)
        isApplyingStep = true
        dataSource.collectionView(collectionView, updateInteractiveMovementOfItemAt: session.current, to: destination)
        isApplyingStep = false
        session.current = destination
        self.session = session
        setReorderingState(true, at: destination)
        collectionView.focusItem(at: destination)
    }

    /// Drops (`commit`) or puts back the carried item.
    func end(commit: Bool) {
        guard let session else { return }
        self.session = nil
        setReorderingState(false, at: session.current)
        guard let dataSource else { return }
        isApplyingStep = true
        if !commit {
            dataSource.collectionView(collectionView, cancelInteractiveMovementOfItemFrom: session.origin, at: session.current)
        } else if session.origin != session.current {
            dataSource.collectionView(collectionView, endInteractiveMovementOfItemFrom: session.origin, to: session.current)
        }
        isApplyingStep = false
        collectionView.setNeedsDisplay()
    }

    // MARK: Mouse

    /// Forgets a press that waited (a new press begins).
    func cancelPress() {
        pendingPress = nil
    }

    /// A primary press on the item at `indexPath` (`location` in view coordinates) that nothing
    /// else took: a movable item takes focus and waits for a drag or the release. Returns
    /// whether it was movable.
    func press(on indexPath: IndexPath?, at location: CGPoint) -> Bool {
        guard let indexPath, canMoveItem(at: indexPath) else { return false }
        collectionView.focusItem(at: indexPath)
        pendingPress = PendingPress(indexPath: indexPath, location: location)
        return true
    }

    /// A drag with the primary button after a press on a movable item: picks it up and moves
    /// it to the place of the item under `point` (content coordinates).
    func drag(to point: CGPoint) -> Bool {
        guard let press = pendingPress else { return session != nil }
        if session == nil {
            guard collectionView.focusedIndexPath == press.indexPath || collectionView.focusItem(at: press.indexPath), begin()
            else { return false }
        }
        guard let target = collectionView.indexPathForItem(atCell: point), let dataSource else { return true }
        collectionView.finishAnimations()
        move(to: target, in: dataSource)
        return true
    }

    /// The release of the primary button: drops a carried item, or selects the item pressed.
    func release() -> Bool {
        if session != nil {
            pendingPress = nil
            end(commit: true)
            return true
        }
        guard let press = pendingPress else { return false }
        pendingPress = nil
        collectionView.userSelectItem(at: press.indexPath, toggles: collectionView.allowsMultipleSelectionNow)
        return true
    }

    // MARK: Updates

    /// Before an update that is not a step of the carried item (a timer's apply, say): the
    /// carried item is left where it is shown, without telling the data source, since the
    /// places the move was computed from are gone.
    func dataWillChange() {
        guard let session, !isApplyingStep else { return }
        setReorderingState(false, at: session.current)
        self.session = nil
        pendingPress = nil
    }

    private func setReorderingState(_ reordering: Bool, at indexPath: IndexPath) {
        guard let cell = collectionView.visibleElements.cell(at: indexPath) else { return }
        var state = cell.configurationState
        state.isReordering = reordering
        cell.setConfigurationState(state)
        collectionView.setNeedsDisplay()
    }
}
