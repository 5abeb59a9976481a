import CollectionCanvas
import Foundation
import Testing

/// Pictures placed on a canvas survive compositing (copied with the image's origin and cut by
/// the target's clip), go when the canvas is cleared, and are dimmed with the cells around them.
@Suite struct CanvasPicturesTests {
    private let bitmap = Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 7, count: 16))!

    @Test("a composited picture moves with the image's origin and is cut by the clip")
    func composited() {
        var image = Canvas(width: 6, height: 4)
        image.place(bitmap, in: CGRect(x: 1, y: 1, width: 4, height: 2))
        var screen = Canvas(width: 20, height: 10)
        screen.withClip(CGRect(x: 0, y: 0, width: 20, height: 6)) { canvas in
            canvas.placePictures(of: image, at: CGPoint(x: 10, y: 4))
        }
        #expect(screen.pictures == [PicturePlacement(bitmap: bitmap, frame: CGRect(x: 11, y: 5, width: 4, height: 2),
                                                     visible: CGRect(x: 11, y: 5, width: 4, height: 1))])
        var hidden = Canvas(width: 20, height: 10)
        hidden.withClip(CGRect(x: 0, y: 0, width: 5, height: 5)) { canvas in
            canvas.placePictures(of: image, at: CGPoint(x: 10, y: 4))
        }
        #expect(hidden.pictures.isEmpty)
    }

    @Test("clearing a canvas removes its pictures with its cells")
    func clearRemovesPictures() {
        var canvas = Canvas(width: 8, height: 4)
        canvas.place(bitmap, in: CGRect(x: 0, y: 0, width: 4, height: 2))
        canvas.draw("x", x: 6, y: 3, style: .label)
        #expect(canvas.pictures.count == 1)
        canvas.clear()
        #expect(canvas.pictures.isEmpty)
        #expect(canvas.lines.allSatisfy { $0.allSatisfy { $0 == " " } })
    }

    @Test("dimming dims a picture: its placement is marked and its block cells take both colours at half brightness")
    func dimmed() {
        var canvas = Canvas(width: 10, height: 3)
        canvas.place(bitmap, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        let block = Style(foreground: .rgb(red: 200, green: 100, blue: 51, alpha: 255),
                          background: .rgb(red: 10, green: 255, blue: 0, alpha: 255))
        canvas.draw("▀", x: 0, y: 0, style: block)
        canvas.draw("▀", x: 1, y: 0, style: Style(foreground: .rgb(red: 90, green: 90, blue: 90, alpha: 255)))
        canvas.draw("Text", x: 4, y: 0, style: .label)
        canvas.addAttributes(.dim, in: CGRect(x: 0, y: 0, width: 10, height: 2))
        #expect(canvas.pictures.map(\.isDimmed) == [true])
        #expect(canvas[x: 0, y: 0].style == Style(foreground: .rgb(red: 100, green: 50, blue: 25, alpha: 255),
                                                        background: .rgb(red: 5, green: 127, blue: 0, alpha: 255)))
        // An RGB foreground over a palette background: the foreground halved, no dim attribute.
        #expect(canvas[x: 1, y: 0].style.foreground == .rgb(red: 45, green: 45, blue: 45, alpha: 255))
        #expect(!canvas[x: 1, y: 0].style.attributes.contains(.dim))
        // Text beside it is dimmed by the attribute, as before.
        #expect(canvas[x: 4, y: 0].style.attributes.contains(.dim))
        // Dimmed again (a dimmed ghost inside a dimmed screen): the colours stay at half.
        canvas.addAttributes(.dim, in: CGRect(x: 0, y: 0, width: 10, height: 3))
        #expect(canvas[x: 0, y: 0].style.foreground == .rgb(red: 100, green: 50, blue: 25, alpha: 255))
        // A picture outside the dimmed area stays as it is.
        var other = Canvas(width: 10, height: 3)
        other.place(bitmap, in: CGRect(x: 0, y: 2, width: 2, height: 1))
        other.addAttributes(.dim, in: CGRect(x: 0, y: 0, width: 10, height: 2))
        #expect(other.pictures.map(\.isDimmed) == [false])
    }
}
