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
                                             visible: visible.cgRect, isDimmed: picture.isDimmed))
        }
    }
}

extension Canvas {
    /// Marks the pictures that show in `area` as dimmed (``PicturePlacement/isDimmed``) and
    /// answers the parts of `area` they cover, whose cells ``addAttributes(_:in:)`` dims by
    /// their colours rather than by the dim attribute: `halves` is `false` for a picture
    /// dimmed before, whose colours are already at half brightness.
    mutating func dimPictures(in area: CellRect) -> [(part: CellRect, halves: Bool)] {
        var covered: [(part: CellRect, halves: Bool)] = []
        for index in pictures.indices {
            let part = CellRect(pictures[index].visible).intersection(area)
            guard !part.isEmpty else { continue }
            covered.append((part, !pictures[index].isDimmed))
            pictures[index].isDimmed = true
        }
        return covered
    }
}

extension Style {
    /// The style of a picture's cell under a dimmed area: its RGB colours at half brightness,
    /// both of them, where the dim attribute would dim only the foreground (the upper pixel of
    /// a half block), and `nil` for a cell with no RGB colour, which is dimmed as any other.
    func dimmingPictureColors() -> Style? {
        func half(_ color: Color) -> Color? {
            guard case let .rgb(red, green, blue, alpha) = color else { return nil }
            return .rgb(red: red / 2, green: green / 2, blue: blue / 2, alpha: alpha)
        }
        let foreground = half(self.foreground), background = half(self.background)
        guard foreground != nil || background != nil else { return nil }
        var style = self
        style.foreground = foreground ?? self.foreground
        style.background = background ?? self.background
        return style
    }
}
