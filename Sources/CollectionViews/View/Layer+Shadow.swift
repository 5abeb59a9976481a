import CollectionCanvas
import CollectionModel
import Foundation

extension Layer {
    /// Whether a shadow is drawn: a positive opacity and a colour that is not clear.
    var drawsShadow: Bool {
        guard shadowOpacity > 0, let shadowColor, !shadowColor.isClear else { return false }
        return true
    }

    /// Draws the shadow of the view whose frame lies at `rect` on `canvas` (its superview's
    /// drawing, clipped to the superview), by the rules of ``shadowOpacity``: an L of cells beside
    /// the shape (the ``shadowPath``'s bounding box, else the view), outside the view's own area,
    /// in the shade character of `glyphs`.
    func drawShadow(around rect: CGRect, glyphs: GlyphSet, on canvas: inout Canvas) {
        guard drawsShadow, let color = shadowColor else { return }
        let view = CellRect(rect)
        var shape = view
        if let path = shadowPath?.boundingBox, path.width > 0, path.height > 0 {
            shape = CellRect(path.offsetBy(dx: rect.minX, dy: rect.minY))
        }
        guard shape.width > 0, shape.height > 0 else { return }
        let right = shadowOffset.width >= 0
        let below = shadowOffset.height >= 0
        // The row: one cell along from the light's corner, to one past the far corner.
        let rowY = below ? shape.maxY : shape.minY - 1
        let rowX = right ? (shape.minX + 1)..<(shape.maxX + 1) : (shape.minX - 1)..<(shape.maxX - 1)
        // The column: from one cell along to the row's end (exclusive: the row holds the corner).
        let columnX = right ? shape.maxX : shape.minX - 1
        let columnY = below ? (shape.minY + 1)..<shape.maxY : shape.minY..<(shape.maxY - 1)
        // The colour at the shadow's opacity (never clear: a positive opacity draws a shadow).
        let alpha = max(CGFloat(shadowOpacity) * (color.components?.alpha ?? 1), 1.0 / 255)
        let background = color.withAlphaComponent(alpha)
        let shade = Glyph(character: glyphs.shade, width: 1)
        func shadow(_ x: Int, _ y: Int) {
            guard !view.contains(x: x, y: y), canvas.clip.contains(x: x, y: y) else { return }
            let cell = canvas[x: x, y: y]
            guard !cell.isContinuation else { return }
            var style = cell.style.withBackground(background)
            style.attributes.insert(.dim)
            if cell.character == " " {
                canvas.put(shade, x: x, y: y, style: style)
            } else {
                canvas.put(Glyph(character: cell.character, width: max(1, cell.width)), x: x, y: y, style: style)
            }
        }
        for x in rowX { shadow(x, rowY) }
        for y in columnY { shadow(columnX, y) }
    }
}
