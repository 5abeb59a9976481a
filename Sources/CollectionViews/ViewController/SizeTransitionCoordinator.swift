import Foundation

/// The coordinator ``ViewController/viewWillTransition(to:with:)`` gets when the terminal is
/// resized: the resize happens at once, so the blocks given to
/// ``animate(alongsideTransition:completion:)`` are kept until the views have their new size
/// and are laid out at it, then run in order (every animation block, then every completion), not animated.
@MainActor
final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
    let isAnimated = false
    let isInteractive = false
    let isCancelled = false
    let transitionDuration: TimeInterval = 0

    private var animations: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []

    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Whether blocks wait to run.
    var hasWork: Bool { !animations.isEmpty || !completions.isEmpty }

    /// Runs the kept blocks: the views have their new size.
    func finish() {
        let (animations, completions) = (self.animations, self.completions)
        self.animations = []
        self.completions = []
        for animation in animations { animation(self) }
        for completion in completions { completion(self) }
    }
}

extension View {
    /// The root view is about to take `size` (a terminal resize): tells every controller whose
    /// view is in the tree, parents first, and answers the coordinator to finish once the size
    /// is applied. `nil` when no controller is in the tree.
    func transitionControllers(to size: CGSize) -> SizeTransitionCoordinator? {
        var controllers: [ViewController] = []
        func collect(_ view: View) {
            if let controller = view.owningViewController { controllers.append(controller) }
            for subview in view.subviews { collect(subview) }
        }
        collect(self)
        guard !controllers.isEmpty else { return nil }
        let coordinator = SizeTransitionCoordinator()
        for controller in controllers { controller.viewWillTransition(to: size, with: coordinator) }
        return coordinator
    }
}
