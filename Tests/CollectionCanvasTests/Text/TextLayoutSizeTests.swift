@testable import CollectionCanvas
import PropertyBased
import Testing

/// Measuring text (`TextLayout.size`) answers the widest line and the number of lines of the
/// laid-out text, whether it reads the bytes (printable ASCII and line breaks) or lays the
/// text out.
@Suite struct TextLayoutSizeTests {
    /// Printable ASCII and line breaks: words of several lengths, runs of spaces, every break.
    private static let asciiPieces = ["a", "bc", "word", "longerword", "abcdefghijklmnop", " ", "  ", "\n", "\r\n", "\r", "~", "x."]
    /// Everything else next to them: tabs and other controls, wide characters that wrap on
    /// their own (CJK) or with their words (Hangul), combining marks alone and after a letter,
    /// emoji with modifiers and joiners, the Unicode line and paragraph separators, C1 controls.
    private static let otherPieces = [
        "\t", "\u{1B}", "\u{7F}", "中", "文字", "한국어", "e\u{0301}", "\u{0301}", "👍🏽", "👨‍👩‍👧", "\u{2028}", "\u{2029}",
        "\u{85}", "…", "ｗ",
    ]

    private static let asciiText = Gen.int(in: 0..<asciiPieces.count).map { asciiPieces[$0] }.array(of: 0...30).map { $0.joined() }
    private static let anyText = Gen.int(in: 0..<(asciiPieces + otherPieces).count).map { (asciiPieces + otherPieces)[$0] }
        .array(of: 0...30).map { $0.joined() }

    private static let columns = Gen.int(in: 0...33).map { $0 == 33 ? 100_000 : $0 }
    private static let limits = Gen.int(in: 0...4)
    private static let modes = Gen.int(in: 0..<LineBreakMode.allCases.count).map { LineBreakMode.allCases[$0] }

    /// The widest line and the line count of the general layout: the reference.
    private static func laidOut(_ text: String, _ columns: Int, _ limit: Int, _ mode: LineBreakMode) -> (width: Int, lines: Int) {
        let lines = TextLayout.layout(text, columns: columns, maximumNumberOfLines: limit, lineBreakMode: mode)
        return (lines.map(\.width).max() ?? 0, lines.count)
    }

    private static func describe(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }

    @Test func asciiTextIsMeasuredFromItsBytesAsItIsLaidOut() async {
        await propertyCheck(count: 3000, input: Self.asciiText, Self.columns, Self.limits, Self.modes) {
            text, columns, limit, mode in
            let expected = Self.laidOut(text, columns, limit, mode)
            let size = TextLayout.size(of: text, columns: columns, maximumNumberOfLines: limit, lineBreakMode: mode)
            #expect(size == expected, "\(Self.describe(text)) in \(columns) columns, \(limit) lines, \(mode)")
            // The bytes answer unless the text is cut short by a mode that shortens its last line.
            let cut = limit > 0 && mode != .byWordWrapping && mode != .byCharWrapping
                && Self.laidOut(text, columns, 0, mode).lines > limit
            if columns > 0 && !cut {
                let fast = TextLayout.asciiSize(of: text, columns: columns, maximumNumberOfLines: limit, lineBreakMode: mode)
                #expect(fast.map { [$0.width, $0.lines] } == [expected.width, expected.lines], "\(Self.describe(text))")
            }
        }
    }

    @Test func anyTextIsMeasuredAsItIsLaidOut() async {
        await propertyCheck(
            count: 2000, input: Self.anyText, Self.columns, Self.limits, Self.modes
        ) { text, columns, limit, mode in
            let expected = Self.laidOut(text, columns, limit, mode)
            let size = TextLayout.size(of: text, columns: columns, maximumNumberOfLines: limit, lineBreakMode: mode)
            #expect(size == expected, "\(Self.describe(text)) in \(columns) columns, \(limit) lines, \(mode)")
        }
    }

    @Test func textBeyondPrintableASCIIIsLaidOut() {
        // Short texts, and long ones whose one other byte is in the middle of eight printable ones
        // (the bytes are checked eight at a time).
        let long = ["abcdefg\u{7F}hijklmnop", "abcdefghij\tklmnopqrs", "abcdefghijklmn\u{1F}opq", "abcdefghijk caf\u{E9} lmnop"]
        for text in ["a\tb", "caf\u{E9}", "e\u{0301}", "中文", "\u{7F}", "a\u{2028}b"] + long {
            #expect(TextLayout.asciiSize(of: text, columns: 10, maximumNumberOfLines: 0, lineBreakMode: .byWordWrapping) == nil)
        }
    }

    @Test func examples() {
        // Written out by hand: wrapping drops the spaces at a break, a long word is broken by
        // columns, a line break ends a line and an empty text is one empty line.
        func size(_ text: String, _ columns: Int, _ limit: Int = 0, _ mode: LineBreakMode = .byWordWrapping) -> [Int] {
            let size = TextLayout.size(of: text, columns: columns, maximumNumberOfLines: limit, lineBreakMode: mode)
            return [size.width, size.lines]
        }
        #expect(size("", 10) == [0, 1])
        #expect(size("Item 12", 100_000) == [7, 1])
        #expect(size("word word word ", 10) == [9, 2])
        #expect(size("abcdefghij", 4) == [4, 3])
        #expect(size("ab\r\ncd\n\nefg", 10) == [3, 4])
        #expect(size("word word word", 4, 2) == [4, 2])
        #expect(size("abc def", 4, 0, .byCharWrapping) == [3, 2])
        #expect(size("a b", 0) == [0, 0])
    }
}
