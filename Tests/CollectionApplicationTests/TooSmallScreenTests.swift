import CollectionApplication
import CollectionCore
import Foundation
import Testing

@Suite struct TooSmallScreenTests {
    @Test func messageIsCentred() {
        var canvas = Canvas(width: 40, height: 3)
        TooSmallScreen.draw(into: &canvas, minimumSize: CGSize(width: 80, height: 24))
        // "terminal too small (need 80 x 24)" is 33 columns: (40 - 33) / 2 = 3 blanks before it.
        #expect(canvas.lines == [String(repeating: " ", count: 40),
                                 "   terminal too small (need 80 x 24)    ",
                                 String(repeating: " ", count: 40)])
    }

    @Test func narrowScreensWrapAndTinyOnesDoNotCrash() {
        var narrow = Canvas(width: 12, height: 5)
        TooSmallScreen.draw(into: &narrow, minimumSize: CGSize(width: 80, height: 24))
        // Wrapped by words in 12 columns: 3 lines, starting on row (5 - 3) / 2 = 1, each centred.
        #expect(narrow.lines == ["            ", "terminal too", "small (need ", "  80 x 24)  ", "            "])
        var tiny = Canvas(width: 1, height: 1)
        TooSmallScreen.draw(into: &tiny, minimumSize: CGSize(width: 80, height: 24))
        #expect(tiny.lines.count == 1)
        var empty = Canvas(width: 0, height: 0)
        TooSmallScreen.draw(into: &empty, minimumSize: CGSize(width: 80, height: 24))
        #expect(empty.lines.isEmpty)
    }
}
