import Foundation

/// A controller that shows a stack of controllers, as `UINavigationController`: its view is a
/// ``NavigationStackView`` (a title bar, the top controller's view, the key hints), made when
/// the view is first asked for, with the root controller at the bottom.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: ListViewController())
/// let app = TerminalApplication(rootViewController: navigation)
/// // In ListViewController, as in UIKit:
/// navigationController?.pushViewController(DetailViewController(item), animated: true)
/// ```
///
/// The controllers it shows find the stack through ``ViewController/navigationController``,
/// which is the stack view itself: it has the same `pushViewController(_:animated:)`,
/// `popViewController(animated:)`, `viewControllers` and `topViewController`.
@MainActor
open class NavigationController: ViewController {
    /// The controllers to show when the view is made, bottom first.
    private var pendingControllers: [ViewController]

    /// A navigation controller whose bottom screen is `rootViewController`'s, as
    /// `UINavigationController(rootViewController:)`.
    public init(rootViewController: ViewController) {
        pendingControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }

    /// A navigation controller with no controller yet (`UINavigationController()`): a controller
    /// pushed before its view is made becomes its root; one pushed later goes above an empty
    /// screen. Nibs are ignored, as in ``ViewController``.
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        pendingControllers = []
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Archived controllers are not supported: always `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes the ``navigationStack`` with the root controller (or, before one is pushed, an
    /// empty screen), sized with the view.
    open override func loadView() {
        // In points under a point scale, as the stack's initializers read a frame.
        let frame = PointScale.currentEffective.points(initialViewFrame)
        let stack: NavigationStackView
        if let root = pendingControllers.first {
            stack = NavigationStackView(rootViewController: root, frame: frame)
            for controller in pendingControllers.dropFirst() { stack.pushViewController(controller, animated: false) }
        } else {
            stack = NavigationStackView(root: View(), frame: frame)
        }
        pendingControllers = []
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = stack
    }

    /// The stack view that shows the controllers: the controller's view.
    public var navigationStack: NavigationStackView? { view as? NavigationStackView }

    /// The controllers on the stack, bottom first, as `UINavigationController.viewControllers`.
    public var viewControllers: [ViewController] {
        isViewLoaded ? navigationStack?.viewControllers ?? [] : pendingControllers
    }

    /// The controller on top, as `UINavigationController.topViewController`.
    public var topViewController: ViewController? { viewControllers.last }

    /// The controller whose view is shown: the top one (nothing is presented over it).
    public var visibleViewController: ViewController? { topViewController }

    /// Shows `viewController` above the top one, as
    /// `UINavigationController.pushViewController(_:animated:)` (before the view is made, it is
    /// kept to be shown when it is).
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard isViewLoaded else {
            pendingControllers.append(viewController)
            return
        }
        guard let stack = navigationStack else { return }
        stack.pushViewController(viewController, animated: animated)
    }

    /// Pops the top controller and returns it, as `UINavigationController.popViewController(animated:)`;
    /// the root stays.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        navigationStack?.popViewController(animated: animated)
    }

    /// Pops every controller above the root and returns them, top last, as
    /// `UINavigationController.popToRootViewController(animated:)`.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let stack = navigationStack else { return nil }
        let popped = Array(stack.viewControllers.dropFirst())
        stack.popToRoot()
        return popped
    }
}
