import CollectionLayoutSolver

/// A brute-force reference for small systems, written independently of the simplex: the
/// objective is, per priority, a convex piecewise-linear function whose pieces are cut by the
/// constraints' hyperplanes, so the set of lexicographic minimisers (highest priority first)
/// is a union of faces of the arrangement of those hyperplanes, and holds one of its vertices
/// (every system here has a stay on each variable, so the faces have vertices). This tries
/// every choice of `n` hyperplanes, keeps the points where the required constraints hold and
/// answers the lexicographically least violation vector found.
struct ReferenceSolver {
    let variables: [Variable]
    let constraints: [Constraint]

    /// The least violations by priority over the points satisfying the required constraints,
    /// or `nil` when no vertex satisfies them.
    func optimum() -> [Float: Double]? {
        let n = variables.count
        let index = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($0.element, $0.offset) })
        let planes: [(coefficients: [Double], constant: Double)] = constraints.map { constraint in
            var coefficients = [Double](repeating: 0, count: n)
            for term in constraint.expression.terms {
                if let i = index[term.variable] { coefficients[i] += term.coefficient }
            }
            return (coefficients, constraint.expression.constant)
        }
        var best: [Float: Double]?
        forEachSubset(of: planes.count, size: n) { subset in
            guard let point = solve(subset.map { planes[$0] }, n: n) else { return }
            let value = { (v: Variable) in point[index[v] ?? 0] }
            guard constraints.allSatisfy({ !$0.strength.isRequired || $0.violation(value) < 1e-6 }) else { return }
            let cost = Self.objective(constraints, value)
            if best == nil || Self.isLess(cost, than: best!) { best = cost }
        }
        return best
    }

    /// The weighted violation of the non-required constraints, by priority.
    static func objective(_ constraints: [Constraint], _ value: (Variable) -> Double) -> [Float: Double] {
        var sums: [Float: Double] = [:]
        for constraint in constraints where !constraint.strength.isRequired {
            sums[constraint.strength.priority, default: 0] += constraint.strength.weight * constraint.violation(value)
        }
        return sums
    }

    /// Whether `lhs` is lexicographically smaller (highest priority first) by more than the
    /// tolerance at the first priority where the two differ.
    static func isLess(_ lhs: [Float: Double], than rhs: [Float: Double], tolerance: Double = 1e-7) -> Bool {
        for priority in Set(lhs.keys).union(rhs.keys).sorted(by: >) {
            let a = lhs[priority] ?? 0, b = rhs[priority] ?? 0
            let scale = tolerance * max(1, abs(a), abs(b))
            if a < b - scale { return true }
            if a > b + scale { return false }
        }
        return false
    }

    /// Whether the two vectors are equal within the tolerance at every priority.
    static func isEqual(_ lhs: [Float: Double], _ rhs: [Float: Double], tolerance: Double = 1e-6) -> Bool {
        Set(lhs.keys).union(rhs.keys).allSatisfy { priority in
            let a = lhs[priority] ?? 0, b = rhs[priority] ?? 0
            return abs(a - b) <= tolerance * max(1, abs(a), abs(b))
        }
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
