import Synchronization

/// A transcript of the calls made to the solvers created while it is installed, in a line
/// format that another solver can replay: the benchmarks replay the constraint systems of real
/// layouts in this solver and in others, to compare them on the same work.
///
/// Install one for a synchronous stretch of code with `SolverRecording.$current.withValue`;
/// every ``Solver`` made inside records its calls to it (solvers made outside record nothing,
/// and cost one `nil` check a call). The lines, one call each:
///
/// - `n S`: solver `S` was made;
/// - `v V NAME`: variable `V` (named `NAME`) appears for the first time;
/// - `c S C REL PRIORITY WEIGHT CONSTANT COUNT (V COEFFICIENT)*`: constraint `C` was added to
///   solver `S`: `Σ COEFFICIENT·V + CONSTANT REL 0`, `REL` one of `==`, `<=`, `>=`;
/// - `r S C`: constraint `C` was removed; `s S C CONSTANT`: its constant was changed;
/// - `q S V`: the value of `V` was read;
/// - `p`: the end of a phase, written by ``markPhase()`` (a first pass, a re-solve).
public final class SolverRecording: Sendable {
    /// The recording the solvers made now write to, if any.
    @TaskLocal public static var current: SolverRecording?

    private struct State {
        var lines: [String] = []
        var solvers = 0
        var variables: [ObjectIdentifier: (id: Int, variable: Variable)] = [:]
        var constraints: [ObjectIdentifier: (id: Int, constraint: Constraint)] = [:]
    }

    private let state = Mutex(State())

    /// An empty recording.
    public init() {}

    /// The recorded lines, each ending with a line feed.
    public var text: String {
        state.withLock { state in state.lines.map { $0 + "\n" }.joined() }
    }

    /// Ends a phase: replays can measure the phases apart.
    public func markPhase() {
        state.withLock { $0.lines.append("p") }
    }

    /// A number for a new solver.
    func newSolver() -> Int {
        state.withLock { state in
            state.solvers += 1
            state.lines.append("n \(state.solvers)")
            return state.solvers
        }
    }

    func added(_ constraint: Constraint, to solver: Int) {
        state.withLock { state in
            let id = Self.id(of: constraint, in: &state)
            var line = "c \(solver) \(id) \(constraint.relation) \(constraint.strength.priority) "
            line += "\(constraint.strength.weight) \(constraint.expression.constant) \(constraint.expression.terms.count)"
            var declarations: [String] = []
            for term in constraint.expression.terms {
                let variable = Self.id(of: term.variable, in: &state, declaring: &declarations)
                line += " \(variable) \(term.coefficient)"
            }
            state.lines += declarations
            state.lines.append(line)
        }
    }

    func removed(_ constraint: Constraint, from solver: Int) {
        state.withLock { state in state.lines.append("r \(solver) \(Self.id(of: constraint, in: &state))") }
    }

    func changed(_ constraint: Constraint, to constant: Double, in solver: Int) {
        state.withLock { state in state.lines.append("s \(solver) \(Self.id(of: constraint, in: &state)) \(constant)") }
    }

    func read(_ variable: Variable, in solver: Int) {
        state.withLock { state in
            var declarations: [String] = []
            let id = Self.id(of: variable, in: &state, declaring: &declarations)
            state.lines += declarations
            state.lines.append("q \(solver) \(id)")
        }
    }

    /// The constraint's number (objects are kept so that an identifier is never reused).
    private static func id(of constraint: Constraint, in state: inout State) -> Int {
        let key = ObjectIdentifier(constraint)
        if let known = state.constraints[key] { return known.id }
        let id = state.constraints.count + 1
        state.constraints[key] = (id, constraint)
        return id
    }

    private static func id(of variable: Variable, in state: inout State, declaring: inout [String]) -> Int {
        let key = ObjectIdentifier(variable)
        if let known = state.variables[key] { return known.id }
        let id = state.variables.count + 1
        state.variables[key] = (id, variable)
        let name = variable.name.isEmpty ? "v\(id)" : variable.name.filter { !$0.isWhitespace }
        declaring.append("v \(id) \(name)")
        return id
    }
}
