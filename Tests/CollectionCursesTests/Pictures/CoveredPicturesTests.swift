import CollectionCore
@testable import CollectionCurses
import Foundation
import Testing

/// The rows where curses may write over a picture it holds as blanks, so that the picture is
/// written again after `doupdate`.
@Suite struct CoveredPicturesTests {
    /// A 20 x 3 canvas with "|" at column 0 and "text" at 8 on row 1, and a 4 x 1 picture at
    /// column 2 of row 1 (blank cells, as curses holds them).
    private func canvas(tail: Bool = true) -> (Canvas, [PicturePlacement]) {
        var canvas = Canvas(width: 20, height: 3)
        canvas.draw("|", x: 0, y: 1, style: Style())
        if tail { canvas.draw("text", x: 8, y: 1, style: Style()) }
        let bitmap = Bitmap(width: 1, height: 1, pixels: [9, 9, 9, 255])!
        let area = CGRect(x: 2, y: 1, width: 4, height: 1)
        return (canvas, [PicturePlacement(bitmap: bitmap, frame: area, visible: area)])
    }

    private func covered(_ runs: [ScreenDiff.Run], tail: Bool = true) -> Set<Int> {
        let (canvas, pictures) = canvas(tail: tail)
        return CursesPresenter.rowsCoveringPictures(runs, in: canvas, pictures: pictures, columns: 20, rows: 3)
    }

    @Test func changesOnBothSidesOfAPictureCoverIt() {
        #expect(covered([ScreenDiff.Run(y: 1, x: 0, count: 1), ScreenDiff.Run(y: 1, x: 8, count: 4)]) == [1])
        #expect(covered([ScreenDiff.Run(y: 1, x: 3, count: 1)]) == [1], "a change inside it")
    }

    @Test func aChangeLeftOfAPictureCoversItOnlyWhenTheRowIsBlankAfter() {
        let left = [ScreenDiff.Run(y: 1, x: 0, count: 1)]
        #expect(covered(left) == [], "text right of the picture: curses cannot clear the row")
        #expect(covered(left, tail: false) == [1], "a blank row after the change may be cleared")
    }

    @Test func changesRightOfAPictureOrOnOtherRowsLeaveIt() {
        #expect(covered([ScreenDiff.Run(y: 1, x: 8, count: 4)]) == [])
        #expect(covered([ScreenDiff.Run(y: 0, x: 0, count: 20), ScreenDiff.Run(y: 2, x: 0, count: 20)], tail: false) == [])
        #expect(covered([ScreenDiff.Run(y: 1, x: 0, count: 1)], tail: false) == [1])
        let (canvas, _) = canvas()
        #expect(CursesPresenter.rowsCoveringPictures([ScreenDiff.Run(y: 1, x: 0, count: 20)], in: canvas, pictures: [], columns: 20, rows: 3) == [])
    }
}
