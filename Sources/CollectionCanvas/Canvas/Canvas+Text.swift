import Foundation

extension Canvas {
    /// Draws `text` on one line from column `x` of row `y`, sanitised, clipped to ``clipRect``,
    /// and returns the number of columns it takes (drawn or clipped). Line breaks and other
    /// controls are shown as visible replacements (`^J`), never passed through.
    @discardableResult
    public mutating func draw(_ text: some StringProtocol, x: Int, y: Int, style: Style) -> Int {
        let limit = clip.maxX
        let visible = y >= clip.minY && y < clip.maxY
        // Nothing to draw: measure only (this also keeps the column count from overflowing).
        guard visible, x < limit, x > Int.min / 2 else { return TerminalText.width(of: text) }
        var column = x
        Glyph.forEach(in: text.asString) { glyph in
            if column < limit { put(glyph, x: column, y: y, style: style) }
            column += glyph.width
        }
        return column - x
    }

    /// Draws `text` on one line starting at `point` (snapped to its cell); see
    /// ``draw(_:x:y:style:)``.
    @discardableResult
    public mutating func draw(_ text: some StringProtocol, at point: CGPoint, style: Style) -> Int {
        guard point.x.isFinite, point.y.isFinite else { return 0 }
        return draw(text, x: CellRect.cell(point.x), y: CellRect.cell(point.y), style: style)
    }

    /// Draws `text` inside `rect` as a label does: wrapped and truncated by columns as
    /// `lineBreakMode` says (see ``LineBreakMode``), in at most `numberOfLines` lines (0: as
    /// many as the rectangle's height), each aligned by `alignment`, from the top. Line breaks
    /// in `text` start new lines; other controls are shown as visible replacements. Cells of
    /// `rect` that the text does not cover are left as they were. Returns the number of lines
    /// drawn.
    @discardableResult
    public mutating func draw(
        _ text: some StringProtocol, in rect: CGRect, style: Style, alignment: TextAlignment = .leading,
        lineBreakMode: LineBreakMode = .byTruncatingTail, numberOfLines: Int = 1
    ) -> Int {
        let area = CellRect(rect)
        guard !area.isEmpty else { return 0 }
        let limit = numberOfLines > 0 ? min(numberOfLines, area.height) : area.height
        let lines = TextLayout.layout(text.asString, columns: area.width, maximumNumberOfLines: limit,
                                      lineBreakMode: lineBreakMode)
        withClip(area.cgRect) { canvas in
            for (row, line) in lines.enumerated() {
                var x = area.minX + alignment.offset(lineWidth: line.width, in: area.width)
                for glyph in line.glyphs {
                    canvas.put(glyph, x: x, y: area.minY + row, style: style)
                    x += glyph.width
                }
            }
        }
        return lines.count
    }
}
