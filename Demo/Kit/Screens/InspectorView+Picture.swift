import CollectionCore
import Foundation

extension InspectorView {
    /// The most rows the picture takes (a square picture is then 24 columns wide).
    static let pictureMaximumRows: CGFloat = 12
    /// The rows the text keeps below the picture; a box with fewer shows no picture.
    static let textMinimumRows: CGFloat = 12

    /// Shows `product`'s picture at the top of the box, aspect fit, when it has one and there
    /// is room, and answers the rows it takes (0: none). Called as the box draws, because the
    /// product shown follows the focus live; the picture view (a subview, drawn after the box)
    /// changes only when its picture or frame does.
    func showPicture(of product: Product?) -> CGFloat {
        let inner = bounds.insetBy(dx: 2, dy: 1)
        let rows = min(Self.pictureMaximumRows, inner.height - Self.textMinimumRows).rounded(.down)
        let picture = rows >= 4 && inner.width >= 8 ? product?.picture : nil
        let frame = picture == nil ? .zero : CGRect(x: inner.minX, y: inner.minY, width: inner.width, height: rows)
        if pictureView.image != picture { pictureView.image = picture }
        if pictureView.frame != frame { pictureView.frame = frame }
        if pictureView.isHidden != (picture == nil) { pictureView.isHidden = picture == nil }
        return picture == nil ? 0 : rows
    }
}
