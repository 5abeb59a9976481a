import Foundation

extension CollectionViewCompositionalLayout: OrthogonalScrollingLayout {
    func isOrthogonal(section: Int) -> Bool {
        prepareIfNeeded()
        return sections.indices.contains(section) && sections[section].isOrthogonal
    }

    func orthogonalBand(section: Int) -> (frame: CGRect, scrollableWidth: CGFloat)? {
        guard isOrthogonal(section: section), let collectionView else { return nil }
        let frames = sections[section].frames
        guard let top = frames.map(\.minY).min(), let bottom = frames.map(\.maxY).max() else { return nil }
        let origin = sectionOrigin(section)
        let band = CGRect(
            x: collectionView.bounds.minX, y: origin.y + top, width: collectionView.bounds.width, height: bottom - top)
        return (band, maximumOrthogonalContentOffset(forSection: section))
    }

    func orthogonalOffset(revealing indexPath: IndexPath) -> CGPoint? {
        guard isOrthogonal(section: indexPath.section), let collectionView,
            let shown = layoutAttributesForItem(at: indexPath)?.frame
        else { return nil }
        let current = collectionView.orthogonalContentOffset(forSection: indexPath.section)
        let visible = collectionView.bounds
        let proposed: CGFloat
        if shown.minX < visible.minX {
            proposed = current.x - (visible.minX - shown.minX)
        } else if shown.maxX > visible.maxX {
            proposed = current.x + (shown.maxX - visible.maxX)
        } else {
            return nil
        }
        let velocity = CGPoint(x: proposed > current.x ? 1 : -1, y: 0)
        return targetOrthogonalContentOffset(
            forProposedContentOffset: CGPoint(x: proposed, y: 0), withScrollingVelocity: velocity, inSection: indexPath.section)
    }

    func orthogonalOffset(scrolling section: Int, by delta: CGFloat) -> CGPoint? {
        guard isOrthogonal(section: section), let collectionView else { return nil }
        let current = collectionView.orthogonalContentOffset(forSection: section)
        return targetOrthogonalContentOffset(
            forProposedContentOffset: CGPoint(x: current.x + delta, y: 0),
            withScrollingVelocity: CGPoint(x: delta > 0 ? 1 : -1, y: 0), inSection: section)
    }
}
