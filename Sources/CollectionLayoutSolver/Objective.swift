/// The solver's objective with Cassowary's symbolic weights: one row of weighted error symbols
/// per priority, the highest first. A symbol's coefficient is the vector of its coefficients
/// in these rows, compared lexicographically, so that any change at a higher priority
/// outweighs every change at the lower ones (UIKit's strict ordering of priorities). Rows are
/// kept apart rather than folded into one number, which stays exact for any number of
/// priorities (weights of `B^p` would overflow a `Double` long before 999 levels).
struct Objective {
    /// The priorities that have a row, highest first.
    private(set) var priorities: [Float] = []
    /// The weighted errors of each priority, in the order of ``priorities``.
    private(set) var rows: [Row] = []

    /// The index of `priority`'s row, made when it is new.
    private mutating func level(_ priority: Float) -> Int {
        if let index = priorities.firstIndex(of: priority) { return index }
        let index = priorities.firstIndex { $0 < priority } ?? priorities.count
        priorities.insert(priority, at: index)
        rows.insert(Row(), at: index)
        return index
    }

    /// Adds `coefficient · strength.weight · symbol` to the row of the strength's priority.
    mutating func insert(_ symbol: Symbol, _ strength: Strength, _ coefficient: Double = 1) {
        let index = level(strength.priority)
        rows[index].insert(symbol, coefficient * strength.weight)
    }

    /// Adds `coefficient · strength.weight · row` to the row of the strength's priority.
    mutating func insert(_ row: Row, _ strength: Strength, _ coefficient: Double = 1) {
        let index = level(strength.priority)
        rows[index].insert(row, coefficient * strength.weight)
    }

    /// Replaces `symbol` by `row` at every priority.
    mutating func substitute(_ symbol: Symbol, with row: Row, scratch: inout [Row.Cell]) {
        for index in rows.indices { rows[index].substitute(symbol, with: row, scratch: &scratch) }
    }

    /// Drops `symbol` from every row.
    mutating func remove(_ symbol: Symbol) {
        for index in rows.indices { rows[index].remove(symbol) }
    }

    /// The lowest-id symbol (Bland's rule) whose coefficient vector is lexicographically
    /// negative: its first non-zero coefficient, highest priority first, is below `-epsilon`.
    /// Dummy symbols never enter. `nil` when the objective is optimal.
    func enteringSymbol() -> Symbol? {
        var best: Symbol?
        for index in rows.indices {
            // A row's cells are sorted: its first candidate is its lowest.
            for cell in rows[index].cells where cell.coefficient < -Row.epsilon && !cell.symbol.isDummy {
                let symbol = cell.symbol
                if let best, best < symbol { break }
                // Negative here counts only when no higher priority has a say about it.
                if isMentioned(symbol, above: index) { continue }
                best = symbol
                break
            }
        }
        return best
    }

    /// Whether a row of a higher priority than the row at `index` has `symbol`.
    @inline(__always)
    private func isMentioned(_ symbol: Symbol, above index: Int) -> Bool {
        var higher = 0
        while higher < index {
            if rows[higher].contains(symbol) { return true }
            higher += 1
        }
        return false
    }

    /// Whether `lhs`'s coefficients divided by `lhsScale` are lexicographically less than
    /// `rhs`'s divided by `rhsScale`, by more than `tolerance` at the first priority where they
    /// differ (both scales positive): the dual simplex's ratio test.
    func isRatioLess(_ lhs: Symbol, _ lhsScale: Double, than rhs: Symbol, _ rhsScale: Double, tolerance: Double) -> Bool {
        for row in rows {
            let a = row.coefficient(of: lhs) / lhsScale, b = row.coefficient(of: rhs) / rhsScale
            if a < b - tolerance { return true }
            if a > b + tolerance { return false }
        }
        return false
    }
}
