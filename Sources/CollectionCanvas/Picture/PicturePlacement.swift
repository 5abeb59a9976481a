import Foundation

/// A raster picture placed on a canvas: the part of the screen a graphics protocol (kitty,
/// sixel, iTerm2) should cover with `bitmap`, recorded by the view that draws it so that the
/// front end can show it as pixels over the cells.
///
/// `frame` is where the whole bitmap lies in canvas cells after its view's content mode
/// (it may reach outside the canvas, as an aspect-filled or half scrolled-out picture does);
/// `visible` is the part of `frame` that shows: inside the canvas and the clip at the time the
/// picture was placed. The front end crops the bitmap to the same fraction.
///
/// `isDimmed` says that the picture lies under a dimmed area (``Canvas/addAttributes(_:in:)``
/// with ``Style/Attributes/dim``: what a presented alert or menu does to the screen behind it,
/// or a view drawn at a low alpha); the front end then shows it at half brightness, as the
/// canvas already did with the cells of a picture drawn in blocks.
public struct PicturePlacement: Hashable, Sendable {
    /// The picture.
    public var bitmap: Bitmap
    /// Where the whole bitmap lies, in canvas cells.
    public var frame: CGRect
    /// The part of ``frame`` that shows, in canvas cells; never empty for a placement on a
    /// canvas.
    public var visible: CGRect
    /// Whether the picture is shown at half brightness, under a dimmed area.
    public var isDimmed: Bool

    /// A placement of `bitmap` over `frame`, showing `visible`, dimmed or not.
    public init(bitmap: Bitmap, frame: CGRect, visible: CGRect, isDimmed: Bool = false) {
        self.bitmap = bitmap
        self.frame = frame
        self.visible = visible
        self.isDimmed = isDimmed
    }
}
