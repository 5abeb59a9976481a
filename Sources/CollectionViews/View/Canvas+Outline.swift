import CollectionCanvas
import Foundation

extension Canvas {
    /// Draws a box of line glyphs along the edges of `rect` (inside it) in `color`, keeping
    /// the background of the cells it covers: a background configuration's stroke. A rect one
    /// row or one column thick gets a line; an empty one nothing. `rounded` draws the corners
    /// as arcs (`╭╮╰╯`; ASCII keeps `+`).
    package mutating func strokeOutline(_ rect: CGRect, color: Color, glyphs: GlyphSet, rounded: Bool = false) {
        let area = CellRect(rect)
        guard !area.isEmpty else { return }
        let horizontal = glyphs.horizontalLine
        let vertical = glyphs.verticalLine
        let corners = glyphs.corners(rounded: rounded)
        let (minX, maxX, minY, maxY) = (area.minX, area.maxX - 1, area.minY, area.maxY - 1)
        func put(_ text: String, _ x: Int, _ y: Int) {
            putLine(text, x: x, y: y, color: color)
        }
        for x in minX...maxX {
            put(horizontal, x, minY)
            if maxY > minY { put(horizontal, x, maxY) }
        }
        if maxY > minY + 1 {
            for y in (minY + 1)..<maxY {
                put(vertical, minX, y)
                if maxX > minX { put(vertical, maxX, y) }
            }
        }
        guard maxX > minX, maxY > minY else { return }
        put(corners.topLeading, minX, minY)
        put(corners.topTrailing, maxX, minY)
        put(corners.bottomLeading, minX, maxY)
        put(corners.bottomTrailing, maxX, maxY)
    }

    /// Draws one line glyph at `x`, `y` in `color`, keeping the background of the cell it
    /// covers; nothing outside the clip.
    mutating func putLine(_ text: String, x: Int, y: Int, color: Color) {
        guard clip.contains(x: x, y: y) else { return }
        let background = self[x: x, y: y].style.background
        _ = draw(text, x: x, y: y, style: Style(foreground: color, background: background))
    }

    /// Whether any cell of `rect` (within the canvas) shows the focus: the focus colour as its
    /// background, or reverse video.
    package func showsFocus(in rect: CGRect) -> Bool {
        let area = CellRect(rect.intersection(bounds))
        guard !area.isEmpty else { return false }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let style = self[x: x, y: y].style
                if style.background == .focus || style.attributes.contains(.reverse) { return true }
            }
        }
        return false
    }
}
