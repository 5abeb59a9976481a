import CollectionApplication
import CollectionControls
import CollectionCore
import CNCurses
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a full-screen application in the terminal: owns the ``Terminal`` and runs an
/// ``CollectionTesting/ApplicationLoop`` on it, which waits for input, dispatches it to the root view, fires
/// timers, and presents the root view when something changed.
///
/// ```swift
/// let app = TerminalApplication(root: NavigationStackView(root: productsScreen))
/// app.quitKeys = [.character("q")]            // opt in: `q` quits when no view handles it
/// app.scheduleTimer(every: .milliseconds(100)) { _ in model.step() }
/// app.runAndExit()                             // never returns; restores the terminal first
/// ```
///
/// The root view's frame is the whole screen, set again on every resize (a burst of resizes
/// ends in one frame). Keys go to ``root``'s `handle(_:)`; one that it does not handle and that
/// is in ``quitKeys`` quits. Mouse events go to the root in screen coordinates. A frame is
/// drawn only when the root (or a subview) ``CollectionCore/View/needsDisplay``, or after a resize; between
/// events the loop sleeps in the terminal read until the next timer or animation frame is due
/// (at most a second), so an idle application uses next to no CPU. Before each frame the root's
/// ``CollectionCore/View/advanceAnimations()`` moves running animations on; only while one runs does the loop
/// wake for frames (at most 60 a second).
///
/// Raster pictures are scaled (and for sixel and iTerm2, encoded) on a worker while the
/// application runs (``CollectionCore/PictureRendering/background``): a frame never waits for
/// them, and the one after they arrive shows them.
///
/// A key or mouse event first finishes running animations (``CollectionCore/View/finishAnimations()``), so
/// input always acts on the state the screen is heading to.
///
/// The loop itself is ``CollectionTesting/ApplicationLoop`` (in CollectionApplication, which this module
/// re-exports); tests run it on the in-memory `HeadlessBackend` of CollectionTesting.
///
/// Exit statuses of ``runAndExit()``: 0 after ``quit(status:)``, 1 when an error was thrown from a
/// timer or ``onUnhandledKey``, 2 when the terminal cannot be used (input or output not a
/// terminal, `TERM` unset, unknown or unable to move the cursor), 128 + n after a terminating
/// signal n (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP, 131 for Ctrl-\\ (SIGQUIT), also
/// SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM). A crash signal (SIGSEGV, SIGBUS, SIGILL, SIGTRAP,
/// SIGABRT, SIGFPE) restores the terminal, lets Swift's crash reporter report, and ends the
/// process with that signal.
@MainActor
public final class TerminalApplication {
    /// The loop that runs on the terminal; the properties below are its.
    private let loop: ApplicationLoop
    private var terminal: Terminal?

    /// The view that fills the screen.
    public var root: View { loop.root }
    /// The smallest screen the application can draw on; a smaller terminal shows a centred
    /// "terminal too small (need W x H)" message until it is enlarged.
    public var minimumSize: CGSize {
        get { loop.minimumSize }
        set { loop.minimumSize = newValue }
    }
    /// Keys that quit the application when the root does not handle them. Empty by default:
    /// an application opts in, for example with `[.character("q")]`. Ctrl-C always quits
    /// (SIGINT, status 130).
    public var quitKeys: Set<KeyEvent> {
        get { loop.quitKeys }
        set { loop.quitKeys = newValue }
    }
    /// Called with each key the root did not handle (and that is not a quit key).
    public var onUnhandledKey: ((KeyEvent, TerminalApplication) throws -> Void)?
    /// How the terminal is set up.
    public var configuration = Terminal.Configuration()
    /// The number of frames presented since ``run()`` started (for tests and benchmarks).
    public var frameCount: Int { loop.frameCount }

    /// An application that shows `root` full screen, on terminals of at least `minimumSize`.
    public init(root: View, minimumSize: CGSize = .zero) {
        loop = ApplicationLoop(root: root, minimumSize: minimumSize)
        MenuController.install()  // bar button items' menus open on this screen
        // The loop lives no longer than the application, which is alive while it runs.
        loop.onUnhandledKey = { [unowned self] key, _ in try onUnhandledKey?(key, self) }
    }

    /// The controller whose view is ``root``, for an application made with
    /// ``init(rootViewController:minimumSize:)`` (as `UIWindow.rootViewController`; the
    /// application keeps it alive).
    public private(set) var rootViewController: ViewController?

    /// An application that shows `rootViewController`'s view full screen (made now at the
    /// terminal's size, through its `loadView()` and `viewDidLoad()`); ``run()`` calls its
    /// `viewWillAppear(_:)` and `viewDidAppear(_:)` before the first frame.
    public convenience init(rootViewController: ViewController, minimumSize: CGSize = .zero) {
        rootViewController.loadViewIfNeeded(in: Self.terminalFrame())
        self.init(root: rootViewController.view, minimumSize: minimumSize)
        self.rootViewController = rootViewController
    }

    /// The frame of the whole terminal, as the terminal on standard output (else input)
    /// reports it now; empty when neither is a terminal.
    static func terminalFrame() -> CGRect {
        var columns: Int32 = 0
        var rows: Int32 = 0
        for descriptor in [STDOUT_FILENO, STDIN_FILENO] where cnc_terminal_size(descriptor, &columns, &rows) != 0 {
            return CGRect(x: 0, y: 0, width: Int(columns), height: Int(rows))
        }
        return .zero
    }

    /// Gives freed memory back the next time the loop goes idle after a frame, even within a
    /// second of the last time (see ``CollectionTesting/ApplicationLoop/releaseFreedMemorySoon()``).
    public func releaseFreedMemorySoon() {
        loop.releaseFreedMemorySoon()
    }

    /// The theme colours are resolved with (``CollectionCore/ColorTheme/dark`` by default): set before
    /// ``run()`` it is the terminal's at start; set while running, the whole screen is drawn
    /// again in the new theme's palette. A monochrome terminal (`NO_COLOR`) ignores it.
    public var colorTheme: ColorTheme {
        get { configuration.colorTheme }
        set {
            configuration.colorTheme = newValue
            terminal?.setColorTheme(newValue)
            loop.setNeedsRedraw()
        }
    }

    /// The palette of the running terminal (monochrome before ``run()``).
    public var palette: Palette { terminal?.palette ?? Palette.standard(for: .monochrome) }

    /// Ends the loop after the current event; ``run()`` returns `status`.
    public func quit(status: Int32 = 0) {
        loop.quit(status: status)
    }

    /// Asks for a new frame even if no view says it changed.
    public func setNeedsRedraw() {
        loop.setNeedsRedraw()
    }

    /// Calls `action` once, `delay` from now.
    @discardableResult
    public func scheduleTimer(after delay: Duration, _ action: @escaping (TerminalApplication) throws -> Void) -> TimerID {
        loop.scheduleTimer(after: delay) { [unowned self] _ in try action(self) }
    }

    /// Calls `action` every `interval` (at least a millisecond) until cancelled. A late loop
    /// skips missed ticks rather than firing them in a burst.
    @discardableResult
    public func scheduleTimer(every interval: Duration, _ action: @escaping (TerminalApplication) throws -> Void) -> TimerID {
        loop.scheduleTimer(every: interval) { [unowned self] _ in try action(self) }
    }

    /// Cancels a timer; unknown or finished timers are ignored.
    public func cancelTimer(_ id: TimerID) {
        loop.cancelTimer(id)
    }

    /// The glyphs to draw with in `environment`: ``CollectionCore/GlyphSet/init(environment:)``, the one rule
    /// (ASCII when `TERMINAL_COLLECTION_VIEW_ASCII=1` or the locale names a character set other
    /// than UTF-8; Unicode otherwise, including an unset or `C` locale).
    public static func glyphSet(for environment: [String: String]) -> GlyphSet {
        GlyphSet(environment: environment)
    }

    /// Runs the application until ``quit(status:)`` or a terminating signal, and returns the
    /// exit status (0, or 128 + the signal). The terminal is restored before it returns or
    /// throws. Throws a ``TerminalError`` when the terminal cannot be used (nothing was
    /// touched), and rethrows an error thrown by a timer or ``onUnhandledKey``.
    public func run() throws -> Int32 {
        if let problem = Terminal.checkStandardStreams() { throw problem }
        GlyphSet.current = Self.glyphSet(for: ProcessInfo.processInfo.environment)
        let terminal = Terminal(configuration: configuration)
        try terminal.start()
        self.terminal = terminal
        // Pictures are scaled and encoded on a worker from now on; one that arrives asks for a
        // frame (an image view marks itself, the front end's encodings ask here).
        let rendering = PictureRendering.current
        PictureRendering.current = .background
        terminal.onPicturesReady = { [loop] in loop.setNeedsRedraw() }
        defer {
            PictureRendering.current = rendering
            terminal.stop()
            self.terminal = nil
        }
        rootViewController?.viewWillAppear(false)
        rootViewController?.viewDidAppear(false)
        return try loop.run(on: terminal)
    }

    /// Runs the application and exits the process with its status (see the type's
    /// documentation); on a refusal or an error, prints one line to standard error first.
    public func runAndExit() -> Never {
        exit(runForStatus())
    }

    /// Runs the application and answers the status it ended with; on a refusal or an error,
    /// prints one line to standard error and answers the error's status.
    func runForStatus() -> Int32 {
        do {
            return try run()
        } catch let error as TerminalError {
            Self.printError(error.description)
            return error.exitStatus
        } catch {
            Self.printError("\(error)")
            return 1
        }
    }

    /// Prints `message` to standard error as one line, after the program's name.
    static func printError(_ message: String) {
        let name = (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }) ?? "app"
        FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
    }
}
