import CollectionCore
import Foundation

/// What an application's delegate is told, as `UIApplicationDelegate`: launching, and its
/// ``window`` whose root view controller fills the terminal. Every member has a default, as
/// UIKit's are optional, so an app delegate written for UIKit compiles as it is.
///
/// ```swift
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     var window: UIWindow?
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         window = UIWindow(frame: UIScreen.main.bounds)
///         window?.rootViewController = UINavigationController(rootViewController: MenuViewController())
///         window?.makeKeyAndVisible()
///         return true
///     }
/// }
/// ```
///
/// `@main` and `@UIApplicationMain` cannot make the delegate here (Swift makes an object from
/// its class only through a `required` initializer unless the Objective-C runtime does it), so
/// the program starts it in one line: `Application.main(delegate: AppDelegate())`, or with a
/// scene delegate (which UIKit makes from `Info.plist`),
/// `Application.main(delegate: AppDelegate(), sceneDelegate: SceneDelegate())`.
@MainActor
public protocol ApplicationDelegate: Responder {
    /// The window the application shows (UIKit's optional `window`); `nil` by default.
    var window: Window? { get set }
    /// Called once before the first frame; answer `false` to end the application at once.
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool
    /// Called when the application ends: the user quit, or ``Application/terminate(status:)``.
    func applicationWillTerminate(_ application: Application)
    /// The configuration of a scene about to connect (``Application/main(delegate:sceneDelegate:)``);
    /// by default one with no name for the session's role.
    func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                     options: Scene.ConnectionOptions) -> SceneConfiguration
    /// Called when sessions were discarded: never on a terminal, whose one session lasts as
    /// long as the application.
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)
}

extension ApplicationDelegate {
    /// No window by default (UIKit's `window` is optional).
    public var window: Window? {
        get { nil }
        set {}
    }

    /// Launches, by default.
    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Does nothing by default.
    public func applicationWillTerminate(_ application: Application) {}

    /// A configuration with no name for the session's role, by default.
    public func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                            options: Scene.ConnectionOptions) -> SceneConfiguration {
        SceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    /// Does nothing by default.
    public func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {}
}
