@testable import CollectionCanvas
import PropertyBased
import Testing

/// Splitting text into paragraphs by its UTF-8 bytes gives what iterating its characters gives.
@Suite struct TextLayoutParagraphTests {
    /// Pieces around the edges of the byte scan: every line break, breaks next to combining
    /// marks and joiners, a carriage return before and after other controls, the bytes E2 80
    /// inside other characters (U+2020 †, U+2026 …), wide and joined clusters.
    private static let pieces = [
        "a", " ", "\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{0301}", "e\u{0301}", "\u{200D}", "\t",
        "\u{1B}", "†", "…", "\u{2027}", "한", "👍🏽", "👨‍👩‍👧", "🇰🇷", "\u{85}", "\u{0B}", "\u{0C}", "x",
    ]

    @Test func bytesSplitAsCharactersDo() async {
        let text = Gen.int(in: 0..<Self.pieces.count).map { Self.pieces[$0] }.array(of: 0...24).map { $0.joined() }
        await propertyCheck(count: 500, input: text) { text in
            #expect(TextLayout.paragraphs(of: text) == TextLayout.paragraphsByCharacter(of: text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func everyLineBreakEndsAParagraph() {
        let paragraphs = TextLayout.paragraphs(of: "a\nb\r\nc\rd\u{2028}e\u{2029}f")
        #expect(paragraphs.map { $0.map { String($0.character) }.joined() } == ["a", "b", "c", "d", "e", "f"])
        #expect(TextLayout.paragraphs(of: "").count == 1)
        #expect(TextLayout.paragraphs(of: "\n\n").map(\.count) == [0, 0, 0])
    }
}
