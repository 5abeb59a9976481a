import CollectionCanvas
import CollectionModel
import Foundation

/// Insets that follow the reading direction, as `NSDirectionalEdgeInsets`: one point is one
/// terminal cell.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

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

    public var description: String {
        "DirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}
