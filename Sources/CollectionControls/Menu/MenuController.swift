import CollectionCanvas
import CollectionDiagnostics
import CollectionViews
import Foundation

/// The controller that shows a ``Menu`` as a pop-up list: presented (as an alert is) by the
/// controller of the view that opens it, so that it lies over the screen, dims what is under it
/// and takes every key and click until it closes.
package final class MenuController: ViewController {
    /// The menu shown.
    let menu: Menu
    /// The rectangle, in the screen's coordinates, the menu opens next to.
    let anchor: CGRect
    /// What an action's `sender` is while its handler runs (the item, button or view).
    private(set) weak var source: AnyObject?

    init(menu: Menu, anchor: CGRect, source: AnyObject?) {
        self.menu = menu
        self.anchor = anchor
        self.source = source
        super.init(nibName: nil, bundle: nil)
    }

    /// Archived controllers are not supported: always `nil`.
    required init?(coder: NSCoder) {
        return nil
    }

    /// A menu lies over the presenter.
    package override var presentationShowsPresenter: Bool { true }

    /// Makes the view that draws the menu.
    package override func loadView() {
        view = MenuView(controller: self, frame: .zero).withCellFrame(initialViewFrame)
    }

    /// Chooses `action`, from the menu `parent` lists it in: a ``Menu/Options/singleSelection``
    /// menu checks it alone; the menu closes (unless the action keeps it), then the handler runs.
    func choose(_ action: Action, in parent: Menu?) {
        guard !action.attributes.contains(.disabled) else { return }
        if let parent, parent.options.contains(.singleSelection) {
            for case let sibling as Action in parent.children { sibling.state = sibling === action ? .on : .off }
        }
        let source = source
        if action.attributes.contains(.keepsMenuPresented) {
            action.perform(sender: source)
            viewIfLoaded?.setNeedsDisplay()
            return
        }
        dismiss(animated: true) { action.perform(sender: source) }
    }

    // MARK: Presenting

    /// Lets bar button items open menus (they live in a module that cannot draw one).
    package static func install() {
        BarButtonItem.menuPresenter = { menu, view, rect, source in present(menu, from: view, over: rect, source: source) }
    }

    /// Opens `menu` next to `rect` (in `view`'s bounds coordinates), presented by the controller
    /// of the screen `view` is on (the front one when it already presents). A menu with nothing
    /// to choose opens nothing. Returns whether it opened.
    @discardableResult
    package static func present(_ menu: Menu, from view: View, over rect: CGRect, source: AnyObject?) -> Bool {
        guard MenuView.hasVisibleEntries(menu) else { return false }
        var anchor = rect
        var root = view
        while let superview = root.superview {
            anchor = anchor.offsetBy(dx: root.cellFrame.minX - root.cellBounds.minX, dy: root.cellFrame.minY - root.cellBounds.minY)
            root = superview
        }
        var responder: Responder? = view
        while let next = responder, !(next is ViewController) { responder = next.next }
        // A view above every controller (a navigation stack's bar): the front controller under it.
        if responder == nil { responder = frontController(under: view) }
        guard var presenter = responder as? ViewController else {
            Diagnostics.report(Diagnostic(
                domain: "menu", kind: "noViewController",
                message: "A menu opens over a view controller's screen; \(type(of: view)) has none; not shown."))
            return false
        }
        while let presented = presenter.presentedViewController { presenter = presented }
        presenter.present(MenuController(menu: menu, anchor: anchor, source: source), animated: true)
        return true
    }

    /// The controller of the front-most shown view under `view` that is a controller's root view.
    private static func frontController(under view: View) -> ViewController? {
        for subview in view.subviews.reversed() where !subview.isHidden {
            if let controller = subview.next as? ViewController { return controller }
            if let controller = frontController(under: subview) { return controller }
        }
        return nil
    }
}
