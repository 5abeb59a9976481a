import CollectionCore
import Foundation

extension Canvas {
    /// Draws a rounded box along the edges of `rect` (at least 2 x 2 cells).
    mutating func drawBox(_ rect: CGRect, style: Style) {
        let x0 = Int(rect.minX.rounded(.down)), y0 = Int(rect.minY.rounded(.down))
        let x1 = Int(rect.maxX.rounded(.down)) - 1, y1 = Int(rect.maxY.rounded(.down)) - 1
        guard x1 > x0, y1 > y0 else { return }
        let glyphs = GlyphSet.current
        let (topLeading, topTrailing, bottomLeading, bottomTrailing) = glyphs.boxCorners
        let horizontal = String(repeating: glyphs.boxHorizontal, count: x1 - x0 - 1)
        draw(topLeading + horizontal + topTrailing, x: x0, y: y0, style: style)
        draw(bottomLeading + horizontal + bottomTrailing, x: x0, y: y1, style: style)
        for y in (y0 + 1)..<y1 {
            draw(glyphs.boxVertical, x: x0, y: y, style: style)
            draw(glyphs.boxVertical, x: x1, y: y, style: style)
        }
    }
}
