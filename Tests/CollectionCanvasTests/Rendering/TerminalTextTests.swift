import CollectionCanvas
import TestSupport
import PropertyBased
import Testing

@Suite("Terminal text")
struct TerminalTextTests {
    @Test func everyC0ControlAndDeleteIsShownInCaretNotation() {
        #expect(TerminalText.sanitized("\u{0}") == "^@")
        #expect(TerminalText.sanitized("\u{7}") == "^G")
        #expect(TerminalText.sanitized("\t") == "^I")
        #expect(TerminalText.sanitized("\n") == "^J")
        #expect(TerminalText.sanitized("\r") == "^M")
        #expect(TerminalText.sanitized("\r\n") == "^M^J")
        #expect(TerminalText.sanitized("\u{1B}") == "^[")
        #expect(TerminalText.sanitized("\u{1F}") == "^_")
        #expect(TerminalText.sanitized("\u{7F}") == "^?")
        // Caret notation: the control's code plus 0x40 ('@' is 0x40).
        for value in UInt32(0x00)...0x1F {
            let control = String(Unicode.Scalar(value)!)
            let letter = String(Unicode.Scalar(value + 0x40)!)
            #expect(TerminalText.sanitized("a" + control + "b") == "a^" + letter + "b")
        }
    }

    @Test func everyC1ControlIsShownAsReplacementCharacter() {
        for value in UInt32(0x80)...0x9F {
            let control = String(Unicode.Scalar(value)!)
            #expect(TerminalText.sanitized("a" + control + "b") == "a\u{FFFD}b")
        }
    }

    @Test func escapeSequencesAreNeverPassedThrough() {
        #expect(TerminalText.sanitized("\u{1B}[2J") == "^[[2J")
        #expect(TerminalText.sanitized("x\u{1B}]52;c;SGVsbG8=\u{07}y") == "x^[]52;c;SGVsbG8=^Gy")  // OSC 52
        #expect(TerminalText.sanitized("\u{1B}]52;c;SGk=\u{1B}\\") == "^[]52;c;SGk=^[\\")  // OSC 52 ended by ST
        #expect(TerminalText.sanitized("\u{9B}31mred") == "\u{FFFD}31mred")  // 8-bit CSI
        #expect(TerminalText.sanitized("\u{9D}0;title\u{9C}") == "\u{FFFD}0;title\u{FFFD}")  // 8-bit OSC and ST
    }

    @Test func sanitisedTextHasNoControlCharacters() async {
        let scalar = Gen.int(in: 0...0x36F).map { Unicode.Scalar(UInt32($0)) ?? " " }
        await propertyCheck(count: 200, input: scalar.array(of: 0...30)) { scalars in
            var text = ""
            for scalar in scalars { text.unicodeScalars.append(scalar) }
            let clean = TerminalText.sanitized(text)
            #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value <= 0x9F) })
            #expect(TerminalText.width(of: clean) == TerminalText.width(of: text))
            // The ASCII fast path agrees with measuring cluster by cluster, for substrings too.
            #expect(TerminalText.width(of: text) == text.reduce(0) { $0 + TerminalText.width(of: $1) })
            let tail = text.dropFirst()
            #expect(TerminalText.width(of: tail) == tail.reduce(0) { $0 + TerminalText.width(of: $1) })
        }
    }

    /// Drawing decodes most clusters straight from UTF-8; the result must be the same as going
    /// cluster by cluster with the standard library's grapheme breaking.
    @Test func fastPathAgreesWithGraphemeBreaking() async {
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x80...0xA0, 0x300...0x36F, 0x600...0x605, 0x900...0x97F, 0x1100...0x11FF,
            0xAC00...0xAC1F, 0x200B...0x200F, 0xFE0E...0xFE0F, 0x4E00...0x4E0F, 0x1F1E6...0x1F1FF,
            0x1F3FB...0x1F3FF, 0x1F468...0x1F46F, 0x2600...0x261F, 0xE0100...0xE0101, 0x0378...0x0379,
        ]
        let scalar = zip(Gen.int(in: 0..<ranges.count), Gen.int(in: 0...0xFFFF)).map { which, offset in
            let range = ranges[which]
            let value = range.lowerBound + UInt32(offset) % UInt32(range.count)
            return Unicode.Scalar(value) ?? " "
        }
        await propertyCheck(count: 300, input: scalar.array(of: 0...24)) { scalars in
            var text = ""
            for scalar in scalars { text.unicodeScalars.append(scalar) }
            let byCluster = text.reduce(0) { $0 + TerminalText.width(of: $1) }
            #expect(TerminalText.width(of: text) == byCluster)
            #expect(TerminalText.sanitized(text) == text.map { TerminalText.sanitized(String($0)) }.joined())
        }
    }

    @Test func truncationCountsColumns() {
        #expect(TerminalText.truncated("Hello, world", toColumns: 8) == "Hello, …")
        #expect(TerminalText.truncated("Hello", toColumns: 5) == "Hello")
        #expect(TerminalText.truncated("Hello", toColumns: 1) == "…")
        #expect(TerminalText.truncated("Hello", toColumns: 0) == "")
        #expect(TerminalText.truncated("Hello", toColumns: -3) == "")
        // 한국어 텍스트 is 13 columns; 5 columns are left for text before the ellipsis.
        #expect(TerminalText.truncated("한국어 텍스트", toColumns: 6) == "한국…")
        #expect(TerminalText.truncated("ab👍🏽cd", toColumns: 4) == "ab…")
        #expect(TerminalText.truncated("ab👍🏽cd", toColumns: 5) == "ab👍🏽…")
        #expect(TerminalText.truncated("Hello, world", toColumns: 8, lineBreakMode: .byTruncatingHead) == "…, world")
        #expect(TerminalText.truncated("Hello, world", toColumns: 8, lineBreakMode: .byTruncatingMiddle) == "Hell…rld")
        #expect(TerminalText.truncated("a\u{1B}[2Jb", toColumns: 4) == "a^[…")
    }

    @Test func truncatedTextNeverExceedsItsColumns() async {
        let pieces = ["a", "한", "👍🏽", " ", "e\u{0301}", "\u{1B}", "🇰🇷"]
        let text = Gen.int(in: 0..<pieces.count).map { pieces[$0] }.array(of: 0...20).map { $0.joined() }
        await propertyCheck(count: 200, input: text, Gen.int(in: 0...12)) { text, columns in
            let result = TerminalText.truncated(text, toColumns: columns)
            #expect(TerminalText.width(of: result) <= columns)
            if TerminalText.width(of: text) <= columns {
                #expect(result == TerminalText.sanitized(text))
            } else if columns > 0 {
                #expect(result.hasSuffix("…"))
            }
        }
    }

    @Test func wordWrapping() {
        #expect(TerminalText.wrapped("The quick brown fox", toColumns: 10) == ["The quick", "brown fox"])
        #expect(TerminalText.wrapped("one\ntwo\n\nthree", toColumns: 10) == ["one", "two", "", "three"])
        #expect(TerminalText.wrapped("안녕하세요 세계 여러분", toColumns: 10) == ["안녕하세요", "세계", "여러분"])
        #expect(TerminalText.wrapped("Tiếng Việt rất hay", toColumns: 10) == ["Tiếng Việt", "rất hay"])
        #expect(TerminalText.wrapped("", toColumns: 5) == [""])
        #expect(TerminalText.wrapped("  indented text here", toColumns: 10) == ["  indented", "text here"])
        // Indentation that leaves no room for the first word is dropped, not left as a line.
        #expect(TerminalText.wrapped("   longword", toColumns: 8) == ["longword"])
        #expect(TerminalText.wrapped("abc", toColumns: 0) == [])
    }

    @Test func longWordsAreBrokenByColumns() {
        #expect(TerminalText.wrapped("a supercalifragilistic", toColumns: 8) == ["a superc", "alifragi", "listic"])
        #expect(TerminalText.wrapped("日本語のテキスト", toColumns: 5) == ["日本", "語の", "テキ", "スト"])
    }

    @Test func characterWrapping() {
        #expect(TerminalText.wrapped("abcdefgh", toColumns: 3, lineBreakMode: .byCharWrapping) == ["abc", "def", "gh"])
        #expect(TerminalText.wrapped("한국어", toColumns: 3, lineBreakMode: .byCharWrapping) == ["한", "국", "어"])
    }

    @Test func numberOfLinesTruncatesTheLastLine() {
        let text = "The quick brown fox jumps"
        #expect(TerminalText.wrapped(text, toColumns: 10, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
            == ["The quick", "brown fox…"])
        #expect(TerminalText.wrapped(text, toColumns: 10, numberOfLines: 2, lineBreakMode: .byWordWrapping)
            == ["The quick", "brown fox"])
        #expect(TerminalText.wrapped(text, toColumns: 10, numberOfLines: 1, lineBreakMode: .byTruncatingHead)
            == ["…fox jumps"])
        #expect(TerminalText.wrapped(text, toColumns: 12, numberOfLines: 1, lineBreakMode: .byClipping)
            == ["The quick br"])
        // Paragraphs after the last line are joined to it with a space.
        #expect(TerminalText.wrapped("ab\ncd\nef", toColumns: 10, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
            == ["ab", "cd ef"])
        #expect(TerminalText.wrapped("ab\ncd\nef", toColumns: 4, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
            == ["ab", "cd …"])
        #expect(TerminalText.wrapped("a\n\nb", toColumns: 3, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
            == ["a", "b"])
    }

    @Test func wrappedLinesFitTheirColumns() async {
        let pieces = ["a", "bb", "한", "👍🏽", " ", "  ", "e\u{0301}", "\n", "word"]
        let text = Gen.int(in: 0..<pieces.count).map { pieces[$0] }.array(of: 0...30).map { $0.joined() }
        await propertyCheck(count: 200, input: text, Gen.int(in: 2...12), Gen.int(in: 0...4)) { text, columns, lines in
            for mode in LineBreakMode.allCases {
                let wrapped = TerminalText.wrapped(text, toColumns: columns, numberOfLines: lines, lineBreakMode: mode)
                #expect(wrapped.allSatisfy { TerminalText.width(of: $0) <= columns })
                if lines > 0 { #expect(wrapped.count <= lines) }
            }
        }
    }
}
