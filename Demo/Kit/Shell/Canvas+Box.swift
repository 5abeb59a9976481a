import CollectionCore
import Foundation

extension Canvas {
    /// Draws a rounded box along the edges of `rect` (at least 2 x 2 cells), in the canvas's
    /// glyph set.
    mutating func drawBox(_ rect: CGRect, style: Style) {
        let x0 = Int(rect.minX.rounded(.down)), y0 = Int(rect.minY.rounded(.down))
        let x1 = Int(rect.maxX.rounded(.down)) - 1, y1 = Int(rect.maxY.rounded(.down)) - 1
        guard x1 > x0, y1 > y0 else { return }
        let glyphs = glyphSet
        let corners = glyphs.corners(rounded: true)
        let horizontal = String(repeating: glyphs.horizontalLine, count: x1 - x0 - 1)
        draw(corners.topLeading + horizontal + corners.topTrailing, x: x0, y: y0, style: style)
        draw(corners.bottomLeading + horizontal + corners.bottomTrailing, x: x0, y: y1, style: style)
        for y in (y0 + 1)..<y1 {
            draw(glyphs.verticalLine, x: x0, y: y, style: style)
            draw(glyphs.verticalLine, x: x1, y: y, style: style)
        }
    }
}
