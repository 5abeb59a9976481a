import CollectionCanvas
import CollectionConfigurations
import CollectionDiagnostics
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

@Suite @MainActor struct ImageTests {
    @Test func systemNamesMapToGlyphsWithAsciiFallbacks() {
        let star = Image(systemName: "star.fill")
        #expect(star?.glyph(in: .unicode) == "★")
        #expect(star?.glyph(in: .ascii) == "*")
        #expect(Image(systemName: "chevron.right")?.glyph(in: .ascii) == ">")
        // A variant not in the table falls back to its base name.
        #expect(Image(systemName: "trash.circle.fill")?.glyph(in: .unicode) == Image(systemName: "trash")?.glyph(in: .unicode))
        #expect(Image(systemName: "heart")?.size == CGSize(width: 1, height: 1))
        #expect(Image(systemName: "heart")?.glyph(in: .ascii) == "<3")
    }

    @Test func anUnknownNameDrawsAVisibleFallbackAndIsReportedOnce() {
        let name = "image.tests.no.such.symbol"
        let first = Diagnostics.collect { Image(systemName: name) }
        #expect(first.diagnostics.map(\.kind) == ["unknownSystemName"])
        #expect(first.result?.glyph(in: .unicode) == "⍰")
        #expect(first.result?.glyph(in: .ascii) == "?")
        #expect(Diagnostics.collect { Image(systemName: name) }.diagnostics.isEmpty)
        #expect(Image(named: name) == nil)
    }

    @Test func aListConfigurationTakesAnImageOrALiteral() {
        var content = ListContentConfiguration.cell()
        content.image = Image(systemName: "folder")
        content.text = "Documents"
        let view = ListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 14, height: 1)
        #expect(GlyphSet.withGlyphSet(.ascii) { renderAlone(view).rows } == [" [] Documents "])
        content.image = "*"
        view.configuration = content
        #expect(renderAlone(view).rows == [" * Documents  "])
    }
}
