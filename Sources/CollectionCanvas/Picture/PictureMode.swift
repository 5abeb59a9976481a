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

    /// The mode pictures are drawn in (``blocks`` until the front end decides). Thread-safe.
    public static var current: PictureMode {
        get { global.withLock { $0 } }
        set { global.withLock { $0 = newValue } }
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
