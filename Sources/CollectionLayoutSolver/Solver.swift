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
///
/// The tableau's rows are sparse and sorted by symbol, and a basic symbol's row is found by
/// its id, so the work of a change grows with the rows it touches rather than with the square
/// of the tableau. Values that change on every pass are best given as edit variables
/// (``addEditVariable(_:strength:)``, ``suggestValue(_:_:)``) or as constant changes
/// (``setConstant(of:to:)``), which re-solve without rebuilding anything.
public final class Solver {
    /// The rows, the objective and the records, behind a pointer: a stored property of a
    /// class is checked for exclusive access on every call (about 20 instructions, more than
    /// a value read costs), and the solver is not shared between threads nor re-entered.
    private let tableau: UnsafeMutablePointer<Tableau>
    /// The recording installed when the solver was made, with the solver's number in it.
    private let recording: (to: SolverRecording, solver: Int)?

    /// An empty solver. It records its calls to ``SolverRecording/current`` when one is
    /// installed.
    public init() {
        tableau = .allocate(capacity: 1)
        tableau.initialize(to: Tableau())
        if let recording = SolverRecording.current {
            self.recording = (recording, recording.newSolver())
        } else {
            recording = nil
        }
    }

    deinit {
        tableau.deinitialize(count: 1)
        tableau.deallocate()
    }

    /// The constraints in the solver, in no particular order.
    public var constraints: [Constraint] { tableau.pointee.constraints }

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { tableau.pointee.contains(constraint) }

    /// The current value of `variable` (0 for a variable the solver has not seen).
    public func value(of variable: Variable) -> Double {
        if let recording { recording.to.read(variable, in: recording.solver) }
        return tableau.pointee.value(of: variable)
    }

    /// The weighted sum of the non-required constraints' violations at the current solution,
    /// by priority: what the solver minimises, the highest priority first (a priority without
    /// constraints in the solver is absent).
    public var violationsByPriority: [Float: Double] { tableau.pointee.violationsByPriority }

    /// Whether the constraints fix `variable`'s value: `false` when it could move without
    /// changing how well the constraints hold (Auto Layout calls that ambiguous).
    public func isDetermined(_ variable: Variable) -> Bool { tableau.pointee.isDetermined(variable) }

    /// The number of rows in the tableau (for tests: removing constraints must not leave
    /// rows behind).
    package var rowCount: Int { tableau.pointee.rowCount }

    // MARK: Adding and removing

    /// Adds a constraint and re-solves. Throws ``SolverError/unsatisfiable(_:)`` for a required
    /// constraint that cannot hold (the solver is unchanged) and ``SolverError/duplicate(_:)``
    /// when it is already there.
    public func add(_ constraint: Constraint) throws(SolverError) {
        if let recording { recording.to.added(constraint, to: recording.solver) }
        try tableau.pointee.add(constraint)
    }

    /// Removes a constraint and re-solves. Throws ``SolverError/unknown(_:)`` when it is not
    /// in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        if let recording { recording.to.removed(constraint, from: recording.solver) }
        try tableau.pointee.remove(constraint)
    }

    /// Changes the constant of a constraint in the solver (its expression's constant, `lhs - rhs`)
    /// and re-solves incrementally with the dual simplex. A required constraint whose new
    /// constant cannot hold is refused with ``SolverError/unsatisfiable(_:)``, keeping the old
    /// constant.
    public func setConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        if let recording { recording.to.changed(constraint, to: constant, in: recording.solver) }
        try tableau.pointee.setConstant(of: constraint, to: constant)
    }

    // MARK: Edit variables

    /// Makes `variable` editable: a constraint `variable == value` of `strength` (required is
    /// lowered to ``Strength/strong``) whose value ``suggestValue(_:_:)`` changes. Adding an
    /// edit variable twice keeps the first.
    public func addEditVariable(_ variable: Variable, strength: Strength = .strong) {
        let isNew = tableau.pointee.edits[variable] == nil
        tableau.pointee.addEditVariable(variable, strength: strength)
        // Recorded as the constraint it adds, which suggestions change.
        if let recording, isNew, let edit = tableau.pointee.edits[variable] { recording.to.added(edit, to: recording.solver) }
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) {
        if let recording, let edit = tableau.pointee.edits[variable] { recording.to.removed(edit, from: recording.solver) }
        tableau.pointee.removeEditVariable(variable)
    }

    /// Suggests a value for an edit variable and re-solves incrementally. Throws
    /// ``SolverError/unknownEditVariable(_:)`` for a variable that is not an edit variable.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        if let recording, let edit = tableau.pointee.edits[variable] {
            recording.to.changed(edit, to: -value, in: recording.solver)
        }
        try tableau.pointee.suggestValue(variable, value)
    }
}
