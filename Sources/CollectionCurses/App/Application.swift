import CollectionCore
import Foundation

/// The running application, as `UIApplication`: its ``delegate`` and ``shared`` instance, and
/// ``main(delegate:)``, which starts it on the terminal as `UIApplicationMain` does.
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

    private init(delegate: ApplicationDelegate) {
        self.delegate = delegate
    }

    /// Starts the application, as `UIApplicationMain`: calls the delegate's
    /// `application(_:didFinishLaunchingWithOptions:)`, then shows the root view controller of
    /// its ``ApplicationDelegate/window`` (else of a window it made key) full screen on the
    /// terminal until the application quits, and ends the process with its status (see
    /// ``TerminalApplication/runAndExit()``). Without a window and a root view controller
    /// (a window that a storyboard would have made), it reports so and exits with 1.
    public static func main(delegate: ApplicationDelegate) -> Never {
        let application = Application(delegate: delegate)
        shared = application
        guard let controller = application.launch() else {
            let problem = "the application's delegate made no window with a root view controller "
                + "(storyboards cannot be loaded on a terminal: set `window.rootViewController` in "
                + "`application(_:didFinishLaunchingWithOptions:)`)"
            FileHandle.standardError.write(Data("\(CommandLine.arguments.first ?? "app"): \(problem)\n".utf8))
            exit(1)
        }
        let terminal = TerminalApplication(rootViewController: controller)
        application.terminal = terminal
        terminal.runAndExit()
    }

    /// Calls the delegate's launch method; the root view controller to show, or `nil` when
    /// there is none (or the delegate answered `false`).
    func launch() -> ViewController? {
        let keyBefore = Window.keyWindow
        guard let delegate, delegate.application(self, didFinishLaunchingWithOptions: nil) else { return nil }
        // The delegate's window, else one it made key while launching.
        let madeKey = Window.keyWindow === keyBefore ? nil : Window.keyWindow
        return (delegate.window ?? madeKey)?.rootViewController
    }

    /// Ends the application with `status` after telling the delegate
    /// (`applicationWillTerminate(_:)`).
    public func terminate(status: Int32 = 0) {
        delegate?.applicationWillTerminate(self)
        terminal?.quit(status: status)
    }

    /// An application for `delegate` that is not run: for tests, which show its root view
    /// controller on a headless screen (``launchedRootViewController()``).
    package static func forTesting(delegate: ApplicationDelegate) -> Application {
        let application = Application(delegate: delegate)
        shared = application
        return application
    }

    /// Launches as ``main(delegate:)`` does and answers the root view controller it would show.
    package func launchedRootViewController() -> ViewController? {
        launch()
    }
}
