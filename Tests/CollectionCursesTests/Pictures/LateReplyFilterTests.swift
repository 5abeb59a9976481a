@testable import CollectionCurses
import Testing

/// Late answers to the picture queries are dropped; keys that only start like one go through
/// unchanged and in order.
@Suite struct LateReplyFilterTests {
    private func run(_ text: String, armed: Bool = true) -> (passed: String, filter: LateReplyFilter) {
        var filter = LateReplyFilter(isArmed: armed)
        var passed: [RawInput] = []
        for scalar in text.unicodeScalars { passed += filter.feed(.character(scalar.value)) }
        passed += filter.flush()
        let characters = passed.compactMap { input -> Character? in
            if case let .character(value) = input { return Character(Unicode.Scalar(value)!) }
            return nil
        }
        return (String(characters), filter)
    }

    @Test("kitty's, XTVERSION's, the cell size's, XTSMGRAPHICS's and the device attributes' answers are dropped")
    func answersAreDropped() {
        #expect(run("a\u{1B}_Gi=31;OK\u{1B}\\b").passed == "ab")
        #expect(run("\u{1B}P>|XTerm(379)\u{1B}\\x").passed == "x")
        #expect(run("\u{1B}[6;20;10t\u{1B}[?1;0;256Sy").passed == "y")
        let last = run("\u{1B}[?62;4cz")
        #expect(last.passed == "z")
        #expect(!last.filter.isArmed)
    }

    @Test("keys that start like an answer go through as typed: Alt-_, Alt-[, an Escape, Alt-P then text")
    func keysGoThrough() {
        #expect(run("\u{1B}_x").passed == "\u{1B}_x")
        #expect(run("\u{1B}[A").passed == "\u{1B}[A")
        #expect(run("\u{1B}").passed == "\u{1B}")
        #expect(run("\u{1B}Phello").passed == "\u{1B}Phello")
        #expect(run("\u{1B}[?62;4c", armed: false).passed == "\u{1B}[?62;4c")
    }

    @Test("a key code ends what is held, in order")
    func keyCodeFlushes() {
        var filter = LateReplyFilter(isArmed: true)
        #expect(filter.feed(.character(27)).isEmpty)
        #expect(filter.feed(.keyCode(0o402)) == [.character(27), .keyCode(0o402)])
    }
}
