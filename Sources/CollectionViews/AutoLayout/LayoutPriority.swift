/// How much an Auto Layout constraint matters, as `UILayoutPriority`: 1000 (``required``) must
/// hold, anything lower may be broken, lowest first.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority, 1…1000.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a literal.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority written as a literal.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority of the size that ``View/systemLayoutSizeFitting(_:)`` is asked to approach.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether `lhs` is the lower priority.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The priority raised by `value`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// The priority lowered by `value`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}

/// The axis of a content hugging or compression resistance priority, as
/// `NSLayoutConstraint.Axis`.
public enum LayoutConstraintAxis: Int, Hashable, Sendable {
    /// Widths.
    case horizontal
    /// Heights.
    case vertical
}
