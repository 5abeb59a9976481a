import CollectionCanvas
import CollectionModel
import Foundation

/// Insets by absolute edge, as `UIEdgeInsets` (used by the scroll model's `contentInset`).
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets with every edge zero.
    public static let zero = EdgeInsets()
}
