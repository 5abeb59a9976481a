import Foundation

extension Image {
    /// The weight of a symbol's strokes, as `UIImage.SymbolWeight`: semibold and heavier draw
    /// the glyph bold; the lighter weights draw it as regular.
    public enum SymbolWeight: Int, Comparable, Hashable, Sendable {
        /// No weight given: the one the symbol is drawn with otherwise.
        case unspecified = 0
        /// Ultra-light (drawn regular).
        case ultraLight
        /// Thin (drawn regular).
        case thin
        /// Light (drawn regular).
        case light
        /// Regular.
        case regular
        /// Medium (drawn regular).
        case medium
        /// Semibold (drawn bold).
        case semibold
        /// Bold.
        case bold
        /// Heavy (drawn bold).
        case heavy
        /// Black (drawn bold).
        case black

        /// Whether `lhs` is the lighter weight.
        public static func < (lhs: SymbolWeight, rhs: SymbolWeight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The size of a symbol relative to its text, as `UIImage.SymbolScale`; kept and not drawn
    /// (a glyph is one cell at every scale).
    public enum SymbolScale: Int, Hashable, Sendable {
        /// The default scale.
        case `default` = -1
        /// No scale given.
        case unspecified = 0
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
    }

    /// How a system symbol is drawn, as `UIImage.SymbolConfiguration`: a point size, a weight, a
    /// scale, a text style and colours, each of which may be left unspecified.
    ///
    /// ```swift
    /// let bold = Image.SymbolConfiguration(pointSize: 20, weight: .bold)
    /// let star = Image(systemName: "star.fill", withConfiguration: bold)   // ★ drawn bold
    /// imageView.preferredSymbolConfiguration = Image.SymbolConfiguration(hierarchicalColor: .systemYellow)
    /// ```
    ///
    /// On a terminal a symbol is one glyph in one cell: a weight of semibold or heavier draws it
    /// bold (so does a text style or font that draws bold, such as `.headline`), the point size
    /// and scale are kept but change nothing, and a hierarchical colour or the first palette
    /// colour tints it (a glyph has one layer).
    public struct SymbolConfiguration: Hashable, Sendable, CustomStringConvertible {
        /// The point size asked for (kept, not drawn).
        public private(set) var pointSize: CGFloat?
        /// The weight asked for.
        public private(set) var weight: SymbolWeight?
        /// The scale asked for (kept, not drawn).
        public private(set) var scale: SymbolScale?
        /// The text style's name, for a configuration made from a text style or a font.
        public private(set) var textStyle: String?
        /// The weight the text style or font draws with (used when ``weight`` is not given).
        package private(set) var textStyleWeight: SymbolWeight?
        /// The colours asked for: one for a hierarchical colour, several for a palette.
        public private(set) var colors: [Color]?

        private init() {}

        /// A configuration with nothing specified, as `UIImage.SymbolConfiguration.unspecified`.
        public static let unspecified = SymbolConfiguration()

        /// A configuration of a point size (kept, not drawn).
        public init(pointSize: CGFloat) {
            self.pointSize = pointSize
        }

        /// A configuration of a point size and a weight (semibold and heavier draw bold).
        public init(pointSize: CGFloat, weight: SymbolWeight) {
            self.pointSize = pointSize
            self.weight = weight
        }

        /// A configuration of a point size, a weight and a scale.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// A configuration of a weight.
        public init(weight: SymbolWeight) {
            self.weight = weight
        }

        /// A configuration of a scale (kept, not drawn).
        public init(scale: SymbolScale) {
            self.scale = scale
        }

        /// A configuration of a text style, named `textStyle`, whose font draws with `weight`
        /// (the `textStyle:` and `font:` initialisers of `CollectionControls` make it).
        package init(textStyle: String?, weight: SymbolWeight, scale: SymbolScale?, pointSize: CGFloat?) {
            self.textStyle = textStyle
            self.textStyleWeight = weight
            self.scale = scale
            self.pointSize = pointSize
        }

        /// A configuration that draws the symbol in `hierarchicalColor`, as
        /// `UIImage.SymbolConfiguration(hierarchicalColor:)` (a glyph has one layer, drawn in it).
        public init(hierarchicalColor: Color) {
            colors = [hierarchicalColor]
        }

        /// A configuration of palette colours, as `UIImage.SymbolConfiguration(paletteColors:)`:
        /// the glyph is drawn in the first.
        public init(paletteColors: [Color]) {
            colors = paletteColors.isEmpty ? nil : paletteColors
        }

        /// This configuration with the values `configuration` specifies in place of its own, as
        /// UIKit's `applying(_:)`; `nil` changes nothing.
        public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration {
            guard let configuration else { return self }
            var copy = self
            if let pointSize = configuration.pointSize { copy.pointSize = pointSize }
            if let weight = configuration.weight { copy.weight = weight }
            if let scale = configuration.scale { copy.scale = scale }
            if configuration.textStyle != nil || configuration.textStyleWeight != nil {
                copy.textStyle = configuration.textStyle
                copy.textStyleWeight = configuration.textStyleWeight
            }
            if let colors = configuration.colors { copy.colors = colors }
            return copy
        }

        /// This configuration without its point size and weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            var copy = self
            copy.pointSize = nil
            copy.weight = nil
            return copy
        }

        /// This configuration without its scale.
        public func configurationWithoutScale() -> SymbolConfiguration {
            var copy = self
            copy.scale = nil
            return copy
        }

        /// This configuration without its weight.
        public func configurationWithoutWeight() -> SymbolConfiguration {
            var copy = self
            copy.weight = nil
            return copy
        }

        /// This configuration without its text style.
        public func configurationWithoutTextStyle() -> SymbolConfiguration {
            var copy = self
            copy.textStyle = nil
            copy.textStyleWeight = nil
            return copy
        }

        /// Whether the glyph draws bold: the weight, else the text style's, is semibold or heavier.
        public var drawsBold: Bool {
            (weight ?? textStyleWeight ?? .unspecified) >= .semibold
        }

        /// The colour the glyph is drawn in: the hierarchical colour or the first palette colour.
        public var color: Color? { colors?.first }

        /// The values specified, for logs.
        public var description: String {
            var parts: [String] = []
            if let pointSize { parts.append("pointSize: \(pointSize)") }
            if let weight { parts.append("weight: \(weight)") }
            if let scale { parts.append("scale: \(scale)") }
            if let textStyle { parts.append("textStyle: \(textStyle)") }
            if let colors { parts.append("colors: \(colors.count)") }
            return "SymbolConfiguration(\(parts.joined(separator: ", ")))"
        }
    }

    /// The image of a system symbol drawn with `configuration`, as
    /// `UIImage(systemName:withConfiguration:)` (see ``init(systemName:)``).
    public init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: systemName)
        symbolConfiguration = configuration
    }

    /// The same image with `configuration` as its symbol configuration, as UIKit's
    /// `withConfiguration(_:)`.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        var copy = self
        copy.symbolConfiguration = configuration
        return copy
    }

    /// The same image with `configuration` applied over its own symbol configuration, as
    /// UIKit's `applyingSymbolConfiguration(_:)`.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        var copy = self
        copy.symbolConfiguration = (symbolConfiguration ?? .unspecified).applying(configuration)
        return copy
    }

    /// The style attributes the symbol configuration gives the glyph, with `preferred` (an image
    /// view's or a content configuration's preferred configuration) applied over the image's own.
    public func symbolAttributes(preferring preferred: SymbolConfiguration?) -> Style.Attributes {
        (symbolConfiguration ?? .unspecified).applying(preferred).drawsBold ? .bold : []
    }

    /// The colour the symbol configuration gives the glyph, with `preferred` applied over the
    /// image's own; `nil` when neither names one.
    public func symbolColor(preferring preferred: SymbolConfiguration?) -> Color? {
        (symbolConfiguration ?? .unspecified).applying(preferred).color
    }
}
