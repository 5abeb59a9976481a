/// How much a ``Constraint`` matters: ``required`` constraints must hold; the others are
/// weighted, and the solver minimises the sum of each one's weight times its violation.
///
/// Auto Layout priorities (1…1000) map to strengths with ``init(priority:)``: 1000 is
/// ``required``, and a lower priority `p` weighs `p²`, so that one priority-750 constraint
/// outweighs up to eight conflicting priority-250 ones (UIKit treats priorities as strictly
/// ordered; a weighted sum is Cassowary's model, and the square keeps the usual priorities far
/// apart without harming the arithmetic).
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The weight of one unit of violation; infinite for ``required``.
    public let weight: Double

    /// A non-required strength of the given weight (clamped to be positive and finite).
    public init(weight: Double) {
        self.weight = weight.isFinite ? max(weight, 1e-3) : 1e12
    }

    private init(required: Void) { weight = .infinity }

    /// A constraint that must hold; the solver reports it when it cannot.
    public static let required = Strength(required: ())
    /// The strength of Auto Layout priority 999, the strongest that may be broken.
    public static let strong = Strength(priority: 999)
    /// Priority 500.
    public static let medium = Strength(priority: 500)
    /// Priority 1.
    public static let weak = Strength(priority: 1)

    /// The strength of an Auto Layout priority: 1000 (or more) is ``required``, below is the
    /// square of the priority (priorities below 1 count as 1).
    public init(priority: Float) {
        if priority >= 1000 {
            self = .required
        } else {
            let p = Double(max(priority, 1))
            self.init(weight: p * p)
        }
    }

    /// Whether the constraint must hold.
    public var isRequired: Bool { weight == .infinity }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    public var description: String { isRequired ? "required" : "weight \(weight)" }
}
