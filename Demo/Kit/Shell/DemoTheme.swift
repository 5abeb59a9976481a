import CollectionCore

/// The demo's own colours, on top of the semantic ones: fixed sRGB colours shown in 24 bits
/// where the terminal has them and as the nearest of 256 or 8 colours elsewhere. Nothing is
/// said by colour alone: a sale has a SALE badge and an old price, a favourite a star, a search
/// match is bold and underlined, so every one of them still reads under `NO_COLOR`.
enum DemoTheme {
    /// Stars: the rating bar and the favourite mark.
    static let gold = Color.rgb(red: 255, green: 190, blue: 0, alpha: 255)
    /// Sale prices and the SALE badge.
    static let sale = Color.rgb(red: 230, green: 60, blue: 60, alpha: 255)
    /// In stock.
    static let good = Color.rgb(red: 80, green: 190, blue: 90, alpha: 255)
    /// A low stock count.
    static let warning = Color.rgb(red: 240, green: 150, blue: 40, alpha: 255)

    /// The SALE badge: bold, in reverse video, so it is a block of its own in every colour depth.
    static func badge(_ color: Color, on background: Color = .background) -> Style {
        Style(foreground: color, background: background, attributes: [.bold, .reverse])
    }

    /// A stretch of text that matched the search.
    static func match(on background: Color = .background) -> Style {
        Style(foreground: gold, background: background, attributes: [.bold, .underline])
    }

    /// The stars of a rating.
    static func stars(on background: Color = .background) -> Style {
        Style(foreground: gold, background: background)
    }

    /// `text` struck through with combining long strokes (U+0336) in the Unicode glyph set; as
    /// it is in ASCII, where "was" in front of it says the same.
    static func struckThrough(_ text: String, in glyphs: GlyphSet) -> String {
        guard glyphs == .unicode else { return text }
        var result = ""
        for character in text {
            result.append(character)
            result.unicodeScalars.append("\u{0336}")
        }
        return result
    }
}
