import Foundation

/// What a transition between screens is doing, as `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the user is driving the transition.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (the old screen stays).
    var isCancelled: Bool { get }
    /// How long the transition takes, in seconds.
    var transitionDuration: TimeInterval { get }
}

/// Runs work alongside a transition between screens, as `UIViewControllerTransitionCoordinator`.
///
/// Screens here change at once, so ``ViewController/transitionCoordinator`` is always `nil` and
/// UIKit code takes its branch for "no transition" (deselecting directly, say), which is what
/// that branch is for.
@MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; answers whether the
    /// work was taken.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension ViewController {
    /// The coordinator of the transition that shows or hides the controller's screen, as
    /// UIKit's; always `nil` here, since screens change at once (see
    /// ``ViewControllerTransitionCoordinator``).
    public var transitionCoordinator: (any ViewControllerTransitionCoordinator)? { nil }
}
