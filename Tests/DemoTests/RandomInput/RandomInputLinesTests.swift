@testable import CollectionCanvas
import CollectionCore
import Foundation
import Testing

/// The line check reads the canvas's cell model right: what drawing makes passes, cells that a
/// terminal would show wider or narrower than the model says fail.
@Suite @MainActor struct RandomInputLinesTests {
    func canvas(_ width: Int) -> Canvas {
        var canvas = Canvas(width: width, height: 2)
        canvas.draw("ab 한국 👍🏽 e\u{301}", x: 0, y: 0, style: .label)
        canvas.draw("\u{1B}[2J 中", x: 1, y: 1, style: .tint)
        return canvas
    }

    @Test func whatDrawingMakesPasses() {
        for width in [1, 2, 5, 12, 30] {
            #expect(RandomInputLines.violation(in: canvas(width)) == nil)
        }
    }

    @Test func aControlCharacterStoredRawFails() throws {
        var bad = canvas(12)
        bad.put(Glyph(character: "\u{1B}", width: 1), x: 3, y: 1, style: .label)
        let violation = try #require(RandomInputLines.violation(in: bad))
        #expect(violation.invariant == .linesFit)
        #expect(violation.message.contains("row 1, column 3"))
    }

    @Test func aWideCharacterStoredNarrowFails() throws {
        var bad = canvas(12)
        bad.put(Glyph(character: "中", width: 1), x: 11, y: 0, style: .label)
        let violation = try #require(RandomInputLines.violation(in: bad))
        #expect(violation.message.contains("2 columns wide but stored as 1"))
    }

    @Test func aPlainLetterStoredWideFails() throws {
        var bad = canvas(12)
        bad.put(Glyph(character: "x", width: 2), x: 0, y: 1, style: .label)
        let violation = try #require(RandomInputLines.violation(in: bad))
        #expect(violation.message.contains("row 1, column 0"))
    }

    @Test func onlyRowsThatChangedAreCheckedAgain() throws {
        let good = canvas(12)
        var bad = good
        bad.put(Glyph(character: "\u{7F}", width: 1), x: 0, y: 1, style: .label)
        #expect(RandomInputLines.violation(in: bad, unchangedSince: good) != nil)
        #expect(RandomInputLines.violation(in: bad, unchangedSince: bad) == nil)
    }
}
