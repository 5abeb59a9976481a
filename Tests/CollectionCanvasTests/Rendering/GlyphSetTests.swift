import CollectionCanvas
import TestSupport
import Foundation
import Testing

@Suite struct GlyphSetTests {
    @Test func environmentChoosesBySet() {
        #expect(GlyphSet(environment: ["LANG": "en_US.UTF-8"]) == .unicode)
        #expect(GlyphSet(environment: ["LANG": "ko_KR.utf8"]) == .unicode)
        // A locale without a character set, or none at all: the front end drives the terminal
        // in UTF-8 anyway, so Unicode (the one rule, shared with the curses front end).
        #expect(GlyphSet(environment: ["LANG": "C"]) == .unicode)
        #expect(GlyphSet(environment: [:]) == .unicode)
        #expect(GlyphSet(environment: ["LANG": "en_US"]) == .unicode)
        // A locale naming another character set draws in ASCII.
        #expect(GlyphSet(environment: ["LANG": "en_US.ISO-8859-1"]) == .ascii)
        #expect(GlyphSet(environment: ["LANG": "de_DE.ISO8859-15"]) == .ascii)
        // LC_ALL wins over LANG; an empty variable is skipped.
        #expect(GlyphSet(environment: ["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"]) == .unicode)
        #expect(GlyphSet(environment: ["LC_ALL": "de_DE.ISO-8859-1", "LANG": "en_US.UTF-8"]) == .ascii)
        #expect(GlyphSet(environment: ["LC_ALL": "", "LC_CTYPE": "de_DE.UTF-8", "LANG": "C"]) == .unicode)
        #expect(GlyphSet(environment: ["LC_ALL": "", "LC_CTYPE": "de_DE.ISO-8859-1", "LANG": "en_US.UTF-8"]) == .ascii)
    }

    @Test func asciiSwitchWinsOverTheLocale() {
        #expect(GlyphSet(environment: ["TERMINAL_COLLECTION_VIEW_ASCII": "1"]) == .ascii)
        #expect(GlyphSet(environment: ["LANG": "ko_KR.utf8", "TERMINAL_COLLECTION_VIEW_ASCII": "1"]) == .ascii)
        #expect(GlyphSet(environment: ["LC_ALL": "en_US.UTF-8", "TERMINAL_COLLECTION_VIEW_ASCII": "1"]) == .ascii)
        // Only "1" switches it on.
        #expect(GlyphSet(environment: ["LANG": "en_US.UTF-8", "TERMINAL_COLLECTION_VIEW_ASCII": "0"]) == .unicode)
        #expect(GlyphSet(environment: ["LANG": "en_US.UTF-8", "TERMINAL_COLLECTION_VIEW_ASCII": ""]) == .unicode)
    }

    @Test func asciiGlyphsAreAscii() {
        let ascii = GlyphSet.ascii
        let glyphs = [ascii.disclosureIndicator, ascii.outlineCollapsed, ascii.outlineExpanded, ascii.checkmark,
                      ascii.delete, ascii.insert, ascii.reorder, ascii.multiselectOff, ascii.multiselectOn, ascii.detail]
        #expect(glyphs == [">", ">", "v", "*", "-", "+", "=", "[ ]", "[x]", "i"])
    }

    @Test func unicodeGlyphsAreOneColumnEach() {
        let unicode = GlyphSet.unicode
        let glyphs = [unicode.disclosureIndicator, unicode.outlineCollapsed, unicode.outlineExpanded,
                      unicode.checkmark, unicode.delete, unicode.insert, unicode.reorder, unicode.multiselectOff,
                      unicode.multiselectOn, unicode.detail]
        #expect(glyphs == ["›", "▸", "▾", "✓", "⊖", "⊕", "≡", "☐", "☑", "ⓘ"])
        #expect(glyphs.allSatisfy { TerminalText.width(of: $0) == 1 })
    }

    @Test func overrideIsForThisTaskOnly() async {
        #expect(GlyphSet.withGlyphSet(.ascii) { GlyphSet.current } == .ascii)
        #expect(GlyphSet.withGlyphSet(.unicode) { GlyphSet.current } == .unicode)
        // A detached task does not inherit the override: it sees the global setting, which no
        // test changes (other tests in this process read it), so it is still the default.
        let detached = await GlyphSet.withGlyphSet(.ascii) { Task.detached { GlyphSet.current } }.value
        #expect(detached == .unicode)
        let child = await GlyphSet.withGlyphSet(.ascii) { Task { GlyphSet.current } }.value
        #expect(child == .ascii)
    }

    @Test func interfaceSymbolsBecomeASCIIAndDataStaysAsItIs() {
        let hint = "↑↓←→ Move  ‹ Home · Append ★ ◆◇◈ — …"
        #expect(GlyphSet.unicode.symbols(hint) == hint)
        #expect(GlyphSet.ascii.symbols(hint) == "^v<> Move  < Home - Append * #o@ - ~")
        // Letters, Hangul and emoji are data, not signs.
        #expect(GlyphSet.ascii.symbols("Cà phê 녹차 ☕ 🇰🇷") == "Cà phê 녹차 ☕ 🇰🇷")
        for glyphs in GlyphSet.allCases {
            #expect(glyphs.backIndicator.unicodeScalars.allSatisfy { $0.isASCII } == (glyphs == .ascii))
        }
    }

    /// Truncation and control signs are chosen by the canvas they are drawn on, from its own
    /// glyph set, whatever the global setting was when the text was laid out.
    @Test func truncationAndControlsUseTheCanvasGlyphSet() {
        let truncated = GlyphSet.withGlyphSet(.unicode) { TerminalText.truncated("A long title", toColumns: 8) }
        #expect(truncated == "A long …")
        for (glyphs, expected) in [(GlyphSet.ascii, "A long ~|a?b"), (.unicode, "A long …|a\u{FFFD}b")] {
            var canvas = Canvas(width: 8, height: 3)
            canvas.glyphSet = glyphs
            canvas.draw(truncated, x: 0, y: 0, style: .label)
            canvas.draw("a\u{85}b", x: 0, y: 1, style: .label)
            canvas.draw("A long title", in: CGRect(x: 0, y: 2, width: 8, height: 1), style: .label)
            #expect(canvas.lines[0] + "|" + canvas.lines[1].prefix(3) == expected)
            #expect(canvas.lines[2] == expected.prefix(8))
        }
    }
}
