/// A row of the tableau: `constant + Σ coefficient·symbol`. As a basic row it is the value of
/// its basic symbol; while a constraint is being added it is an expression equal to 0.
struct Row {
    /// Coefficients this close to 0 are dropped.
    static let epsilon = 1e-9

    var constant: Double
    var cells: [Symbol: Double]

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient·symbol`, dropping the cell when it cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if abs(sum) < Self.epsilon {
            cells[symbol] = nil
        } else {
            cells[symbol] = sum
        }
    }

    /// Adds `coefficient·row`.
    mutating func insert(_ row: Row, _ coefficient: Double) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells {
            insert(symbol, value * coefficient)
        }
    }

    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -(cells[key] ?? 0) }
    }

    /// Solves `0 = self` for `symbol`: afterwards the row is `symbol`'s value.
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        for key in cells.keys { cells[key] = (cells[key] ?? 0) * factor }
    }

    /// The row is `basic`'s value; makes it `other`'s value instead.
    mutating func solve(for basic: Symbol, instead other: Symbol) {
        insert(basic, -1)
        solve(for: other)
    }

    /// Replaces `symbol` by `row` (`symbol`'s value).
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }

    /// The symbols in the row, lowest id first.
    var sortedSymbols: [Symbol] { cells.keys.sorted() }
}
