/// One laid-out line of sanitised glyphs and its width in columns.
package struct TextLine: Hashable, Sendable {
    package var glyphs: [Glyph]
    package var width: Int

    package init(_ glyphs: [Glyph]) {
        self.glyphs = glyphs
        self.width = glyphs.reduce(0) { $0 + $1.width }
    }

    package init(glyphs: [Glyph], width: Int) {
        self.glyphs = glyphs
        self.width = width
    }

    package var string: String {
        var result = ""
        for glyph in glyphs { result.append(glyph.character) }
        return result
    }
}

/// Measuring, truncating and wrapping sanitised text by terminal columns.
package enum TextLayout {
    /// Whether `character` ends a paragraph in multi-line text.
    package static func isLineBreak(_ character: Character) -> Bool {
        switch character {
        case "\n", "\r\n", "\r", "\u{2028}", "\u{2029}": return true
        default: return false
        }
    }

    /// The paragraphs of `text`, split at line breaks, each as sanitised glyphs.
    ///
    /// The breaks (``isLineBreak(_:)``) are found in the UTF-8 bytes: each is a grapheme
    /// cluster of its own (line feed, carriage return, both together, and the line and paragraph
    /// separators break on both sides), so splitting the bytes splits the characters as
    /// iterating them would, and each paragraph is decoded by ``Glyph/forEach(in:_:)``.
    package static func paragraphs(of text: String) -> [[Glyph]] {
        var text = text
        text.makeContiguousUTF8()
        var breaks: [(start: Int, end: Int)] = []
        let scanned = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                var length = 0
                if byte == 0x0A {
                    length = 1
                } else if byte == 0x0D {
                    length = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                    bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
                {
                    length = 3
                }
                if length > 0 {
                    breaks.append((index, index + length))
                    index += length
                } else {
                    index += 1
                }
            }
            return true
        }
        guard scanned != nil else { return paragraphsByCharacter(of: text) }
        guard !breaks.isEmpty else {
            var glyphs: [Glyph] = []
            Glyph.forEach(in: text) { glyphs.append($0) }
            return [glyphs]
        }
        var result: [[Glyph]] = []
        result.reserveCapacity(breaks.count + 1)
        let utf8 = text.utf8
        var start = utf8.startIndex
        for index in 0...breaks.count {
            let end = index < breaks.count ? utf8.index(utf8.startIndex, offsetBy: breaks[index].start) : utf8.endIndex
            var glyphs: [Glyph] = []
            if end > start { Glyph.forEach(in: String(text[start..<end])) { glyphs.append($0) } }
            result.append(glyphs)
            if index < breaks.count { start = utf8.index(utf8.startIndex, offsetBy: breaks[index].end) }
        }
        return result
    }

    /// ``paragraphs(of:)`` character by character: the reference, and the way for text whose
    /// bytes are not contiguous.
    package static func paragraphsByCharacter(of text: String) -> [[Glyph]] {
        var result: [[Glyph]] = []
        var current: [Glyph] = []
        for character in text {
            if isLineBreak(character) {
                result.append(current)
                current = []
            } else {
                Glyph.forEach(of: character) { current.append($0) }
            }
        }
        result.append(current)
        return result
    }

    /// `glyphs` shortened to at most `columns` columns with `…` where text was removed, as
    /// `mode` says (tail unless it is ``LineBreakMode/byTruncatingHead`` or
    /// ``LineBreakMode/byTruncatingMiddle``). Text that fits is returned whole.
    package static func truncate(_ glyphs: [Glyph], toColumns columns: Int, mode: LineBreakMode = .byTruncatingTail) -> TextLine {
        let line = TextLine(glyphs)
        guard line.width > columns else { return line }
        guard columns > 0 else { return TextLine(glyphs: [], width: 0) }
        let budget = columns - 1
        switch mode {
        case .byTruncatingHead:
            let tail = suffix(glyphs, columns: budget)
            return TextLine(glyphs: [.ellipsis] + tail.glyphs, width: tail.width + 1)
        case .byTruncatingMiddle:
            let head = prefix(glyphs, columns: (budget + 1) / 2)
            let tail = suffix(glyphs, columns: budget - head.width)
            return TextLine(glyphs: head.glyphs + [.ellipsis] + tail.glyphs, width: head.width + 1 + tail.width)
        default:
            let head = prefix(glyphs, columns: budget)
            return TextLine(glyphs: head.glyphs + [.ellipsis], width: head.width + 1)
        }
    }

    /// The longest start of `glyphs` that fits in `columns`.
    package static func prefix(_ glyphs: [Glyph], columns: Int) -> TextLine {
        var width = 0
        var end = 0
        while end < glyphs.count, width + glyphs[end].width <= columns {
            width += glyphs[end].width
            end += 1
        }
        return TextLine(glyphs: Array(glyphs[..<end]), width: width)
    }

    /// The longest end of `glyphs` that fits in `columns`.
    package static func suffix(_ glyphs: [Glyph], columns: Int) -> TextLine {
        var width = 0
        var start = glyphs.count
        while start > 0, width + glyphs[start - 1].width <= columns {
            width += glyphs[start - 1].width
            start -= 1
        }
        return TextLine(glyphs: Array(glyphs[start...]), width: width)
    }

    /// Where a wrapped line starts: its paragraph and the index of its first glyph there.
    package struct LineStart {
        var paragraph: Int
        var index: Int
    }

    /// Wraps one paragraph to lines of at most `columns` columns (at least 1).
    ///
    /// Word wrapping breaks at spaces; spaces at a break are dropped. A word that does not fit
    /// on the rest of the line starts a new line, unless it is wider than a whole line: then it
    /// fills the rest of the line and is broken by columns. Character wrapping breaks anywhere.
    /// Whether a line may break on either side of `glyph`: wide characters other than Hangul
    /// (CJK ideographs, kana, fullwidth forms).
    package static func breaksAround(_ glyph: Glyph) -> Bool {
        guard glyph.width > 1, let scalar = glyph.character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: return false
        default: return scalar.properties.isIdeographic || (0x3040...0x30FF).contains(scalar.value)
            || (0xFF01...0xFF60).contains(scalar.value) || (0x3000...0x303F).contains(scalar.value)
        }
    }

    package static func wrap(_ glyphs: [Glyph], toColumns columns: Int, byCharacter: Bool, paragraph: Int,
                     into lines: inout [TextLine], starts: inout [LineStart]) {
        let columns = max(1, columns)
        var line: [Glyph] = []
        var width = 0
        var lineStart = 0

        func finish(next: Int) {
            while let last = line.last, last.character == " " {
                line.removeLast()
                width -= 1
            }
            lines.append(TextLine(glyphs: line, width: width))
            starts.append(LineStart(paragraph: paragraph, index: lineStart))
            line = []
            width = 0
            lineStart = next
        }

        var index = 0
        if byCharacter {
            while index < glyphs.count {
                let glyph = glyphs[index]
                if width + glyph.width > columns, !line.isEmpty { finish(next: index) }
                line.append(glyph)
                width += glyph.width
                index += 1
            }
        } else {
            while index < glyphs.count {
                if glyphs[index].character == " " {
                    if line.isEmpty && !lines.isEmpty && starts.last?.paragraph == paragraph {
                        // A space at the start of a wrapped line is where the line broke.
                        index += 1
                        lineStart = index
                        continue
                    }
                    if width + 1 > columns {
                        finish(next: index + 1)
                        index += 1
                        continue
                    }
                    line.append(glyphs[index])
                    width += 1
                    index += 1
                    continue
                }
                // A word: the run of glyphs up to the next space; a Chinese or Japanese
                // character is a word of its own, so lines may break on either side of it
                // (Korean separates words with spaces and keeps them whole).
                var end = index
                var wordWidth = 0
                if Self.breaksAround(glyphs[index]) {
                    wordWidth = glyphs[index].width
                    end = index + 1
                } else {
                    while end < glyphs.count, glyphs[end].character != " ", !Self.breaksAround(glyphs[end]) {
                        wordWidth += glyphs[end].width
                        end += 1
                    }
                }
                if width + wordWidth <= columns {
                    line.append(contentsOf: glyphs[index..<end])
                    width += wordWidth
                    index = end
                    continue
                }
                if wordWidth <= columns {
                    if line.allSatisfy({ $0.character == " " }) {
                        // Only indentation so far: drop it rather than leave an empty line.
                        line = []
                        width = 0
                        lineStart = index
                    } else {
                        finish(next: index)
                    }
                    continue
                }
                // Longer than a line: break it by columns, starting on this line.
                while index < end {
                    let glyph = glyphs[index]
                    if width + glyph.width > columns {
                        if line.isEmpty {
                            // A wide glyph on a one-column line: shown as much as it can be.
                            line.append(glyph)
                            width += glyph.width
                            index += 1
                        }
                        finish(next: index)
                        continue
                    }
                    line.append(glyph)
                    width += glyph.width
                    index += 1
                }
            }
        }
        if !line.isEmpty || lines.count == 0 || starts.last?.paragraph != paragraph {
            finish(next: glyphs.count)
        }
    }

    /// Lays `text` out in lines of at most `columns` columns, at most `maximumNumberOfLines`
    /// of them (0: no limit), as `mode` says. See ``LineBreakMode``.
    package static func layout(_ text: String, columns: Int, maximumNumberOfLines: Int,
                       lineBreakMode mode: LineBreakMode) -> [TextLine] {
        guard columns > 0 else { return [] }
        let paragraphs = paragraphs(of: text)
        var lines: [TextLine] = []
        var starts: [LineStart] = []
        let limit = maximumNumberOfLines > 0 ? maximumNumberOfLines : Int.max
        for (number, paragraph) in paragraphs.enumerated() {
            wrap(paragraph, toColumns: columns, byCharacter: mode == .byCharWrapping, paragraph: number,
                 into: &lines, starts: &starts)
            if lines.count > limit { break }
        }
        guard lines.count > limit else { return lines }
        var kept = Array(lines[..<(limit - 1)])
        let start = starts[limit - 1]
        if mode == .byWordWrapping || mode == .byCharWrapping {
            kept.append(lines[limit - 1])
            return kept
        }
        // Everything from the start of the last line on, paragraphs joined by a space, then cut
        // at the edge (clipping) or shortened with an ellipsis.
        var rest = Array(paragraphs[start.paragraph][start.index...])
        for paragraph in paragraphs[(start.paragraph + 1)...] where !paragraph.isEmpty {
            if !rest.isEmpty { rest.append(.space) }
            rest.append(contentsOf: paragraph)
        }
        kept.append(mode == .byClipping ? prefix(rest, columns: columns) : truncate(rest, toColumns: columns, mode: mode))
        return kept
    }
}
