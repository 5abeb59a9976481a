import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// Space next to an item in its group, as `NSCollectionLayoutSpacing`.
public struct CollectionLayoutSpacing: Hashable, Sendable, CustomStringConvertible {
    /// The space, in points (cells).
    public let spacing: CGFloat
    /// Whether the space is exact (`fixed`) or grows to share the room left in the group
    /// (`flexible`).
    public let isFlexibleSpacing: Bool

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: fixedSpacing, isFlexibleSpacing: false)
    }

    /// At least `flexibleSpacing` points; the room left along the group's axis is shared equally
    /// between the flexible spacings on that axis.
    public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: flexibleSpacing, isFlexibleSpacing: true)
    }

    /// Whether the space is exact.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// The spacing as it is written in code: `.fixed(1.0)` or `.flexible(1.0)`.
    public var description: String {
        isFlexibleSpacing ? ".flexible(\(spacing))" : ".fixed(\(spacing))"
    }

    /// The spacing clamped to a finite, non-negative value.
    var sanitized: CGFloat { spacing.isFinite && spacing > 0 ? spacing : 0 }
}

/// The spacing around an item in its group, as `NSCollectionLayoutEdgeSpacing`: it moves the
/// item within the group (unlike `contentInsets`, which shrink the item inside its own box).
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
    /// Space before the item along a horizontal group (across a vertical one).
    public var leading: CollectionLayoutSpacing?
    /// Space above the item.
    public var top: CollectionLayoutSpacing?
    /// Space after the item along a horizontal group (across a vertical one).
    public var trailing: CollectionLayoutSpacing?
    /// Space below the item.
    public var bottom: CollectionLayoutSpacing?

    /// Spacing on each edge; `nil` means none.
    public init(
        leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
        trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
