import CollectionCanvas
import Foundation

extension Canvas {
    /// Draws a box of line glyphs along the edges of `rect` (inside it) in `color`, keeping
    /// the background of the cells it covers: a background configuration's stroke. A rect one
    /// row or one column thick gets a line; an empty one nothing. `rounded` draws the corners
    /// as arcs (`╭╮╰╯`; ASCII keeps `+`). `width` is the stroke's width: wider than one, the
    /// lines are drawn bold (``lineAttributes(width:)``).
    package mutating func strokeOutline(_ rect: CGRect, color: Color, glyphs: GlyphSet, rounded: Bool = false, width: CGFloat = 1) {
        let area = CellRect(rect)
        guard !area.isEmpty else { return }
        let horizontal = glyphs.horizontalLine
        let vertical = glyphs.verticalLine
        let corners = glyphs.corners(rounded: rounded)
        let (minX, maxX, minY, maxY) = (area.minX, area.maxX - 1, area.minY, area.maxY - 1)
        let attributes = Self.lineAttributes(width: width)
        func put(_ text: String, _ x: Int, _ y: Int) {
            putLine(text, x: x, y: y, color: color, attributes: attributes)
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

    /// Draws one line glyph at `x`, `y` in `color` with `attributes`, keeping the background of
    /// the cell it covers; nothing outside the clip.
    mutating func putLine(_ text: String, x: Int, y: Int, color: Color, attributes: Style.Attributes = []) {
        guard clip.contains(x: x, y: y) else { return }
        let background = self[x: x, y: y].style.background
        _ = draw(text, x: x, y: y, style: Style(foreground: color, background: background, attributes: attributes))
    }

    /// The attributes of a line `width` wide (a stroke's or a border's): a terminal's line is one
    /// cell whatever the width, so a line wider than one is drawn bold, the heavier line a
    /// terminal has (a 2-point stroke that marks a chosen card shows as such).
    static func lineAttributes(width: CGFloat) -> Style.Attributes {
        width > 1 ? .bold : []
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
