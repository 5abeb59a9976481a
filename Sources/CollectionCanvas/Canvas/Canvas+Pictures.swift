import Foundation

extension Canvas {
    /// Records that `bitmap` covers `frame` (in cells; it may reach outside the canvas), so that
    /// a front end with a graphics protocol shows it there. Only the part inside the current
    /// clip is recorded as visible; a picture wholly outside it is not recorded. The cells are
    /// left as they are: the view draws what shows without a graphics protocol.
    public mutating func place(_ bitmap: Bitmap, in frame: CGRect) {
        let visible = CellRect(frame).intersection(clip)
        guard !visible.isEmpty, frame.width > 0, frame.height > 0 else { return }
        pictures.append(PicturePlacement(bitmap: bitmap, frame: frame, visible: visible.cgRect))
    }
}

extension Canvas {
    /// Records the pictures of `image` as drawn with its top-left corner at `origin` (as
    /// compositing copies its cells): frames moved by the origin, visible parts moved and
    /// intersected with the current clip; pictures left with nothing visible are dropped.
    package mutating func placePictures(of image: Canvas, at origin: CGPoint) {
        let dx = origin.x.rounded(.down), dy = origin.y.rounded(.down)
        for picture in image.pictures {
            let visible = CellRect(picture.visible.offsetBy(dx: dx, dy: dy)).intersection(clip)
            guard !visible.isEmpty else { continue }
            pictures.append(PicturePlacement(bitmap: picture.bitmap, frame: picture.frame.offsetBy(dx: dx, dy: dy),
                                             visible: visible.cgRect))
        }
    }
}
