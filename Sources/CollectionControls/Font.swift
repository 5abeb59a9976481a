import CollectionCanvas
import CollectionViews
import Foundation

/// A font, as `UIFont`: a terminal has one typeface and one size, so a font is the text
/// attributes it maps to. Bold and heavier weights and the title and headline styles draw
/// bold; italic fonts draw italic; the footnote and caption styles draw dim; the others plain.
///
/// | text style | look |
/// | --- | --- |
/// | `.largeTitle`, `.title1`, `.title2`, `.title3`, `.headline` | bold |
/// | `.body`, `.callout`, `.subheadline` | plain |
/// | `.footnote`, `.caption1`, `.caption2` | dim |
///
/// Sizes are kept (``pointSize``) but do not change how text draws.
public struct Font: Hashable, Sendable {
    /// A text style of Dynamic Type, as `UIFont.TextStyle`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The `largeTitle` text style.
        case largeTitle
        /// The `title1` text style.
        case title1
        /// The `title2` text style.
        case title2
        /// The `title3` text style.
        case title3
        /// The `headline` text style.
        case headline
        /// The `subheadline` text style.
        case subheadline
        /// The `body` text style.
        case body
        /// The `callout` text style.
        case callout
        /// The `footnote` text style.
        case footnote
        /// The `caption1` text style.
        case caption1
        /// The `caption2` text style.
        case caption2
    }

    /// A font weight, as `UIFont.Weight`; semibold and heavier draw bold.
    public struct Weight: Hashable, Sendable, Comparable {
        /// UIKit's value, -1…1.
        public var rawValue: CGFloat
        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra-light (drawn regular).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (drawn regular).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (drawn regular).
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium (drawn regular).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (drawn bold).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (drawn bold).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (drawn bold).
        public static let black = Weight(rawValue: 0.62)
        /// Whether `lhs` is the lighter weight.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The attributes text in this font draws with.
    public var attributes: Style.Attributes
    /// The size UIKit code asked for; kept, not drawn.
    public var pointSize: CGFloat
    /// The text style the font was made for, if any.
    public var textStyle: TextStyle?

    /// A font drawn with `attributes`.
    public init(attributes: Style.Attributes = [], pointSize: CGFloat = 17, textStyle: TextStyle? = nil) {
        self.attributes = attributes
        self.pointSize = pointSize
        self.textStyle = textStyle
    }

    /// The font of a text style (see the type for the look of each).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        switch style {
        case .largeTitle, .title1, .title2, .title3, .headline:
            Font(attributes: .bold, pointSize: 17, textStyle: style)
        case .body, .callout, .subheadline:
            Font(attributes: [], pointSize: 17, textStyle: style)
        case .footnote, .caption1, .caption2:
            Font(attributes: .dim, pointSize: 12, textStyle: style)
        }
    }

    /// The system font: plain.
    public static func systemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size) }
    /// The system font of a weight: bold from semibold up.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(attributes: weight >= .semibold ? .bold : [], pointSize: size)
    }
    /// The bold system font.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(attributes: .bold, pointSize: size) }
    /// The italic system font.
    public static func italicSystemFont(ofSize size: CGFloat) -> Font { Font(attributes: .italic, pointSize: size) }
    /// A monospaced font: every terminal font is; plain.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        systemFont(ofSize: size, weight: weight)
    }

    /// The same font in bold.
    public var bold: Font { with(.bold) }
    /// The same font in italic.
    public var italic: Font { with(.italic) }

    private func with(_ extra: Style.Attributes) -> Font {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    /// The same font at another size (drawn the same).
    public func withSize(_ size: CGFloat) -> Font {
        var copy = self
        copy.pointSize = size
        return copy
    }
}

extension NSAttributedString.Key {
    /// The ``Font`` of a run (its bold, italic or dim look).
    public static let font = NSAttributedString.Key("NSFont")
    /// The ``Color`` of a run's text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The ``Color`` behind a run.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Underlines a run when its value is a non-zero `Int` or an ``NSUnderlineStyle``.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
}

/// How a run is underlined, as `NSUnderlineStyle`; any non-empty style draws one underline.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style as bits.
    public let rawValue: Int
    /// The style whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One line.
    public static let single = NSUnderlineStyle(rawValue: 1)
    /// A thick line (drawn as one).
    public static let thick = NSUnderlineStyle(rawValue: 2)
    /// Two lines (drawn as one).
    public static let double = NSUnderlineStyle(rawValue: 9)
}

extension Image.SymbolConfiguration {
    /// A configuration that matches `textStyle`'s font, as
    /// `UIImage.SymbolConfiguration(textStyle:)`: bold for the styles that draw bold (see ``Font``).
    public init(textStyle: Font.TextStyle) {
        self.init(font: Font.preferredFont(forTextStyle: textStyle), scale: nil)
    }

    /// A configuration that matches `textStyle`'s font, at `scale` (kept, not drawn).
    public init(textStyle: Font.TextStyle, scale: Image.SymbolScale) {
        self.init(font: Font.preferredFont(forTextStyle: textStyle), scale: scale)
    }

    /// A configuration that matches `font`, as `UIImage.SymbolConfiguration(font:)`: bold when
    /// the font draws bold.
    public init(font: Font) {
        self.init(font: font, scale: nil)
    }

    /// A configuration that matches `font`, at `scale` (kept, not drawn).
    public init(font: Font, scale: Image.SymbolScale?) {
        self.init(
            textStyle: font.textStyle.map { "\($0)" }, weight: font.attributes.contains(.bold) ? .bold : .regular,
            scale: scale, pointSize: font.pointSize)
    }
}
