import CollectionCore
import Foundation

/// What a scene's delegate is told, as `UISceneDelegate`: connecting, the changes of its
/// activation state, and disconnecting. Every member has a default, as UIKit's are optional.
///
/// On a terminal the scene connects after the application finished launching and becomes
/// active at once (`sceneWillEnterForeground(_:)`, then `sceneDidBecomeActive(_:)`); when the
/// application ends it resigns, enters the background and disconnects, in that order, before
/// `applicationWillTerminate(_:)`.
@MainActor
public protocol SceneDelegate: AnyObject {
    /// The scene is connected: make its window here.
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions)
    /// The scene was disconnected.
    func sceneDidDisconnect(_ scene: Scene)
    /// The scene takes input.
    func sceneDidBecomeActive(_ scene: Scene)
    /// The scene is about to stop taking input.
    func sceneWillResignActive(_ scene: Scene)
    /// The scene is about to be shown.
    func sceneWillEnterForeground(_ scene: Scene)
    /// The scene is no longer shown.
    func sceneDidEnterBackground(_ scene: Scene)
}

extension SceneDelegate {
    /// Does nothing by default.
    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {}
    /// Does nothing by default.
    public func sceneDidDisconnect(_ scene: Scene) {}
    /// Does nothing by default.
    public func sceneDidBecomeActive(_ scene: Scene) {}
    /// Does nothing by default.
    public func sceneWillResignActive(_ scene: Scene) {}
    /// Does nothing by default.
    public func sceneWillEnterForeground(_ scene: Scene) {}
    /// Does nothing by default.
    public func sceneDidEnterBackground(_ scene: Scene) {}
}

/// The delegate of a scene that shows windows, as `UIWindowSceneDelegate`: its ``window``, whose
/// root view controller fills the terminal.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     var window: UIWindow?
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
///                options connectionOptions: UIScene.ConnectionOptions) {
///         guard let windowScene = scene as? UIWindowScene else { return }
///         window = UIWindow(windowScene: windowScene)
///         window?.rootViewController = UINavigationController(rootViewController: MenuViewController())
///         window?.makeKeyAndVisible()
///     }
/// }
/// ```
@MainActor
public protocol WindowSceneDelegate: SceneDelegate {
    /// The scene's main window; `nil` by default.
    var window: Window? { get set }
}

extension WindowSceneDelegate {
    /// No window by default (UIKit's `window` is optional).
    public var window: Window? {
        get { nil }
        set {}
    }
}
