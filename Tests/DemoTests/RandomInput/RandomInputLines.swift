@testable import CollectionCanvas
import CollectionCore
import Foundation

/// The ``RandomInputInvariant/linesFit`` check of a canvas: its rows as the canvas's own cell
/// model counts them, and as `TerminalText` measures them.
@MainActor
enum RandomInputLines {
    /// The first row of `canvas` that breaks the cell model or is wider than the canvas, among
    /// the rows that differ from those of `checked` (a canvas of the same size already checked).
    static func violation(in canvas: Canvas, unchangedSince checked: Canvas? = nil) -> RandomInputChecker.Violation? {
        let width = canvas.width
        let cells = canvas.cells
        let previous = checked.flatMap { $0.width == width && $0.height == canvas.height ? $0.cells : nil }
        return cells.withUnsafeBytes { raw -> RandomInputChecker.Violation? in
            for y in 0..<canvas.height {
                let row = y * width
                if let previous, sameCells(cells, previous, in: row..<(row + width)) { continue }
                if let violation = rowViolation(cells, raw, row: row, y: y, width: width) { return violation }
            }
            return nil
        }
    }

    private static func rowViolation(_ cells: [Canvas.Cell], _ raw: UnsafeRawBufferPointer, row: Int, y: Int, width: Int)
        -> RandomInputChecker.Violation?
    {
        func violation(_ message: String) -> RandomInputChecker.Violation {
            RandomInputChecker.Violation(invariant: .linesFit, message: message)
        }
        let stride = MemoryLayout<Canvas.Cell>.stride
        var columns = 0
        var asciiOnly = true
        for x in 0..<width {
            // Most cells hold one printable ASCII character: recognised from their bytes.
            if let ascii = plainASCII, let base = raw.baseAddress {
                let cell = base + (row + x) * stride
                if cell.loadUnaligned(fromByteOffset: ascii.characterOffset + 8, as: UInt64.self) == ascii.highWord,
                    case let byte = cell.loadUnaligned(fromByteOffset: ascii.characterOffset, as: UInt64.self), byte >= 0x20, byte < 0x7F,
                    cell.loadUnaligned(fromByteOffset: ascii.widthOffset, as: Int8.self) == 1
                {
                    columns += 1
                    continue
                }
            }
            let cell = cells[row + x]
            columns += cell.width
            if cell.isContinuation {
                if x == 0 || cells[row + x - 1].width != 2 {
                    return violation("row \(y), column \(x): a continuation cell without a wide grapheme before it")
                }
                continue
            }
            if let ascii = cell.character.asciiValue {
                if ascii < 0x20 || ascii == 0x7F { return violation("row \(y), column \(x): control character \(ascii) drawn raw") }
                if cell.width != 1 { return violation("row \(y), column \(x): \"\(cell.character)\" stored \(cell.width) columns wide") }
                continue
            }
            asciiOnly = false
            let measured = TerminalText.width(of: cell.character)
            if measured != cell.width || cell.character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return violation("row \(y), column \(x): \(RandomInputEvent.source(of: .character(cell.character))) is \(measured) columns wide but stored as \(cell.width)")
            }
            if cell.width == 2, x + 1 >= width || !cells[row + x + 1].isContinuation {
                return violation("row \(y), column \(x): a wide grapheme without its continuation cell (cut by the edge?)")
            }
        }
        if columns != width { return violation("row \(y) takes \(columns) columns of \(width)") }
        if !asciiOnly {
            var line = ""
            for cell in cells[row..<(row + width)] where !cell.isContinuation { line.append(cell.character) }
            let measured = TerminalText.width(of: line)
            if measured > width { return violation("row \(y) is \(measured) columns wide on a \(width)-column canvas: \(line)") }
        }
        return nil
    }

    /// How a cell holding one printable ASCII character, one column wide, looks in memory: the
    /// character is a small string whose second word is the same for every one-byte ASCII
    /// string (its count and flags) and whose first word is the byte. `nil` where the standard
    /// library lays characters out otherwise (the check then reads every cell as a value).
    private struct PlainASCII {
        var characterOffset: Int
        var widthOffset: Int
        var highWord: UInt64
    }

    private static let plainASCII: PlainASCII? = {
        guard MemoryLayout<Character>.size == 16,
            let characterOffset = MemoryLayout<Canvas.Cell>.offset(of: \Canvas.Cell.character),
            let widthOffset = MemoryLayout<Canvas.Cell>.offset(of: \Canvas.Cell.storedWidth)
        else { return nil }
        func words(_ character: Character) -> (UInt64, UInt64) {
            withUnsafeBytes(of: character) { ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) }
        }
        let a = words("a"), z = words("z"), accented = words("é")
        // One-byte strings share the second word and hold the byte in the first; a longer one
        // ("é" is two bytes) differs in the second word.
        guard a.0 == 0x61, z.0 == 0x7A, a.1 == z.1, accented.1 != a.1 else { return nil }
        return PlainASCII(characterOffset: characterOffset, widthOffset: widthOffset, highWord: a.1)
    }()

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
