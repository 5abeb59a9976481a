extension TextLayout {
    /// The width of the widest line and the number of lines of
    /// ``layout(_:columns:maximumNumberOfLines:lineBreakMode:)``'s answer, as a label measures
    /// its text.
    ///
    /// Text of printable ASCII and line breaks (the usual label) is measured straight from its
    /// UTF-8 bytes, each byte a glyph one column wide, wrapping as ``wrap(_:toColumns:byCharacter:paragraph:into:starts:)``
    /// does without making a glyph or a line; any other text, or text cut short by a truncating
    /// or clipping mode, is laid out.
    package static func size(
        of text: String, columns: Int, maximumNumberOfLines: Int, lineBreakMode mode: LineBreakMode
    ) -> (width: Int, lines: Int) {
        guard columns > 0 else { return (0, 0) }
        if let size = asciiSize(of: text, columns: columns, maximumNumberOfLines: maximumNumberOfLines, lineBreakMode: mode) {
            return size
        }
        let lines = layout(text, columns: columns, maximumNumberOfLines: maximumNumberOfLines, lineBreakMode: mode)
        var width = 0
        for line in lines where line.width > width { width = line.width }
        return (width, lines.count)
    }

    /// ``size(of:columns:maximumNumberOfLines:lineBreakMode:)`` for text of printable ASCII
    /// (0x20 to 0x7E) and line breaks (line feed, carriage return, both), read from its bytes;
    /// `nil` for any other text, or when the lines are more than the limit and the mode cuts the
    /// last one (the cut is laid out).
    static func asciiSize(
        of text: String, columns: Int, maximumNumberOfLines: Int, lineBreakMode mode: LineBreakMode
    ) -> (width: Int, lines: Int)? {
        let limit = maximumNumberOfLines > 0 ? maximumNumberOfLines : Int.max
        let byCharacter = mode == .byCharWrapping
        let dropsExtraLines = mode == .byWordWrapping || mode == .byCharWrapping
        let space: UInt8 = 0x20
        let measured: (width: Int, lines: Int)?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var lines = 0
            var widest = 0
            // The line being filled: its width with its trailing spaces, whether it has glyphs,
            // how many spaces end it, whether it is only spaces.
            var width = 0
            var isEmpty = true
            var trailing = 0
            var onlySpaces = true
            var paragraphLines = 0
            func finish() {
                // Spaces at a break are dropped.
                if lines < limit { widest = max(widest, width - trailing) }
                lines += 1
                paragraphLines += 1
                width = 0
                isEmpty = true
                trailing = 0
                onlySpaces = true
            }
            let count = bytes.count
            var start = 0
            while start <= count {
                // The paragraph runs to the next line break.
                var end = start
                while end < count {
                    let byte = bytes[end]
                    if byte == 0x0A || byte == 0x0D { break }
                    guard byte >= space && byte < 0x7F else { return nil }
                    end += 1
                }
                paragraphLines = 0
                var index = start
                if byCharacter {
                    while index < end {
                        if width + 1 > columns, !isEmpty { finish() }
                        trailing = bytes[index] == space ? trailing + 1 : 0
                        width += 1
                        isEmpty = false
                        index += 1
                    }
                } else {
                    while index < end {
                        if bytes[index] == space {
                            if isEmpty && paragraphLines > 0 {
                                // A space at the start of a wrapped line is where the line broke.
                                index += 1
                                continue
                            }
                            if width + 1 > columns {
                                finish()
                                index += 1
                                continue
                            }
                            width += 1
                            trailing += 1
                            isEmpty = false
                            index += 1
                            continue
                        }
                        var wordEnd = index
                        while wordEnd < end, bytes[wordEnd] != space { wordEnd += 1 }
                        let wordWidth = wordEnd - index
                        if width + wordWidth <= columns {
                            width += wordWidth
                            trailing = 0
                            isEmpty = false
                            onlySpaces = false
                            index = wordEnd
                            continue
                        }
                        if wordWidth <= columns {
                            if onlySpaces {
                                // Only indentation so far: dropped rather than left as a line.
                                width = 0
                                isEmpty = true
                                trailing = 0
                            } else {
                                finish()
                            }
                            continue
                        }
                        // Longer than a line: broken by columns, starting on this line.
                        while index < wordEnd {
                            if width + 1 > columns {
                                finish()
                                continue
                            }
                            width += 1
                            trailing = 0
                            isEmpty = false
                            onlySpaces = false
                            index += 1
                        }
                    }
                }
                if !isEmpty || paragraphLines == 0 { finish() }
                if lines > limit { break }
                guard end < count else { break }
                // The break: a carriage return and a line feed together are one.
                start = end + (bytes[end] == 0x0D && end + 1 < count && bytes[end + 1] == 0x0A ? 2 : 1)
            }
            if lines > limit {
                guard dropsExtraLines else { return nil }
                return (widest, limit)
            }
            return (widest, lines)
        }
        return measured ?? nil
    }
}
