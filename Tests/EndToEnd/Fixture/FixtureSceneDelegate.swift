import CollectionCore
import CollectionCurses
import Foundation

/// An application delegate and a scene delegate as Xcode's app template writes them: the
/// scene delegate makes the window in `scene(_:willConnectTo:options:)`. Each call is written,
/// one a line, to the file `FIXTURE_EVENTS` names, so that the terminal test can see the
/// scene's life to its end.
@MainActor
final class FixtureSceneAppDelegate: Responder, ApplicationDelegate {
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        FixtureEvents.write("didFinishLaunching")
        return true
    }

    func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                     options: Scene.ConnectionOptions) -> SceneConfiguration {
        FixtureEvents.write("configurationForConnecting")
        return SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationWillTerminate(_ application: Application) {
        FixtureEvents.write("willTerminate")
    }
}

@MainActor
final class FixtureSceneDelegate: Responder, WindowSceneDelegate {
    var window: Window?

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        FixtureEvents.write("willConnect")
        // An application started as UIKit starts one reads points.
        FixtureEvents.write(PointScale.current == .standard ? "points" : "cells")
        guard let windowScene = scene as? WindowScene else { return }
        let controller = CornerViewController()
        controller.title = "Connected by the scene delegate"
        window = Window(windowScene: windowScene)
        window?.rootViewController = NavigationController(rootViewController: controller)
        window?.makeKeyAndVisible()
    }

    func sceneWillEnterForeground(_ scene: Scene) { FixtureEvents.write("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: Scene) { FixtureEvents.write("didBecomeActive") }
    func sceneWillResignActive(_ scene: Scene) { FixtureEvents.write("willResignActive") }
    func sceneDidEnterBackground(_ scene: Scene) { FixtureEvents.write("didEnterBackground") }
    func sceneDidDisconnect(_ scene: Scene) { FixtureEvents.write("didDisconnect") }
}

/// A root view laid out by hand in points, as UIKit code lays one out: a six-letter label in its
/// bottom-right corner, placed from its bounds (48 points across are six columns, 17 down a row).
final class CornerView: View {
    let label = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.text = "corner"
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: bounds.width - 48, y: bounds.height - 17, width: 48, height: 17)
    }
}

final class CornerViewController: ViewController {
    override func loadView() {
        view = CornerView()
    }
}

/// Appends a line to the file `FIXTURE_EVENTS` names (nothing without it).
enum FixtureEvents {
    static func write(_ event: String) {
        guard let path = ProcessInfo.processInfo.environment["FIXTURE_EVENTS"] else { return }
        if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        handle.seekToEndOfFile()
        handle.write(Data((event + "\n").utf8))
        try? handle.close()
    }
}
