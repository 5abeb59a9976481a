import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// Where a supplementary item (a badge) is attached to its item, as `NSCollectionLayoutAnchor`.
///
/// `edges` picks the corner or side of the item; the supplementary item is placed inside the
/// item against those edges (centred on axes with no edge), then moved by the offset. An
/// `absoluteOffset` is in points; a `fractionalOffset` is a fraction of the supplementary item's
/// own size (UIKit's `CGPoint(x: 0.5, y: -0.5)` on `[.top, .trailing]` puts a badge's centre on
/// the item's top-trailing corner).
public struct CollectionLayoutAnchor: Hashable, Sendable {
    /// The edges the supplementary item is attached to.
    public let edges: DirectionalRectEdge
    /// The offset in points, when the anchor was made with one.
    public let offset: CGPoint
    /// Whether ``offset`` is a fraction of the supplementary item's size.
    public let isFractionalOffset: Bool

    /// Attaches to `edges` with no offset.
    public init(edges: DirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// Attaches to `edges`, then moves by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        self.offset = absoluteOffset
        self.isFractionalOffset = false
    }

    /// Attaches to `edges`, then moves by `fractionalOffset` times the supplementary item's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        self.offset = fractionalOffset
        self.isFractionalOffset = true
    }

    /// Whether the offset is absolute.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// The frame of a supplementary item of `size` attached to `container`.
    func frame(for size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2
        var y = container.midY - size.height / 2
        if edges.contains(.leading) && !edges.contains(.trailing) { x = container.minX }
        if edges.contains(.trailing) && !edges.contains(.leading) { x = container.maxX - size.width }
        if edges.contains(.top) && !edges.contains(.bottom) { y = container.minY }
        if edges.contains(.bottom) && !edges.contains(.top) { y = container.maxY - size.height }
        let dx = isFractionalOffset ? offset.x * size.width : offset.x
        let dy = isFractionalOffset ? offset.y * size.height : offset.y
        let origin = CGPoint(x: x + (dx.isFinite ? dx : 0), y: y + (dy.isFinite ? dy : 0))
        return CGRect(origin: origin, size: size)
    }
}
