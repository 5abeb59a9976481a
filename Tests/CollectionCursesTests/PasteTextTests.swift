@testable import CollectionCurses
import Testing

/// The text of a bracketed paste as the terminal collects it.
@MainActor @Suite struct PasteTextTests {
    @Test func lineBreaksAreKeptAndNonCodePointsLeftOut() {
        var paste = PasteText(maximumLength: 100)
        for value in Array("tea\r".unicodeScalars.map(\.value)) + [0xD800, 0x11_0000] + Array("한\u{1B}".unicodeScalars.map(\.value)) {
            paste.append(value)
        }
        #expect(paste.text == "tea\n한\u{1B}")
        #expect(paste.count == 6)
    }

    /// A paste larger than the most one delivers is cut there, in time in proportion to its
    /// length: counting the kept text on every code point (a walk of the whole text) made a
    /// paste of a megabyte take a quarter of an hour, with the application frozen.
    @Test func aLargePasteIsCutAtTheMaximumQuickly() {
        var paste = PasteText(maximumLength: Terminal.maximumPasteLength)
        for index in 0..<(Terminal.maximumPasteLength + 1000) {
            paste.append(index % 2 == 0 ? 0x61 : 0x4E00)
        }
        #expect(paste.count == Terminal.maximumPasteLength)
        #expect(paste.text.unicodeScalars.count == Terminal.maximumPasteLength)
    }
}
