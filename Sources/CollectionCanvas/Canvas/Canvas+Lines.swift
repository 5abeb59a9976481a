extension Canvas {
    /// The rows as text, for tests and snapshots: one string per row with every cell's
    /// grapheme, a wide grapheme once (its continuation cell adds nothing), blanks as spaces.
    public var lines: [String] {
        var result: [String] = []
        result.reserveCapacity(height)
        for y in 0..<height {
            var line = ""
            line.reserveCapacity(width)
            for cell in cells[(y * width)..<((y + 1) * width)] where !cell.isContinuation {
                line.append(cell.character)
            }
            result.append(line)
        }
        return result
    }

    /// The styles as text, for tests: one string per row with one character per column (so a
    /// wide grapheme's two cells both show), the legend's character for the cell's style or
    /// `unknown` for a style that is not in the legend.
    public func styleMap(legend: [Style: Character], unknown: Character = "?") -> [String] {
        var result: [String] = []
        result.reserveCapacity(height)
        for y in 0..<height {
            var line = ""
            for cell in cells[(y * width)..<((y + 1) * width)] {
                line.append(legend[cell.style] ?? unknown)
            }
            result.append(line)
        }
        return result
    }
}
