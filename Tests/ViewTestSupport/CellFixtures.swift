import CollectionCanvas
import CollectionViews
import Foundation

/// Renders cells into canvases for the fixtures in Tests/Fixtures/Cells, which are in the one
/// fixture format (`Canvas.fixtureText`) and recorded by the one rule (`ScreenFixture`:
/// `RECORD_FIXTURES=1` writes a differing fixture and fails until it is reviewed).
@MainActor
package enum CellFixtures {
    package static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ViewTestSupport
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/Cells")

    /// A canvas of `width` × `height` with `view` rendered at its top-left corner at that
    /// size, drawn with `glyphs`.
    package static func render(_ view: View, width: Int, height: Int, glyphs: GlyphSet = .unicode) -> Canvas {
        GlyphSet.withGlyphSet(glyphs) {
            var canvas = Canvas(width: width, height: height)
            view.cellFrame = CGRect(x: 0, y: 0, width: width, height: height)
            view.render(into: &canvas, at: .zero)
            return canvas
        }
    }

    /// Views stacked one under the other, each `width` wide and as high as given, on one
    /// canvas.
    package static func renderStack(_ views: [(View, height: Int)], width: Int, glyphs: GlyphSet = .unicode) -> Canvas {
        GlyphSet.withGlyphSet(glyphs) {
            var canvas = Canvas(width: width, height: views.reduce(0) { $0 + $1.height })
            var y = 0
            for (view, height) in views {
                view.cellFrame = CGRect(x: 0, y: y, width: width, height: height)
                view.render(into: &canvas, at: CGPoint(x: 0, y: y))
                y += height
            }
            return canvas
        }
    }
}
