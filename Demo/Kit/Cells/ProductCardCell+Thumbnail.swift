import CollectionCore
import Foundation

extension ProductCardCell {
    /// The narrowest card inside that gives room to a thumbnail (the text keeps at least
    /// ``starsMinimumWidth`` columns).
    static var thumbnailMinimumWidth: CGFloat { starsMinimumWidth + thumbnailWidth(rows: 3) + 1 }

    /// A square picture's width in columns over `rows` rows: two columns a row, as a cell is
    /// twice as tall as wide.
    static func thumbnailWidth(rows: CGFloat) -> CGFloat { rows * 2 }

    /// Where the thumbnail goes in a card of `bounds`: the inside's left, its full height;
    /// `nil` when the card is too small for it, or pictures would show as placeholders (no
    /// colours, or ASCII): the emoji stands for the picture then.
    func thumbnailFrame(in bounds: CGRect) -> CGRect? {
        let inner = bounds.insetBy(dx: 2, dy: 1)
        let traits = traitCollection
        guard traits.pictureMode != .placeholder, traits.glyphSet != .ascii else { return nil }
        guard inner.height >= 1, inner.width >= Self.thumbnailMinimumWidth else { return nil }
        return CGRect(x: inner.minX, y: inner.minY, width: Self.thumbnailWidth(rows: inner.height), height: inner.height)
    }

    /// Reads the product's picture again (its file changed, or the product did).
    func reloadPicture() {
        thumbnail.image = product?.picture
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Places the thumbnail; hidden without a picture or room. Called from layout and again
    /// as the card draws (the picture mode and glyph set are read when drawing); answers the
    /// thumbnail's frame when it shows.
    @discardableResult
    func layoutThumbnail() -> CGRect? {
        let frame = thumbnail.image == nil ? nil : thumbnailFrame(in: bounds)
        if thumbnail.isHidden != (frame == nil) { thumbnail.isHidden = frame == nil }
        if thumbnail.frame != frame ?? .zero { thumbnail.frame = frame ?? .zero }
        return frame
    }
}
