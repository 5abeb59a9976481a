import CollectionCanvas
import TestSupport
import Foundation
import Testing

@Suite("Display width")
struct UnicodeWidthTests {
    /// Every assigned code point against Python's `unicodedata` (Unicode 14), through the
    /// vector file that Scripts/generate-width-test-vectors.py writes.
    @Test func everyAssignedCodePointMatchesPythonUnicodedata() throws {
        let text = try #require(Fixtures.text("width-vectors.txt"))
        var checked = 0
        var mismatches: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: ";")
            let bounds = parts[0].split(separator: ".", omittingEmptySubsequences: true)
            let first = try #require(UInt32(bounds[0], radix: 16))
            let last = try #require(UInt32(bounds[1], radix: 16))
            let expected = try #require(Int(parts[1]))
            for value in first...last {
                guard let scalar = Unicode.Scalar(value) else { continue }
                checked += 1
                let width = TerminalText.width(of: scalar)
                if width != expected, mismatches.count < 20 {
                    mismatches.append(String(format: "U+%04X: %d, expected %d", value, width, expected))
                }
            }
        }
        #expect(checked == 144_697)
        #expect(mismatches == [])
    }

    @Test func hangulSyllablesAndJamo() {
        #expect(TerminalText.width(of: "한국어") == 6)
        #expect(TerminalText.width(of: Character("\u{AC00}")) == 2)  // 가, first syllable
        #expect(TerminalText.width(of: Character("\u{D7A3}")) == 2)  // 힣, last syllable
        #expect(TerminalText.width(of: Character("\u{1100}")) == 2)  // leading consonant ᄀ, Wide
        #expect(TerminalText.width(of: Character("\u{1161}")) == 1)  // vowel ᅡ alone, Neutral
        #expect(TerminalText.width(of: Character("\u{11A8}")) == 1)  // final ᆨ alone, Neutral
        // Conjoining jamo L V T form one cluster, as wide as its leading consonant.
        let conjoined = "\u{1100}\u{1161}\u{11A8}"
        #expect(conjoined.count == 1)
        #expect(TerminalText.width(of: conjoined) == 2)
        #expect(TerminalText.width(of: Character("\u{3131}")) == 2)  // compatibility jamo ㄱ
        #expect(TerminalText.width(of: Character("\u{FFA1}")) == 1)  // halfwidth ﾡ
    }

    @Test func cjkAndFullwidthForms() {
        #expect(TerminalText.width(of: "日本語") == 6)
        #expect(TerminalText.width(of: "中文 text") == 9)
        #expect(TerminalText.width(of: Character("\u{FF21}")) == 2)  // Ａ fullwidth A
        #expect(TerminalText.width(of: Character("\u{3000}")) == 2)  // ideographic space
        #expect(TerminalText.width(of: Character("\u{FF71}")) == 1)  // ｱ halfwidth katakana
        #expect(TerminalText.width(of: Character("\u{20000}")) == 2)  // CJK extension B
        #expect(TerminalText.width(of: Character("\u{3402}")) == 2)  // CJK extension A
    }

    @Test func vietnameseWithStackedCombiningMarks() {
        #expect(TerminalText.width(of: "Tiếng Việt") == 10)  // precomposed
        // Decomposed: e + circumflex + acute is one cluster of width 1.
        #expect(TerminalText.width(of: Character("e\u{0302}\u{0301}")) == 1)
        let decomposed = "Vie\u{0323}\u{0302}t Nam"
        #expect(decomposed.count == 8)
        #expect(TerminalText.width(of: decomposed) == 8)
        #expect(TerminalText.width(of: Unicode.Scalar(0x0301)!) == 0)
        #expect(TerminalText.width(of: Character("\u{0301}")) == 0)  // a mark with no base
    }

    @Test func emojiSequences() {
        #expect(TerminalText.width(of: Character("🇰🇷")) == 2)  // flag: regional indicator pair
        #expect(TerminalText.width(of: "🇺🇳🇰🇷") == 4)  // two flags
        #expect(TerminalText.width(of: Character("\u{1F1F0}")) == 1)  // a lone regional indicator
        #expect(TerminalText.width(of: Character("👍🏽")) == 2)  // skin tone
        #expect(TerminalText.width(of: Character("☝🏽")) == 2)  // text-default base with a skin tone
        #expect(TerminalText.width(of: Character("👨‍👩‍👧‍👦")) == 2)  // family ZWJ sequence
        #expect(TerminalText.width(of: Character("🏳️‍🌈")) == 2)  // flag ZWJ sequence
        #expect(TerminalText.width(of: Character("😀")) == 2)
        #expect(TerminalText.width(of: Character("1\u{FE0F}\u{20E3}")) == 2)  // keycap
        #expect(TerminalText.width(of: Character("#\u{20E3}")) == 1)  // keycap with no VS16
    }

    @Test func variationSelectors() {
        #expect(TerminalText.width(of: Character("\u{2764}")) == 1)  // ❤ text by default
        #expect(TerminalText.width(of: Character("\u{2764}\u{FE0F}")) == 2)  // ❤️ VS16
        #expect(TerminalText.width(of: Character("\u{231A}")) == 2)  // ⌚ emoji by default
        #expect(TerminalText.width(of: Character("\u{231A}\u{FE0E}")) == 1)  // ⌚︎ VS15
        #expect(TerminalText.width(of: Character("\u{263A}\u{FE0E}")) == 1)  // ☺︎ VS15
        #expect(TerminalText.width(of: Character("a\u{FE0F}")) == 1)  // VS16 on a non-emoji
    }

    @Test func zeroWidthJoinerAlone() {
        #expect(TerminalText.width(of: Unicode.Scalar(0x200D)!) == 0)
        #expect(TerminalText.width(of: Character("\u{200D}")) == 0)
        #expect(TerminalText.width(of: "a\u{200D}b") == 2)
        #expect(TerminalText.sanitized("\u{200D}") == "")
    }

    @Test func controlsCountTheirReplacement() {
        #expect(TerminalText.width(of: Character("\u{1B}")) == 2)  // ^[
        #expect(TerminalText.width(of: Character("\u{7F}")) == 2)  // ^?
        #expect(TerminalText.width(of: Character("\u{9B}")) == 1)  // �
        #expect(TerminalText.width(of: Unicode.Scalar(0x1B)) == 0)  // the raw table
    }

    @Test func widthDoesNotDependOnTheLocale() {
        // Restores the process locale afterwards, for other tests in this process.
        let saved = setlocale(LC_ALL, nil).map { String(cString: $0) } ?? "C"
        defer { setlocale(LC_ALL, saved) }
        setlocale(LC_ALL, "C")
        #expect(TerminalText.width(of: "한국어 👍🏽") == 9)
        setlocale(LC_ALL, "C.UTF-8")
        #expect(TerminalText.width(of: "한국어 👍🏽") == 9)
    }
}
