import CollectionCore

/// Which cells of a screen to write to go from the last presented ``CollectionCore/Canvas`` to a new one.
/// Pure: the presenter turns the runs into curses calls.
public enum ScreenDiff {
    /// Cells `x ..< x + count` of row `y`.
    public struct Run: Hashable, Sendable {
        /// The row.
        public var y: Int
        /// The first column.
        public var x: Int
        /// The number of cells.
        public var count: Int

        /// The run of `count` cells from column `x` of row `y`.
        public init(y: Int, x: Int, count: Int) {
            self.y = y
            self.x = x
            self.count = count
        }
    }

    /// The runs of cells of `new` that differ from `old`, row by row, left to right. Every cell
    /// is in a run when there is no `old` canvas or its size differs. A run never starts on the
    /// continuation cell of a wide grapheme, nor ends on its left half: both halves are
    /// written together.
    public static func changes(from old: Canvas?, to new: Canvas) -> [Run] {
        let width = new.width
        guard let old, old.width == width, old.height == new.height else {
            return width == 0 ? [] : (0..<new.height).map { Run(y: $0, x: 0, count: width) }
        }
        var runs: [Run] = []
        old.cells.withUnsafeBufferPointer { before in
            new.cells.withUnsafeBufferPointer { after in
                for y in 0..<new.height {
                    let row = y * width
                    var x = 0
                    while x < width {
                        guard before[row + x] != after[row + x] else {
                            x += 1
                            continue
                        }
                        var start = x
                        if after[row + start].isContinuation && start > 0 { start -= 1 }
                        var end = x + 1
                        while end < width && before[row + end] != after[row + end] { end += 1 }
                        // A wide grapheme at the end takes its continuation cell with it.
                        if end < width && after[row + end].isContinuation { end += 1 }
                        if let last = runs.last, last.y == y, last.x + last.count >= start {
                            runs[runs.count - 1].count = end - last.x
                        } else {
                            runs.append(Run(y: y, x: start, count: end - start))
                        }
                        x = end
                    }
                }
            }
        }
        return runs
    }

    /// The number of cells in `runs`.
    public static func cellCount(_ runs: [Run]) -> Int {
        runs.reduce(0) { $0 + $1.count }
    }
}
