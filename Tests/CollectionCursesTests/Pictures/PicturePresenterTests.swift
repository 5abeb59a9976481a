import CollectionCore
@testable import CollectionCurses
import Dispatch
import Foundation
import Synchronization
import Testing

/// What the picture presenter sends frame after frame: kitty transmits once and places, moves
/// and deletes; sixel and iTerm2 draw what is new and have curses repaint what went away.
@Suite struct PicturePresenterTests {
    /// The output of one frame: cursor moves as `@row,column` and the text.
    private func frame(_ presenter: PicturePresenter, _ canvas: Canvas, columns: Int = 40, rows: Int = 12,
                       redrawn: Set<Int> = []) -> (rows: [Int], output: String) {
        let rowsToRedraw = presenter.rowsToRedraw(for: canvas, columns: columns, rows: rows)
        var output = ""
        presenter.output(redrawnRows: redrawn.union(rowsToRedraw), move: { output += "@\($0),\($1)" },
                         text: { output += String(decoding: $0, as: UTF8.self) })
        return (rowsToRedraw, output)
    }

    private func bitmap(_ value: UInt8, width: Int = 4, height: Int = 4) -> Bitmap {
        Bitmap(width: width, height: height, pixels: [UInt8](repeating: value, count: width * height * 4))!
    }

    private func canvas(_ placements: [(Bitmap, CGRect)]) -> Canvas {
        var canvas = Canvas(width: 40, height: 12)
        for (bitmap, frame) in placements { canvas.place(bitmap, in: frame) }
        return canvas
    }

    @Test("kitty: transmitted once, placed once, left alone, moved under the same id, then deleted")
    func kittyLifecycle() {
        let presenter = PicturePresenter(mode: .kitty)
        let picture = bitmap(9)
        let first = frame(presenter, canvas([(picture, CGRect(x: 2, y: 1, width: 4, height: 2))]))
        let transmit = String(decoding: KittyGraphics.transmit(pixels: picture.pixels, width: 4, height: 4, id: 1), as: UTF8.self)
        #expect(first.output == transmit + "@1,2\u{1B}_Ga=p,i=1,p=1,c=4,r=2,C=1,q=2\u{1B}\\")
        #expect(frame(presenter, canvas([(picture, CGRect(x: 2, y: 1, width: 4, height: 2))])).output == "")
        // Scrolled up by one row: half of it shows; the placement moves, showing the bitmap's lower half.
        let moved = frame(presenter, canvas([(picture, CGRect(x: 2, y: -1, width: 4, height: 2))]))
        #expect(moved.output == "@0,2\u{1B}_Ga=p,i=1,p=1,x=0,y=2,w=4,h=2,c=4,r=1,C=1,q=2\u{1B}\\")
        #expect(frame(presenter, canvas([])).output == "\u{1B}_Ga=d,d=i,i=1,p=1,q=2\u{1B}\\")
        #expect(frame(presenter, canvas([])).output == "")
    }

    @Test("kitty: the same bitmap twice is one transmission and two placements; a clear re-places without sending")
    func kittyManyPlacementsAndInvalidate() {
        let presenter = PicturePresenter(mode: .kitty)
        let picture = bitmap(3)
        let twice = canvas([(picture, CGRect(x: 0, y: 0, width: 4, height: 2)), (picture, CGRect(x: 10, y: 0, width: 4, height: 2))])
        let first = frame(presenter, twice).output
        #expect(first.components(separatedBy: "a=t,").count == 2)
        #expect(first.contains("a=p,i=1,p=1,") && first.contains("a=p,i=1,p=2,"))
        #expect(String(decoding: presenter.invalidate(), as: UTF8.self) == "\u{1B}_Ga=d,d=a,q=2\u{1B}\\")
        let again = frame(presenter, twice).output
        #expect(!again.contains("a=t,"))
        #expect(again.components(separatedBy: "a=p,").count == 3)
        #expect(String(decoding: presenter.clearSequence(), as: UTF8.self) == "\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
        #expect(frame(presenter, twice).output.contains("a=t,"))
    }

    @Test("kitty: beyond the image limit the least recently shown bitmap is deleted from the terminal")
    func kittyEviction() {
        let presenter = PicturePresenter(mode: .kitty, imageLimit: 2)
        let pictures = (0..<3).map { bitmap(UInt8($0)) }
        _ = frame(presenter, canvas([(pictures[0], CGRect(x: 0, y: 0, width: 4, height: 2))]))
        _ = frame(presenter, canvas([(pictures[1], CGRect(x: 0, y: 0, width: 4, height: 2))]))
        let third = frame(presenter, canvas([(pictures[2], CGRect(x: 0, y: 0, width: 4, height: 2))])).output
        #expect(third.contains("\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\"))
        #expect(presenter.transmittedCount == 2)
        // The evicted one is sent again when it comes back, under a new id.
        let back = frame(presenter, canvas([(pictures[0], CGRect(x: 0, y: 0, width: 4, height: 2))])).output
        #expect(back.contains("a=t,f=32,s=4,v=4,i=4,"))
    }

    @Test("sixel: drawn where new; curses repaints the rows of one that went; others on those rows are drawn again")
    func sixelRedraw() {
        let presenter = PicturePresenter(mode: .sixel, cellPixels: PixelSize(width: 2, height: 3))
        let a = bitmap(200), b = bitmap(100)
        let both = canvas([(a, CGRect(x: 0, y: 2, width: 2, height: 2)), (b, CGRect(x: 10, y: 3, width: 2, height: 2))])
        let first = frame(presenter, both)
        #expect(first.rows.isEmpty)
        #expect(first.output.hasPrefix("@2,0\u{1B}P0;1;0q\"1;1;4;6"))
        #expect(first.output.contains("@3,10\u{1B}P0;1;0q\"1;1;4;6"))
        #expect(frame(presenter, both).output == "")
        let onlyB = frame(presenter, canvas([(b, CGRect(x: 10, y: 3, width: 2, height: 2))]))
        #expect(onlyB.rows == [2, 3])
        #expect(onlyB.output.hasPrefix("@3,10\u{1B}P"))
        // A picture on the last row is cut there: the cursor after it could scroll the screen.
        let bottom = frame(presenter, canvas([(a, CGRect(x: 0, y: 10, width: 2, height: 2))]))
        #expect(bottom.output.contains("@10,0\u{1B}P0;1;0q\"1;1;4;3"))
    }

    @Test("kitty, sixel and iTerm2 encoded on the worker: nothing until the bytes arrive, then the same bytes as at once",
          arguments: [PictureMode.kitty, .sixel, .iterm2])
    @MainActor func encodedInTheBackground(mode: PictureMode) async {
        let picture = bitmap(120)
        let placed = canvas([(picture, CGRect(x: 3, y: 2, width: 3, height: 2))])
        let presenter = PicturePresenter(mode: mode, cellPixels: PixelSize(width: 2, height: 3))
        let arrivals = Mutex(0)
        presenter.onEncoded = { arrivals.withLock { $0 += 1 } }
        let before = PictureRendering.withRendering(.background) { frame(presenter, placed) }
        #expect(before.output == "")
        #expect(presenter.hasWork)
        PictureWorker.shared.waitUntilIdle()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
        #expect(arrivals.withLock { $0 } == 1)
        let after = PictureRendering.withRendering(.background) { frame(presenter, placed) }
        // What a presenter drawing at once sends (its bytes are checked in the tests above), for
        // a bitmap of the same pixels (another object: nothing cached for it).
        let direct = frame(PicturePresenter(mode: mode, cellPixels: PixelSize(width: 2, height: 3)),
                           canvas([(bitmap(120), CGRect(x: 3, y: 2, width: 3, height: 2))]))
        #expect(after.output == direct.output)
        #expect(after.output.contains("@2,3\u{1B}"))
        // Shown: the next frame leaves it alone.
        #expect(PictureRendering.withRendering(.background) { frame(presenter, placed) }.output == "")
        #expect(arrivals.withLock { $0 } == 1)
    }

    @Test("kitty: a dimmed picture gets a half-transparent black pixel stacked over it, sent once, gone when undimmed")
    func kittyDimmed() {
        let presenter = PicturePresenter(mode: .kitty)
        let picture = bitmap(9)
        var dimmed = canvas([(picture, CGRect(x: 2, y: 1, width: 4, height: 2))])
        dimmed.addAttributes(.dim, in: CGRect(x: 0, y: 0, width: 40, height: 12))
        let first = frame(presenter, dimmed).output
        let shade = String(decoding: KittyGraphics.transmit(pixels: [0, 0, 0, 128], width: 1, height: 1, id: 2), as: UTF8.self)
        #expect(first.contains("@1,2\u{1B}_Ga=p,i=1,p=1,c=4,r=2,C=1,q=2\u{1B}\\"))
        #expect(first.contains(shade + "@1,2\u{1B}_Ga=p,i=2,p=2,c=4,r=2,z=1,C=1,q=2\u{1B}\\"))
        // Unchanged: nothing sent.
        #expect(frame(presenter, dimmed).output == "")
        // The alert dismissed: the picture is placed again (the same placement) and the shade's deleted.
        let undimmed = frame(presenter, canvas([(picture, CGRect(x: 2, y: 1, width: 4, height: 2))])).output
        #expect(undimmed == "@1,2\u{1B}_Ga=p,i=1,p=1,c=4,r=2,C=1,q=2\u{1B}\\\u{1B}_Ga=d,d=i,i=2,p=2,q=2\u{1B}\\")
    }

    @Test("sixel: a dimmed picture is encoded from its pixels at half brightness")
    func sixelDimmed() {
        func opaque(_ value: UInt8) -> Bitmap {
            Bitmap(width: 4, height: 4, pixels: (0..<16).flatMap { _ in [value, value, value, 255] })!
        }
        var dimmed = canvas([(opaque(200), CGRect(x: 0, y: 0, width: 2, height: 2))])
        dimmed.addAttributes(.dim, in: CGRect(x: 0, y: 0, width: 40, height: 12))
        let dimmedOutput = frame(PicturePresenter(mode: .sixel, cellPixels: PixelSize(width: 2, height: 3)), dimmed).output
        let half = frame(PicturePresenter(mode: .sixel, cellPixels: PixelSize(width: 2, height: 3)),
                         canvas([(opaque(100), CGRect(x: 0, y: 0, width: 2, height: 2))])).output
        let full = frame(PicturePresenter(mode: .sixel, cellPixels: PixelSize(width: 2, height: 3)),
                         canvas([(opaque(200), CGRect(x: 0, y: 0, width: 2, height: 2))])).output
        #expect(dimmedOutput == half)
        #expect(dimmedOutput != full)
    }

    @Test("iTerm2: a picture is sent as a PNG file over its cells")
    func iterm2() {
        let presenter = PicturePresenter(mode: .iterm2, cellPixels: PixelSize(width: 2, height: 3))
        let output = frame(presenter, canvas([(bitmap(50), CGRect(x: 1, y: 1, width: 3, height: 2))])).output
        #expect(output.hasPrefix("@1,1\u{1B}]1337;File=inline=1;size="))
        #expect(output.contains(";width=3;height=2;preserveAspectRatio=0:"))
    }

    @Test("rows where something was drawn over a picture's blank cells are left out of it")
    func coveredRows() {
        let presenter = PicturePresenter(mode: .kitty)
        var covered = canvas([(bitmap(5), CGRect(x: 0, y: 0, width: 4, height: 4))])
        covered.draw("Alert", x: 2, y: 1, style: .label)
        let output = frame(presenter, covered).output
        // Rows 0 and 2-3 show (bitmap rows 0-1 and 2-4 of 4 rows of 1 pixel each), row 1 does not.
        #expect(output.contains("@0,0\u{1B}_Ga=p,i=1,p=1,x=0,y=0,w=4,h=1,c=4,r=1,C=1,q=2\u{1B}\\"))
        #expect(output.contains("@2,0\u{1B}_Ga=p,i=1,p=2,x=0,y=2,w=4,h=2,c=4,r=2,C=1,q=2\u{1B}\\"))
        #expect(output.components(separatedBy: "a=p,").count == 3)
    }

    @Test("the source rectangle is the visible fraction of the bitmap, rounded outwards")
    func sourceRectangle() {
        let picture = bitmap(1, width: 100, height: 60)
        let source = PixelRect.source(of: picture, frame: CGRect(x: 0, y: -1, width: 10, height: 3),
                                      visible: CGRect(x: 2, y: 0, width: 8, height: 2))
        #expect(source == PixelRect(x: 20, y: 20, width: 80, height: 40))
    }
}
