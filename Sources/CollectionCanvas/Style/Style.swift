/// How a canvas cell looks: a foreground and a background ``Color`` and text attributes.
///
/// Use the semantic styles (``label``, ``secondaryLabel``, ``tint``, ``separator``,
/// ``selection``, ``focus``, ``background-type.property``, ``groupedBackground``) and let the
/// front end's ``Palette`` turn them into what the terminal can show.
public struct Style: Hashable, Sendable {
    /// Text attributes of a cell.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes as bits, one per attribute.
        public let rawValue: UInt8
        /// The attributes whose bits are set in `rawValue`.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Bold (or bright) text.
        public static let bold = Attributes(rawValue: 1 << 0)
        /// Dim (faint) text.
        public static let dim = Attributes(rawValue: 1 << 1)
        /// Italic text, where the terminal has it.
        public static let italic = Attributes(rawValue: 1 << 2)
        /// Underlined text.
        public static let underline = Attributes(rawValue: 1 << 3)
        /// Foreground and background swapped.
        public static let reverse = Attributes(rawValue: 1 << 4)
    }

    /// The colour of the text.
    public var foreground: Color
    /// The colour behind the text.
    public var background: Color
    /// Bold, dim, italic, underline, reverse.
    public var attributes: Attributes

    /// A style of `foreground` text over `background` with `attributes`; by default the label
    /// colour on the background, with no attributes.
    public init(foreground: Color = .label, background: Color = .background, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// This style with `attributes` added.
    public func adding(_ attributes: Attributes) -> Style {
        var style = self
        style.attributes.formUnion(attributes)
        return style
    }

    /// This style on another background.
    public func withBackground(_ background: Color) -> Style {
        var style = self
        style.background = background
        return style
    }

    /// Primary text on the plain background; the style of an empty canvas.
    public static let label = Style()
    /// Secondary text.
    public static let secondaryLabel = Style(foreground: .secondaryLabel)
    /// Tinted, interactive text.
    public static let tint = Style(foreground: .tint)
    /// Separator lines.
    public static let separator = Style(foreground: .separator)
    /// A selected item.
    public static let selection = Style(foreground: .label, background: .selection)
    /// The focused item.
    public static let focus = Style(foreground: .label, background: .focus)
    /// The plain background.
    public static let background = Style(foreground: .label, background: .background)
    /// The grouped background (inset grouped lists, sidebars).
    public static let groupedBackground = Style(foreground: .label, background: .groupedBackground)
}
