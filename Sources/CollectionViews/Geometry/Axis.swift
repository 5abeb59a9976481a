/// A set of layout axes, as `UIAxis`: ``horizontal``, ``vertical``, both or neither.
public struct Axis: OptionSet, Hashable, Sendable {
    /// The axes as bits (horizontal 1, vertical 2).
    public let rawValue: UInt

    /// Makes a set from its raw value (UIKit's: horizontal 1, vertical 2).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The horizontal axis.
    public static let horizontal = Axis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = Axis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: Axis = [.horizontal, .vertical]
}
