import CollectionCanvas
import CollectionControls
import CollectionModel
import CollectionViews
import Foundation

/// The content of a list row, as `UIListContentConfiguration`: an image (a glyph or an emoji),
/// a text and a secondary text, each with its own properties, laid out with margins.
///
/// Start from a preset (``cell()``, ``subtitleCell()``, ``valueCell()``, the headers and
/// footers, the sidebar looks) or from ``CollectionViewListCell/defaultContentConfiguration()``,
/// change what you need, and set it on a cell:
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.image = "📁"
/// content.text = folder.name
/// content.secondaryText = "\(folder.count) items"
/// content.secondaryTextProperties.color = .tint
/// cell.contentConfiguration = content
/// ```
///
/// ``ListContentView`` draws it: margins, then the image in a column of its own
/// (``imageProperties``' reserved width or the image's width, then ``imageToTextPadding``),
/// then the text and, below it or beside it (``prefersSideBySideTextAndSecondaryText``), the
/// secondary text. Text is wrapped by columns up to ``TextProperties/numberOfLines`` (0: as
/// many as needed, as in UIKit) and as many as the row has, and cut with `…` when it does not
/// fit. Text from data is sanitised: it can never move the cursor.
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
    /// The image: a glyph or an emoji (`content.image = "📁"`) or a system symbol
    /// (`content.image = Image(systemName: "folder")`), drawn in its own column before the text.
    public var image: Image?
    /// The primary text.
    public var text: String?
    /// The secondary text: a subtitle, or a value beside the text.
    public var secondaryText: String?
    /// How ``text`` looks.
    public var textProperties = TextProperties()
    /// How ``secondaryText`` looks.
    public var secondaryTextProperties = TextProperties(color: .secondaryLabel)
    /// How ``image`` looks.
    public var imageProperties = ImageProperties(tintColor: .tint)
    /// Whether the secondary text goes beside the text (on the same rows) rather than below
    /// it, when both fit side by side. When they do not fit, the secondary text goes below, or,
    /// in a view one row high, both share the row and are shortened with `…`.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space around the content, in cells. Vertical margins give way when the view is too
    /// short to show a row of text between them.
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    /// The axes along which the content view keeps its superview's layout margins, as
    /// `UIListContentConfiguration.axesPreservingSuperviewLayoutMargins` (`[.horizontal]` by
    /// default, as in UIKit). It is kept; the content is laid out with
    /// ``directionalLayoutMargins`` alone on every axis, as UIKit lays it out with `[]`: a
    /// cell's content view here has no system margins to keep.
    public var axesPreservingSuperviewLayoutMargins: Axis = .horizontal
    /// The columns between the image's column and the text.
    public var imageToTextPadding: CGFloat = 1
    /// The columns between the text and a secondary text beside it.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 1
    /// The rows between the text and a secondary text below it.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    /// Which preset this configuration started from; it decides what ``updated(for:)`` changes
    /// and how an outline disclosure of style `.automatic` is placed.
    package var preset: Preset = .cell

    package enum Preset: Hashable, Sendable {
        case cell, subtitleCell, valueCell, plainHeader, plainFooter, groupedHeader, groupedFooter
        case sidebarCell, sidebarHeader, sidebarSubtitleCell

        var isHeader: Bool { self == .plainHeader || self == .groupedHeader || self == .sidebarHeader }
        var isSidebar: Bool { self == .sidebarCell || self == .sidebarHeader || self == .sidebarSubtitleCell }
    }

    /// A configuration with the look of ``cell()``.
    public init() {}

    /// Whether this configuration is a header's (``plainHeader()``, ``groupedHeader()``,
    /// ``sidebarHeader()``).
    public var isHeader: Bool { preset.isHeader }

    /// A ``ListContentView`` showing this configuration.
    public func makeContentView() -> View & ContentView {
        ListContentView(configuration: self)
    }

    /// This configuration in `state`: a disabled cell's text and image are dimmed; a selected
    /// or focused sidebar cell's text and image are bold, as a sidebar marks the current place.
    /// A state that is not a ``CellConfigurationState`` leaves the configuration unchanged.
    public func updated(for state: any ConfigurationState) -> ListContentConfiguration {
        guard let state = state as? CellConfigurationState else { return self }
        var result = self
        if state.isDisabled {
            result.textProperties.attributes.insert(.dim)
            result.secondaryTextProperties.attributes.insert(.dim)
            result.imageProperties.attributes.insert(.dim)
        }
        if preset.isSidebar && !preset.isHeader && (state.isSelected || state.isFocused) {
            result.textProperties.attributes.insert(.bold)
            result.imageProperties.attributes.insert(.bold)
        }
        return result
    }
}

extension ListContentConfiguration {
    /// How a text of a list configuration looks and wraps, as
    /// `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable, Sendable {
        /// A change of letter case applied before the text is drawn.
        public enum TextTransform: Hashable, Sendable, CaseIterable {
            /// The text as it is.
            case none
            /// Every letter upper-case (the grouped header's secondary text).
            case uppercase
            /// Every letter lower-case.
            case lowercase
            /// The first letter of each word upper-case, the rest lower-case.
            case capitalized
        }

        /// The colour of the text.
        public var color: Color
        /// Text attributes (bold, italic, underline, dim…), the terminal's fonts.
        public var attributes: Style.Attributes
        /// Where each line sits across the text's column.
        public var alignment: TextAlignment = .leading
        /// How text that does not fit is wrapped and cut.
        public var lineBreakMode: LineBreakMode = .byTruncatingTail
        /// The most lines the text takes; 0 (the default, as in UIKit) for as many as it needs
        /// and the view has.
        public var numberOfLines = 0
        /// A change of letter case.
        public var transform: TextTransform = .none
        /// Whether the font follows the content size category, as UIKit's
        /// `adjustsFontForContentSizeCategory` (`true` by default). Kept: a terminal's text has one
        /// size, so there is nothing to adjust.
        public var adjustsFontForContentSizeCategory = true
        /// The font, as UIKit's `font`: a terminal font is the attributes it draws with
        /// (``Font``), so setting it replaces ``attributes`` with the font's (bold for
        /// `.headline` or `.boldSystemFont(ofSize:)`, dim for `.caption1`, …), and reading it
        /// answers a font of the current attributes.
        public var font: Font {
            get { Font(attributes: attributes) }
            set { attributes = newValue.attributes }
        }

        /// Properties of text in `color` with `attributes`, on one line or wrapped as needed.
        public init(color: Color = .label, attributes: Style.Attributes = []) {
            self.color = color
            self.attributes = attributes
        }

        /// The colour the text is drawn in (UIKit's `resolvedColor()`): ``color``.
        public func resolvedColor() -> Color {
            color
        }

        /// The style the text is drawn in (before the cell's background is added).
        public func resolvedStyle() -> Style {
            Style(foreground: color, background: .background, attributes: attributes)
        }

        /// `text` with ``transform`` applied.
        public func transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized: return text.capitalized
            }
        }
    }

    /// How the image of a list configuration looks, as
    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable, Sendable {
        /// The colour of the glyph; `nil` draws it in the text colour. (Emoji keep their own
        /// colours on terminals that show them in colour.)
        public var tintColor: Color?
        /// Text attributes of the glyph.
        public var attributes: Style.Attributes = []
        /// The columns reserved for the image, so that the texts of rows with images of
        /// different widths line up; 0 (the default) uses the image's own width.
        public var reservedLayoutWidth: CGFloat = 0
        /// The symbol configuration applied over the image's own, as UIKit's
        /// `preferredSymbolConfiguration` (its values win): a weight of semibold or heavier, or
        /// a text style or font that draws bold, draws the glyph bold, and a hierarchical or
        /// palette colour tints it (over ``tintColor``); sizes and scales do not change a
        /// one-cell glyph.
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?

        /// Properties of an image in `tintColor` (`nil`: the text's colour).
        public init(tintColor: Color? = nil) {
            self.tintColor = tintColor
        }

        /// The colour the image is drawn in (UIKit's `resolvedTintColor(for:)`): ``tintColor``,
        /// or `tintColor` (the colour passed, which the list content passes as the text's)
        /// when it is `nil`.
        public func resolvedTintColor(for tintColor: Color) -> Color {
            self.tintColor ?? tintColor
        }

        /// The style the image is drawn in when the text is drawn in `textColor`.
        public func resolvedStyle(textColor: Color) -> Style {
            Style(foreground: tintColor ?? textColor, background: .background, attributes: attributes)
        }
    }
}
