import CollectionCore
import Foundation

/// The demo's navigation stack: a ``NavigationStackView`` that tells the screens hosting a view
/// controller (``SampleScreenHost``) when they are shown and hidden, as a navigation controller
/// tells its children, so that their controllers get `viewWillAppear(_:)`,
/// `viewDidAppear(_:)`, `viewWillDisappear(_:)` and `viewDidDisappear(_:)` in UIKit's order:
/// the leaving screen's "will", the arriving one's "will", the switch, then the leaving
/// screen's "did" and the arriving one's "did". Pushes, pops (Escape, Backspace, the
/// command palette's Back and Go to) and ``popToRoot()`` all go through here; the app's
/// ``DemoApp/willQuit()`` ends the top screen's appearance when the demo quits.
public final class DemoNavigationStack: NavigationStackView {
    public override func push(_ screen: View, title: String? = nil) {
        // A screen already in the stack is refused by the stack (with a diagnostic): no calls.
        guard !screens.contains(where: { $0 === screen }) else {
            super.push(screen, title: title)
            return
        }
        let leaving = topScreen as? SampleScreenHost
        let arriving = screen as? SampleScreenHost
        leaving?.beginAppearanceTransition(false)
        arriving?.beginAppearanceTransition(true)
        super.push(screen, title: title)
        leaving?.endAppearanceTransition()
        arriving?.endAppearanceTransition()
    }

    @discardableResult
    public override func pop() -> View? {
        guard canPop else { return nil }
        let leaving = topScreen as? SampleScreenHost
        let returning = screens[screens.count - 2] as? SampleScreenHost
        leaving?.beginAppearanceTransition(false)
        returning?.beginAppearanceTransition(true)
        let popped = super.pop()
        leaving?.endAppearanceTransition()
        returning?.endAppearanceTransition()
        return popped
    }

    /// Ends the appearance of the top screen's controller (`viewWillDisappear(_:)`, then
    /// `viewDidDisappear(_:)`), when the demo quits.
    func endTopScreenAppearance() {
        guard let top = topScreen as? SampleScreenHost else { return }
        top.beginAppearanceTransition(false)
        top.endAppearanceTransition()
    }
}
