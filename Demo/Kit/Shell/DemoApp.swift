import CollectionCore
import Foundation

/// The demo as one view: a ``NavigationStackView`` (title bar, screen, status bar of key
/// hints) with the home screen at the bottom, and the help overlay. The executable runs it in
/// a `TerminalApplication`; tests drive it with a `Pilot`.
///
/// Keys: the top screen's first; then Escape or Backspace goes back; `?` shows the help of the
/// current screen (any key closes it). `q` is left to the application, which quits.
public final class DemoApp: View {
    /// The catalogue browsed: the one given, or the last good reading of a watched file
    /// (``catalogDidReload(_:)``).
    public internal(set) var catalog: Catalog
    /// Why the watched catalogue's last reading was refused (the loader's message, with the
    /// file, line and column), shown below the status bar until a good reading; `nil` when fine.
    public internal(set) var catalogProblem: String?
    /// The favourite products, shared by the screens of this run.
    public let favourites: Favourites
    public let stack: NavigationStackView
    public let home: HomeScreen
    let help = HelpOverlay()
    /// The command palette (`:` or Ctrl-P).
    let palette = CommandPalette()

    /// The demo browsing `catalog`, opening `screen` above the home screen when given.
    /// `favourites` start as given (none by default, kept for this run only); the executable
    /// passes favourites read from the user's data directory.
    public init(catalog: Catalog, screen: DemoScreenKind? = nil, favourites: Favourites = Favourites()) {
        self.catalog = catalog
        self.favourites = favourites
        home = HomeScreen(productCount: catalog.products.count)
        stack = DemoNavigationStack(root: home, title: "Home")
        super.init(frame: .zero)
        backgroundStyle = .background
        stack.additionalKeyHints = [KeyHint("?", "Help"), KeyHint("q", "Quit")]
        addSubview(stack)
        help.isHidden = true
        addSubview(help)
        palette.isHidden = true
        addSubview(palette)
        home.onOpen = { [weak self] kind in self?.open(kind) }
        if let screen { open(screen) }
    }

    /// Opens a screen above the current one.
    public func open(_ kind: DemoScreenKind) {
        let screen = kind.makeScreen(catalog: catalog, favourites: favourites, frame: stack.contentFrame)
        if let gallery = screen as? LayoutGalleryScreen {
            gallery.onOpen = { [weak self] entry in self?.stack.push(GalleryLayoutScreen(entry: entry)) }
        }
        stack.push(screen)
    }

    /// The screen on top.
    public var topScreen: View { stack.topScreen }

    /// Tells the screen on top that it goes away as the demo quits: a view controller shown
    /// there gets `viewWillDisappear(_:)` and `viewDidDisappear(_:)` (once; a second call does
    /// nothing). The executable calls it when the application's loop has ended.
    public func willQuit() {
        (stack as? DemoNavigationStack)?.endTopScreenAppearance()
    }

    /// Whether the help overlay shows.
    public var isShowingHelp: Bool { !help.isHidden }

    /// Shows the help of the top screen.
    public func showHelp() {
        let screen = stack.topScreen as? DemoScreen
        help.title = GlyphSet.current.symbols("Keys · ") + (screen?.navigationTitle ?? "")
        var hints = screen?.helpHints ?? []
        // The key commands of the responder chain that fire now (what `dispatchKey` runs).
        for hint in stack.topScreen.keyCommandHints where !hints.contains(where: { $0.key == hint.key }) {
            hints.append(hint)
        }
        // A screen that gives Escape a meaning of its own (clearing a search) says so instead.
        if stack.canPop, !hints.contains(where: { $0.key == "Esc" }) { hints.append(KeyHint("Esc", "Back")) }
        hints += [KeyHint(":", "Commands: jump to any screen or action"), KeyHint("?", "This help"), KeyHint("q", "Quit")]
        help.hints = hints
        help.isHidden = false
        // Keys go to the help (and to no key command of the screen below) until it closes.
        help.becomeFirstResponder()
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        // A refused catalogue takes the last row, below the status bar.
        stack.frame = catalogProblem == nil ? bounds : CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 1))
        let size = help.panelSize(in: CGSize(width: max(0, bounds.width - 4), height: max(0, bounds.height - 2)))
        help.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(.down), y: ((bounds.height - size.height) / 2).rounded(.down),
                            width: size.width, height: size.height)
        let paletteSize = palette.panelSize(in: CGSize(width: max(0, bounds.width - 4), height: max(0, bounds.height - 4)))
        palette.frame = CGRect(x: ((bounds.width - paletteSize.width) / 2).rounded(.down), y: min(2, bounds.height),
                               width: paletteSize.width, height: paletteSize.height)
    }

    public override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        if let catalogProblem { drawCatalogProblem(catalogProblem, in: rect, canvas: &canvas) }
    }

    public override func handle(_ event: KeyEvent) -> Bool {
        if !palette.isHidden {
            _ = palette.handle(event)
            setNeedsDisplay()
            return true
        }
        if Self.paletteKeys.contains(event), (stack.topScreen as? NavigationItemProviding)?.capturesKeys != true, help.isHidden {
            showPalette()
            return true
        }
        if !help.isHidden {
            if event == .character("q") { return false }
            help.isHidden = true
            help.resignFirstResponder()
            setNeedsDisplay()
            return true
        }
        if stack.handle(event) {
            setNeedsDisplay()
            return true
        }
        if event == .character("?") {
            showHelp()
            return true
        }
        return false
    }

    public override func handle(_ event: MouseEvent) -> Bool {
        guard help.isHidden, palette.isHidden else { return true }
        return super.handle(event)
    }
}
