import CollectionCore
import Foundation

/// Frames of a list screen as the demo draws one: a title bar, one row per item (name,
/// subtitle, price) with the focused row highlighted, and a status bar of key hints.
@MainActor
public enum ListScreenFrames {
    /// The frame with item `top` on the first list row and item `focus` focused.
    public static func frame(columns: Int, rows: Int, top: Int, focus: Int) -> Canvas {
        var canvas = Canvas(width: columns, height: rows)
        drawBars(on: &canvas, hints: " ↑↓ Move  Enter Open  / Search  q Quit")
        for row in 0..<(rows - 2) {
            let item = top + row
            let y = row + 1
            let focused = item == focus
            let base: Style = focused ? .focus : .label
            if focused { canvas.fill(CGRect(x: 0, y: y, width: columns, height: 1), style: .focus) }
            canvas.draw(String(format: "Product %04d", item), x: 2, y: y, style: base)
            canvas.draw("Category \(item % 7) · in stock", x: 24,
                        y: y, style: focused ? base : .secondaryLabel)
            canvas.draw(String(format: "$%d.%02d", 5 + item % 40, item % 100), x: columns - 10, y: y,
                        style: focused ? base : .tint)
        }
        return canvas
    }

    /// The title bar ("Products") on the first row and the status bar with `hints` on the last.
    static func drawBars(on canvas: inout Canvas, hints: String) {
        let bar = Style(foreground: .label, background: .groupedBackground, attributes: .bold)
        canvas.fill(CGRect(x: 0, y: 0, width: canvas.width, height: 1), style: bar)
        canvas.draw(" Products", x: 0, y: 0, style: bar)
        let status = Style(foreground: .secondaryLabel, background: .groupedBackground)
        canvas.fill(CGRect(x: 0, y: canvas.height - 1, width: canvas.width, height: 1), style: status)
        canvas.draw(hints, x: 0, y: canvas.height - 1, style: status)
    }
}

/// The four measurements, each as bytes with the changed-cells presenter and
/// bytes for a full redraw of the same frame.
public struct FrontEndFigures: Sendable {
    public var name: String
    public var incremental: Int
    public var fullRedraw: Int
}

extension PseudoTerminalRecorder {
    /// Measures the first frame, a focus move, a one-row scroll and a page on a
    /// `columns` × `rows` list screen.
    public func measureListScreen(columns: Int = 120, rows: Int = 40) -> [FrontEndFigures] {
        let listRows = rows - 2
        func frame(_ top: Int, _ focus: Int) -> Canvas {
            ListScreenFrames.frame(columns: columns, rows: rows, top: top, focus: focus)
        }
        func full(_ canvas: Canvas) -> Int {
            bytes { terminal in
                terminal.invalidate()
                terminal.present(canvas)
            }
        }
        var figures: [FrontEndFigures] = []
        let first = bytes { $0.present(frame(0, 0)) }
        figures.append(FrontEndFigures(name: "first full frame", incremental: first, fullRedraw: full(frame(0, 0))))
        let focus = bytes { $0.present(frame(0, 1)) }
        figures.append(FrontEndFigures(name: "focus down one row", incremental: focus, fullRedraw: full(frame(0, 1))))
        _ = bytes { $0.present(frame(0, listRows - 1)) }
        let scroll = bytes { $0.present(frame(1, listRows)) }
        figures.append(FrontEndFigures(name: "scroll by one row", incremental: scroll,
                                       fullRedraw: full(frame(1, listRows))))
        _ = bytes { $0.present(frame(0, 0)) }
        let page = bytes { $0.present(frame(listRows, listRows)) }
        figures.append(FrontEndFigures(name: "page by one screen", incremental: page,
                                       fullRedraw: full(frame(listRows, listRows))))
        return figures
    }
}
