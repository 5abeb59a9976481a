import CollectionDiagnostics
import CollectionViews
import Foundation

/// A storyboard, as `UIStoryboard`: code that makes controllers from one compiles, but a
/// terminal has no storyboards to load. The first load reports one diagnostic naming the
/// storyboard (domain `storyboard`, kind `unavailable`), never a crash:
/// ``instantiateViewController(withIdentifier:)`` answers a plain ``ViewController`` and
/// ``instantiateInitialViewController()`` answers `nil`. Make the controller in code instead
/// (`MyViewController()`).
@MainActor
public final class Storyboard {
    /// The storyboard's name, as given.
    public let name: String
    /// The bundle it was to be read from.
    public let bundle: Bundle?
    private var reported = false

    /// The storyboard `name` in `storyboardBundleOrNil`, as `UIStoryboard(name:bundle:)`.
    /// Nothing is read.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
    }

    /// The storyboard's initial controller, as UIKit's `instantiateInitialViewController()`:
    /// `nil` here, with the storyboard's diagnostic.
    public func instantiateInitialViewController() -> ViewController? {
        reportUnavailable(instead: "instantiateInitialViewController() answers nil")
        return nil
    }

    /// The controller of `identifier`, as UIKit's `instantiateViewController(withIdentifier:)`:
    /// a plain ``ViewController`` here, with the storyboard's diagnostic.
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        reportUnavailable(instead: "instantiateViewController(withIdentifier: \"\(identifier)\") answers a plain view controller")
        return ViewController()
    }

    private func reportUnavailable(instead: String) {
        guard !reported else { return }
        reported = true
        Diagnostics.report(Diagnostic(
            domain: "storyboard", kind: "unavailable",
            message: "UIStoryboard(name: \"\(name)\"): storyboards cannot be loaded on the terminal; \(instead). "
                + "Make the controller in code."))
    }
}
