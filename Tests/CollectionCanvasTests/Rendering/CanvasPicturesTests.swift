import CollectionCanvas
import Foundation
import Testing

/// Pictures placed on a canvas survive compositing (copied with the image's origin and cut by
/// the target's clip) and go when the canvas is cleared.
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
}
