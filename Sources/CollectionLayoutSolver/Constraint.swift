/// How the two sides of a ``Constraint`` compare.
public enum Relation: Sendable, CustomStringConvertible {
    /// `lhs == rhs`
    case equal
    /// `lhs <= rhs`
    case lessThanOrEqual
    /// `lhs >= rhs`
    case greaterThanOrEqual

    /// The relation as an operator: `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation between variables with a ``Strength``: `lhs relation rhs`.
///
/// A constraint is immutable and compares by identity; a ``Solver`` holds it between
/// ``Solver/add(_:)`` and ``Solver/remove(_:)``, and changes its constant in place with
/// ``Solver/setConstant(of:to:)`` (the incremental path Auto Layout takes when a constraint's
/// `constant` changes).
public final class Constraint: Sendable, CustomStringConvertible {
    /// `lhs - rhs`: the constraint says `expression relation 0`.
    public let expression: LinearExpression
    /// How the sides compare.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength
    /// The name used in diagnostics.
    public let name: String

    /// The constraint `lhs relation rhs` with a strength and a name for diagnostics.
    public init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = LinearExpression(),
        strength: Strength = .required, name: String = ""
    ) {
        // Without terms on the right, `lhs - rhs` is `lhs` with the constant moved: the terms
        // are not copied.
        expression = rhs.terms.isEmpty ? LinearExpression(lhs.terms, constant: lhs.constant - rhs.constant) : lhs - rhs
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// The constraint `variable relation constant`.
    public convenience init(
        _ variable: Variable, _ relation: Relation, _ constant: Double, strength: Strength = .required, name: String = ""
    ) {
        self.init(LinearExpression(variable), relation, LinearExpression(constant: constant), strength: strength, name: name)
    }

    /// How far the constraint is from holding when each variable has the value `value(variable)`
    /// (0 when it holds).
    public func violation(_ value: (Variable) -> Double) -> Double {
        let difference = expression.value(value)
        switch relation {
        case .equal: return abs(difference)
        case .lessThanOrEqual: return max(0, difference)
        case .greaterThanOrEqual: return max(0, -difference)
        }
    }

    /// The constraint as an equation or inequality, with its name and strength.
    public var description: String {
        let label = name.isEmpty ? "" : "\(name): "
        return "\(label)\(expression) \(relation) 0 (\(strength))"
    }
}
