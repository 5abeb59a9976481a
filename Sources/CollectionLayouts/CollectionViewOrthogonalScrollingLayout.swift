import CollectionModel
import CollectionViews
import Foundation

/// A layout whose sections can scroll on their own, across the direction the collection view
/// scrolls (carousels), as ``CollectionViewCompositionalLayout`` does for sections with an
/// ``CollectionLayoutSection/orthogonalScrollingBehavior``.
///
/// The collection view keeps each section's offset
/// (``CollectionView/orthogonalContentOffset(forSection:)``); the layout places the section's
/// items shifted by it whenever it is asked for attributes, and answers the questions below.
/// The collection view then gives such a section what a carousel needs: Left and Right move
/// focus inside it and scroll it so that the focused item stays visible, the mouse wheel scrolls
/// it sideways (or with Shift), its cells are clipped to its band, and `‹` and `›` show that
/// more lies to either side.
///
/// Offsets run along the section's axis: `x` in a vertically scrolling layout. The default
/// implementations of ``targetOrthogonalContentOffset(forProposedContentOffset:withScrollingVelocity:inSection:)``,
/// ``orthogonalContentOffset(revealingItemAt:)`` and
/// ``orthogonalContentOffset(scrollingSection:by:)`` scroll along `x` and rest anywhere in
/// `0...maximumOrthogonalContentOffset(forSection:)`; a layout implements the first to page or
/// snap.
///
/// ```swift
/// final class ShelfLayout: CollectionViewLayout, CollectionViewOrthogonalScrollingLayout {
///     // Section 0 is one row of 10-column items that scrolls sideways.
///     override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
///         let shift = collectionView?.orthogonalContentOffset(forSection: 0).x ?? 0
///         let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
///         attributes.frame = CGRect(x: CGFloat(indexPath.item * 10) - shift, y: 0, width: 10, height: 1)
///         return attributes
///     }
///     func scrollsOrthogonally(section: Int) -> Bool { section == 0 }
///     func orthogonalScrollingFrame(forSection section: Int) -> CGRect? {
///         section == 0 ? CGRect(x: 0, y: 0, width: collectionView?.bounds.width ?? 0, height: 1) : nil
///     }
///     func maximumOrthogonalContentOffset(forSection section: Int) -> CGFloat {
///         let count = collectionView?.numberOfItems(inSection: 0) ?? 0
///         return max(0, CGFloat(count * 10) - (collectionView?.bounds.width ?? 0))
///     }
/// }
/// ```
@MainActor
public protocol CollectionViewOrthogonalScrollingLayout: CollectionViewLayout {
    /// Whether `section` scrolls on its own, across the collection view's scroll direction.
    /// Called often (for every element drawn): answer cheaply.
    func scrollsOrthogonally(section: Int) -> Bool

    /// The band that the orthogonally scrolling `section` occupies, in content coordinates: as
    /// long as the visible bounds along the section's axis and as deep as its items across it.
    /// Its cells are clipped to it. `nil` for a section that does not scroll orthogonally.
    func orthogonalScrollingFrame(forSection section: Int) -> CGRect?

    /// The largest offset of `section` along its axis: its content's length less the visible
    /// length (0 when everything fits, or for a section that does not scroll orthogonally).
    func maximumOrthogonalContentOffset(forSection section: Int) -> CGFloat

    /// Where a scroll of `section` comes to rest when it would stop at `proposedContentOffset`
    /// moving with `velocity` (only the sign along the section's axis counts: positive towards
    /// the trailing end). The default clamps the proposal's `x` to
    /// `0...maximumOrthogonalContentOffset(forSection:)`.
    func targetOrthogonalContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint,
        inSection section: Int
    ) -> CGPoint

    /// The offset of the item's section that shows the item at `indexPath` (moving as little as
    /// needed, then resting as
    /// ``targetOrthogonalContentOffset(forProposedContentOffset:withScrollingVelocity:inSection:)``
    /// says), or `nil` when the section need not move.
    func orthogonalContentOffset(revealingItemAt indexPath: IndexPath) -> CGPoint?

    /// The offset of `section` after scrolling it by `distance` points along its axis (a turn of
    /// the wheel), resting as
    /// ``targetOrthogonalContentOffset(forProposedContentOffset:withScrollingVelocity:inSection:)``
    /// says; `nil` when the section does not scroll.
    func orthogonalContentOffset(scrollingSection section: Int, by distance: CGFloat) -> CGPoint?
}

extension CollectionViewOrthogonalScrollingLayout {
    /// Clamps the proposal's `x` to `0...maximumOrthogonalContentOffset(forSection:)`; `.zero`
    /// for a section that does not scroll orthogonally.
    public func targetOrthogonalContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint,
        inSection section: Int
    ) -> CGPoint {
        guard scrollsOrthogonally(section: section) else { return .zero }
        let proposed = proposedContentOffset.x.isFinite ? proposedContentOffset.x : 0
        return CGPoint(x: min(max(proposed, 0), maximumOrthogonalContentOffset(forSection: section)), y: 0)
    }

    /// Scrolls along `x` as little as shows the item's frame
    /// (``CollectionViewLayout/layoutAttributesForItem(at:)``) within the collection view's
    /// bounds.
    public func orthogonalContentOffset(revealingItemAt indexPath: IndexPath) -> CGPoint? {
        guard scrollsOrthogonally(section: indexPath.section), let host,
            let shown = layoutAttributesForItem(at: indexPath)?.frame
        else { return nil }
        let current = host.orthogonalContentOffset(forSection: indexPath.section).x
        let visible = host.cellBounds
        let proposed: CGFloat
        if shown.minX < visible.minX {
            proposed = current - (visible.minX - shown.minX)
        } else if shown.maxX > visible.maxX {
            proposed = current + (shown.maxX - visible.maxX)
        } else {
            return nil
        }
        return targetOrthogonalContentOffset(
            forProposedContentOffset: CGPoint(x: proposed, y: 0),
            withScrollingVelocity: CGPoint(x: proposed > current ? 1 : -1, y: 0), inSection: indexPath.section)
    }

    /// Adds `distance` to the section's `x` offset.
    public func orthogonalContentOffset(scrollingSection section: Int, by distance: CGFloat) -> CGPoint? {
        guard scrollsOrthogonally(section: section), let host else { return nil }
        let current = host.orthogonalContentOffset(forSection: section).x
        return targetOrthogonalContentOffset(
            forProposedContentOffset: CGPoint(x: current + distance, y: 0),
            withScrollingVelocity: CGPoint(x: distance > 0 ? 1 : -1, y: 0), inSection: section)
    }
}
