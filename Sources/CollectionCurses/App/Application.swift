import CollectionCore
import Foundation

/// The running application, as `UIApplication`: its ``delegate`` and ``shared`` instance, its
/// scene, and ``main(delegate:)`` or ``main(delegate:sceneDelegate:)``, which start it on the
/// terminal as `UIApplicationMain` does.
@MainActor
public final class Application {
    /// Keys of the launch options (`UIApplication.LaunchOptionsKey`); a terminal application
    /// is launched with none.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The application running, once ``main(delegate:)`` started it.
    public private(set) static var shared: Application!

    /// The application's delegate (held strongly here, as the application keeps it alive).
    public private(set) var delegate: ApplicationDelegate?

    /// The terminal application that shows the key window; `nil` until it runs.
    public private(set) var terminal: TerminalApplication?

    /// The scene delegate given to ``main(delegate:sceneDelegate:)``, until its scene connects.
    private var pendingSceneDelegate: SceneDelegate?
    /// The connected scenes: the one window scene, once ``main(delegate:sceneDelegate:)`` launched.
    public private(set) var connectedScenes: Set<Scene> = []
    /// The sessions of the connected scenes.
    public var openSessions: Set<SceneSession> { Set(connectedScenes.map(\.session)) }
    /// Whether the end of the application was told (once).
    private var hasTerminated = false

    private init(delegate: ApplicationDelegate, sceneDelegate: SceneDelegate? = nil) {
        self.delegate = delegate
        pendingSceneDelegate = sceneDelegate
    }

    /// Starts the application, as `UIApplicationMain`: reads sizes in points
    /// (``CollectionCore/PointScale/current`` becomes ``CollectionCore/PointScale/standard`` unless a scale was set before),
    /// calls the delegate's `application(_:didFinishLaunchingWithOptions:)`, then shows the root view controller of
    /// its ``ApplicationDelegate/window`` (else of a window it made key) full screen on the
    /// terminal until the application quits, tells the delegate
    /// (`applicationWillTerminate(_:)`) and ends the process with its status (see
    /// ``TerminalApplication/runAndExit()``). Without a window and a root view controller
    /// (a window that a storyboard would have made), it reports so and exits with 1.
    public static func main(delegate: ApplicationDelegate) -> Never {
        run(Application(delegate: delegate))
    }

    /// Starts the application with one scene, as `UIApplicationMain` does for an app whose
    /// `Info.plist` names a scene delegate: after `application(_:didFinishLaunchingWithOptions:)`,
    /// asks the delegate for the scene's configuration
    /// (`application(_:configurationForConnecting:options:)`), connects a ``WindowScene``
    /// whose delegate is `sceneDelegate` (`scene(_:willConnectTo:options:)`, where it makes its
    /// window), makes it active, and shows the root view controller of the scene delegate's
    /// window (else of the window made key). When the application ends, the scene resigns,
    /// enters the background and disconnects before `applicationWillTerminate(_:)`.
    public static func main(delegate: ApplicationDelegate, sceneDelegate: SceneDelegate) -> Never {
        run(Application(delegate: delegate, sceneDelegate: sceneDelegate))
    }

    private static func run(_ application: Application) -> Never {
        shared = application
        PointScale.current = defaultPointScale(current: PointScale.current)
        guard let controller = application.launch() else {
            let problem = "the application's delegate made no window with a root view controller "
                + "(storyboards cannot be loaded on a terminal: set `window.rootViewController` in "
                + "`application(_:didFinishLaunchingWithOptions:)` or in the scene delegate's "
                + "`scene(_:willConnectTo:options:)`)"
            TerminalApplication.printError(problem)
            application.willTerminate()
            exit(1)
        }
        let terminal = TerminalApplication(rootViewController: controller)
        application.terminal = terminal
        let status = terminal.runForStatus()
        application.willTerminate()
        exit(status)
    }

    /// The point scale an application started as UIKit starts one runs with: UIKit code is
    /// written in points, so ``CollectionCore/PointScale/standard`` unless the program chose a scale (``CollectionCore/PointScale/cells``
    /// included) before calling ``main(delegate:)``.
    package static func defaultPointScale(current: PointScale?) -> PointScale {
        current ?? .standard
    }

    /// Calls the delegate's launch method and connects the scene, if any; the root view
    /// controller to show, or `nil` when there is none (or the delegate answered `false`).
    func launch() -> ViewController? {
        let keyBefore = Window.keyWindow
        guard let delegate, delegate.application(self, didFinishLaunchingWithOptions: nil) else { return nil }
        if let sceneDelegate = pendingSceneDelegate {
            pendingSceneDelegate = nil
            let scene = connectScene(delegate: sceneDelegate)
            let sceneWindow = (sceneDelegate as? WindowSceneDelegate)?.window ?? scene.keyWindow
            if let root = sceneWindow?.rootViewController { return root }
        }
        // The delegate's window, else one it made key while launching.
        let madeKey = Window.keyWindow === keyBefore ? nil : Window.keyWindow
        return (delegate.window ?? madeKey)?.rootViewController
    }

    /// Connects a window scene with `sceneDelegate` and makes it active.
    private func connectScene(delegate sceneDelegate: SceneDelegate) -> WindowScene {
        let session = SceneSession(role: .windowApplication)
        let options = Scene.ConnectionOptions()
        if let configuration = delegate?.application(self, configurationForConnecting: session, options: options) {
            session.configuration = configuration
            if configuration.storyboard != nil {
                Diagnostics.report(Diagnostic(
                    domain: "application", kind: "sceneStoryboard",
                    message: "The scene's configuration names a storyboard, which cannot be loaded on a terminal; the scene delegate makes the window."))
            }
            if let named = configuration.delegateClass, ObjectIdentifier(named) != ObjectIdentifier(type(of: sceneDelegate)) {
                Diagnostics.report(Diagnostic(
                    domain: "application", kind: "sceneDelegateClass",
                    message: "The scene's configuration names \(named) as its delegate class, but \(type(of: sceneDelegate)) was given to Application.main(delegate:sceneDelegate:); the one given is used."))
            }
        }
        let scene = WindowScene(session: session, connectionOptions: options)
        scene.delegate = sceneDelegate
        session.scene = scene
        connectedScenes.insert(scene)
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        scene.activationState = .foregroundInactive
        sceneDelegate.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        sceneDelegate.sceneDidBecomeActive(scene)
        return scene
    }

    /// Ends the application with `status`: the loop stops and the application's end is told
    /// (the scenes resign, go to the background and disconnect, then `applicationWillTerminate(_:)`).
    public func terminate(status: Int32 = 0) {
        if let terminal {
            terminal.quit(status: status)
        } else {
            willTerminate()
        }
    }

    /// Tells the scenes and the delegate that the application ends (once).
    private func willTerminate() {
        guard !hasTerminated else { return }
        hasTerminated = true
        for scene in connectedScenes {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillResignActive(scene)
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            scene.session.scene = nil
        }
        connectedScenes = []
        delegate?.applicationWillTerminate(self)
    }

    /// An application for `delegate` (and `sceneDelegate`) that is not run: for tests, which
    /// show its root view controller on a headless screen (``launchedRootViewController()``).
    package static func forTesting(delegate: ApplicationDelegate, sceneDelegate: SceneDelegate? = nil) -> Application {
        let application = Application(delegate: delegate, sceneDelegate: sceneDelegate)
        shared = application
        return application
    }

    /// Launches as ``main(delegate:)`` does and answers the root view controller it would show.
    package func launchedRootViewController() -> ViewController? {
        launch()
    }
}
