// The solver as it was before its rows became sparse and sorted, kept verbatim (renamed) as
// the reference the equivalence property tests compare the current solver with.
import CollectionLayoutSolver

/// A column of the solver's tableau. External symbols stand for ``Variable``s and may take any
/// value; slack and error symbols are at least 0 (slacks turn inequalities into equations,
/// errors measure how far a non-required constraint is broken); dummy symbols are always 0 and
/// mark required equations so that they can be removed again.
struct LegacySymbol: Hashable, Comparable {
    enum Kind: UInt8 {
        case external, slack, error, dummy
    }

    /// Unique within one solver, in creation order: the solver's choices take the lowest id
    /// (Bland's rule), which keeps the simplex from cycling and the results deterministic.
    let id: Int
    let kind: Kind

    /// Slack, error and dummy symbols may not be negative.
    var isRestricted: Bool { kind != .external }
    /// Symbols the simplex may bring into the basis.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: LegacySymbol, rhs: LegacySymbol) -> Bool { lhs.id < rhs.id }
}
