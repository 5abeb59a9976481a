/// An incremental solver for linear equalities and inequalities with strengths, after the
/// Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary linear arithmetic
/// constraint solving algorithm", ACM TOCHI 2001).
///
/// The solver keeps a simplex tableau in solved form: each basic symbol is a row over the
/// parametric symbols, and parametric symbols are 0. ``Variable``s may take any value; slack,
/// error and dummy symbols are restricted. Required constraints must hold; each non-required
/// constraint adds error symbols to the objective at its ``Strength``'s priority, and the
/// primal simplex minimises the objective lexicographically, highest priority first (the
/// paper's symbolic weights), after every ``add(_:)`` and ``remove(_:)``: a constraint of a
/// higher priority is never broken to satisfy any number of lower ones. Changing a constraint's
/// constant (``setConstant(of:to:)``, ``suggestValue(_:_:)``) shifts the tableau's constants and
/// restores feasibility with the dual simplex, without rebuilding anything.
///
/// A required constraint that cannot hold is refused with ``SolverError/unsatisfiable(_:)``
/// and the solver is left as it was: nothing here traps.
public final class Solver {
    /// What the solver remembers about an added constraint.
    struct Record {
        let constraint: Constraint
        /// The symbol that identifies the constraint's row (a slack, the first error, a dummy).
        let marker: Symbol
        /// The second error symbol of a non-required constraint, if any.
        let other: Symbol?
        /// The marker's coefficient in the constraint's row.
        let markerCoefficient: Double
        /// +1, or -1 when the row is the negated expression (`<=`).
        let rowSign: Double
        /// The expression's constant now (it changes with ``Solver/setConstant(of:to:)``).
        var constant: Double
    }

    var rows: [Symbol: Row] = [:]
    var objective = Objective()
    var artificial: Row?
    var externals: [Variable: Symbol] = [:]
    var records: [ObjectIdentifier: Record] = [:]
    var edits: [Variable: Constraint] = [:]
    var infeasible: [Symbol] = []
    private var nextID = 0

    /// An empty solver.
    public init() {}

    /// The constraints in the solver, in no particular order.
    public var constraints: [Constraint] { records.values.map(\.constraint) }

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { records[ObjectIdentifier(constraint)] != nil }

    /// The current value of `variable` (0 for a variable the solver has not seen).
    public func value(of variable: Variable) -> Double {
        guard let symbol = externals[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// The weighted sum of the non-required constraints' violations at the current solution,
    /// by priority: what the solver minimises, the highest priority first (a priority without
    /// constraints in the solver is absent).
    public var violationsByPriority: [Float: Double] {
        var sums: [Float: Double] = [:]
        for record in records.values where !record.constraint.strength.isRequired {
            let strength = record.constraint.strength
            let errors = [record.marker, record.other].compactMap { $0 }.filter { $0.kind == .error }
            sums[strength.priority, default: 0] += strength.weight * errors.reduce(0) { $0 + (rows[$1]?.constant ?? 0) }
        }
        return sums
    }

    /// Whether the constraints fix `variable`'s value: `false` when it could move without
    /// changing how well the constraints hold (Auto Layout calls that ambiguous).
    public func isDetermined(_ variable: Variable) -> Bool {
        guard let symbol = externals[variable], let row = rows[symbol] else { return false }
        return !row.cells.keys.contains { $0.kind == .external }
    }

    // MARK: Adding and removing

    /// Adds a constraint and re-solves. Throws ``SolverError/unsatisfiable(_:)`` for a required
    /// constraint that cannot hold (the solver is unchanged) and ``SolverError/duplicate(_:)``
    /// when it is already there.
    public func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw .duplicate(constraint) }
        let saved = (rows, objective)
        let (row, record) = makeRow(constraint, constant: constraint.expression.constant)
        guard insert(row, record: record) else {
            rows = saved.0
            objective = saved.1
            infeasible.removeAll()
            throw .unsatisfiable(constraint)
        }
        records[key] = record
        optimize(objective: nil)
    }

    /// Removes a constraint and re-solves. Throws ``SolverError/unknown(_:)`` when it is not
    /// in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknown(constraint)
        }
        removeErrorTerms(of: record)
        if rows.removeValue(forKey: record.marker) == nil {
            if let leaving = leavingRow(forMarker: record.marker), var row = rows.removeValue(forKey: leaving) {
                row.solve(for: leaving, instead: record.marker)
                substitute(record.marker, with: row)
            }
        }
        optimize(objective: nil)
    }

    /// Changes the constant of a constraint in the solver (its expression's constant, `lhs - rhs`)
    /// and re-solves incrementally with the dual simplex. A required constraint whose new
    /// constant cannot hold is refused with ``SolverError/unsatisfiable(_:)``, keeping the old
    /// constant.
    public func setConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard var record = records[key] else { throw .unknown(constraint) }
        let delta = constant - record.constant
        guard delta != 0 else { return }
        if record.marker.kind == .dummy && rows[record.marker] != nil {
            // A redundant required equation: add it again with the new constant.
            try remove(constraint)
            let (row, newRecord) = makeRow(constraint, constant: constant)
            let saved = (rows, objective)
            if insert(row, record: newRecord) {
                records[key] = newRecord
            } else {
                rows = saved.0
                objective = saved.1
                infeasible.removeAll()
                let (oldRow, oldRecord) = makeRow(constraint, constant: record.constant)
                if insert(oldRow, record: oldRecord) { records[key] = oldRecord }
                optimize(objective: nil)
                throw .unsatisfiable(constraint)
            }
            optimize(objective: nil)
            return
        }
        let saved = (rows, objective)
        // The old marker equals the new one plus `shift` (see Record.markerCoefficient).
        let shift = record.rowSign * delta / record.markerCoefficient
        if var row = rows[record.marker] {
            row.constant -= shift
            rows[record.marker] = row
            if row.constant < 0 { infeasible.append(record.marker) }
        } else {
            for (symbol, var row) in rows {
                let coefficient = row.coefficient(of: record.marker)
                guard coefficient != 0 else { continue }
                row.constant += coefficient * shift
                rows[symbol] = row
                if symbol.isRestricted && row.constant < 0 { infeasible.append(symbol) }
            }
            // The objective's constant is not kept up to date here: only its coefficients
            // steer the simplex, and ``violationsByPriority`` sums the error symbols instead.
        }
        // A redundant required equation (a dummy's row) holds only while its row stays 0.
        let redundantBroken = rows.contains { $0.key.kind == .dummy && abs($0.value.constant) > 1e-7 }
        guard !redundantBroken, dualOptimize() else {
            rows = saved.0
            objective = saved.1
            infeasible.removeAll()
            throw .unsatisfiable(constraint)
        }
        record.constant = constant
        records[key] = record
    }

    // MARK: Edit variables

    /// Makes `variable` editable: a constraint `variable == value` of `strength` (required is
    /// lowered to ``Strength/strong``) whose value ``suggestValue(_:_:)`` changes. Adding an
    /// edit variable twice keeps the first.
    public func addEditVariable(_ variable: Variable, strength: Strength = .strong) {
        guard edits[variable] == nil else { return }
        let edit = Constraint(
            variable, .equal, value(of: variable), strength: strength.isRequired ? .strong : strength,
            name: "edit \(variable)")
        // A non-required constraint is always accepted.
        if (try? add(edit)) != nil { edits[variable] = edit }
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) {
        guard let edit = edits.removeValue(forKey: variable) else { return }
        try? remove(edit)
    }

    /// Suggests a value for an edit variable and re-solves incrementally.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        try setConstant(of: edit, to: -value)
    }

    // MARK: The tableau

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let symbol = externals[variable] { return symbol }
        let symbol = makeSymbol(.external)
        externals[variable] = symbol
        return symbol
    }

    /// The constraint's row over the parametric symbols, with its slack, error or dummy
    /// symbols, and the record that finds them again. Error symbols enter the objective.
    private func makeRow(_ constraint: Constraint, constant: Double) -> (Row, Record) {
        let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
        var row = Row(constant: sign * constant)
        for term in constraint.expression.terms where term.coefficient != 0 {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, sign * term.coefficient)
            } else {
                row.insert(symbol, sign * term.coefficient)
            }
        }
        let strength = constraint.strength
        let marker: Symbol
        var other: Symbol?
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            marker = makeSymbol(.slack)
            markerCoefficient = -1
            row.insert(marker, -1)
            if !strength.isRequired {
                let error = makeSymbol(.error)
                other = error
                row.insert(error, 1)
                objective.insert(error, strength)
            }
        case .equal:
            if strength.isRequired {
                marker = makeSymbol(.dummy)
                markerCoefficient = 1
                row.insert(marker, 1)
            } else {
                marker = makeSymbol(.error)
                let minus = makeSymbol(.error)
                other = minus
                markerCoefficient = -1
                row.insert(marker, -1)
                row.insert(minus, 1)
                objective.insert(marker, strength)
                objective.insert(minus, strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        let record = Record(
            constraint: constraint, marker: marker, other: other, markerCoefficient: markerCoefficient,
            rowSign: sign, constant: constant)
        return (row, record)
    }

    /// Puts a new constraint's row into the tableau; `false` when a required one cannot hold.
    private func insert(_ row: Row, record: Record) -> Bool {
        var row = row
        if let subject = chooseSubject(row, record: record) {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
            return true
        }
        if row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard abs(row.constant) < 1e-7 else { return false }
            // Redundant: the marker stands for the row so that it can be removed.
            row.solve(for: record.marker)
            rows[record.marker] = row
            return true
        }
        return insertWithArtificialVariable(row)
    }

    /// An external symbol if the row has one (lowest id); else the constraint's own slack or
    /// error symbol when its coefficient is negative (so the row's value stays at least 0);
    /// else a dummy marker when the row has no other pivotable symbol.
    private func chooseSubject(_ row: Row, record: Record) -> Symbol? {
        let symbols = row.sortedSymbols
        if let external = symbols.first(where: { $0.kind == .external }) { return external }
        for candidate in [record.marker, record.other].compactMap({ $0 }) where candidate.isPivotable {
            if row.coefficient(of: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Phase one of the simplex for a row with no subject: minimise an artificial variable
    /// standing for the row; the constraint holds when it reaches 0.
    private func insertWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = row
        artificial = row
        optimize(objective: art)
        let success = abs(artificial?.constant ?? 0) < 1e-7
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.sortedSymbols.first(where: \.isPivotable) else { return false }
            basic.solve(for: art, instead: entering)
            substitute(entering, with: basic)
            rows[entering] = basic
        }
        for key in Array(rows.keys) { rows[key]?.cells[art] = nil }
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` in every row and the objectives, noting restricted rows that
    /// became negative.
    private func substitute(_ symbol: Symbol, with row: Row) {
        for key in Array(rows.keys) {
            guard var current = rows[key], current.cells[symbol] != nil else { continue }
            current.substitute(symbol, with: row)
            rows[key] = current
            if key.isRestricted && current.constant < 0 { infeasible.append(key) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    private func pivot(leaving: Symbol, entering: Symbol) {
        guard var row = rows.removeValue(forKey: leaving) else { return }
        row.solve(for: leaving, instead: entering)
        substitute(entering, with: row)
        rows[entering] = row
    }

    /// The primal simplex on the objective (or on the artificial row while `artificialSymbol`
    /// is being driven out): brings in the lowest-id symbol whose objective coefficient is
    /// negative (lexicographically, for the objective's priorities), until none is.
    private func optimize(objective artificialSymbol: Symbol?) {
        while true {
            let candidate: Symbol?
            if artificialSymbol != nil, let goal = artificial {
                candidate = goal.sortedSymbols.first { $0.kind != .dummy && goal.coefficient(of: $0) < -Row.epsilon }
            } else {
                candidate = objective.enteringSymbol()
            }
            guard let entering = candidate else { return }
            var best: (ratio: Double, symbol: Symbol)?
            for (symbol, row) in rows where symbol.kind != .external {
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if best == nil || ratio < best!.ratio - 1e-12 || (abs(ratio - best!.ratio) <= 1e-12 && symbol < best!.symbol) {
                    best = (ratio, symbol)
                }
            }
            guard let leaving = best?.symbol else { return }  // unbounded: cannot happen with errors ≥ 0
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The dual simplex: while a restricted basic symbol is negative, pivots it out for the
    /// parametric symbol that keeps the objective optimal (the least ratio of objective
    /// coefficients, compared lexicographically). `false` when a row cannot be made feasible
    /// (the required constraints conflict).
    private func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < -1e-9 else { continue }
            var best: (coefficient: Double, symbol: Symbol)?
            for symbol in row.sortedSymbols where symbol.kind != .dummy && symbol.kind != .external {
                let coefficient = row.coefficient(of: symbol)
                guard coefficient > 0 else { continue }
                if best == nil
                    || objective.isRatioLess(symbol, coefficient, than: best!.symbol, best!.coefficient, tolerance: 1e-12)
                {
                    best = (coefficient, symbol)
                }
            }
            guard let entering = best?.symbol else {
                infeasible.removeAll()
                return false
            }
            pivot(leaving: leaving, entering: entering)
        }
        return true
    }

    /// Takes a removed constraint's error symbols out of the objective.
    private func removeErrorTerms(of record: Record) {
        let strength = record.constraint.strength
        for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] {
                objective.insert(row, strength, -1)
            } else {
                objective.insert(symbol, strength, -1)
            }
        }
    }

    /// The row to pivot out so that a removed constraint's parametric marker becomes basic:
    /// a redundant equation's row first, then a restricted row the marker limits (smallest
    /// ratio), else any restricted row, else an external one.
    private func leavingRow(forMarker marker: Symbol) -> Symbol? {
        var negative: (Double, Symbol)?
        var positive: (Double, Symbol)?
        var external: Symbol?
        for symbol in rows.keys.sorted() {
            guard let row = rows[symbol] else { continue }
            let coefficient = row.coefficient(of: marker)
            guard coefficient != 0 else { continue }
            // A redundant equation (a dummy's row) that repeats this one takes over its place,
            // so that the equation still holds once this one is gone.
            if symbol.kind == .dummy { return symbol }
            if symbol.kind == .external {
                if external == nil { external = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative == nil || ratio < negative!.0 { negative = (ratio, symbol) }
            } else {
                let ratio = row.constant / coefficient
                if positive == nil || ratio < positive!.0 { positive = (ratio, symbol) }
            }
        }
        return negative?.1 ?? positive?.1 ?? external
    }
}
