import CollectionCore
import Foundation

/// The view that shows an application's content, as `UIWindow`: its ``rootViewController``
/// fills the terminal once ``Application/main(delegate:)`` runs it (after the delegate's
/// `application(_:didFinishLaunchingWithOptions:)`), or once its scene connected
/// (``Application/main(delegate:sceneDelegate:)``). A terminal has one window: the last one
/// made key is shown.
@MainActor
open class Window: View {
    /// The controller whose view the window shows.
    open var rootViewController: ViewController?

    /// The window made key last (``makeKeyAndVisible()``).
    public private(set) static weak var keyWindow: Window?

    /// Whether this is the window shown.
    public var isKeyWindow: Bool { Window.keyWindow === self }

    /// The scene the window belongs to, when made with ``init(windowScene:)``.
    public private(set) weak var windowScene: WindowScene?

    /// A window of the screen's size for `windowScene`, as a scene delegate makes one.
    public convenience init(windowScene: WindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        windowScene.attach(self)
    }

    /// Makes this the window the application shows, as UIKit's `makeKeyAndVisible()` (and
    /// its scene's key window).
    open func makeKeyAndVisible() {
        Window.keyWindow = self
        windowScene?.keyWindow = self
    }
}

/// The terminal as a screen, as `UIScreen`: ``main``'s ``bounds`` are the terminal's size
/// when standard output (else input) is a terminal, else 80 × 24 cells; in points under a point
/// scale (`PointScale.current`: code written for UIKit), else in cells.
@MainActor
public final class Screen {
    /// The screen the application runs on.
    public static let main = Screen()

    /// The screen's rectangle: in points under `PointScale.current`, else in cells.
    public var bounds: CGRect {
        PointScale.currentEffective.points(cellBounds)
    }

    /// The screen's rectangle in cells.
    package var cellBounds: CGRect {
        let terminal = TerminalApplication.terminalFrame()
        return terminal.isEmpty ? CGRect(x: 0, y: 0, width: 80, height: 24) : terminal
    }

    /// A cell is one point here (see `PointScale` for points on a terminal).
    public var scale: CGFloat { 1 }
}
