import CollectionCanvas
import CollectionModel
import Foundation

/// A stack of screens with a title bar on the first row and a status bar of key hints on the
/// last, as `UINavigationController` with a toolbar: ``push(_:title:)`` shows a screen above
/// the current one, ``pop()`` (or Escape or Backspace that the top screen does not handle)
/// goes back.
///
/// Only the top screen is a subview; it fills the rows between the bars. Its title is the one
/// given to ``push(_:title:)``, else (for a screen pushed as a ``ViewController``) its
/// controller's `navigationItem.title` or `title`, else its
/// ``NavigationItemProviding/navigationTitle``. The
/// status bar lists the top screen's ``NavigationItemProviding/keyHints``, the key commands
/// that fire now (``View/keyCommandHints``, from the responder chain), "Esc Back" when
/// there is a screen to go back to (unless the screen lists an Esc hint of its own), then ``additionalKeyHints`` (such as "q Quit"), cut with
/// `…` when they do not fit.
///
/// ```swift
/// let stack = NavigationStackView(root: productsScreen, title: "Products")
/// stack.additionalKeyHints = [KeyHint("q", "Quit")]
/// stack.push(detailScreen, title: "Espresso")   // title bar: "‹ Products  Espresso"
/// stack.handle(.escape)                          // back to the products
/// ```
open class NavigationStackView: View {
    private struct Entry {
        var screen: View
        var title: String?
        /// The controller whose view the screen is, when it was pushed as a controller.
        var controller: ViewController?
    }

    private var entries: [Entry] = []

    /// Hints shown after the top screen's, whatever the screen.
    public var additionalKeyHints: [KeyHint] = [] { didSet { setNeedsDisplay() } }
    /// The style of the title bar.
    public var titleBarStyle = Style(foreground: .label, background: .groupedBackground, attributes: .bold)
    /// The style of the status bar's text.
    public var statusBarStyle = Style(foreground: .secondaryLabel, background: .groupedBackground)
    /// The style of a hint's key in the status bar.
    public var statusBarKeyStyle = Style(foreground: .tint, background: .groupedBackground, attributes: .bold)
    /// Called after a screen was pushed or popped, with the new top screen.
    public var onTopScreenChange: ((View) -> Void)?
    /// Called with a status-bar hint that was clicked; returns whether it did something. An
    /// app presses the hint's key here, as Textual's footer does (the stack cannot know which
    /// key "↑↓" would mean). `nil` by default: clicks on hints do nothing.
    public var onKeyHintClick: ((KeyHint) -> Bool)?

    /// A stack whose bottom screen is `root`.
    public init(root: View, title: String? = nil, frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundStyle = .background
        entries = [Entry(screen: root, title: title)]
        addSubview(root)
    }

    /// The screens, bottom first.
    public var screens: [View] { entries.map(\.screen) }

    /// The screen on top.
    public var topScreen: View { entries[entries.count - 1].screen }

    /// Whether there is a screen below the top one.
    public var canPop: Bool { entries.count > 1 }

    /// Shows `screen` above the current top screen. A screen already in the stack is not
    /// pushed again.
    open func push(_ screen: View, title: String? = nil) {
        push(Entry(screen: screen, title: title), operation: "push(_:title:)")
    }

    private func push(_ entry: Entry, operation: String) {
        guard !entries.contains(where: { $0.screen === entry.screen }) else {
            Diagnostics.report(Diagnostic(
                domain: "navigation", kind: "duplicateScreen",
                message: "\(operation): the screen is already in the stack; ignored."))
            return
        }
        let covered = entries[entries.count - 1].controller
        covered?.viewWillDisappear(false)
        entry.controller?.navigationController = self
        entry.controller?.viewWillAppear(false)
        topScreen.removeFromSuperview()
        entries.append(entry)
        addSubview(entry.screen)
        setNeedsLayout()
        covered?.viewDidDisappear(false)
        entry.controller?.viewDidAppear(false)
        onTopScreenChange?(entry.screen)
    }

    /// Removes the top screen and returns it; the bottom screen is never popped (`nil`).
    @discardableResult
    open func pop() -> View? {
        guard canPop else { return nil }
        let leaving = entries[entries.count - 1].controller
        let returning = entries[entries.count - 2].controller
        leaving?.viewWillDisappear(false)
        returning?.viewWillAppear(false)
        let popped = entries.removeLast().screen
        popped.removeFromSuperview()
        addSubview(topScreen)
        setNeedsLayout()
        leaving?.viewDidDisappear(false)
        leaving?.navigationController = nil
        returning?.viewDidAppear(false)
        onTopScreenChange?(topScreen)
        return popped
    }

    // MARK: View controllers

    /// A stack whose bottom screen is `rootViewController`'s view, as
    /// `UINavigationController(rootViewController:)`; the title bar shows the controller's
    /// navigation item title, else its title. `frame` is in points under a point scale (see
    /// ``View/frame``).
    public convenience init(rootViewController: ViewController, frame: CGRect = .zero) {
        let cells = PointScale.currentEffective.cells(frame.size)
        rootViewController.loadViewIfNeeded(in: Self.contentFrame(in: CGRect(origin: .zero, size: cells)))
        self.init(root: rootViewController.view, title: nil, frame: frame)
        entries[0].controller = rootViewController
        rootViewController.navigationController = self
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controllers of the screens pushed as controllers, bottom first.
    public var viewControllers: [ViewController] { entries.compactMap(\.controller) }

    /// The controller of the top screen, when it was pushed as a controller.
    public var topViewController: ViewController? { entries[entries.count - 1].controller }

    /// Shows `viewController`'s view above the current top screen, as
    /// `UINavigationController.pushViewController(_:animated:)` (terminal screens change at
    /// once, whatever `animated`). The controllers get their appearance calls
    /// (`viewWillAppear(_:)`, …). A controller already in the stack is not pushed again.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {










        viewController.loadViewIfNeeded(in: cellContentFrame)
        push(Entry(screen: viewController.view, title: nil, controller: viewController), operation: "pushViewController(_:animated:)")
    }

    /// Pops the top screen and returns its controller (`nil` when there is nothing to pop or the
    /// screen was not pushed as a controller), as `UINavigationController.popViewController(animated:)`.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard canPop else { return nil }
        let controller = topViewController
        pop()
        return controller
    }

    /// Pops every screen above the bottom one.
    open func popToRoot() {
        while canPop { pop() }
    }

    /// The title shown for the screen at `index` (bottom is 0).
    public func title(at index: Int) -> String {
        guard entries.indices.contains(index) else { return "" }
        let entry = entries[index]
        return entry.title ?? entry.controller?.displayedTitle
            ?? (entry.screen as? NavigationItemProviding)?.navigationTitle ?? ""
    }

    /// The hints the status bar shows now.
    public var keyHints: [KeyHint] {
        let screen = topScreen as? NavigationItemProviding
        var hints = screen?.keyHints ?? []
        // The key commands that fire now, from the responder chain of the top screen's first
        // responder (the same commands `dispatchKey` looks up), unless the screen lists the key.
        for hint in topScreen.keyCommandHints where !hints.contains(where: { $0.key == hint.key }) {
            hints.append(hint)
        }
        // A screen that takes every key for now: nothing else would reach the stack or the app.
        if screen?.capturesKeys == true { return hints }
        hints = barButtonItems.compactMap { item in
            item.keyEquivalent.map { KeyHint($0.description, item.displayedText) }
        } + hints
        if barButtonItems.contains(where: { $0.menu != nil && $0.keyEquivalent == nil && $0.isEnabled }) {
            hints.append(KeyHint("F10", "Menu"))
        }
        // A screen that gives Escape a meaning of its own (clearing a search) shows that instead.
        if canPop, !hints.contains(where: { $0.key == "Esc" }) { hints.append(KeyHint("Esc", "Back")) }
        return hints + additionalKeyHints
    }

    /// The rectangle of the top screen: every row between the title bar and the status bar
    /// (a bar is dropped when there is no room for it and the screen); in points under a point
    /// scale, as ``View/frame`` is.
    public var contentFrame: CGRect { effectivePointScale.points(cellContentFrame) }

    /// ``contentFrame`` in cells.
    package var cellContentFrame: CGRect { Self.contentFrame(in: cellBounds) }

    /// The rectangle of the top screen in a stack whose bounds are `bounds`.
    private static func contentFrame(in bounds: CGRect) -> CGRect {
        let height = bounds.height
        let top: CGFloat = height >= 1 ? 1 : 0
        let bottom: CGFloat = height >= 3 ? 1 : 0
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, height - top - bottom))
    }

    /// Gives the top screen the space between the title bar and the status bar.
    open override func layoutSubviews() {
        topScreen.cellFrame = cellContentFrame
    }

    /// The start of the title bar's text: a space, then the back sign and the title of the
    /// screen below when there is one to go back to.
    var titleBarLead: String {
        " " + (canPop ? traitCollection.glyphSet.backIndicator + " " + title(at: entries.count - 2) + "  " : "")
    }

    /// Draws the title bar (the top screen's title, with a back sign when there is a screen to
    /// go back to) and the status bar (the top screen's key hints).
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let width = Int(rect.width)
        let x = Int(rect.minX)
        let y = Int(rect.minY)
        guard width > 0, rect.height >= 1 else { return }
        // Title bar.
        canvas.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1), style: titleBarStyle)
        let lead = titleBarLead
        let leftItems = leftBarButtonFrames
        let rightItems = rightBarButtonFrames
        let titleX = leftItems.last.map { Int($0.frame.maxX) + 2 } ?? TerminalText.width(of: lead)
        let titleWidth = max(0, (rightItems.last.map { Int($0.frame.minX) - 1 } ?? width) - titleX)
        let leadWidth = max(0, min(TerminalText.width(of: lead), rightItems.last.map { Int($0.frame.minX) - 1 } ?? width))
        canvas.draw(TerminalText.truncated(lead, toColumns: leadWidth), x: x, y: y, style: titleBarStyle)
        for (item, frame) in leftItems + rightItems {
            let room = min(Int(frame.width), width - Int(frame.minX))
            guard room > 0 else { continue }
            canvas.draw(
                TerminalText.truncated(item.displayedText, toColumns: room), x: x + Int(frame.minX), y: y,
                style: barButtonStyle(item))
        }
        canvas.draw(
            TerminalText.truncated(self.title(at: entries.count - 1), toColumns: titleWidth), x: x + titleX, y: y,
            style: titleBarStyle)
        // Status bar.
        guard rect.height >= 3 else { return }
        let statusY = y + Int(rect.height) - 1
        canvas.fill(CGRect(x: rect.minX, y: CGFloat(statusY), width: rect.width, height: 1), style: statusBarStyle)
        let layout = statusBarLayout(width: width)
        for (index, piece) in layout.hints.enumerated() {
            var column = x + piece.columns.lowerBound
            if index > 0 { canvas.draw("  ", x: column - 2, y: statusY, style: statusBarStyle) }
            column += canvas.draw(piece.shown.key, x: column, y: statusY, style: statusBarKeyStyle)
            canvas.draw(" " + piece.shown.title, x: column, y: statusY, style: statusBarStyle)
        }
        if let ellipsis = layout.ellipsisColumn {
            canvas.draw(String(traitCollection.glyphSet.ellipsis), x: x + ellipsis, y: statusY, style: statusBarStyle)
        }
    }

    /// A primary click on a bar button item presses it (a secondary one opens its menu); on the
    /// back sign and the title of the screen below, it goes back (as Escape); on a status-bar
    /// hint, it calls ``onKeyHintClick``. Other mouse events go to the top screen.
    open override func handle(_ event: MouseEvent) -> Bool {
        if case let .press(button) = event.kind, button != .middle,
            let hit = (leftBarButtonFrames + rightBarButtonFrames).first(where: { $0.frame.contains(event.location) })
        {
            _ = hit.item.press(in: self, at: hit.frame, opensMenu: button == .secondary)
            setNeedsDisplay()
            return true
        }
        if case .press(.primary) = event.kind, handleBarClick(at: event.location) { return true }
        return super.handle(event)
    }

    /// Gives pasted text to the top screen only.
    open override func handlePaste(_ text: String) -> Bool {
        topScreen.handlePaste(text)
    }

    /// Gives the key to the top screen; Escape or Backspace that it does not handle pops. The
    /// ``BarButtonItem/keyEquivalent`` of a bar button item of the top screen presses the item
    /// first (unless the screen takes every key for now); F10, when the screen does not use it,
    /// opens the menu of the first bar button item (right ones first) that has one and no key.
    open override func handle(_ event: KeyEvent) -> Bool {
        if (topScreen as? NavigationItemProviding)?.capturesKeys != true,
            let item = barButtonItems.first(where: { $0.keyEquivalent == event && $0.isEnabled }) {
            let frame = (leftBarButtonFrames + rightBarButtonFrames).first { $0.item === item }?.frame
            _ = item.press(in: self, at: frame ?? CGRect(x: cellBounds.maxX - 1, y: 0, width: 1, height: 1))
            setNeedsDisplay()
            return true
        }
        if topScreen.handle(event) { return true }
        // F10, the menu bar's key on desktops, opens the first menu of a bar item without a key.
        if event == KeyEvent(.function(10)), let hit = (rightBarButtonFrames + leftBarButtonFrames).first(where: {
            $0.item.menu != nil && $0.item.keyEquivalent == nil && $0.item.isEnabled
        }) {
            return hit.item.press(in: self, at: hit.frame, opensMenu: true)
        }
        if event.modifiers.isEmpty, event.key == .escape || event.key == .backspace, canPop {
            pop()
            return true
        }
        return false
    }
}
