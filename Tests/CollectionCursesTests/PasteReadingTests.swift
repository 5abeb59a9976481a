import CNCurses
@testable import CollectionCurses
import Testing

/// A bracketed paste read from curses' answers: text up to the end mark, line breaks as
/// terminals send them, a cap on its length, and a resize among its characters kept.
@MainActor
@Suite struct PasteReadingTests {
    /// `get_wch`'s answers, one per call; ERR once they run out (the 100 ms of silence).
    private final class Answers {
        var remaining: [(result: Int32, value: Int32)]
        init(_ answers: [(result: Int32, value: Int32)]) { remaining = answers }
        func next() -> (result: Int32, value: Int32) { remaining.isEmpty ? (ERR, 0) : remaining.removeFirst() }
    }

    private static func characters(_ text: String) -> [(result: Int32, value: Int32)] {
        text.unicodeScalars.map { (OK, Int32(bitPattern: $0.value)) }
    }

    private static let endMark: (result: Int32, value: Int32) = (KEY_CODE_YES, Terminal.pasteEndCode)
    private static let resizeKey: (result: Int32, value: Int32) = (KEY_CODE_YES, CursesKeyCode.resize)

    @Test func textUpToTheEndMarkWithCarriageReturnsAsLineBreaks() {
        let answers = Answers(Self.characters("one\rtwo 한") + [Self.endMark] + Self.characters("after"))
        let paste = Terminal.readPaste(maximumLength: 100, next: answers.next)
        #expect(paste.text == "one\ntwo 한")
        #expect(!paste.resized)
        #expect(answers.remaining.count == 5)  // what follows the end mark is left for the keys
    }

    @Test func aResizeAmongTheCharactersIsKept() {
        let answers = Answers(Self.characters("abc") + [Self.resizeKey] + Self.characters("def") + [Self.endMark])
        let paste = Terminal.readPaste(maximumLength: 100, next: answers.next)
        #expect(paste.text == "abcdef")
        #expect(paste.resized)
    }

    @Test func aLongPasteIsCutAndItsEndStillConsumed() {
        let answers = Answers(Self.characters(String(repeating: "x", count: 50)) + [Self.endMark])
        let paste = Terminal.readPaste(maximumLength: 20, next: answers.next)
        #expect(paste.text == String(repeating: "x", count: 20))
        #expect(answers.remaining.isEmpty)
    }

    @Test func aPasteWithoutAnEndEndsWithTheSilence() {
        let answers = Answers(Self.characters("no end"))
        #expect(Terminal.readPaste(maximumLength: 100, next: answers.next).text == "no end")
    }
}
