import CollectionViews
import Foundation

/// The layout's answers in cells, for the collection view that lays out and draws them.
///
/// The built-in layouts (compositional, flow, and the layouts made on them) read what they are
/// written in through their point scale and answer in whole cells. A layout subclass of an
/// app's own, written for UIKit, works in the units its collection view's geometry reads in:
/// under a point scale it reads `collectionView.bounds` in points and places its elements in
/// points, and these convert its answers to cells (and the rectangles and offsets it is asked
/// about to points).
extension CollectionViewLayout {
    /// The scale an app's layout subclass is written in, `nil` for a layout that answers in cells.
    private var appScale: PointScale? { answersInCells ? nil : effectivePointScale }

    /// ``layoutAttributesForElements(in:)`` with `rect` and the frames in cells.
    package func cellAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard let scale = appScale else { return layoutAttributesForElements(in: rect) }
        return layoutAttributesForElements(in: scale.points(rect))?.map { $0.inCells(scale) }
    }

    /// ``layoutAttributesForItem(at:)`` with the frame in cells.
    package func cellAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let scale = appScale else { return layoutAttributesForItem(at: indexPath) }
        return layoutAttributesForItem(at: indexPath)?.inCells(scale)
    }

    /// ``layoutAttributesForSupplementaryView(ofKind:at:)`` with the frame in cells.
    package func cellAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard let scale = appScale else { return layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) }
        return layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.inCells(scale)
    }

    /// ``layoutAttributesForDecorationView(ofKind:at:)`` with the frame in cells.
    package func cellAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard let scale = appScale else { return layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath) }
        return layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)?.inCells(scale)
    }

    /// ``collectionViewContentSize`` in cells.
    package var cellContentSize: CGSize {
        let size = collectionViewContentSize
        return appScale.cells(size)
    }

    /// ``shouldInvalidateLayout(forBoundsChange:)`` for bounds in cells.
    package func shouldInvalidateLayout(forCellBoundsChange newBounds: CGRect) -> Bool {
        shouldInvalidateLayout(forBoundsChange: appScale.points(newBounds))
    }

    /// ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`` with the offsets
    /// in cells (the velocity is the scroll's, in cells a step).
    package func cellTargetContentOffset(forProposedContentOffset offset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let scale = appScale else {
            return targetContentOffset(forProposedContentOffset: offset, withScrollingVelocity: velocity)
        }
        return scale.cells(targetContentOffset(forProposedContentOffset: scale.points(offset), withScrollingVelocity: velocity))
    }

    /// ``targetContentOffset(forProposedContentOffset:)`` with the offsets in cells.
    package func cellTargetContentOffset(forProposedContentOffset offset: CGPoint) -> CGPoint {
        guard let scale = appScale else { return targetContentOffset(forProposedContentOffset: offset) }
        return scale.cells(targetContentOffset(forProposedContentOffset: scale.points(offset)))
    }

    /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`` with
    /// both in cells.
    package func shouldInvalidateLayout(
        forPreferredCellAttributes preferred: CollectionViewLayoutAttributes,
        withOriginalAttributes original: CollectionViewLayoutAttributes
    ) -> Bool {
        guard let scale = appScale else {
            return shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        }
        return shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferred.inPoints(scale), withOriginalAttributes: original.inPoints(scale))
    }

    /// ``invalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`` with both in
    /// cells.
    package func invalidateLayout(
        forPreferredCellAttributes preferred: CollectionViewLayoutAttributes,
        withOriginalAttributes original: CollectionViewLayoutAttributes
    ) {
        guard let scale = appScale else {
            return invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        }
        invalidateLayout(forPreferredLayoutAttributes: preferred.inPoints(scale), withOriginalAttributes: original.inPoints(scale))
    }
}

extension CollectionViewLayoutAttributes {
    /// A copy with the frame read as points of `scale`, in cells.
    fileprivate func inCells(_ scale: PointScale) -> Self {
        let copy = copy()
        copy.frame = scale.cells(frame)
        return copy
    }

    /// A copy with the frame in cells, as points of `scale`.
    fileprivate func inPoints(_ scale: PointScale) -> Self {
        let copy = copy()
        copy.frame = scale.points(frame)
        return copy
    }
}
