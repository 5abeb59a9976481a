/// One grapheme cluster as it is drawn: the cluster (or a piece of the visible replacement of a
/// control character) and its width in columns, 1 or 2.
package struct Glyph: Hashable, Sendable {
    package var character: Character
    package var width: Int

    package init(character: Character, width: Int) {
        self.character = character
        self.width = width
    }

    package static let space = Glyph(character: " ", width: 1)
    /// The sign that ends truncated text (`…`; a canvas in ASCII draws it as `~`).
    package static let ellipsis = Glyph(character: "…", width: 1)
    /// What a C1 control is shown as (U+FFFD; a canvas in ASCII draws it as `?`).
    package static let replacement = Glyph(character: "\u{FFFD}", width: 1)
    package static let caret = Glyph(character: "^", width: 1)

    /// The 128 ASCII characters, made once: building a `Character` from a byte costs more
    /// than the rest of drawing it.
    package static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    /// Calls `body` with the glyphs that show `character` safely on a terminal.
    ///
    /// C0 controls and DEL become caret notation (`^[` for ESC, `^?` for DEL, two glyphs),
    /// C1 controls become U+FFFD, and clusters of width 0 (a lone combining mark, a zero-width
    /// joiner or a format character on its own) produce nothing, since they have nothing to
    /// attach to. Everything else is one glyph.
    @inline(__always)
    package static func forEach(of character: Character, _ body: (Glyph) -> Void) {
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

    /// Calls `body` with the glyphs of `text`, sanitised, in order.
    ///
    /// Most clusters are one code point that cannot join its neighbours (ASCII, Hangul
    /// syllables, CJK): those are decoded straight from the UTF-8 bytes, using the grapheme
    /// flags of the width table. Everything else goes through the standard library's grapheme
    /// breaking, cluster by cluster.
    package static func forEach(in text: String, _ body: (Glyph) -> Void) {
        var text = text
        text.makeContiguousUTF8()
        let ascii = asciiCharacters
        let utf8 = text.utf8
        let done: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            let count = bytes.count
            var offset = 0
            while offset < count {
                let (value, length) = decode(bytes, at: offset)
                let next = offset + length
                let flags: UInt8 = value < 0x80 ? (value >= 0x20 && value < 0x7F ? 1 : UnicodeWidth.joinsNext)
                    : UnicodeWidth.flags(value)
                if flags & UnicodeWidth.joinsNext == 0 {
                    // Alone unless what follows extends it (ASCII never does).
                    let alone = next == count || bytes[next] < 0x80
                        || UnicodeWidth.flags(decode(bytes, at: next).value) & UnicodeWidth.extendsPrevious == 0
                    if alone {
                        let width = Int(flags & UnicodeWidth.widthMask)
                        if value < 0x80 {
                            body(Glyph(character: ascii[Int(value)], width: 1))
                        } else if width > 0, let scalar = Unicode.Scalar(value) {
                            body(Glyph(character: Character(scalar), width: width))
                        }
                        offset = next
                        continue
                    }
                }
                // One cluster through the standard library (an iterator breaks it only once).
                var clusters = text[utf8.index(utf8.startIndex, offsetBy: offset)...].makeIterator()
                guard let character = clusters.next() else { break }
                forEach(of: character, body)
                offset += character.utf8.count
            }
        }
        if done == nil {
            for character in text { forEach(of: character, body) }
        }
    }

    /// The code point that starts at `offset` of valid UTF-8 and its length in bytes.
    @inline(__always)
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[offset])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F), 2) }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F), 3)
        }
        return ((lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12 | UInt32(bytes[offset + 2] & 0x3F) << 6
            | UInt32(bytes[offset + 3] & 0x3F), 4)
    }

    /// The glyphs of `text`, sanitised.
    package static func glyphs(of text: String) -> [Glyph] {
        var result: [Glyph] = []
        result.reserveCapacity(text.utf8.count)
        forEach(in: text) { result.append($0) }
        return result
    }
}

extension StringProtocol {
    /// This text as a `String`, without a copy when it is one: the text functions are written
    /// for `String` so that they are specialised, not called through protocol witnesses.
    package var asString: String {
        if let string = self as? String { return string }
        return String(self)
    }
}
