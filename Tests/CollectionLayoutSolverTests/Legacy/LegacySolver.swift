// The solver as it was before its rows became sparse and sorted, kept verbatim (renamed) as
// the reference the equivalence property tests compare the current solver with.
import CollectionLayoutSolver

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
final class LegacySolver {
    /// What the solver remembers about an added constraint.
    struct Record {
        let constraint: Constraint
        /// The symbol that identifies the constraint's row (a slack, the first error, a dummy).
        let marker: LegacySymbol
        /// The second error symbol of a non-required constraint, if any.
        let other: LegacySymbol?
        /// The marker's coefficient in the constraint's row.
        let markerCoefficient: Double
        /// +1, or -1 when the row is the negated expression (`<=`).
        let rowSign: Double
        /// The expression's constant now (it changes with ``LegacySolver/setConstant(of:to:)``).
        var constant: Double
    }

    /// The basic symbols; `rows[i]` is the value of `basics[i]`. Kept as two arrays searched
    /// linearly rather than a dictionary: an Auto Layout system has a few dozen rows, and
    /// comparing integer ids costs less than hashing (rows move when one is removed; no
    /// choice depends on their order).
    private(set) var basics: [LegacySymbol] = []
    private(set) var rows: [LegacyRow] = []
    var objective = LegacyObjective()
    var artificial: LegacyRow?
    var externals: [Variable: LegacySymbol] = [:]
    var records: [ObjectIdentifier: Record] = [:]
    var edits: [Variable: Constraint] = [:]
    var infeasible: [LegacySymbol] = []
    /// The pivots made since a change that may still be refused began (`nil` otherwise):
    /// a refused change is undone by pivoting back, instead of copying the tableau before
    /// every change.
    private var journal: [(leaving: LegacySymbol, entering: LegacySymbol)]?
    private var nextID = 0

    /// An empty solver.
    init() {}

    /// The constraints in the solver, in no particular order.
    var constraints: [Constraint] { records.values.map(\.constraint) }

    /// Whether `constraint` is in the solver.
    func contains(_ constraint: Constraint) -> Bool { records[ObjectIdentifier(constraint)] != nil }

    /// The current value of `variable` (0 for a variable the solver has not seen).
    func value(of variable: Variable) -> Double {
        guard let symbol = externals[variable], let index = rowIndex(of: symbol) else { return 0 }
        return rows[index].constant
    }

    /// The weighted sum of the non-required constraints' violations at the current solution,
    /// by priority: what the solver minimises, the highest priority first (a priority without
    /// constraints in the solver is absent).
    var violationsByPriority: [Float: Double] {
        var sums: [Float: Double] = [:]
        for record in records.values where !record.constraint.strength.isRequired {
            let strength = record.constraint.strength
            let errors = [record.marker, record.other].compactMap { $0 }.filter { $0.kind == .error }
            sums[strength.priority, default: 0] += strength.weight * errors.reduce(0) { $0 + constant(of: $1) }
        }
        return sums
    }

    /// Whether the constraints fix `variable`'s value: `false` when it could move without
    /// changing how well the constraints hold (Auto Layout calls that ambiguous).
    func isDetermined(_ variable: Variable) -> Bool {
        guard let symbol = externals[variable], let index = rowIndex(of: symbol) else { return false }
        return !rows[index].cells.contains { $0.symbol.kind == .external }
    }

    /// The number of rows in the tableau (for tests: removing constraints must not leave
    /// rows behind).
    var rowCount: Int { rows.count }

    // MARK: Adding and removing

    /// Adds a constraint and re-solves. Throws ``SolverError/unsatisfiable(_:)`` for a required
    /// constraint that cannot hold (the solver is unchanged) and ``SolverError/duplicate(_:)``
    /// when it is already there.
    func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw .duplicate(constraint) }
        let (row, record) = makeRow(constraint, constant: constraint.expression.constant)
        // Only a required constraint can be refused, and `insert` leaves the tableau as it
        // was when it refuses one (a required row puts nothing into the objective).
        guard insert(row, record: record) else {
            infeasible.removeAll()
            throw .unsatisfiable(constraint)
        }
        records[key] = record
        optimize(objective: nil)
    }

    /// Removes a constraint and re-solves. Throws ``SolverError/unknown(_:)`` when it is not
    /// in the solver.
    func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknown(constraint)
        }
        removeErrorTerms(of: record)
        if let index = rowIndex(of: record.marker) {
            removeRow(at: index)
        } else if let leaving = leavingRow(forMarker: record.marker), let index = rowIndex(of: leaving) {
            var row = removeRow(at: index)
            row.solve(for: leaving, instead: record.marker)
            substitute(record.marker, with: row)
        }
        optimize(objective: nil)
    }

    /// Changes the constant of a constraint in the solver (its expression's constant, `lhs - rhs`)
    /// and re-solves incrementally with the dual simplex. A required constraint whose new
    /// constant cannot hold is refused with ``SolverError/unsatisfiable(_:)``, keeping the old
    /// constant.
    func setConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard var record = records[key] else { throw .unknown(constraint) }
        let delta = constant - record.constant
        guard delta != 0 else { return }
        if record.marker.kind == .dummy && rowIndex(of: record.marker) != nil {
            // A redundant required equation: add it again with the new constant.
            try remove(constraint)
            let (row, newRecord) = makeRow(constraint, constant: constant)
            if insert(row, record: newRecord) {
                records[key] = newRecord
            } else {
                infeasible.removeAll()
                let (oldRow, oldRecord) = makeRow(constraint, constant: record.constant)
                if insert(oldRow, record: oldRecord) { records[key] = oldRecord }
                optimize(objective: nil)
                throw .unsatisfiable(constraint)
            }
            optimize(objective: nil)
            return
        }
        // The old marker equals the new one plus `shift` (see Record.markerCoefficient).
        let shift = record.rowSign * delta / record.markerCoefficient
        shiftConstants(by: shift, of: record.marker)
        // A redundant required equation (a dummy's row) holds only while its row stays 0.
        let redundantBroken = basics.indices.contains { basics[$0].kind == .dummy && abs(rows[$0].constant) > 1e-7 }
        journal = []
        guard !redundantBroken, dualOptimize() else {
            undoJournal()
            shiftConstants(by: -shift, of: record.marker)
            infeasible.removeAll()
            throw .unsatisfiable(constraint)
        }
        journal = nil
        record.constant = constant
        records[key] = record
    }

    /// Moves the tableau's constants as a change of `shift` in the marker's constraint does.
    private func shiftConstants(by shift: Double, of marker: LegacySymbol) {
        if let index = rowIndex(of: marker) {
            rows[index].constant -= shift
            if rows[index].constant < 0 { infeasible.append(marker) }
            return
        }
        for index in rows.indices {
            let coefficient = rows[index].coefficient(of: marker)
            guard coefficient != 0 else { continue }
            rows[index].constant += coefficient * shift
            if basics[index].isRestricted && rows[index].constant < 0 { infeasible.append(basics[index]) }
        }
        // The objective's constant is not kept up to date here: only its coefficients
        // steer the simplex, and ``violationsByPriority`` sums the error symbols instead.
    }

    /// Pivots back every pivot of the journal, the last first, and ends the journal: the
    /// tableau has the basis it had when the journal began.
    private func undoJournal() {
        let pivots = journal ?? []
        journal = nil
        for step in pivots.reversed() {
            pivot(leaving: step.entering, entering: step.leaving)
        }
        infeasible.removeAll()
    }

    // MARK: Edit variables

    /// Makes `variable` editable: a constraint `variable == value` of `strength` (required is
    /// lowered to ``Strength/strong``) whose value ``suggestValue(_:_:)`` changes. Adding an
    /// edit variable twice keeps the first.
    func addEditVariable(_ variable: Variable, strength: Strength = .strong) {
        guard edits[variable] == nil else { return }
        let edit = Constraint(
            variable, .equal, value(of: variable), strength: strength.isRequired ? .strong : strength,
            name: "edit \(variable)")
        // A non-required constraint is always accepted.
        if (try? add(edit)) != nil { edits[variable] = edit }
    }

    /// Stops editing `variable`.
    func removeEditVariable(_ variable: Variable) {
        guard let edit = edits.removeValue(forKey: variable) else { return }
        try? remove(edit)
    }

    /// Suggests a value for an edit variable and re-solves incrementally.
    func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        try setConstant(of: edit, to: -value)
    }

    // MARK: The tableau

    /// The position of `symbol`'s row, `nil` when the symbol is parametric.
    @inline(__always)
    private func rowIndex(of symbol: LegacySymbol) -> Int? {
        let id = symbol.id
        for index in basics.indices where basics[index].id == id { return index }
        return nil
    }

    /// The value of a symbol: its row's constant when basic, else 0.
    private func constant(of symbol: LegacySymbol) -> Double {
        guard let index = rowIndex(of: symbol) else { return 0 }
        return rows[index].constant
    }

    private func addRow(_ basic: LegacySymbol, _ row: LegacyRow) {
        basics.append(basic)
        rows.append(row)
    }

    /// Takes the row at `index` out (the last row takes its place).
    @discardableResult
    private func removeRow(at index: Int) -> LegacyRow {
        basics.swapAt(index, basics.count - 1)
        rows.swapAt(index, rows.count - 1)
        basics.removeLast()
        return rows.removeLast()
    }

    private func makeSymbol(_ kind: LegacySymbol.Kind) -> LegacySymbol {
        nextID += 1
        return LegacySymbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: Variable) -> LegacySymbol {
        if let symbol = externals[variable] { return symbol }
        let symbol = makeSymbol(.external)
        externals[variable] = symbol
        return symbol
    }

    /// The constraint's row over the parametric symbols, with its slack, error or dummy
    /// symbols, and the record that finds them again. Error symbols enter the objective.
    private func makeRow(_ constraint: Constraint, constant: Double) -> (LegacyRow, Record) {
        let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
        var row = LegacyRow(constant: sign * constant)
        for term in constraint.expression.terms where term.coefficient != 0 {
            let symbol = symbol(for: term.variable)
            if let index = rowIndex(of: symbol) {
                row.insert(rows[index], sign * term.coefficient)
            } else {
                row.insert(symbol, sign * term.coefficient)
            }
        }
        let strength = constraint.strength
        let marker: LegacySymbol
        var other: LegacySymbol?
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

    /// Puts a new constraint's row into the tableau; `false` when a required one cannot hold,
    /// and then the tableau is as it was.
    private func insert(_ row: LegacyRow, record: Record) -> Bool {
        var row = row
        if let subject = chooseSubject(row, record: record) {
            row.solve(for: subject)
            substitute(subject, with: row)
            addRow(subject, row)
            return true
        }
        if row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard abs(row.constant) < 1e-7 else { return false }
            // Redundant: the marker stands for the row so that it can be removed.
            row.solve(for: record.marker)
            addRow(record.marker, row)
            return true
        }
        return insertWithArtificialVariable(row)
    }

    /// An external symbol if the row has one (lowest id); else the constraint's own slack or
    /// error symbol when its coefficient is negative (so the row's value stays at least 0);
    /// else a dummy marker when the row has no other pivotable symbol.
    private func chooseSubject(_ row: LegacyRow, record: Record) -> LegacySymbol? {
        if let external = row.lowestSymbol(where: { $0.symbol.kind == .external }) { return external }
        if record.marker.isPivotable && row.coefficient(of: record.marker) < 0 { return record.marker }
        if let other = record.other, other.isPivotable && row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase one of the simplex for a row with no subject: minimise an artificial variable
    /// standing for the row; the constraint holds when it reaches 0. When it cannot, the
    /// pivots are undone and the row taken out again: the tableau is as it was.
    private func insertWithArtificialVariable(_ row: LegacyRow) -> Bool {
        let art = makeSymbol(.slack)
        addRow(art, row)
        artificial = row
        journal = []
        optimize(objective: art)
        var success = abs(artificial?.constant ?? 0) < 1e-7
        artificial = nil
        var entering: LegacySymbol?
        if success, let index = rowIndex(of: art), !rows[index].isEmpty {
            entering = rows[index].lowestSymbol { $0.symbol.isPivotable }
            if entering == nil { success = false }
        }
        guard success else {
            undoJournal()
            if let index = rowIndex(of: art) { removeRow(at: index) }
            return false
        }
        journal = nil
        if let index = rowIndex(of: art) {
            var basic = removeRow(at: index)
            guard let entering, !basic.isEmpty else { return true }
            basic.solve(for: art, instead: entering)
            substitute(entering, with: basic)
            addRow(entering, basic)
        }
        for index in rows.indices { rows[index].remove(art) }
        objective.remove(art)
        return true
    }

    /// Replaces `symbol` by `row` in every row and the objectives, noting restricted rows that
    /// became negative.
    private func substitute(_ symbol: LegacySymbol, with row: LegacyRow) {
        for index in rows.indices where rows[index].contains(symbol) {
            rows[index].substitute(symbol, with: row)
            if basics[index].isRestricted && rows[index].constant < 0 { infeasible.append(basics[index]) }
        }
        objective.substitute(symbol, with: row)
        if artificial != nil { artificial?.substitute(symbol, with: row) }
    }

    private func pivot(leaving: LegacySymbol, entering: LegacySymbol) {
        guard let index = rowIndex(of: leaving) else { return }
        var row = removeRow(at: index)
        row.solve(for: leaving, instead: entering)
        substitute(entering, with: row)
        addRow(entering, row)
        journal?.append((leaving, entering))
    }

    /// The primal simplex on the objective (or on the artificial row while `artificialSymbol`
    /// is being driven out): brings in the lowest-id symbol whose objective coefficient is
    /// negative (lexicographically, for the objective's priorities), until none is.
    private func optimize(objective artificialSymbol: LegacySymbol?) {
        while true {
            let candidate: LegacySymbol?
            if artificialSymbol != nil, let goal = artificial {
                candidate = goal.lowestSymbol { $0.symbol.kind != .dummy && $0.coefficient < -LegacyRow.epsilon }
            } else {
                candidate = objective.enteringSymbol()
            }
            guard let entering = candidate else { return }
            var best: (ratio: Double, symbol: LegacySymbol)?
            for index in rows.indices where basics[index].kind != .external {
                let coefficient = rows[index].coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -rows[index].constant / coefficient
                let symbol = basics[index]
                if let current = best {
                    guard ratio < current.ratio - 1e-12 || (abs(ratio - current.ratio) <= 1e-12 && symbol < current.symbol)
                    else { continue }
                }
                best = (ratio, symbol)
            }
            guard let leaving = best?.symbol else { return }  // unbounded: cannot happen with errors ≥ 0
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The dual simplex: while a restricted basic symbol is negative, pivots it out for the
    /// parametric symbol that keeps the objective optimal (the least ratio of objective
    /// coefficients, compared lexicographically; the lowest id among equal ratios). `false`
    /// when a row cannot be made feasible (the required constraints conflict).
    private func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            guard let index = rowIndex(of: leaving), rows[index].constant < -1e-9 else { continue }
            var candidates = rows[index].cells.filter {
                $0.symbol.kind != .dummy && $0.symbol.kind != .external && $0.coefficient > 0
            }
            candidates.sort { $0.symbol < $1.symbol }
            var best: LegacyRow.Cell?
            for cell in candidates {
                if let current = best,
                    !objective.isRatioLess(
                        cell.symbol, cell.coefficient, than: current.symbol, current.coefficient, tolerance: 1e-12)
                {
                    continue
                }
                best = cell
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
        for symbol in [record.marker, record.other] {
            guard let symbol, symbol.kind == .error else { continue }
            if let index = rowIndex(of: symbol) {
                objective.insert(rows[index], strength, -1)
            } else {
                objective.insert(symbol, strength, -1)
            }
        }
    }

    /// The row to pivot out so that a removed constraint's parametric marker becomes basic:
    /// a redundant equation's row first, then a restricted row the marker limits (smallest
    /// ratio), else any restricted row, else an external one; the lowest id among equals.
    private func leavingRow(forMarker marker: LegacySymbol) -> LegacySymbol? {
        var dummy: LegacySymbol?
        var negative: (ratio: Double, symbol: LegacySymbol)?
        var positive: (ratio: Double, symbol: LegacySymbol)?
        var external: LegacySymbol?
        func isBetter(_ ratio: Double, _ symbol: LegacySymbol, than best: (ratio: Double, symbol: LegacySymbol)?) -> Bool {
            guard let best else { return true }
            return ratio < best.ratio || (ratio == best.ratio && symbol < best.symbol)
        }
        for index in rows.indices {
            let coefficient = rows[index].coefficient(of: marker)
            guard coefficient != 0 else { continue }
            let symbol = basics[index]
            // A redundant equation (a dummy's row) that repeats this one takes over its place,
            // so that the equation still holds once this one is gone.
            if symbol.kind == .dummy {
                if dummy == nil || symbol < dummy! { dummy = symbol }
            } else if symbol.kind == .external {
                if external == nil || symbol < external! { external = symbol }
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if isBetter(ratio, symbol, than: negative) { negative = (ratio, symbol) }
            } else {
                let ratio = rows[index].constant / coefficient
                if isBetter(ratio, symbol, than: positive) { positive = (ratio, symbol) }
            }
        }
        return dummy ?? negative?.symbol ?? positive?.symbol ?? external
    }
}
