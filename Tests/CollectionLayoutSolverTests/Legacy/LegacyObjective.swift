// The solver as it was before its rows became sparse and sorted, kept verbatim (renamed) as
// the reference the equivalence property tests compare the current solver with.
import CollectionLayoutSolver

/// The solver's objective with Cassowary's symbolic weights: one row of weighted error symbols
/// per priority, the highest first. A symbol's coefficient is the vector of its coefficients
/// in these rows, compared lexicographically, so that any change at a higher priority
/// outweighs every change at the lower ones (UIKit's strict ordering of priorities). Rows are
/// kept apart rather than folded into one number, which stays exact for any number of
/// priorities (weights of `B^p` would overflow a `Double` long before 999 levels).
struct LegacyObjective {
    /// The priorities that have a row, highest first.
    private(set) var priorities: [Float] = []
    /// The weighted errors of each priority, in the order of ``priorities``.
    private(set) var rows: [LegacyRow] = []

    /// The index of `priority`'s row, made when it is new.
    private mutating func level(_ priority: Float) -> Int {
        if let index = priorities.firstIndex(of: priority) { return index }
        let index = priorities.firstIndex { $0 < priority } ?? priorities.count
        priorities.insert(priority, at: index)
        rows.insert(LegacyRow(), at: index)
        return index
    }

    /// Adds `coefficient · strength.weight · symbol` to the row of the strength's priority.
    mutating func insert(_ symbol: LegacySymbol, _ strength: Strength, _ coefficient: Double = 1) {
        let index = level(strength.priority)
        rows[index].insert(symbol, coefficient * strength.weight)
    }

    /// Adds `coefficient · strength.weight · row` to the row of the strength's priority.
    mutating func insert(_ row: LegacyRow, _ strength: Strength, _ coefficient: Double = 1) {
        let index = level(strength.priority)
        rows[index].insert(row, coefficient * strength.weight)
    }

    /// Replaces `symbol` by `row` at every priority.
    mutating func substitute(_ symbol: LegacySymbol, with row: LegacyRow) {
        for index in rows.indices where rows[index].contains(symbol) {
            rows[index].substitute(symbol, with: row)
        }
    }

    /// Drops `symbol` from every row.
    mutating func remove(_ symbol: LegacySymbol) {
        for index in rows.indices { rows[index].remove(symbol) }
    }

    /// The lowest-id symbol (Bland's rule) whose coefficient vector is lexicographically
    /// negative: its first non-zero coefficient, highest priority first, is below `-epsilon`.
    /// Dummy symbols never enter. `nil` when the objective is optimal.
    func enteringSymbol() -> LegacySymbol? {
        var best: LegacySymbol?
        for (index, row) in rows.enumerated() {
            for cell in row.cells where cell.coefficient < -LegacyRow.epsilon && cell.symbol.kind != .dummy {
                let symbol = cell.symbol
                if let best, best < symbol { continue }
                // Negative here counts only when no higher priority has a say about it.
                if (0..<index).contains(where: { rows[$0].contains(symbol) }) { continue }
                best = symbol
            }
        }
        return best
    }

    /// Whether `lhs`'s coefficients divided by `lhsScale` are lexicographically less than
    /// `rhs`'s divided by `rhsScale`, by more than `tolerance` at the first priority where they
    /// differ (both scales positive): the dual simplex's ratio test.
    func isRatioLess(_ lhs: LegacySymbol, _ lhsScale: Double, than rhs: LegacySymbol, _ rhsScale: Double, tolerance: Double) -> Bool {
        for row in rows {
            let a = row.coefficient(of: lhs) / lhsScale, b = row.coefficient(of: rhs) / rhsScale
            if a < b - tolerance { return true }
            if a > b + tolerance { return false }
        }
        return false
    }
}
