import CollectionCore

/// The demo's own glyphs in both glyph sets: stars, marks and bars are plain ASCII when
/// the front end chose ``GlyphSet/ascii`` (a terminal or locale without Unicode).
extension GlyphSet {
    var starFilled: String { self == .unicode ? "★" : "*" }
    var starEmpty: String { self == .unicode ? "☆" : "." }
    /// The diamonds that mark the Reload screen's three kinds of hero: class, struct, `Identifiable` struct.
    var heroKinds: (String, String, String) { self == .unicode ? ("◆", "◇", "◈") : ("#", "o", "@") }
    /// An emoji the demo adds as decoration (the Home screen's icons): none in ASCII.
    func decoration(_ emoji: String) -> String? { self == .unicode ? emoji : nil }
    /// Blocks from low to high, for bars.
    var bars: [Character] { self == .unicode ? Array("▁▂▃▄▅▆▇█") : Array("._-=+*#@") }
}
