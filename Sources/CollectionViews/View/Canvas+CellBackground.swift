import CollectionCanvas
import CollectionModel
import Foundation

extension Canvas {
    /// `style` drawn over what lies at `point`: with the background colour of the cell there
    /// and that cell's attributes added. Content views draw their text with it so that the
    /// cell's background (its selection or focus look) shows behind the text. Outside the
    /// canvas, `style` is returned unchanged.
    ///
    /// ```swift
    /// let style = canvas.style(.secondaryLabel, onBackgroundAt: rect.origin)
    /// canvas.draw("subtitle", in: rect, style: style)
    /// ```
    public func style(_ style: Style, onBackgroundAt point: CGPoint) -> Style {
        guard point.x.isFinite, point.y.isFinite else { return style }
        let x = CellRect.cell(point.x)
        let y = CellRect.cell(point.y)
        guard x >= 0, x < width, y >= 0, y < height else { return style }
        let below = cells[y * width + x].style
        var result = style.withBackground(below.background)
        result.attributes.formUnion(below.attributes)
        return result
    }
}
