import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// A supplementary view attached to an item (for example a badge), as
/// `NSCollectionLayoutSupplementaryItem`. It has the index path of its item.
///
/// Unlike UIKit, an item anchored past its item's edges (a `fractionalOffset` such as
/// `(0.3, -0.3)`) is moved back inside the item along each axis where it fits: on a terminal the
/// overhang is a whole cell, in the gutter and over the neighbour.
open class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
    /// The element kind of the supplementary view.
    public let elementKind: String
    /// Where the item is attached to its container.
    public let containerAnchor: CollectionLayoutAnchor
    /// Where the item's own anchor point is, when given (UIKit's `itemAnchor`): the point of the
    /// supplementary item that lies on the container anchor's point.
    public let itemAnchor: CollectionLayoutAnchor?
    /// Stacking order; supplementary items draw above cells by default.
    public var zIndex: Int = 1

    /// A supplementary item of `layoutSize` and `elementKind` attached at `containerAnchor`.
    public init(
        layoutSize: CollectionLayoutSize, elementKind: String,
        containerAnchor: CollectionLayoutAnchor, itemAnchor: CollectionLayoutAnchor? = nil
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The frame of this supplementary item attached to an item whose frame is `container`;
    /// its `estimated` dimensions take those of `reportedSize` when given (the size its view
    /// reported).
    func frame(attachedTo container: CGRect, reportedSize: CGSize? = nil) -> CGRect {
        var invalid = false
        var size = layoutSize.resolve(in: container.size, invalid: &invalid)
        if let reportedSize {
            if layoutSize.widthDimension.isEstimated { size.width = reportedSize.width }
            if layoutSize.heightDimension.isEstimated { size.height = reportedSize.height }
        }
        var frame = containerAnchor.frame(for: size, in: container)
        if let itemAnchor {
            // The item anchor names the point of the supplementary item placed on the container
            // anchor's point: move by the difference between the two anchor points.
            let anchorPoint = containerAnchor.frame(for: .zero, in: container).origin
            let own = itemAnchor.frame(for: .zero, in: CGRect(origin: .zero, size: size)).origin
            frame.origin = CGPoint(x: anchorPoint.x - own.x, y: anchorPoint.y - own.y)
        }
        return Self.keptInside(frame, container)
    }

    /// `frame` moved back inside `container` along each axis where it fits: a badge anchored
    /// past its item's corner (UIKit's `fractionalOffset` of 0.3 or -0.3) stays on the item's
    /// edge instead of sticking out into the gutter and over the neighbour, which a whole
    /// character cell would do. A badge larger than its item keeps its place.
    static func keptInside(_ frame: CGRect, _ container: CGRect) -> CGRect {
        var frame = frame
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, container.origin.x.isFinite, container.origin.y.isFinite
        else { return frame }
        if frame.width <= container.width {
            frame.origin.x = min(max(frame.minX, container.minX), container.maxX - frame.width)
        }
        if frame.height <= container.height {
            frame.origin.y = min(max(frame.minY, container.minY), container.maxY - frame.height)
        }
        return frame
    }
}

/// A header or footer of a section or of the whole layout, as
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// In a vertical layout, `.top…` alignments sit above the section's content and `.bottom…`
/// ones below it; with ``extendsBoundary`` (the default) they add their height to the section,
/// otherwise they overlap its content. `.leading`/`.trailing` sit at the side of the content,
/// vertically at its top. With ``pinToVisibleBounds`` a top (bottom) item stays at the top
/// (bottom) of the collection view's visible bounds while any part of its section is visible.
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
    /// Where the item sits around its section.
    public let alignment: RectAlignment
    /// An extra offset, in points.
    public let offset: CGPoint
    /// Whether the item adds to the section's size (`true`) or overlaps its content.
    public var extendsBoundary = true
    /// Whether the item stays in the visible bounds while its section is visible.
    public var pinToVisibleBounds = false

    /// A boundary item of `layoutSize` and `elementKind` at `alignment`, moved by `absoluteOffset`.
    public init(
        layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment,
        absoluteOffset: CGPoint = .zero
    ) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: CollectionLayoutAnchor(edges: .top), itemAnchor: nil)
    }
}
