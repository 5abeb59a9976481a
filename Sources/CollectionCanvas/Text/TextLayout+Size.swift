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
        let measured: (width: Int, lines: Int)?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var counter = AsciiLineCounter(columns: columns, limit: limit)
            let count = bytes.count
            var start = 0
            while true {
                // The paragraph runs to the next line break.
                var end = start
                while end < count {
                    // Eight bytes at a time while they are all printable.
                    if end + 8 <= count,
                        AsciiLineCounter.arePrintable(UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + end).loadUnaligned(as: UInt64.self))
                    {
                        end += 8
                        continue
                    }
                    let byte = bytes[end]
                    if byte == 0x0A || byte == 0x0D { break }
                    guard byte >= 0x20 && byte < 0x7F else { return nil }
                    end += 1
                }
                if byCharacter {
                    counter.wrapByCharacter(bytes, start, end)
                } else {
                    counter.wrapByWord(bytes, start, end)
                }
                if counter.lines > limit { break }
                guard end < count else { break }
                // The break: a carriage return and a line feed together are one.
                start = end + (bytes[end] == 0x0D && end + 1 < count && bytes[end + 1] == 0x0A ? 2 : 1)
            }
            if counter.lines > limit {
                guard mode == .byWordWrapping || byCharacter else { return nil }
                return (counter.widest, limit)
            }
            return (counter.widest, counter.lines)
        }
        return measured ?? nil
    }
}

/// Counts the lines ``TextLayout/wrap(_:toColumns:byCharacter:paragraph:into:starts:)`` makes of
/// printable ASCII, a byte a column, and the widest of the first `limit`.
private struct AsciiLineCounter {
    let columns: Int
    let limit: Int
    private(set) var lines = 0
    private(set) var widest = 0
    // The line being filled: its width with its trailing spaces, whether it has glyphs, how
    // many spaces end it, whether it is only spaces; and the lines of this paragraph so far.
    private var width = 0
    private var isEmpty = true
    private var trailing = 0
    private var onlySpaces = true
    private var paragraphLines = 0

    init(columns: Int, limit: Int) {
        self.columns = columns
        self.limit = limit
    }

    /// Whether each of the eight bytes of `chunk` is printable ASCII (0x20 to 0x7E): no high
    /// bit, none below a space (a borrow out of a byte less 0x20), none equal to 0x7F.
    static func arePrintable(_ chunk: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits = ones &* 0x80
        let belowSpace = (chunk &- ones &* 0x20) & ~chunk & highBits
        let delete = chunk ^ (ones &* 0x7F)
        let isDelete = (delete &- ones) & ~delete & highBits
        return (chunk & highBits) | belowSpace | isDelete == 0
    }

    /// Counts a paragraph that fits on one line: it is that line, without its trailing spaces.
    private mutating func fitsOnALine(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard end - start <= columns else { return false }
        var last = end
        while last > start, bytes[last - 1] == 0x20 { last -= 1 }
        if lines < limit { widest = max(widest, last - start) }
        lines += 1
        return true
    }

    private mutating func finish() {
        // Spaces at a break are dropped.
        if lines < limit { widest = max(widest, width - trailing) }
        lines += 1
        paragraphLines += 1
        width = 0
        isEmpty = true
        trailing = 0
        onlySpaces = true
    }

    /// The paragraph `bytes[start..<end]` broken anywhere.
    mutating func wrapByCharacter(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        if fitsOnALine(bytes, start, end) { return }
        paragraphLines = 0
        for index in start..<end {
            if width + 1 > columns, !isEmpty { finish() }
            trailing = bytes[index] == 0x20 ? trailing + 1 : 0
            width += 1
            isEmpty = false
        }
        if !isEmpty || paragraphLines == 0 { finish() }
    }

    /// The paragraph `bytes[start..<end]` broken at spaces, a word longer than a line by
    /// columns.
    mutating func wrapByWord(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        if fitsOnALine(bytes, start, end) { return }
        paragraphLines = 0
        var index = start
        while index < end {
            if bytes[index] == 0x20 {
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
            var wordEnd = index + 1
            while wordEnd < end, bytes[wordEnd] != 0x20 { wordEnd += 1 }
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
        if !isEmpty || paragraphLines == 0 { finish() }
    }
}
