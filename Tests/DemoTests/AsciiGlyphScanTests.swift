import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// The one glyph rule in ASCII mode: no sign that the toolkit or the demo draws itself (frames,
/// rules, arrows in key hints, `‹ ›`, `·`, `…`, stars, diamonds, accessories, scroll
/// indicators, `×`, curly quotes, the Wi-Fi lock) is outside ASCII on any screen; only the data's own text (Korean names, accents,
/// the products' emoji) is shown as it is.
@Suite @MainActor struct AsciiGlyphScanTests {
    /// Whether `character` is one of the signs an interface draws itself, as opposed to data:
    /// arrows, box drawing, blocks, geometric shapes, miscellaneous symbols and dingbats (unless
    /// the character is an emoji, which in this demo is always data), mathematical operators,
    /// enclosed letters, and the punctuation the toolkit uses (`·`, `‹`, `›`, `…`, `—`, U+FFFD).
    static func isInterfaceSign(_ character: Character) -> Bool {
        if character.isASCII { return false }
        // The emoji the demo itself draws (the Wi-Fi table's lock); every other emoji is data.
        if Self.interfaceEmoji.contains(character) { return true }
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) { return false }
        return scalars.contains { scalar in
            let value = scalar.value
            return (0x2190...0x23FF).contains(value) || (0x2460...0x27BF).contains(value) || (0x2B00...0x2BFF).contains(value)
                || (0x2200...0x22FF).contains(value)
                || [0xAB, 0xB7, 0xBB, 0xD7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x2039, 0x203A, 0xFFFD]
                    .contains(value)
        }
    }

    static let interfaceEmoji: Set<Character> = ["🔒"]

    func signs(in pilot: Pilot) -> [String] {
        pilot.lines.enumerated().flatMap { row, line in
            line.filter(Self.isInterfaceSign).map { "row \(row): \($0) in \(line)" }
        }
    }

    @Test func theScanFindsTheSignsItLooksFor() {
        for sign in ["‹", "›", "↑", "→", "·", "…", "★", "◆", "◇", "◈", "─", "│", "╭", "█", "✓", "⊖", "≡", "ⓘ", "☐", "×", "“", "”", "🔒"] {
            #expect(Self.isInterfaceSign(Character(sign)), "\(sign)")
        }
        for data in ["a", "한", "ấ", "☕", "🍵", "🇰🇷", "❤️", "日"] {
            #expect(!Self.isInterfaceSign(Character(data)), "\(data)")
        }
    }

    @Test(arguments: [nil] + DemoScreenKind.allCases.map(Optional.some))
    func everyScreenInASCII(_ kind: DemoScreenKind?) {
        GlyphSet.withGlyphSet(.ascii) {
            for (width, height) in [(80, 24), (120, 40)] {
                let (_, pilot) = demoPilot(kind, width: width, height: height)
                let name = "\(kind?.rawValue ?? "home") \(width)x\(height)"
                #expect(signs(in: pilot) == [], "\(name)")
                // Moving and opening (a favourite star, a hero's star, an expanded row, a
                // pushed screen with its back sign).
                pilot.press(.down, .down, .right, .enter)
                #expect(signs(in: pilot) == [], "\(name) after keys")
                pilot.type("?")
                #expect(signs(in: pilot) == [], "\(name) help")
            }
        }
    }

    /// A row flagged with its Flag swipe action shows the flag as the ASCII `F`, not `⚑`.
    @Test func aFlaggedRowInASCII() throws {
        try GlyphSet.withGlyphSet(.ascii) {
            let (_, pilot) = demoPilot(.tableEditing)
            // Down to Bread, both actions shown, Left to Flag, Enter performs it.
            pilot.press(.down, KeyEvent(.delete), .left, .enter)
            #expect(signs(in: pilot) == [], "\(pilot.lines.joined(separator: "\n"))")
            let line = try #require(pilot.lines.first { $0.contains("Bread") })
            #expect(line.contains("F Bread"), "\(line)")
        }
    }

    @Test func homeShowsNoDecorationEmojiInASCII() {
        GlyphSet.withGlyphSet(.ascii) {
            let (_, pilot) = demoPilot(nil)
            let text = pilot.lines.joined()
            let isASCII = text.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(isASCII, "\(pilot.lines.joined(separator: "\n"))")
        }
    }

    @Test(arguments: GalleryEntry.allCases)
    func everyGalleryLayoutInASCII(_ entry: GalleryEntry) {
        GlyphSet.withGlyphSet(.ascii) {
            let app = DemoApp(catalog: .embedded, screen: .layoutGallery)
            app.stack.push(GalleryLayoutScreen(entry: entry))
            let pilot = Pilot(root: app, width: 80, height: 24)
            #expect(signs(in: pilot) == [], "\(entry)")
            pilot.press(.down, .right, .right)
            #expect(signs(in: pilot) == [], "\(entry) after keys")
        }
    }
}
