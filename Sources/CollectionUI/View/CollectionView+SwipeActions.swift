import CollectionCanvas
import CollectionModel
import Foundation

/// The swipe actions shown on a row.
struct SwipeActionsState {
    var indexPath: IndexPath
    /// Leading actions in screen order (from the leading edge inwards).
    var leading: [ContextualAction]
    /// Trailing actions in screen order (inwards to the trailing edge).
    var trailing: [ContextualAction]
    /// The chosen one, an index into ``all``.
    var chosen: Int

    /// All actions, left to right.
    var all: [ContextualAction] { leading + trailing }
}

extension CollectionView {
    /// The row whose swipe actions are shown, if any.
    public var indexPathForShownSwipeActions: IndexPath? { swipeActionsState?.indexPath }

    /// The titles of the shown swipe actions, left to right, and the chosen one's index.
    public var shownSwipeActions: (titles: [String], chosen: Int)? {
        swipeActionsState.map { ($0.all.map { $0.title ?? "" }, $0.chosen) }
    }

    /// Shows the focused row's swipe actions (Delete or `.`); returns whether it has any.
    @discardableResult
    public func showSwipeActions() -> Bool {
        guard let focus = focusedIndexPath, isValid(focus),
            let layout = collectionViewLayout as? CollectionViewSwipeActionsLayout
        else { return false }
        let leading = Array((layout.leadingSwipeActionsConfigurationForItem(at: focus)?.actions ?? []))
        // UIKit lists trailing actions from the edge inwards; on screen they read the other way.
        let trailing = Array((layout.trailingSwipeActionsConfigurationForItem(at: focus)?.actions ?? []).reversed())
        guard !leading.isEmpty || !trailing.isEmpty else { return false }
        // The trailing edge's first action (usually Delete) is chosen first, as a left swipe
        // reveals it.
        let chosen = trailing.isEmpty ? 0 : leading.count + trailing.count - 1
        swipeActionsState = SwipeActionsState(indexPath: focus, leading: leading, trailing: trailing, chosen: chosen)
        setNeedsDisplay()
        return true
    }

    /// Hides the swipe actions.
    public func dismissSwipeActions() {
        guard swipeActionsState != nil else { return }
        swipeActionsState = nil
        setNeedsDisplay()
    }

    /// Left and Right choose, Enter performs, Escape dismisses; any other key dismisses the
    /// actions and goes on to its usual meaning.
    func handleSwipeActionsKey(_ event: KeyEvent) -> Bool {
        guard var state = swipeActionsState else { return false }
        switch event.key {
        case .left:
            state.chosen = max(0, state.chosen - 1)
        case .right:
            state.chosen = min(state.all.count - 1, state.chosen + 1)
        case .enter:
            performSwipeAction(at: state.chosen)
            return true
        case .escape:
            dismissSwipeActions()
            return true
        default:
            dismissSwipeActions()
            return false
        }
        swipeActionsState = state
        setNeedsDisplay()
        return true
    }

    /// Runs the action at `index` of the shown ones; the actions are dismissed when its
    /// completion is called (or when the data changes first).
    private func performSwipeAction(at index: Int) {
        guard let state = swipeActionsState, state.all.indices.contains(index) else { return }
        let action = state.all[index]
        let view: View = cellForItem(at: state.indexPath) ?? self
        action.handler(action, view) { [weak self] _ in self?.dismissSwipeActions() }
    }

    /// The buttons of the shown actions: their area relative to the view's top-left corner.
    private func swipeActionButtons() -> [(index: Int, frame: CGRect)] {
        guard let state = swipeActionsState, let row = presentedFrame(forItemAt: state.indexPath) else { return [] }
        var buttons: [(Int, CGRect)] = []
        var x = row.minX
        for (index, action) in state.leading.enumerated() {
            let width = CGFloat(TerminalText.width(of: " \(action.title ?? "") "))
            buttons.append((index, CGRect(x: x, y: row.minY, width: width, height: row.height)))
            x += width
        }
        var right = row.maxX
        for (offset, action) in state.trailing.enumerated().reversed() {
            let width = CGFloat(TerminalText.width(of: " \(action.title ?? "") "))
            right -= width
            buttons.append((state.leading.count + offset, CGRect(x: right, y: row.minY, width: width, height: row.height)))
        }
        return buttons
    }

    /// A press at `location` (view coordinates) on a button performs its action.
    func pressSwipeActionButton(at location: CGPoint) -> Bool {
        for button in swipeActionButtons() where button.frame.contains(location) {
            swipeActionsState?.chosen = button.index
            performSwipeAction(at: button.index)
            return true
        }
        return false
    }

    /// Draws the shown actions over their row: the leading ones from the left edge, the
    /// trailing ones to the right edge, the chosen one in reverse video.
    func drawSwipeActions(_ rect: CGRect, in canvas: inout Canvas) {
        guard let state = swipeActionsState else { return }
        let all = state.all
        for button in swipeActionButtons() {
            let action = all[button.index]
            let frame = button.frame.offsetBy(dx: rect.minX, dy: rect.minY)
            let style = action.buttonStyle(chosen: button.index == state.chosen)
            canvas.withClip(rect) { canvas in
                canvas.fill(frame, style: style)
                let row = Int(frame.minY + (frame.height - 1) / 2)
                canvas.draw(" \(action.title ?? "") ", x: Int(frame.minX), y: row, style: style)
            }
        }
    }
}
