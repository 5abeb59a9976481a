import CollectionTesting
import Testing
import UIKit

/// An app delegate as UIKit code writes it: a window of the screen's size with a navigation
/// controller at its root, made key in `application(_:didFinishLaunchingWithOptions:)`.
@MainActor
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var terminated = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let menu = UIViewController()
        menu.title = "Modern Collection Views"
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: menu)
        window?.makeKeyAndVisible()
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        terminated = true
    }
}

/// A delegate that only makes a window key, without keeping it.
@MainActor
final class KeyWindowDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.rootViewController?.title = "Key window"
        window.makeKeyAndVisible()
        keep = window
        return true
    }
    var keep: UIWindow?
}

/// A delegate whose window a storyboard would have made.
@MainActor
final class StoryboardDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

@MainActor
@Suite(.serialized) struct UIKitApplicationDelegateTests {
    @Test func theDelegatesWindowRootIsShown() throws {
        let delegate = AppDelegate()
        let application = UIApplication.forTesting(delegate: delegate)
        #expect(UIApplication.shared === application)
        let root = try #require(application.launchedRootViewController())
        #expect(delegate.window?.isKeyWindow == true)
        #expect(UIScreen.main.bounds.width > 0 && UIScreen.main.bounds.height > 0)
        let screen = HeadlessScreen(rootViewController: root, width: 40, height: 6)
        screen.render()
        #expect(screen.lines[0].contains("Modern Collection Views"))
        application.terminate()
        #expect(delegate.terminated)
    }

    @Test func aWindowMadeKeyIsShownWithoutTheDelegatesProperty() throws {
        let application = UIApplication.forTesting(delegate: KeyWindowDelegate())
        let root = try #require(application.launchedRootViewController())
        #expect(root.title == "Key window")
    }

    @Test func withoutAWindowThereIsNothingToShow() {
        let delegate = StoryboardDelegate()
        let application = UIApplication.forTesting(delegate: delegate)
        // A window made key before this launch (another delegate's) is not shown for it.
        let earlier = UIWindow(frame: .zero)
        earlier.rootViewController = UIViewController()
        earlier.makeKeyAndVisible()
        #expect(delegate.window == nil)
        #expect(application.launchedRootViewController() == nil)
        // A responder that is neither a view nor a controller ends the chain.
        #expect(delegate.next == nil && delegate.keyCommands == nil)
    }
}
