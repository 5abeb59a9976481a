import CollectionCanvas
import CollectionModel
import TestSupport
import Foundation
import PropertyBased
import Testing

@Suite("Canvas")
struct CanvasTests {
    /// A canvas of `width` × `height` dots, so that untouched cells are visible.
    func dotted(_ width: Int, _ height: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        canvas.fill(canvas.bounds, with: ".", style: .label)
        return canvas
    }

    @Test func newCanvasIsBlank() {
        let canvas = Canvas(width: 3, height: 2)
        #expect(canvas.lines == ["   ", "   "])
        #expect(canvas.size == CGSize(width: 3, height: 2))
        #expect(canvas[x: 2, y: 1] == .blank(.label))
    }

    @Test func badSizesAndIndexesAreReportedNotFatal() {
        let (canvas, diagnostics) = Diagnostics.collect { () -> Canvas in
            let canvas = Canvas(width: -4, height: 2)
            _ = canvas[x: 5, y: 0]
            return canvas
        }
        #expect(canvas.width == 0 && canvas.height == 2 && canvas.lines == ["", ""])
        #expect(diagnostics.map(\.kind) == ["negativeSize", "outOfBounds"])
    }

    @Test func clippingAtEveryEdge() {
        var canvas = dotted(6, 4)
        canvas.clipRect = CGRect(x: 1, y: 1, width: 4, height: 2)
        canvas.draw("ABCDEFG", x: -1, y: 1, style: .label)  // cut on the left and the right
        canvas.draw("abcdefg", x: 0, y: 0, style: .label)  // above the clip
        canvas.draw("abcdefg", x: 0, y: 3, style: .label)  // below the clip
        canvas.draw("xy", x: 3, y: 2, style: .label)  // reaches the right edge exactly
        #expect(canvas.lines == ["......", ".CDEF.", "...xy.", "......"])
    }

    @Test func drawingOutsideTheCanvasWritesNothing() {
        var canvas = dotted(4, 2)
        canvas.clipRect = CGRect(x: -10, y: -10, width: 100, height: 100)
        #expect(canvas.clipRect == CGRect(x: 0, y: 0, width: 4, height: 2))
        canvas.draw("abcdef", x: 2, y: 1, style: .label)
        canvas.draw("abcdef", x: -5, y: 0, style: .label)
        canvas.draw("zz", x: Int.max - 1, y: 0, style: .label)
        canvas.draw("zz", x: Int.min, y: Int.max, style: .label)
        canvas.draw("zz", at: CGPoint(x: CGFloat.nan, y: 0), style: .label)
        canvas.draw("zz", in: CGRect(x: CGFloat.infinity, y: 0, width: 3, height: 1), style: .label)
        canvas.fill(CGRect(x: -3, y: -3, width: 2, height: 2), with: "#", style: .label)
        #expect(canvas.lines == ["f...", "..ab"])
    }

    @Test func fractionalRectsSnapByFlooringBothEdges() {
        var canvas = dotted(6, 1)
        canvas.fill(CGRect(x: 0.6, y: 0, width: 2.7, height: 1), with: "#", style: .label)  // 0.6..3.3: cells 0..<3
        #expect(canvas.lines == ["###..."])
    }

    @Test func fillingWithAWideCharacterStaysInsideTheRect() {
        var canvas = dotted(5, 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 3, height: 1), with: "한", style: .label)
        #expect(canvas.lines == ["한 .."])
        canvas.fill(CGRect(x: 0, y: 0, width: 5, height: 1), with: "\u{1B}", style: .label)  // a control fills blanks
        #expect(canvas.lines == ["     "])
    }

    @Test func wideGraphemeCutByTheClipIsBlank() {
        var canvas = dotted(6, 1)
        canvas.withClip(CGRect(x: 0, y: 0, width: 3, height: 1)) { canvas in
            canvas.draw("a한", x: 1, y: 0, style: .label)  // 한 would take columns 2 and 3
        }
        #expect(canvas.lines == [".a ..."])

        var left = dotted(6, 1)
        left.withClip(CGRect(x: 2, y: 0, width: 4, height: 1)) { canvas in
            canvas.draw("한b", x: 1, y: 0, style: .label)  // 한 would take columns 1 and 2
        }
        #expect(left.lines == [".. b.."])

        var edge = dotted(3, 1)
        edge.draw("ab한", x: 0, y: 0, style: .label)  // the canvas edge cuts it too
        #expect(edge.lines == ["ab "])
        #expect(edge[x: 2, y: 0].width == 1)
    }

    @Test func overwritingHalfOfAWideGraphemeClearsTheOtherHalf() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("한국", x: 0, y: 0, style: .tint)
        #expect(canvas.lines == ["한국  "])
        #expect(canvas[x: 1, y: 0].isContinuation)

        canvas.draw("x", x: 1, y: 0, style: .label)  // the right half of 한
        #expect(canvas.lines == [" x국  "])
        #expect(canvas[x: 0, y: 0] == .blank(.tint))  // the left half keeps its style

        canvas.draw("y", x: 2, y: 0, style: .label)  // the left half of 국
        #expect(canvas.lines == [" xy   "])
        #expect(canvas[x: 3, y: 0] == .blank(.tint))

        var shifted = Canvas(width: 6, height: 1)
        shifted.draw("한국", x: 0, y: 0, style: .label)
        shifted.draw("어", x: 1, y: 0, style: .label)  // straddles both
        #expect(shifted.lines == [" 어   "])
    }

    @Test func canvasStaysConsistentUnderRandomDrawing() async {
        let pieces = ["a", "한", "👍🏽", " ", "\u{1B}", "e\u{0301}", "🇰🇷"]
        let text = Gen.int(in: 0..<pieces.count).map { pieces[$0] }.array(of: 0...8).map { $0.joined() }
        let draw = zip(text, Gen.int(in: -3...9), Gen.int(in: -1...4), Gen.int(in: -2...9), Gen.int(in: 0...9))
        await propertyCheck(count: 200, input: draw.array(of: 1...12)) { draws in
            var canvas = Canvas(width: 8, height: 3)
            for (text, x, y, clipX, clipWidth) in draws {
                canvas.clipRect = CGRect(x: clipX, y: 0, width: clipWidth, height: 3)
                canvas.draw(text, x: x, y: y, style: .label)
            }
            for y in 0..<3 {
                for x in 0..<8 {
                    let cell = canvas[x: x, y: y]
                    if cell.isContinuation { #expect(x > 0 && canvas[x: x - 1, y: y].width == 2) }
                    if cell.width == 2 { #expect(x < 7 && canvas[x: x + 1, y: y].isContinuation) }
                }
            }
            #expect(canvas.lines.allSatisfy { TerminalText.width(of: $0) == 8 })
        }
    }

    /// Filling a rectangle row by row leaves the same cells as writing each cell with `put`:
    /// wide graphemes cut by the filled area keep a blank in their half outside it (in that
    /// half's style), whatever the clip.
    @Test func fillingRowsMatchesWritingEachCell() async {
        let pieces = ["a", "한", "👍🏽", " ", "e\u{0301}"]
        let text = Gen.int(in: 0..<pieces.count).map { pieces[$0] }.array(of: 0...8).map { $0.joined() }
        let rect = zip(Gen.int(in: -2...9), Gen.int(in: -1...3), Gen.int(in: 0...10), Gen.int(in: 0...4))
        let input = zip(text.array(of: 3...3), rect, Gen.int(in: -1...8), Gen.int(in: 0...9))
        await propertyCheck(count: 300, input: input) { texts, rect, clipX, clipWidth in
            var canvas = Canvas(width: 8, height: 3)
            for (y, line) in texts.enumerated() {
                canvas.draw(line, x: y - 1, y: y, style: y == 1 ? .tint : .secondaryLabel)
            }
            let area = CGRect(x: rect.0, y: rect.1, width: rect.2, height: rect.3)
            canvas.clipRect = CGRect(x: clipX, y: 0, width: clipWidth, height: 3)
            var reference = canvas
            canvas.fill(area, with: "x", style: .label)
            let cells = CellRect(area).intersection(reference.clip)
            if !cells.isEmpty {
                for y in cells.minY..<cells.maxY {
                    for x in cells.minX..<cells.maxX { reference.put(Glyph(character: "x", width: 1), x: x, y: y, style: .label) }
                }
            }
            #expect(canvas == reference, "\(texts) filled at \(area) clipped to \(canvas.clipRect)")
        }
    }

    @Test func controlCharactersAreDrawnAsVisibleReplacements() {
        var canvas = Canvas(width: 12, height: 4)
        canvas.draw("a\u{1B}[2Jb", x: 0, y: 0, style: .label)
        canvas.draw("\u{1B}]52;c;SGk=\u{7}", x: 0, y: 1, style: .label)
        canvas.draw("\u{9B}31mX\u{7F}", x: 0, y: 2, style: .label)
        canvas.draw("1\n2\r\n3\t", x: 0, y: 3, style: .label)
        #expect(canvas.lines == ["a^[[2Jb     ", "^[]52;c;SGk=", "\u{FFFD}31mX^?     ", "1^J2^M^J3^I "])
        for value in UInt32(0)...0x9F where value < 0x20 || value >= 0x7F {
            var row = Canvas(width: 3, height: 1)
            row.draw(String(Unicode.Scalar(value)!), x: 0, y: 0, style: .label)
            let line = row.lines[0]
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value <= 0x9F) })
            #expect(line.first == (value < 0x80 ? "^" : "\u{FFFD}"))
        }
    }

    @Test func textInARectIsAlignedByColumns() {
        var canvas = Canvas(width: 10, height: 4)
        canvas.draw("한국어", in: CGRect(x: 0, y: 0, width: 10, height: 1), style: .label, alignment: .center)
        canvas.draw("한국어", in: CGRect(x: 0, y: 1, width: 10, height: 1), style: .label, alignment: .trailing)
        canvas.draw("Vie\u{0323}\u{0302}t", in: CGRect(x: 0, y: 2, width: 10, height: 1), style: .label,
                    alignment: .center)
        canvas.draw("abc", in: CGRect(x: 0, y: 3, width: 10, height: 1), style: .label, alignment: .center)
        #expect(canvas.lines == ["  한국어  ", "    한국어", "   Vie\u{0323}\u{0302}t   ", "   abc    "])
    }

    @Test func textInARectWrapsAndTruncates() {
        var canvas = dotted(10, 4)
        let lines = canvas.draw("The quick brown fox jumps", in: CGRect(x: 0, y: 0, width: 10, height: 4),
                                style: .label, numberOfLines: 2)
        #expect(lines == 2)
        // One line by default: the text is cut with an ellipsis.
        canvas.draw("The quick brown fox", in: CGRect(x: 0, y: 2, width: 10, height: 1), style: .label)
        // No more lines than the rectangle has rows: the last one is truncated.
        canvas.draw("ab cd ef", in: CGRect(x: 0, y: 3, width: 3, height: 1), style: .label, numberOfLines: 0)
        #expect(canvas.lines == ["The quick.", "brown fox…", "The quick…", "ab…......."])
    }

    @Test func listRowsFixture() {
        var canvas = Canvas(width: 12, height: 4)
        canvas.draw("Title", at: CGPoint(x: 0, y: 0), style: .tint)
        canvas.draw("한국어 텍스트입니다", in: CGRect(x: 0, y: 1, width: 12, height: 1), style: .secondaryLabel)
        canvas.fill(CGRect(x: 0, y: 2, width: 12, height: 1), with: "─", style: .separator)
        canvas.fill(CGRect(x: 0, y: 3, width: 12, height: 1), style: .selection)
        canvas.draw("👍🏽 OK", in: CGRect(x: 0, y: 3, width: 12, height: 1), style: .selection, alignment: .center)
        let mismatch = ScreenFixture.mismatch(
            canvas.fixtureText, fixtureAt: ScreenFixture.path("list-rows", folder: "Rendering", testFile: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func clippedWideAndControlFixture() {
        var canvas = dotted(8, 3)
        canvas.clipRect = CGRect(x: 1, y: 0, width: 5, height: 3)
        canvas.draw("한국어abc", x: 0, y: 0, style: .tint)
        canvas.draw("x\u{1B}[2J\u{9B}y", x: 2, y: 1, style: .secondaryLabel)
        canvas.draw("ab한", x: 3, y: 2, style: .tint)
        let mismatch = ScreenFixture.mismatch(
            canvas.fixtureText, fixtureAt: ScreenFixture.path("clip-wide", folder: "Rendering", testFile: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
