import CollectionCanvas
import CollectionModel
import Foundation

/// Insets by absolute edge, as `UIEdgeInsets` (used by the scroll model's `contentInset`).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in rows.
    public var top: CGFloat
    /// The inset from the left edge, in columns.
    public var left: CGFloat
    /// The inset from the bottom edge, in rows.
    public var bottom: CGFloat
    /// The inset from the right edge, in columns.
    public var right: CGFloat

    /// Insets with the given edges; the others are zero.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets with every edge zero.
    public static let zero = EdgeInsets()
}
