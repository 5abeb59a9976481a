import CollectionCore
import Foundation

/// Renders cells into canvases and compares them with the fixtures in Tests/Fixtures/Cells.
///
/// A fixture holds the rows of `canvas.lines` (each between `|` marks, so trailing spaces
/// show), a line `~~~`, the rows of the style map, another `~~~`, and the legend of the style
/// map: one line per character, `a: <foreground> on <background> [+attributes]`. Characters are
/// given to styles in the order they first appear, row by row.
///
/// Setting the environment variable `RECORD_CELL_FIXTURES=1` writes the fixture of a test
/// that does not match (to be checked by eye before it is committed).
@MainActor
enum CellFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Cells
        .deletingLastPathComponent()  // CollectionCoreTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/Cells")

    /// A canvas of `width` × `height` with `view` rendered at its top-left corner at that
    /// size, drawn with `glyphs`.
    static func render(_ view: View, width: Int, height: Int, glyphs: GlyphSet = .unicode) -> Canvas {
        GlyphSet.withGlyphSet(glyphs) {
            var canvas = Canvas(width: width, height: height)
            view.frame = CGRect(x: 0, y: 0, width: width, height: height)
            view.render(into: &canvas, at: .zero)
            return canvas
        }
    }

    /// Views stacked one under the other, each `width` wide and as high as given, on one
    /// canvas.
    static func renderStack(_ views: [(View, height: Int)], width: Int, glyphs: GlyphSet = .unicode) -> Canvas {
        GlyphSet.withGlyphSet(glyphs) {
            var canvas = Canvas(width: width, height: views.reduce(0) { $0 + $1.height })
            var y = 0
            for (view, height) in views {
                view.frame = CGRect(x: 0, y: y, width: width, height: height)
                view.render(into: &canvas, at: CGPoint(x: 0, y: y))
                y += height
            }
            return canvas
        }
    }

    /// The canvas written in the fixture format.
    static func text(of canvas: Canvas) -> String {
        var legend: [Style: Character] = [:]
        var order: [Style] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let style = canvas[x: x, y: y].style
                if legend[style] == nil, order.count < alphabet.count {
                    legend[style] = alphabet[order.count]
                    order.append(style)
                }
            }
        }
        var rows = canvas.lines.map { "|\($0)|" }
        rows.append("~~~")
        rows += canvas.styleMap(legend: legend).map { "|\($0)|" }
        rows.append("~~~")
        rows += order.map { "\(legend[$0]!): \(describe($0))" }
        return rows.joined(separator: "\n") + "\n"
    }

    static func describe(_ style: Style) -> String {
        var text = "\(describe(style.foreground)) on \(describe(style.background))"
        let names: [(Style.Attributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
        ]
        for (attribute, name) in names where style.attributes.contains(attribute) { text += " +\(name)" }
        return text
    }

    static func describe(_ color: Color) -> String {
        switch color {
        case .default: return "default"
        case .label: return "label"
        case .secondaryLabel: return "secondaryLabel"
        case .tint: return "tint"
        case .separator: return "separator"
        case .selection: return "selection"
        case .focus: return "focus"
        case .background: return "background"
        case .groupedBackground: return "groupedBackground"
        case .indexed(let index): return "indexed(\(index))"
        case .secondaryBackground, .rgb: return "\(color)"
        }
    }

    /// The stored fixture `name`, or `nil` when there is none.
    static func stored(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name + ".txt"), encoding: .utf8)
    }

    /// Whether `canvas` matches the fixture `name`; records it when asked to (see above).
    static func matches(_ canvas: Canvas, _ name: String) -> (matches: Bool, actual: String, expected: String) {
        let actual = text(of: canvas)
        let expected = stored(name) ?? "<missing fixture \(name)>"
        if actual != expected, ProcessInfo.processInfo.environment["RECORD_CELL_FIXTURES"] == "1" {
            try? actual.write(to: directory.appendingPathComponent(name + ".txt"), atomically: true, encoding: .utf8)
        }
        return (actual == expected, actual, expected)
    }
}
