import CollectionCanvas
import CollectionViews
import Foundation

/// Renders `view` alone on a canvas of its frame's size and answers the text rows and the
/// canvas.
@MainActor package func renderAlone(_ view: View) -> (rows: [String], canvas: Canvas) {
    var canvas = Canvas(width: Int(view.cellFrame.width), height: Int(view.cellFrame.height))
    view.render(into: &canvas, at: .zero)
    return (canvas.lines, canvas)
}
