/// A row of the tableau: `constant + Σ coefficient·symbol`. As a basic row it is the value of
/// its basic symbol; while a constraint is being added it is an expression equal to 0.
///
/// The cells are sparse and sorted by symbol id: a lookup is a binary search, and adding one
/// row to another is a merge of the two, linear in their lengths (rows of a large layout hold
/// hundreds of symbols, and a search per term made that quadratic). A short merge goes through
/// the solver's scratch array; a long one works in place from the back of the target, which
/// allocates only when the row outgrows its capacity. Every choice the solver makes among
/// symbols is by id (Bland's rule).
struct Row {
    /// Coefficients this close to 0 are dropped.
    static let epsilon = 1e-9

    /// One symbol with its (non-zero) coefficient.
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    /// Sorted by symbol, each symbol once, no zero coefficients.
    private(set) var cells: [Cell]

    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        cells = []
        if capacity > 0 { cells.reserveCapacity(capacity) }
    }

    /// Whether the row has no symbols.
    var isEmpty: Bool { cells.isEmpty }

    /// The position of `symbol`'s cell, or where it would go, and whether it is there.
    @inline(__always)
    func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        let key = symbol.raw
        return cells.withUnsafeBufferPointer { buffer in
            var low = 0, high = buffer.count
            while low < high {
                let middle = (low + high) >> 1
                let raw = buffer[middle].symbol.raw
                if raw < key {
                    low = middle + 1
                } else if raw > key {
                    high = middle
                } else {
                    return (middle, true)
                }
            }
            return (low, false)
        }
    }

    /// Whether `symbol` has a cell.
    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool { search(symbol).found }

    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient·symbol`, dropping the cell when it cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let (index, found) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if abs(sum) < Self.epsilon {
                removeCell(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if abs(coefficient) >= Self.epsilon {
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// `cells.insert(cell, at: index)` without the generic range replacement it goes through.
    @inline(__always)
    private mutating func insertCell(_ cell: Cell, at index: Int) {
        cells.append(cell)
        guard index < cells.count - 1 else { return }
        cells.withUnsafeMutableBufferPointer { buffer in
            var position = buffer.count - 1
            while position > index {
                buffer[position] = buffer[position - 1]
                position -= 1
            }
            buffer[index] = cell
        }
    }

    /// `cells.remove(at: index)`, likewise.
    @inline(__always)
    private mutating func removeCell(at index: Int) {
        cells.withUnsafeMutableBufferPointer { buffer in
            var position = index
            while position < buffer.count - 1 {
                buffer[position] = buffer[position + 1]
                position += 1
            }
        }
        cells.removeLast()
    }

    /// Adds `factor·row`: a merge of the two sorted rows.
    mutating func insert(_ row: Row, _ factor: Double) {
        constant += row.constant * factor
        let m = row.cells.count
        guard m > 0 else { return }
        if m == 1 {
            insert(row.cells[0].symbol, row.cells[0].coefficient * factor)
            return
        }
        let n = cells.count
        if n == 0 {
            cells.reserveCapacity(m)
            for cell in row.cells {
                let coefficient = cell.coefficient * factor
                if abs(coefficient) >= Self.epsilon { cells.append(Cell(symbol: cell.symbol, coefficient: coefficient)) }
            }
            return
        }
        // Room for every cell of `row` after ours, then a merge from the back, largest symbol
        // first: the write position never passes the unread part of our cells.
        cells.append(contentsOf: repeatElement(Cell(symbol: Symbol(id: 0, kind: .external), coefficient: 0), count: m))
        let kept = row.cells.withUnsafeBufferPointer { source in
            cells.withUnsafeMutableBufferPointer { target in
                Self.mergeFromBack(target, count: n, source, factor: factor)
            }
        }
        cells.removeLast(n + m - kept)
    }

    /// Merges `factor·source` into the first `count` cells of `target` (which has room for
    /// `source.count` more), leaving the sorted result at the front; answers its length.
    @inline(__always)
    private static func mergeFromBack(
        _ target: UnsafeMutableBufferPointer<Cell>, count: Int, _ source: UnsafeBufferPointer<Cell>, factor: Double
    ) -> Int {
        var i = count - 1, j = source.count - 1, w = count + source.count - 1
        while j >= 0 {
            let cell = source[j]
            if i >= 0 {
                let raw = target[i].symbol.raw
                if raw > cell.symbol.raw {
                    target[w] = target[i]
                    i -= 1
                    w -= 1
                    continue
                }
                if raw == cell.symbol.raw {
                    let sum = target[i].coefficient + cell.coefficient * factor
                    i -= 1
                    j -= 1
                    if abs(sum) >= epsilon {
                        target[w] = Cell(symbol: cell.symbol, coefficient: sum)
                        w -= 1
                    }
                    continue
                }
            }
            let coefficient = cell.coefficient * factor
            j -= 1
            if abs(coefficient) >= epsilon {
                target[w] = Cell(symbol: cell.symbol, coefficient: coefficient)
                w -= 1
            }
        }
        // Our cells 0...i stayed in place; the merged ones are at w+1..<end: close the gap.
        let end = count + source.count
        let gap = w - i
        if gap > 0 {
            var read = w + 1
            while read < end {
                target[read - gap] = target[read]
                read += 1
            }
        }
        return end - gap
    }

    /// Drops `symbol`'s cell and answers its coefficient (`nil` without one).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        let (index, found) = search(symbol)
        guard found else { return nil }
        let coefficient = cells[index].coefficient
        removeCell(at: index)
        return coefficient
    }

    mutating func reverseSign() {
        constant = -constant
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].coefficient = -buffer[index].coefficient }
        }
    }

    /// Solves `0 = self` for `symbol`: afterwards the row is `symbol`'s value.
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = remove(symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].coefficient *= factor }
        }
    }

    /// The row is `basic`'s value; makes it `other`'s value instead.
    mutating func solve(for basic: Symbol, instead other: Symbol) {
        insert(basic, -1)
        solve(for: other)
    }

    /// Replaces `symbol` by `row` (`symbol`'s value).
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = remove(symbol) else { return }
        insert(row, coefficient)
    }

    /// Replaces `symbol` by `row`, merging through `scratch`; `false` when the row has no
    /// `symbol` (one search decides and finds the cell).
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, scratch: inout [Cell]) -> Bool {
        let (index, found) = search(symbol)
        guard found else { return false }
        let coefficient = cells[index].coefficient
        removeCell(at: index)
        insert(row, coefficient, scratch: &scratch)
        return true
    }

    /// Adds `factor·row`, merging into `scratch` and trading arrays with it: the solver passes
    /// the same scratch array to every merge, so arrays circulate between the rows and the
    /// scratch instead of being allocated for each merge (an allocation of an array costs about
    /// 250 instructions here, more than a short merge). Long rows take the allocating merge.
    mutating func insert(_ row: Row, _ factor: Double, scratch: inout [Cell]) {
        let m = row.cells.count, n = cells.count
        // Long rows merge in place (unchecked writes cost less than appends, and their arrays
        // usually have room).
        guard m > 1, n > 0, n + m <= 32 else {
            insert(row, factor)
            return
        }
        constant += row.constant * factor
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(n + m + 2)
        row.cells.withUnsafeBufferPointer { source in
            cells.withUnsafeBufferPointer { target in
                var i = 0, j = 0
                while i < n && j < m {
                    let a = target[i], b = source[j]
                    if a.symbol.raw < b.symbol.raw {
                        scratch.append(a)
                        i += 1
                    } else if a.symbol.raw > b.symbol.raw {
                        let coefficient = b.coefficient * factor
                        if abs(coefficient) >= Self.epsilon { scratch.append(Cell(symbol: b.symbol, coefficient: coefficient)) }
                        j += 1
                    } else {
                        let sum = a.coefficient + b.coefficient * factor
                        if abs(sum) >= Self.epsilon { scratch.append(Cell(symbol: a.symbol, coefficient: sum)) }
                        i += 1
                        j += 1
                    }
                }
                while i < n {
                    scratch.append(target[i])
                    i += 1
                }
                while j < m {
                    let b = source[j]
                    let coefficient = b.coefficient * factor
                    if abs(coefficient) >= Self.epsilon { scratch.append(Cell(symbol: b.symbol, coefficient: coefficient)) }
                    j += 1
                }
            }
        }
        swap(&cells, &scratch)
    }

    /// The lowest-id symbol for which `isWanted` holds.
    @inline(__always)
    func lowestSymbol(where isWanted: (Cell) -> Bool) -> Symbol? {
        for cell in cells where isWanted(cell) { return cell.symbol }
        return nil
    }

    /// The symbols in the row, lowest id first.
    var sortedSymbols: [Symbol] { cells.map(\.symbol) }
}
