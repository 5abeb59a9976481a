import CollectionCore
import Foundation

/// The ``RandomInputInvariant/linesFit`` check of a canvas: its rows as the canvas's own cell
/// model counts them, and as `TerminalText` measures them.
enum RandomInputLines {
    /// The first row of `canvas` that breaks the cell model or is wider than the canvas, among
    /// the rows that differ from those of `checked` (a canvas of the same size already checked).
    static func violation(in canvas: Canvas, unchangedSince checked: Canvas? = nil) -> RandomInputChecker.Violation? {
        let width = canvas.width
        let cells = canvas.cells
        let previous = checked.flatMap { $0.width == width && $0.height == canvas.height ? $0.cells : nil }
        for y in 0..<canvas.height {
            let row = y * width
            if let previous, sameCells(cells, previous, in: row..<(row + width)) { continue }
            var columns = 0
            var asciiOnly = true
            for x in 0..<width {
                let cell = cells[row + x]
                columns += cell.width
                if cell.isContinuation {
                    if x == 0 || cells[row + x - 1].width != 2 {
                        return RandomInputChecker.Violation(invariant: .linesFit, message: "row \(y), column \(x): a continuation cell without a wide grapheme before it")
                    }
                    continue
                }
                if let ascii = cell.character.asciiValue {
                    if ascii < 0x20 || ascii == 0x7F {
                        return RandomInputChecker.Violation(invariant: .linesFit, message: "row \(y), column \(x): control character \(ascii) drawn raw")
                    }
                    if cell.width != 1 {
                        return RandomInputChecker.Violation(invariant: .linesFit, message: "row \(y), column \(x): \"\(cell.character)\" stored \(cell.width) columns wide")
                    }
                    continue
                }
                asciiOnly = false
                let measured = TerminalText.width(of: cell.character)
                if measured != cell.width || cell.character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                    return RandomInputChecker.Violation(invariant: .linesFit, message: "row \(y), column \(x): \(RandomInputEvent.source(of: .character(cell.character))) is \(measured) columns wide but stored as \(cell.width)")
                }
                if cell.width == 2, x + 1 >= width || !cells[row + x + 1].isContinuation {
                    return RandomInputChecker.Violation(invariant: .linesFit, message: "row \(y), column \(x): a wide grapheme without its continuation cell (cut by the edge?)")
                }
            }
            if columns != width {
                return RandomInputChecker.Violation(invariant: .linesFit, message: "row \(y) takes \(columns) columns of \(width)")
            }
            if !asciiOnly {
                var line = ""
                for cell in cells[row..<(row + width)] where !cell.isContinuation { line.append(cell.character) }
                let measured = TerminalText.width(of: line)
                if measured > width {
                    return RandomInputChecker.Violation(invariant: .linesFit, message: "row \(y) is \(measured) columns wide on a \(width)-column canvas: \(line)")
                }
            }
        }
        return nil
    }

    /// Whether `a` and `b` hold the same cells in `range`: byte for byte first (a cell's bytes
    /// without the padding after it), by value for the cells whose bytes differ (a grapheme
    /// stored out of line is equal to another copy of it).
    static func sameCells(_ a: [Canvas.Cell], _ b: [Canvas.Cell], in range: Range<Int>) -> Bool {
        let size = MemoryLayout<Canvas.Cell>.size, stride = MemoryLayout<Canvas.Cell>.stride
        return a.withUnsafeBytes { left in
            b.withUnsafeBytes { right in
                guard let left = left.baseAddress, let right = right.baseAddress else { return range.isEmpty }
                for index in range where memcmp(left + index * stride, right + index * stride, size) != 0 {
                    if a[index] != b[index] { return false }
                }
                return true
            }
        }
    }
}
