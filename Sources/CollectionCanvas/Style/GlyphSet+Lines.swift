/// The lines and marks views draw around and between content: box lines and corners, the scroll
/// indicator, shadows, switches. Each glyph set answers its own, so that one type decides every
/// character the toolkit draws; views ask the set of their trait collection
/// (`traitCollection.glyphSet`) when they draw.
extension GlyphSet {
    /// A horizontal line: `─`, or `-` in ASCII.
    public var horizontalLine: String { self == .unicode ? "─" : "-" }
    /// A vertical line: `│`, or `|` in ASCII.
    public var verticalLine: String { self == .unicode ? "│" : "|" }
    /// A heavy vertical line, the scroll indicator's thumb: `┃`, or `#` in ASCII.
    public var heavyVerticalLine: String { self == .unicode ? "┃" : "#" }
    /// The corners of a box of ``horizontalLine`` and ``verticalLine``: square (`┌┐└┘`) or,
    /// when `rounded`, arcs (`╭╮╰╯`); ASCII has `+` for all four.
    public func corners(rounded: Bool) -> BoxCorners {
        switch (self, rounded) {
        case (.ascii, _): BoxCorners(topLeading: "+", topTrailing: "+", bottomLeading: "+", bottomTrailing: "+")
        case (.unicode, false): BoxCorners(topLeading: "┌", topTrailing: "┐", bottomLeading: "└", bottomTrailing: "┘")
        case (.unicode, true): BoxCorners(topLeading: "╭", topTrailing: "╮", bottomLeading: "╰", bottomTrailing: "╯")
        }
    }
    /// The sign that more content lies before the leading edge (a carousel's): `‹`, or `<`.
    public var moreLeading: String { self == .unicode ? "‹" : "<" }
    /// The sign that more content lies past the trailing edge: `›`, or `>`.
    public var moreTrailing: String { self == .unicode ? "›" : ">" }
    /// The character a layer's shadow draws in the cells it darkens: `░`, or `:` in ASCII.
    public var shade: Character { self == .unicode ? "░" : ":" }
    /// A switch that is on: a track with the knob at the trailing end (`━●`, or `-o`).
    public var switchOn: String { self == .unicode ? "━●" : "-o" }
    /// A switch that is off: the knob at the leading end (`○━`, or `o-`).
    public var switchOff: String { self == .unicode ? "○━" : "o-" }
    /// What an image whose symbol name is unknown draws: `⍰`, or `?` in ASCII.
    public var missingSymbol: String { self == .unicode ? "⍰" : "?" }
}

/// The four corners of a box, as ``GlyphSet/corners(rounded:)`` gives them.
public struct BoxCorners: Hashable, Sendable {
    /// The top leading corner.
    public var topLeading: String
    /// The top trailing corner.
    public var topTrailing: String
    /// The bottom leading corner.
    public var bottomLeading: String
    /// The bottom trailing corner.
    public var bottomTrailing: String

    /// Corners of the given characters.
    public init(topLeading: String, topTrailing: String, bottomLeading: String, bottomTrailing: String) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }
}
