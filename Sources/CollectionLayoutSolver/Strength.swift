/// How much a ``Constraint`` matters: ``required`` constraints must hold; the others have a
/// priority below 1000 and a weight within that priority.
///
/// Priorities rank strictly, as Auto Layout's do: the solver first makes the violations of
/// the highest priority as small as it can, then, without giving any of that back, those of
/// the next priority, and so on (Cassowary's symbolic weights: the objective is a vector with
/// one component per priority, compared lexicographically). So one priority-751 constraint
/// wins over any number of conflicting priority-750 ones. Within one priority, violations add
/// up, each multiplied by its constraint's ``weight``.
///
/// Auto Layout priorities (1…1000) map to strengths with ``init(priority:weight:)``: 1000 is
/// ``required``.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The priority: 1000 for ``required``, else in 1…999 (fractions allowed).
    public let priority: Float
    /// How much one unit of violation counts against other violations of the same priority
    /// (1 by default); it never makes up for a higher priority.
    public let weight: Double

    /// A strength of `priority` and `weight`: 1000 (or more) is ``required``; below, priorities
    /// under 1 count as 1 (not-a-number counts as 1). The weight is clamped to be positive and
    /// finite.
    public init(priority: Float, weight: Double = 1) {
        if priority >= 1000 {
            self.priority = 1000
            self.weight = 1
        } else {
            self.priority = priority.isNaN ? 1 : max(priority, 1)
            self.weight = weight.isFinite ? max(weight, 1e-3) : 1e12
        }
    }

    /// A constraint that must hold; the solver reports it when it cannot.
    public static let required = Strength(priority: 1000)
    /// Priority 999, the strongest that may be broken.
    public static let strong = Strength(priority: 999)
    /// Priority 500.
    public static let medium = Strength(priority: 500)
    /// Priority 1.
    public static let weak = Strength(priority: 1)

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= 1000 }

    /// Lower priority first; within a priority, lower weight first.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

    /// `"required"`, `"priority 750"` or `"priority 750, weight 2"`.
    public var description: String {
        if isRequired { return "required" }
        let p = priority == priority.rounded() ? String(Int(priority)) : String(priority)
        return weight == 1 ? "priority \(p)" : "priority \(p), weight \(weight)"
    }
}
