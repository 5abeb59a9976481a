import CollectionLayoutSolver

/// A brute-force reference for small systems: the optimum of a convex piecewise-linear
/// objective over a polyhedron lies on a vertex of the arrangement of all the constraints'
/// hyperplanes, so this tries every choice of `n` hyperplanes, keeps the points where the
/// required constraints hold and answers the least weighted violation found.
struct ReferenceSolver {
    let variables: [Variable]
    let constraints: [Constraint]

    /// The least objective over the points satisfying the required constraints, or `nil`
    /// when no vertex satisfies them.
    func optimum() -> Double? {
        let n = variables.count
        let index = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($0.element, $0.offset) })
        let planes: [(coefficients: [Double], constant: Double)] = constraints.map { constraint in
            var coefficients = [Double](repeating: 0, count: n)
            for term in constraint.expression.terms {
                if let i = index[term.variable] { coefficients[i] += term.coefficient }
            }
            return (coefficients, constraint.expression.constant)
        }
        var best: Double?
        forEachSubset(of: planes.count, size: n) { subset in
            guard let point = solve(subset.map { planes[$0] }, n: n) else { return }
            let value = { (v: Variable) in point[index[v] ?? 0] }
            guard constraints.allSatisfy({ !$0.strength.isRequired || $0.violation(value) < 1e-6 }) else { return }
            let cost = Self.objective(constraints, value)
            if best == nil || cost < best! { best = cost }
        }
        return best
    }

    /// The weighted violation of the non-required constraints.
    static func objective(_ constraints: [Constraint], _ value: (Variable) -> Double) -> Double {
        constraints.filter { !$0.strength.isRequired }.reduce(0) { $0 + $1.strength.weight * $1.violation(value) }
    }

    private func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
        var chosen: [Int] = []
        func recurse(_ start: Int) {
            if chosen.count == size {
                body(chosen)
                return
            }
            guard start < count else { return }
            for i in start..<count {
                chosen.append(i)
                recurse(i + 1)
                chosen.removeLast()
            }
        }
        recurse(0)
    }

    /// Gaussian elimination with partial pivoting for `Σ a·x + c = 0`; `nil` when singular.
    private func solve(_ rows: [(coefficients: [Double], constant: Double)], n: Int) -> [Double]? {
        var m = rows.map { $0.coefficients + [-$0.constant] }
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
                abs(m[pivot][column]) > 1e-9
            else { return nil }
            m.swapAt(column, pivot)
            for row in 0..<n where row != column {
                let factor = m[row][column] / m[column][column]
                guard factor != 0 else { continue }
                for k in column...n { m[row][k] -= factor * m[column][k] }
            }
        }
        return (0..<n).map { m[$0][n] / m[$0][$0] }
    }
}
