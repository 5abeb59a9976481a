import CollectionCore
import Foundation

/// Renders a view tree into an in-memory ``CollectionCore/Canvas`` at a given size, as
/// Ratatui's `TestBackend` does: for tests of collection views and screens without a terminal.
///
/// ```swift
/// let screen = HeadlessScreen(root: collectionView, width: 40, height: 10)
/// screen.render()
/// #expect(screen.lines[0] == "Featured")
/// ```
@MainActor
public final class HeadlessScreen {
    /// The view drawn, filling the screen.
    public let root: View
    /// The last rendered canvas.
    public private(set) var canvas: Canvas

    /// A screen of `width` by `height` cells showing `root`, whose frame is set to fill it (a
    /// negative size counts as zero). Nothing is drawn until ``render()``.
    public init(root: View, width: Int, height: Int) {
        self.root = root
        self.canvas = Canvas(width: max(0, width), height: max(0, height))
        root.frame = CGRect(x: 0, y: 0, width: max(0, width), height: max(0, height))
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

    /// Gives the root a new size (as a terminal resize does).
    public func resize(width: Int, height: Int) {
        canvas = Canvas(width: max(0, width), height: max(0, height))
        root.frame = CGRect(x: 0, y: 0, width: max(0, width), height: max(0, height))
    }

    /// Whether ``render()`` first finishes running animations, so that the screen shows where
    /// things end up whatever the time (`true`, the default: a headless render does not depend
    /// on the wall clock). Tests that step animations with a
    /// ``CollectionCore/TestAnimationClock`` set it to `false`, or use
    /// ``renderFrames(advancing:by:limit:)``.
    public var finishesAnimations = true

    /// Finishes running animations (when ``finishesAnimations``), moves the others to their
    /// clocks' time (as the front end does before each frame), draws the root into a fresh
    /// canvas and returns it.
    @discardableResult
    public func render() -> Canvas {
        if finishesAnimations {
            // Changes that views apply when they lay out (batched updates) start their
            // animations now, so that they are finished too.
            root.layoutIfNeeded()
            root.finishAnimations()
        }
        return renderFrame()
    }

    /// Moves running animations to their clocks' time and draws.
    @discardableResult
    private func renderFrame() -> Canvas {
        _ = root.advanceAnimations()
        var fresh = Canvas(width: canvas.width, height: canvas.height)
        root.render(into: &fresh, at: .zero)
        canvas = fresh
        return fresh
    }

    /// The rows of the last render as text (a wide grapheme once).
    public var lines: [String] { canvas.lines }

    /// Renders the frames of the running animations: one now, then one after each step of
    /// `clock` by `interval`, until no animation runs (at most `limit` frames). Returns each
    /// frame's ``fixtureText``.
    public func renderFrames(advancing clock: TestAnimationClock, by interval: Duration, limit: Int = 100) -> [String] {
        var frames: [String] = []
        renderFrame()
        frames.append(fixtureText)
        while frames.count < limit, root.advanceAnimations() != nil {
            clock.advance(by: interval)
            renderFrame()
            frames.append(fixtureText)
        }
        return frames
    }

    /// The rows of the last render's styles, one letter per distinct style in order of first
    /// appearance, and the legend that names them.
    public var styleMap: (rows: [String], legend: [String]) {
        var letters: [Style: Character] = [:]
        var legend: [String] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let style = canvas[x: x, y: y].style
                guard letters[style] == nil else { continue }
                let letter = letters.count < alphabet.count ? alphabet[letters.count] : "?"
                letters[style] = letter
                legend.append("\(letter) = \(Self.describe(style))")
            }
        }
        return (canvas.styleMap(legend: letters), legend)
    }

    /// The fixture text of the last render: every row between `|` marks, `~~~`, the style rows,
    /// `~~~`, the legend.
    public var fixtureText: String {
        let map = styleMap
        let text = lines.map { "|\($0)|" } + ["~~~"] + map.rows.map { "|\($0)|" } + ["~~~"] + map.legend
        return text.joined(separator: "\n") + "\n"
    }

    /// A short description of a style: foreground, background (when not the default) and
    /// attributes.
    public static func describe(_ style: Style) -> String {
        var parts = ["\(style.foreground)"]
        if style.background != .background { parts.append("on \(style.background)") }
        let attributes: [(Style.Attributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
        ]
        for (attribute, name) in attributes where style.attributes.contains(attribute) { parts.append(name) }
        return parts.joined(separator: " ")
    }
}
