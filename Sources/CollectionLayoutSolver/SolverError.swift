/// Why a ``Solver`` refused a change. The solver is left as it was before the call.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added.
    case unsatisfiable(Constraint)
    /// The constraint was already added.
    case duplicate(Constraint)
    /// The constraint was never added (or was removed).
    case unknown(Constraint)
    /// The variable is not an edit variable (``Solver/addEditVariable(_:strength:)``).
    case unknownEditVariable(Variable)

    /// What went wrong, with the constraint or variable it concerns.
    public var description: String {
        switch self {
        case .unsatisfiable(let c): "unsatisfiable required constraint \(c)"
        case .duplicate(let c): "constraint added twice: \(c)"
        case .unknown(let c): "constraint not in the solver: \(c)"
        case .unknownEditVariable(let v): "\(v) is not an edit variable"
        }
    }
}
