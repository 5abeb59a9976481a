/// An unknown of a constraint system: a view's edge, a width, an edit variable.
///
/// Variables compare by identity: two variables with the same ``name`` are different unknowns.
/// A ``Solver`` answers a variable's value with ``Solver/value(of:)``; a variable the solver
/// has never seen is worth 0.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name used in diagnostics and descriptions; not used to identify the variable.
    public let name: String

    /// Makes a new unknown called `name`.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Whether the two are the same unknown (identity, not name).
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the unknown's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The name, or `unnamed`.
    public var description: String { name.isEmpty ? "unnamed" : name }
}
