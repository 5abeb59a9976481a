import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// The swipe actions a collection view shows over one row: which row, its actions and the
/// chosen one, and the keys, presses and drawing that go with them. The actions come from the
/// layout (``CollectionViewSwipeActionsLayout``).
@MainActor
final class SwipeActionsController {
    /// The actions shown on a row.
    private struct Shown {
        var indexPath: IndexPath
        /// Leading actions in screen order (the first one leftmost).
        var leading: [ContextualAction]
        /// Trailing actions in screen order (inwards to the trailing edge).
        var trailing: [ContextualAction]
        /// The chosen one, an index into ``all``.
        var chosen: Int

        /// All actions, left to right.
        var all: [ContextualAction] { leading + trailing }
    }

    private unowned let collectionView: CollectionView
    private var shown: Shown?

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    /// The row whose actions are shown.
    var indexPath: IndexPath? { shown?.indexPath }

    /// The titles of the shown actions, left to right, and the chosen one's index.
    var titles: (titles: [String], chosen: Int)? {
        shown.map { ($0.all.map { $0.buttonText }, $0.chosen) }
    }

    /// Shows the focused row's actions; returns whether it has any.
    func show() -> Bool {
        guard let focus = collectionView.focusedIndexPath, collectionView.isValid(focus),
            let layout = collectionView.collectionViewLayout as? CollectionViewSwipeActionsLayout
        else { return false }
        let leading = Array((layout.leadingSwipeActionsConfigurationForItem(at: focus)?.actions ?? []))
        // UIKit lists trailing actions from the edge inwards; on screen they read the other way.
        let trailing = Array((layout.trailingSwipeActionsConfigurationForItem(at: focus)?.actions ?? []).reversed())
        guard !leading.isEmpty || !trailing.isEmpty else { return false }
        // The trailing edge's first action (usually Delete) is chosen first, as a left swipe
        // reveals it.
        let chosen = trailing.isEmpty ? 0 : leading.count + trailing.count - 1
        shown = Shown(indexPath: focus, leading: leading, trailing: trailing, chosen: chosen)
        collectionView.setNeedsDisplay()
        return true
    }

    /// Hides the actions.
    func dismiss() {
        guard shown != nil else { return }
        shown = nil
        collectionView.setNeedsDisplay()
    }

    /// The keys ``handle(_:)`` gives a meaning while actions are shown (nil when none are).
    var keyHints: [KeyHint]? {
        guard let state = shown else { return nil }
        let choose = state.all.count > 1 ? [KeyHint("←→", "Choose")] : []
        return choose + [KeyHint("Enter", state.all[state.chosen].title ?? "Perform"), KeyHint("Esc", "Close")]
    }

    /// While actions are shown: Left and Right choose, Enter performs, Escape dismisses; any
    /// other key dismisses the actions and goes on to its usual meaning (`false`).
    func handle(_ event: KeyEvent) -> Bool {
        guard var state = shown else { return false }
        switch event.key {
        case .left:
            state.chosen = max(0, state.chosen - 1)
        case .right:
            state.chosen = min(state.all.count - 1, state.chosen + 1)
        case .enter:
            perform(at: state.chosen)
            return true
        case .escape:
            dismiss()
            return true
        default:
            dismiss()
            return false
        }
        shown = state
        collectionView.setNeedsDisplay()
        return true
    }

    /// A primary press at `location` (view coordinates) while actions are shown: on a button it
    /// performs its action; elsewhere it dismisses them. Returns whether a button was pressed.
    func press(at location: CGPoint) -> Bool {
        guard shown != nil else { return false }
        for button in buttons() where button.frame.contains(location) {
            shown?.chosen = button.index
            perform(at: button.index)
            return true
        }
        dismiss()
        return false
    }

    /// Runs the action at `index` of the shown ones; the actions are dismissed when its
    /// completion is called (or when the data changes first).
    private func perform(at index: Int) {
        guard let state = shown, state.all.indices.contains(index) else { return }
        let action = state.all[index]
        let view: View = collectionView.cellForItem(at: state.indexPath) ?? collectionView
        action.handler(action, view) { [weak self] _ in self?.dismiss() }
    }

    /// The buttons of the shown actions: their area relative to the view's top-left corner.
    /// All of them make one strip that ends at the row's trailing edge, the leading actions
    /// first: a key shows both sets at once (no swipe says which edge), and a leading button at
    /// the left edge would cover the start of the row's text while its tail showed beside it.
    private func buttons() -> [(index: Int, frame: CGRect)] {
        guard let state = shown, let row = collectionView.presentedFrame(forItemAt: state.indexPath) else { return [] }
        var buttons: [(Int, CGRect)] = []
        var right = row.maxX
        for (index, action) in state.all.enumerated().reversed() {
            let width = CGFloat(TerminalText.width(of: " \(action.buttonText) "))
            right -= width
            buttons.append((index, CGRect(x: right, y: row.minY, width: width, height: row.height)))
        }
        return buttons
    }

    /// Draws the shown actions over their row, together at its trailing edge (the leading ones
    /// first), the chosen one in reverse video.
    func draw(_ rect: CGRect, in canvas: inout Canvas) {
        guard let state = shown else { return }
        let all = state.all
        for button in buttons() {
            let action = all[button.index]
            let frame = button.frame.offsetBy(dx: rect.minX, dy: rect.minY)
            let style = action.buttonStyle(chosen: button.index == state.chosen)
            canvas.withClip(rect) { canvas in
                canvas.fill(frame, style: style)
                let row = Int(frame.minY + (frame.height - 1) / 2)
                canvas.draw(" \(action.buttonText) ", x: Int(frame.minX), y: row, style: style)
            }
        }
    }
}
