import CollectionCore
import CollectionCurses
import Foundation
import Testing

@MainActor
@Suite struct ScreenDiffTests {
    typealias Run = ScreenDiff.Run

    @Test func firstFrameWritesEveryRow() {
        let canvas = Canvas(width: 4, height: 3)
        #expect(ScreenDiff.changes(from: nil, to: canvas) == [Run(y: 0, x: 0, count: 4), Run(y: 1, x: 0, count: 4),
                                                               Run(y: 2, x: 0, count: 4)])
    }

    @Test func aDifferentSizeWritesEverything() {
        let old = Canvas(width: 4, height: 3)
        let new = Canvas(width: 5, height: 1)
        #expect(ScreenDiff.changes(from: old, to: new) == [Run(y: 0, x: 0, count: 5)])
        #expect(ScreenDiff.changes(from: old, to: Canvas(width: 0, height: 0)) == [])
    }

    @Test func identicalFramesWriteNothing() {
        var canvas = Canvas(width: 10, height: 2)
        canvas.draw("hello", x: 0, y: 1, style: .tint)
        #expect(ScreenDiff.changes(from: canvas, to: canvas) == [])
    }

    @Test func onlyChangedCellsInRuns() {
        let old = Canvas(width: 10, height: 3)
        var new = old
        new.draw("ab", x: 2, y: 0, style: .label)
        new.draw("Z", x: 7, y: 0, style: .label)
        new.fill(CGRect(x: 0, y: 2, width: 10, height: 1), style: .focus)  // a style change alone counts
        #expect(ScreenDiff.changes(from: old, to: new) == [Run(y: 0, x: 2, count: 2), Run(y: 0, x: 7, count: 1),
                                                           Run(y: 2, x: 0, count: 10)])
    }

    @Test func wideGraphemesAreWrittenWhole() {
        var old = Canvas(width: 6, height: 1)
        old.draw("한", x: 2, y: 0, style: .label)
        var new = old
        new.draw("한", x: 2, y: 0, style: .tint)  // both halves change style
        #expect(ScreenDiff.changes(from: old, to: new) == [Run(y: 0, x: 2, count: 2)])
        // A wide grapheme replacing two narrow ones where only its left cell differs in text.
        var narrow = Canvas(width: 6, height: 1)
        narrow.draw("ab", x: 0, y: 0, style: .label)
        var wide = narrow
        wide.draw("가", x: 0, y: 0, style: .label)
        #expect(ScreenDiff.changes(from: narrow, to: wide) == [Run(y: 0, x: 0, count: 2)])
        #expect(ScreenDiff.cellCount(ScreenDiff.changes(from: narrow, to: wide)) == 2)
    }

    @Test func focusMovingDownOneRowChangesTwoRows() {
        var old = Canvas(width: 8, height: 4)
        for row in 0..<4 { old.draw("row \(row)", x: 0, y: row, style: .label) }
        var new = old
        old.fill(CGRect(x: 0, y: 1, width: 8, height: 1), style: .focus)
        old.draw("row 1", x: 0, y: 1, style: .focus)
        new.fill(CGRect(x: 0, y: 2, width: 8, height: 1), style: .focus)
        new.draw("row 2", x: 0, y: 2, style: .focus)
        #expect(ScreenDiff.changes(from: old, to: new) == [Run(y: 1, x: 0, count: 8), Run(y: 2, x: 0, count: 8)])
    }
}
