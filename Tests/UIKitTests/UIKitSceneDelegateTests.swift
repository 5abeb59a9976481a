import CollectionTesting
import Testing
import UIKit

/// The life of a scene, recorded by the delegates below.
@MainActor
final class SceneEvents {
    static var list: [String] = []
}

/// An app delegate as Xcode's template writes it for an app with scenes.
@MainActor
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneEvents.list.append("launched")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        SceneEvents.list.append("configuration")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        SceneEvents.list.append("discarded")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        SceneEvents.list.append("terminate")
    }
}

/// A scene delegate as the template writes it, making its window in `willConnectTo`.
@MainActor
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        SceneEvents.list.append("connect")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let root = UIViewController()
        root.title = "Scene root"
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: root)
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { SceneEvents.list.append("disconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { SceneEvents.list.append("active \(scene.activationState == .foregroundActive)") }
    func sceneWillResignActive(_ scene: UIScene) { SceneEvents.list.append("resign") }
    func sceneWillEnterForeground(_ scene: UIScene) { SceneEvents.list.append("foreground") }
    func sceneDidEnterBackground(_ scene: UIScene) { SceneEvents.list.append("background \(scene.activationState == .background)") }
}

/// A scene delegate that only makes a window key (no `window` property).
@MainActor
final class KeyWindowSceneDelegate: UIResponder, UISceneDelegate {
    var keep: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.rootViewController?.title = "Made key"
        window.makeKeyAndVisible()
        keep = window
    }
}

/// An app delegate whose configuration names another delegate class and a storyboard.
@MainActor
final class NamingAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        configuration.storyboard = UIStoryboard(name: "Main", bundle: nil)
        return configuration
    }
}

@MainActor
@Suite(.serialized) struct UIKitSceneDelegateTests {
    @Test func theSceneDelegatesWindowIsShownAndTheSceneLivesToTheEnd() throws {
        SceneEvents.list = []
        let sceneDelegate = SceneDelegate()
        let application = UIApplication.forTesting(delegate: TemplateAppDelegate(), sceneDelegate: sceneDelegate)
        let root = try #require(application.launchedRootViewController())
        #expect(SceneEvents.list == ["launched", "configuration", "connect", "foreground", "active true"])
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        #expect(application.connectedScenes.count == 1)
        #expect(scene.delegate === sceneDelegate)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.scene === scene)
        #expect(application.openSessions == [scene.session])
        #expect(scene.windows.count == 1 && scene.windows.first === sceneDelegate.window)
        #expect(scene.keyWindow === sceneDelegate.window)
        #expect(sceneDelegate.window?.windowScene === scene)
        #expect(sceneDelegate.window?.frame == UIScreen.main.bounds)
        let screen = HeadlessScreen(rootViewController: root, width: 40, height: 6)
        screen.render()
        #expect(screen.lines[0].contains("Scene root"))
        application.terminate()
        #expect(SceneEvents.list.suffix(4) == ["resign", "background true", "disconnect", "terminate"])
        #expect(scene.activationState == .unattached)
        #expect(application.connectedScenes.isEmpty)
        application.terminate()
        #expect(SceneEvents.list.filter { $0 == "terminate" }.count == 1, "told once")
    }

    @Test func aWindowTheSceneDelegateMadeKeyIsShown() throws {
        let application = UIApplication.forTesting(delegate: TemplateAppDelegate(), sceneDelegate: KeyWindowSceneDelegate())
        let root = try #require(application.launchedRootViewController())
        #expect(root.title == "Made key")
    }

    @Test func aConfigurationNamingAnotherDelegateOrAStoryboardIsReported() throws {
        let (title, reports) = Diagnostics.collect {
            UIApplication.forTesting(delegate: NamingAppDelegate(), sceneDelegate: KeyWindowSceneDelegate()).launchedRootViewController()?.title
        }
        #expect(title == "Made key", "the delegate given is used")
        #expect(reports.map(\.kind).sorted() == ["sceneDelegateClass", "sceneStoryboard"])
    }

    /// An application started as UIKit starts one reads points unless the program chose a scale.
    @Test func anApplicationReadsPointsUnlessAScaleWasChosen() {
        #expect(UIApplication.defaultPointScale(current: nil) == .standard)
        #expect(UIApplication.defaultPointScale(current: .cells) == .cells)
        let custom = PointScale(pointsPerColumn: 10, pointsPerRow: 20)
        #expect(UIApplication.defaultPointScale(current: custom) == custom)
    }
}

/// `view.window`, as UIKit code asks it to know whether a view is on screen.
@MainActor
@Suite(.serialized) struct UIKitViewWindowTests {
    @Test func aViewOfTheKeyWindowsRootKnowsItsWindow() throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let label = UILabel()
        root.view.addSubview(label)
        #expect(label.window === window)
        #expect(root.view.window === window)
        label.removeFromSuperview()
        #expect(label.window == nil, "not on screen")
        // A view inside a window itself.
        let other = UIWindow(frame: .zero)
        let inside = UIView()
        other.addSubview(inside)
        #expect(inside.window === other)
    }
}
