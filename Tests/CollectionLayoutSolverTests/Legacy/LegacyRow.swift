// The solver as it was before its rows became sparse and sorted, kept verbatim (renamed) as
// the reference the equivalence property tests compare the current solver with.
import CollectionLayoutSolver

/// A row of the tableau: `constant + Σ coefficient·symbol`. As a basic row it is the value of
/// its basic symbol; while a constraint is being added it is an expression equal to 0.
///
/// The cells are a small array searched linearly, in no particular order: a row of an
/// Auto Layout system has a handful of symbols, and a scan of a few integers costs less than
/// hashing one key. Every choice the solver makes among symbols is by id (Bland's rule), never
/// by the order of the cells, so the order does not change any result.
struct LegacyRow {
    /// Coefficients this close to 0 are dropped.
    static let epsilon = 1e-9

    /// One symbol with its (non-zero) coefficient.
    struct Cell {
        var symbol: LegacySymbol
        var coefficient: Double
    }

    var constant: Double
    private(set) var cells: [Cell]

    init(constant: Double = 0) {
        self.constant = constant
        cells = []
    }

    /// Whether the row has no symbols.
    var isEmpty: Bool { cells.isEmpty }

    /// The position of `symbol`'s cell.
    @inline(__always)
    func index(of symbol: LegacySymbol) -> Int? {
        let id = symbol.id
        for index in cells.indices where cells[index].symbol.id == id { return index }
        return nil
    }

    /// Whether `symbol` has a cell.
    @inline(__always)
    func contains(_ symbol: LegacySymbol) -> Bool { index(of: symbol) != nil }

    func coefficient(of symbol: LegacySymbol) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        return cells[index].coefficient
    }

    /// Adds `coefficient·symbol`, dropping the cell when it cancels.
    mutating func insert(_ symbol: LegacySymbol, _ coefficient: Double) {
        if let index = index(of: symbol) {
            let sum = cells[index].coefficient + coefficient
            if abs(sum) < Self.epsilon {
                cells.swapAt(index, cells.count - 1)
                cells.removeLast()
            } else {
                cells[index].coefficient = sum
            }
        } else if abs(coefficient) >= Self.epsilon {
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
        }
    }

    /// Adds `coefficient·row`.
    mutating func insert(_ row: LegacyRow, _ coefficient: Double) {
        constant += row.constant * coefficient
        for cell in row.cells {
            insert(cell.symbol, cell.coefficient * coefficient)
        }
    }

    /// Drops `symbol`'s cell and answers its coefficient (`nil` without one).
    @discardableResult
    mutating func remove(_ symbol: LegacySymbol) -> Double? {
        guard let index = index(of: symbol) else { return nil }
        let coefficient = cells[index].coefficient
        cells.swapAt(index, cells.count - 1)
        cells.removeLast()
        return coefficient
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves `0 = self` for `symbol`: afterwards the row is `symbol`'s value.
    mutating func solve(for symbol: LegacySymbol) {
        guard let coefficient = remove(symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// The row is `basic`'s value; makes it `other`'s value instead.
    mutating func solve(for basic: LegacySymbol, instead other: LegacySymbol) {
        insert(basic, -1)
        solve(for: other)
    }

    /// Replaces `symbol` by `row` (`symbol`'s value).
    mutating func substitute(_ symbol: LegacySymbol, with row: LegacyRow) {
        guard let coefficient = remove(symbol) else { return }
        insert(row, coefficient)
    }

    /// The lowest-id symbol for which `isWanted` holds.
    func lowestSymbol(where isWanted: (Cell) -> Bool) -> LegacySymbol? {
        var best: LegacySymbol?
        for cell in cells where isWanted(cell) {
            if let current = best, current.id < cell.symbol.id { continue }
            best = cell.symbol
        }
        return best
    }

    /// The symbols in the row, lowest id first.
    var sortedSymbols: [LegacySymbol] { cells.map(\.symbol).sorted() }
}
