/// One grapheme cluster as it is drawn: the cluster (or a piece of the visible replacement of a
/// control character) and its width in columns, 1 or 2.
struct Glyph: Hashable, Sendable {
    var character: Character
    var width: Int

    static let space = Glyph(character: " ", width: 1)
    static let ellipsis = Glyph(character: "…", width: 1)
    static let replacement = Glyph(character: "\u{FFFD}", width: 1)
    static let caret = Glyph(character: "^", width: 1)

    /// Calls `body` with the glyphs that show `character` safely on a terminal.
    ///
    /// C0 controls and DEL become caret notation (`^[` for ESC, `^?` for DEL, two glyphs),
    /// C1 controls become U+FFFD, and clusters of width 0 (a lone combining mark, a zero-width
    /// joiner or a format character on its own) produce nothing, since they have nothing to
    /// attach to. Everything else is one glyph.
    @inline(__always)
    static func forEach(of character: Character, _ body: (Glyph) -> Void) {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return }
        let value = first.value
        if value < 0x7F && value >= 0x20 {
            // Printable ASCII: a cluster of its own unless a combining mark follows.
            if character.utf8.count == 1 {
                body(Glyph(character: character, width: 1))
                return
            }
        } else if value < 0x20 || value == 0x7F {
            for scalar in scalars where scalar.value < 0x20 || scalar.value == 0x7F {
                body(caret)
                body(Glyph(character: Character(Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value ^ 0x40))), width: 1))
            }
            return
        } else if value >= 0x80 && value <= 0x9F {
            body(replacement)
            return
        }
        let width = UnicodeWidth.width(of: character)
        if width > 0 { body(Glyph(character: character, width: width)) }
    }

    /// The glyphs of `text`, sanitised.
    static func glyphs(of text: some StringProtocol) -> [Glyph] {
        var result: [Glyph] = []
        result.reserveCapacity(text.utf8.count)
        for character in text {
            forEach(of: character) { result.append($0) }
        }
        return result
    }
}
