import CollectionCanvas
import Foundation
import Testing

/// The SF Symbols names the toolkit knows: each draws one column in Unicode and plain ASCII in
/// the ASCII set, and the names measured in ported apps draw a glyph, not the unknown-symbol
/// sign.
@MainActor
@Suite struct SystemSymbolsTests {
    @Test func everyKnownSymbolIsOneColumnWideAndItsFallbackIsASCII() {
        let all = SystemSymbols.table.merging(SystemSymbols.common) { first, _ in first }
        #expect(all.count >= 350)
        let wide = all.filter { TerminalText.width(of: $0.value.unicode) != 1 }.keys.sorted()
        #expect(wide.isEmpty, "not one column: \(wide.map { "\($0) \(all[$0]!.unicode)" })")
        let notASCII = all.filter { entry in
            entry.value.ascii.isEmpty || entry.value.ascii.unicodeScalars.contains { !$0.isASCII }
        }.keys.sorted()
        #expect(notASCII.isEmpty, "\(notASCII)")
    }

    @Test(arguments: [
        "car", "headphones", "book", "camera", "gift", "pin", "forward.end", "function", "car.fill",
        "book.fill", "camera.fill", "gift.fill", "pin.fill", "backward.end.fill", "cart.badge.plus",
        "bubble.left.fill", "chart.bar.fill", "lightbulb", "trophy.fill", "creditcard", "bicycle", "leaf.fill",
    ])
    func namesAppsUseDrawAGlyph(_ name: String) throws {
        let image = try #require(Image(systemName: name))
        #expect(image.glyph(in: .unicode) != GlyphSet.unicode.missingSymbol)
        let ascii = image.glyph(in: .ascii)
        #expect(!ascii.isEmpty && ascii.unicodeScalars.filter { !$0.isASCII }.isEmpty)
    }
}
