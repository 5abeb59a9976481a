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
    /// Changed picture files being read again before they are shown (``pollPictures(cache:)``).
    var pictureReading: Task<Void, Never>?
    /// The favourite products, shared by the screens of this run.
    public let favourites: Favourites
    public let stack: NavigationStackView
    public let home: HomeScreen
    let help = HelpOverlay()
    /// The command palette (`:` or Ctrl-P).
    let palette = CommandPalette()
    /// The theme setting (the palette's "Theme: …" entries change it); ``colorTheme`` is what
    /// it gives in ``environment``.
    public internal(set) var themeChoice: ThemeChoice
    /// The environment the automatic theme reads `COLORFGBG` from.
    let environment: [String: String]
    /// Where a chosen theme is saved, or `nil` to keep it for this run only.
    let settings: SettingsStore?
    /// Why the settings could not be read or saved, shown on the last row like a refused
    /// catalogue; `nil` when fine.
    public internal(set) var settingsProblem: String?
    /// Called with the new theme when the user chooses one; the executable gives it to the
    /// terminal, whose palette resolves every colour (no screen draws a theme itself).
    public var onColorThemeChange: ((ColorTheme) -> Void)?
    /// Called when the status bar's "q Quit" is clicked; the executable quits the application
    /// (the `q` key itself is the application's quit key, which never reaches the views).
    public var onQuit: (() -> Void)?

    /// The demo browsing `catalog`, opening `screen` above the home screen when given.
    /// `favourites` start as given (none by default, kept for this run only); the executable
    /// passes favourites read from the user's data directory. The theme is `theme` when given,
    /// else the one saved in `settings`, else automatic: `COLORFGBG` in `environment`, or dark.
    public init(
        catalog: Catalog, screen: DemoScreenKind? = nil, favourites: Favourites = Favourites(), settings: SettingsStore? = nil,
        theme: ThemeChoice? = nil, environment: [String: String] = [:]
    ) {
        self.catalog = catalog
        self.favourites = favourites
        self.settings = settings
        self.environment = environment
        let saved = settings?.load()
        themeChoice = theme ?? saved?.theme ?? .automatic
        settingsProblem = saved?.problem
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
        stack.onKeyHintClick = { [weak self] hint in self?.pressKeyHint(hint) ?? false }
        if let screen { open(screen) }
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
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
        help.title = traitCollection.glyphSet.symbols("Keys · ") + (screen?.navigationTitle ?? "")
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

    /// Closes the help overlay.
    func hideHelp() {
        help.isHidden = true
        help.resignFirstResponder()
        setNeedsDisplay()
    }

    /// The message on the last row: a refused catalogue, else a settings problem.
    var bottomMessage: String? { catalogProblem ?? settingsProblem }

    public override func layoutSubviews() {
        // A refused catalogue takes the last row, below the status bar.
        stack.frame = bottomMessage == nil ? bounds : CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 1))
        let size = help.panelSize(in: CGSize(width: max(0, bounds.width - 4), height: max(0, bounds.height - 2)))
        help.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(.down), y: ((bounds.height - size.height) / 2).rounded(.down),
                            width: size.width, height: size.height)
        let paletteSize = palette.panelSize(in: CGSize(width: max(0, bounds.width - 4), height: max(0, bounds.height - 4)))
        palette.frame = CGRect(x: ((bounds.width - paletteSize.width) / 2).rounded(.down), y: min(2, bounds.height),
                               width: paletteSize.width, height: paletteSize.height)
    }

    public override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        if let bottomMessage { drawCatalogProblem(bottomMessage, in: rect, canvas: &canvas) }
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
            hideHelp()
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

    /// The mouse answers as the keys do: over the palette it chooses and runs entries (a press
    /// outside closes it, as Escape does); a press anywhere closes the help, as any key does;
    /// otherwise the title bar, the status bar and the top screen take it.
    public override func handle(_ event: MouseEvent) -> Bool {
        if !palette.isHidden {
            let local = event.offset(by: palette.frame.origin)
            if palette.bounds.contains(local.location) {
                _ = palette.handle(local)
            } else if case .press = event.kind {
                palette.close()
            }
            setNeedsDisplay()
            return true
        }
        if !help.isHidden {
            if case .press = event.kind { hideHelp() }
            return true
        }
        return super.handle(event)
    }
}
