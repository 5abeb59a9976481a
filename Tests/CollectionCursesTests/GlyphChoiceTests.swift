import CollectionCore
import CollectionCurses
import Testing

@MainActor
@Suite struct GlyphChoiceTests {
    @Test func unicodeUnlessAsciiIsAskedForOrTheLocaleIsNotUTF8() {
        #expect(TerminalApplication.glyphSet(for: [:]) == .unicode)
        #expect(TerminalApplication.glyphSet(for: ["LANG": "C"]) == .unicode)
        #expect(TerminalApplication.glyphSet(for: ["LANG": "en_US.UTF-8"]) == .unicode)
        #expect(TerminalApplication.glyphSet(for: ["LC_ALL": "de_DE.ISO-8859-1", "LANG": "en_US.UTF-8"]) == .ascii)
        #expect(TerminalApplication.glyphSet(for: ["LANG": "ko_KR.utf8", "TERMINAL_COLLECTION_VIEW_ASCII": "1"]) == .ascii)
    }
}
