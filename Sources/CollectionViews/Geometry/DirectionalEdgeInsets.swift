import CollectionCanvas
import CollectionModel
import Foundation

/// Insets that follow the reading direction, as `NSDirectionalEdgeInsets`: one point is one
/// terminal cell.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge, in rows.
    public var top: CGFloat
    /// The inset from the leading edge (the left, in left-to-right text), in columns.
    public var leading: CGFloat
    /// The inset from the bottom edge, in rows.
    public var bottom: CGFloat
    /// The inset from the trailing edge (the right, in left-to-right text), in columns.
    public var trailing: CGFloat

    /// Insets with the given edges; the others are zero.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets with every edge zero.
    public static let zero = DirectionalEdgeInsets()

    /// Insets with the same value on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// The four insets, for messages and test failures.
    public var description: String {
        "DirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}
