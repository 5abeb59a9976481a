import CollectionCanvas
import CollectionModel
import Foundation

/// What the collection view asks about orthogonal sections, along the section's own axis (x in
/// a vertical layout, y in a horizontal one).
extension CollectionViewCompositionalLayout: OrthogonalScrollingLayout {
    func isOrthogonal(section: Int) -> Bool {
        prepareIfNeeded()
        return sections.indices.contains(section) && sections[section].isOrthogonal
    }

    /// The cross-axis extent of the section's groups, in the section's coordinates: computed
    /// once per layout pass, then O(1).
    private func crossExtent(ofSection section: Int) -> (start: CGFloat, end: CGFloat)? {
        if let cached = orthogonalBandCache[section] { return cached }
        let geometry = sections[section]
        let cross = geometry.placementAxis.other
        guard let start = geometry.frames.lazy.map({ $0.minimum(cross) }).min(),
            let end = geometry.frames.lazy.map({ $0.maximum(cross) }).max()
        else { return nil }
        orthogonalBandCache[section] = (start, end)
        return (start, end)
    }

    func orthogonalBand(section: Int) -> (frame: CGRect, scrollableWidth: CGFloat)? {
        guard isOrthogonal(section: section), let collectionView, let extent = crossExtent(ofSection: section) else {
            return nil
        }
        let axis = sections[section].placementAxis
        let origin = sectionOrigin(section).coordinate(axis.other)
        let visible = collectionView.bounds
        let band = CGRect(
            origin: CGPoint(axis: axis, main: visible.minimum(axis), cross: origin + extent.start),
            size: CGSize(axis: axis, main: visible.size.length(axis), cross: extent.end - extent.start))
        return (band, maximumOrthogonalContentOffset(forSection: section))
    }

    func orthogonalOffset(revealing indexPath: IndexPath) -> CGPoint? {
        guard isOrthogonal(section: indexPath.section), let collectionView,
            let shown = layoutAttributesForItem(at: indexPath)?.frame
        else { return nil }
        let axis = sections[indexPath.section].placementAxis
        let current = collectionView.orthogonalContentOffset(forSection: indexPath.section).coordinate(axis)
        let visible = collectionView.bounds
        let proposed: CGFloat
        if shown.minimum(axis) < visible.minimum(axis) {
            proposed = current - (visible.minimum(axis) - shown.minimum(axis))
        } else if shown.maximum(axis) > visible.maximum(axis) {
            proposed = current + (shown.maximum(axis) - visible.maximum(axis))
        } else {
            return nil
        }
        return targetOrthogonalContentOffset(
            forProposedContentOffset: CGPoint(axis: axis, main: proposed, cross: 0),
            withScrollingVelocity: CGPoint(axis: axis, main: proposed > current ? 1 : -1, cross: 0), inSection: indexPath.section)
    }

    func orthogonalOffset(scrolling section: Int, by delta: CGFloat) -> CGPoint? {
        guard isOrthogonal(section: section), let collectionView else { return nil }
        let axis = sections[section].placementAxis
        let current = collectionView.orthogonalContentOffset(forSection: section).coordinate(axis)
        return targetOrthogonalContentOffset(
            forProposedContentOffset: CGPoint(axis: axis, main: current + delta, cross: 0),
            withScrollingVelocity: CGPoint(axis: axis, main: delta > 0 ? 1 : -1, cross: 0), inSection: section)
    }
}
