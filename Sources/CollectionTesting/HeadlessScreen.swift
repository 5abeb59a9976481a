import CollectionControls
import CollectionCore
import Foundation

/// Runs a view tree in the application loop that ships (``ApplicationLoop``) on an in-memory
/// ``HeadlessBackend`` at a given size, as Textual's `run_test` runs the real app and Ratatui's
/// `TestBackend` stands in for the terminal: for tests of collection views and screens without
/// a terminal.
///
/// ```swift
/// let screen = HeadlessScreen(root: collectionView, width: 40, height: 10)
/// screen.render()
/// #expect(screen.lines[0] == "Featured")
/// ```
///
/// ``render()`` runs the loop until it has handled everything queued and drawn for it. The
/// loop draws a frame only when a view ``CollectionCore/View/needsDisplay`` (or after a
/// resize), so a change that forgets to ask for display shows on no frame here either: the
/// screen keeps the last frame drawn, as a terminal does.
@MainActor
public final class HeadlessScreen {
    /// The view drawn, filling the screen.
    public let root: View
    /// The backend the loop presents to; write events into its script, then ``render()``
    /// (``Pilot`` does both).
    public let backend: HeadlessBackend
    /// The loop that runs ``root``: set its ``ApplicationLoop/quitKeys``,
    /// ``ApplicationLoop/minimumSize`` or ``ApplicationLoop/onUnhandledKey`` as the
    /// application does.
    public let loop: ApplicationLoop
    /// The last frame the loop drew (an empty canvas of the screen's size before the first).
    public private(set) var canvas: Canvas
    /// The status the loop ended with, once it quit (a quit key, ``ApplicationLoop/quit(status:)``);
    /// `nil` while it runs. After it quit, ``render()`` draws nothing more.
    public private(set) var exitStatus: Int32?
    /// The error a timer or ``ApplicationLoop/onUnhandledKey`` threw, which ended the loop.
    public private(set) var error: (any Error)?

    /// A screen of `width` by `height` cells showing `root`, whose frame is set to fill it (a
    /// negative size counts as zero). Nothing is drawn until ``render()``.
    public init(root: View, width: Int, height: Int) {
        self.root = root
        let columns = max(0, width), rows = max(0, height)
        self.canvas = Canvas(width: columns, height: rows)
        backend = HeadlessBackend(columns: columns, rows: rows)
        backend.closesInputAtEndOfScript = false
        backend.frameHistoryLimit = 1
        backend.readTimeoutHistoryLimit = 1
        // A loop that asks again and again without waiting is a bug: end it rather than hang.
        backend.spinLimit = 10_000
        loop = ApplicationLoop(root: root, clock: backend.clock)
        MenuController.install()  // bar button items' menus open on this screen
        root.cellFrame = CGRect(x: 0, y: 0, width: columns, height: rows)
        loop.willDraw = { [unowned self] in
            guard finishesAnimations else { return }
            // Changes that views apply when they lay out (batched updates) start their
            // animations now, so that they are finished too.
            root.layoutIfNeeded()
            root.finishAnimations()
        }
        loop.didDispatch = { [unowned self] _, handled in dispatchResults.append(handled) }
    }

    /// The controller whose view is ``root``, for a screen made with
    /// ``init(rootViewController:width:height:)`` (kept alive by the screen).
    public private(set) var rootViewController: ViewController?

    /// A screen of `width` by `height` cells showing `rootViewController`'s view (made now at
    /// the screen's size, through its `loadView()` and `viewDidLoad()`), after calling its `viewWillAppear(_:)` and
    /// `viewDidAppear(_:)`, as an application does when it starts.
    public convenience init(rootViewController: ViewController, width: Int, height: Int) {
        rootViewController.loadViewIfNeeded(in: CGRect(x: 0, y: 0, width: max(0, width), height: max(0, height)))
        self.init(root: rootViewController.view, width: width, height: height)
        self.rootViewController = rootViewController
        rootViewController.viewWillAppear(false)
        rootViewController.viewDidAppear(false)
    }

    /// The screen size.
    public var size: CGSize { canvas.size }

    /// Gives the screen a new size, as a terminal resize does: the root takes it now, and the
    /// loop handles the resize at the next ``render()``.
    public func resize(width: Int, height: Int) {
        let columns = max(0, width), rows = max(0, height)
        backend.resize(columns: columns, rows: rows)
        root.cellFrame = CGRect(x: 0, y: 0, width: columns, height: rows)
        canvas = Canvas(width: columns, height: rows)
    }

    /// Whether the loop finishes running animations before it draws, so that the screen shows
    /// where things end up whatever the time (`true`, the default: a headless render does not
    /// depend on the wall clock). Tests that step animations with a
    /// ``CollectionCore/TestAnimationClock`` set it to `false`, or use
    /// ``renderFrames(advancing:by:limit:)``.
    public var finishesAnimations = true

    /// Whether a view took each input event the loop dispatched since the last ``render()``.
    public private(set) var dispatchResults: [Bool] = []

    /// Runs the loop until it has handled every event written into the ``backend``'s script
    /// and drawn for them (finishing animations first when ``finishesAnimations``), and returns
    /// the last frame drawn: a new one only if something needed display.
    @discardableResult
    public func render() -> Canvas {
        dispatchResults = []
        guard exitStatus == nil, error == nil else { return canvas }
        do {
            exitStatus = try loop.runPasses(on: backend) { backend.isWaitingForScript }
        } catch {
            self.error = error
        }
        if let frame = backend.lastFrame { canvas = frame }
        return canvas
    }

    /// The rows of the last render as text (a wide grapheme once).
    public var lines: [String] { canvas.lines }

    /// Renders the frames of the running animations: one now, then one after each step of
    /// `clock` by `interval`, until no animation runs (at most `limit` frames). Returns each
    /// frame's ``fixtureText``.
    public func renderFrames(advancing clock: TestAnimationClock, by interval: Duration, limit: Int = 100) -> [String] {
        let finishes = finishesAnimations
        finishesAnimations = false
        defer { finishesAnimations = finishes }
        var frames: [String] = []
        loop.setNeedsRedraw()
        render()
        frames.append(fixtureText)
        while frames.count < limit, root.advanceAnimations() != nil {
            clock.advance(by: interval)
            loop.setNeedsRedraw()
            render()
            frames.append(fixtureText)
        }
        return frames
    }

    /// The rows of the last render's styles, one letter per distinct style in order of first
    /// appearance, and the legend that names them (``CollectionCore/Canvas/fixtureStyleMap``).
    public var styleMap: (rows: [String], legend: [String]) { canvas.fixtureStyleMap }

    /// The fixture text of the last render (``CollectionCore/Canvas/fixtureText``): every row
    /// between `|` marks, `~~~`, the style rows, `~~~`, the legend.
    public var fixtureText: String { canvas.fixtureText }

    /// A short description of a style, as fixture legends write it
    /// (``CollectionCore/Canvas/describe(_:)``).
    public static func describe(_ style: Style) -> String { Canvas.describe(style) }
}
