/// The state of a ``Solver`` and the Cassowary algorithm over it: the rows in solved form, the
/// objective, the constraints' records and the edit variables.
///
/// A value type with mutating methods, so that the simplex's inner loops reach the rows
/// without the runtime exclusivity checks a class's stored properties would cost on every
/// access; ``Solver`` holds one and forwards its calls.
struct Tableau {
    /// What the solver remembers about an added constraint.
    ///
    /// Plain values only (the table of records holds the constraint), so that reading one
    /// retains nothing.
    struct Record {
        /// The constraint's strength.
        let strength: Strength
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

    /// The basic symbols; `rows[i]` is the value of `basics[i]` (rows move when one is
    /// removed; no choice depends on their order).
    var basics: [Symbol] = []
    var rows: [Row] = []
    /// The position of each symbol's row by symbol id, -1 for a parametric symbol: finding a
    /// basic symbol's row is one load.
    var rowOf: [Int32] = [-1]
    /// How many basic symbols are dummies (redundant required equations): a constant change
    /// looks at their rows only when there are some.
    var dummyRows = 0
    /// The array every merge of two rows writes to and then trades with the target row (see
    /// ``Row/insert(_:_:scratch:)``).
    var scratch: [Row.Cell] = []
    var objective = Objective()
    var artificial: Row?
    var externals = IdentityTable<Variable, Symbol>()
    var records = IdentityTable<Constraint, Record>()
    var edits: [Variable: Constraint] = [:]
    var infeasible: [Symbol] = []
    /// The pivots made since a change that may still be refused began (`nil` otherwise):
    /// a refused change is undone by pivoting back, instead of copying the tableau before
    /// every change.
    var journal: [(leaving: Symbol, entering: Symbol)]?
    var nextID = 0
    /// The lowest id of the symbols the last ``makeRow(_:constant:)`` made: they are in no
    /// other row yet, so a new row solved for one of them is substituted into the objective
    /// only, without looking through every row.
    var freshFrom = Int.max

    /// The constraints in the solver, in no particular order.
    var constraints: [Constraint] { records.entries.map(\.key) }

    /// Whether `constraint` is in the solver.
    func contains(_ constraint: Constraint) -> Bool { records[constraint] != nil }

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
        for (_, record) in records.entries where !record.strength.isRequired {
            let strength = record.strength
            let errors = [record.marker, record.other].compactMap { $0 }.filter(\.isError)
            sums[strength.priority, default: 0] += strength.weight * errors.reduce(0) { $0 + constant(of: $1) }
        }
        return sums
    }

    /// Whether the constraints fix `variable`'s value: `false` when it could move without
    /// changing how well the constraints hold (Auto Layout calls that ambiguous).
    func isDetermined(_ variable: Variable) -> Bool {
        guard let symbol = externals[variable], let index = rowIndex(of: symbol) else { return false }
        return !rows[index].cells.contains { $0.symbol.isExternal }
    }

    /// The number of rows in the tableau (for tests: removing constraints must not leave
    /// rows behind).
    var rowCount: Int { rows.count }

    // MARK: Adding and removing

    /// Adds a constraint and re-solves. Throws ``SolverError/unsatisfiable(_:)`` for a required
    /// constraint that cannot hold (the solver is unchanged) and ``SolverError/duplicate(_:)``
    /// when it is already there.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        let key = constraint
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
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.remove(constraint) else {
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
    mutating func setConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        let key = constraint
        guard var record = records[key] else { throw .unknown(constraint) }
        let delta = constant - record.constant
        guard delta != 0 else { return }
        if record.marker.isDummy && rowIndex(of: record.marker) != nil {
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
        let redundantBroken =
            dummyRows > 0 && basics.indices.contains { basics[$0].isDummy && abs(rows[$0].constant) > 1e-7 }
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
    mutating func shiftConstants(by shift: Double, of marker: Symbol) {
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
    mutating func undoJournal() {
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
    mutating func addEditVariable(_ variable: Variable, strength: Strength = .strong) {
        guard edits[variable] == nil else { return }
        let edit = Constraint(
            variable, .equal, value(of: variable), strength: strength.isRequired ? .strong : strength,
            name: "edit \(variable)")
        // A non-required constraint is always accepted.
        if (try? add(edit)) != nil { edits[variable] = edit }
    }

    /// Stops editing `variable`.
    mutating func removeEditVariable(_ variable: Variable) {
        guard let edit = edits.removeValue(forKey: variable) else { return }
        try? remove(edit)
    }

    /// Suggests a value for an edit variable and re-solves incrementally.
    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        try setConstant(of: edit, to: -value)
    }
}
