import Synchronization

/// How raster pictures reach the screen: a graphics protocol, coloured block characters, or a
/// framed placeholder with the picture's label.
///
/// The setting is global (``current``), like ``GlyphSet``: the front end sets it once from what
/// the terminal answers, and views read it through their trait collection when they draw.
public enum PictureMode: String, Hashable, Sendable, CaseIterable {
    /// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole).
    case kitty
    /// Sixel graphics (xterm `-ti vt340`, foot, mlterm, Windows Terminal).
    case sixel
    /// iTerm2's inline images (iTerm2, WezTerm).
    case iterm2
    /// Half blocks (and finer blocks where the font has them) in colour: every terminal with
    /// colours.
    case blocks
    /// A framed placeholder with the picture's accessibility label: no colours, or ASCII.
    case placeholder

    private static let global = Mutex<PictureMode>(.blocks)

    @TaskLocal private static var override: PictureMode?

    /// The mode pictures are drawn in: the one ``withMode(_:_:)`` chose for this task, or else
    /// the global setting (``blocks`` until the front end decides). Thread-safe.
    public static var current: PictureMode {
        get { override ?? global.withLock { $0 } }
        set { global.withLock { $0 = newValue } }
    }

    /// Runs `body` with ``current`` answering `mode` on this task (and tasks it creates),
    /// leaving the global setting alone: for tests and previews.
    public static func withMode<Result>(_ mode: PictureMode, _ body: () throws -> Result) rethrows -> Result {
        try $override.withValue(mode) { try body() }
    }

    /// Whether the pixels are sent to the terminal by a graphics protocol (the cells under
    /// the picture are then left blank on the canvas).
    public var usesGraphicsProtocol: Bool {
        switch self {
        case .kitty, .sixel, .iterm2: return true
        case .blocks, .placeholder: return false
        }
    }
}
