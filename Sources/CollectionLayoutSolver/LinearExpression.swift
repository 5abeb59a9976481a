/// One term of a ``LinearExpression``: a coefficient times a variable.
public struct Term: Sendable {
    /// The unknown.
    public var variable: Variable
    /// What it is multiplied by.
    public var coefficient: Double

    /// `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A sum of terms and a constant, `a·x + b·y + … + c`, the sides of a ``Constraint``.
///
/// Build one with the arithmetic operators: `x + 2 * y - 10`, `LinearExpression(x)`. Terms keep
/// their order, so that the solver's choices (and so its results in ties) are the same on
/// every run.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The terms, in the order they were written (a variable may appear more than once).
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The expression `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value when each variable has the value `value(variable)`.
    public func value(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// The expression as a sum of terms and a constant.
    public var description: String {
        var parts = terms.map { term in term.coefficient == 1 ? term.variable.description : "\(term.coefficient)·\(term.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-1) * rhs
    }

    /// The expression scaled by `factor`.
    public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
        LinearExpression(
            expression.terms.map { Term($0.variable, $0.coefficient * factor) }, constant: expression.constant * factor)
    }

    /// The expression plus a constant.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The expression minus a constant.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant - rhs)
    }

    /// The expression plus a variable.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    /// The expression minus a variable.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }
}

extension Variable {
    /// The variable scaled by `factor`.
    public static func * (factor: Double, variable: Variable) -> LinearExpression {
        LinearExpression([Term(variable, factor)])
    }

    /// The sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs)])
    }

    /// The difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs, -1)])
    }

    /// The variable plus an expression.
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }
}
