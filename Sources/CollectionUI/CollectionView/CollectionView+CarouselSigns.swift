import CollectionLayouts
import CollectionViews
import Foundation

// The `‹` and `›` signs at a carousel's edges answer a click, as a browser's carousel arrows do.
extension CollectionView {
    /// A press at `point` (content coordinates) on a carousel's `‹` sign (its band's first
    /// column, shown when it is scrolled from its start) or `›` sign (its last column, shown
    /// when there is more past its end) pages the carousel that way: to the next group
    /// boundary or page its behaviour rests on, or by the band's width less two columns for a
    /// continuous one. A focus in another section stays where it is; a focus in this carousel
    /// moves to the item the page shows, whose reveal pages it. Returns whether the press was
    /// on a sign.
    func pageCarousel(atSign point: CGPoint) -> Bool {
        guard let layout = orthogonalScrollingLayout else { return false }
        for section in 0..<numberOfSections where layout.scrollsOrthogonally(section: section) {
            guard let band = layout.orthogonalScrollingFrame(forSection: section), band.width > 2, band.contains(point) else { continue }
            let signs = carouselSigns(section: section, orthogonal: layout)
            let direction: CGFloat
            if signs.left && point.x < band.minX + 1 {
                direction = -1
            } else if signs.right && point.x >= band.maxX - 1 {
                direction = 1
            } else {
                return false
            }
            let current = orthogonalContentOffset(forSection: section).x
            var target = layout.targetOrthogonalContentOffset(
                forProposedContentOffset: CGPoint(x: current + direction, y: 0),
                withScrollingVelocity: CGPoint(x: direction, y: 0), inSection: section)
            if abs(target.x - current) < 2 {
                // A continuous carousel rests anywhere: a page of its band instead.
                target = layout.targetOrthogonalContentOffset(
                    forProposedContentOffset: CGPoint(x: current + direction * (band.width - 2), y: 0),
                    withScrollingVelocity: CGPoint(x: direction, y: 0), inSection: section)
            }
            if let focus = focusedIndexPath, focus.section == section,
                let next = itemShown(inSection: section, scrolledBy: target.x - current, band: band, near: focus), next != focus {
                // The focus is in this carousel: it moves to the item the page shows, as ← and →
                // would, and revealing it pages the carousel (the focus is never left cut).
                focusItem(at: next)
                return true
            }
            setOrthogonalContentOffset(target, forSection: section, animated: true)
            return true
        }
        return false
    }

    /// The item of `section` that shows nearest the middle of the viewport once the carousel
    /// is scrolled by `distance`, preferring one that shows whole, then the row of `focus`.
    func itemShown(inSection section: Int, scrolledBy distance: CGFloat, band: CGRect, near focus: IndexPath) -> IndexPath? {
        let viewport = contentViewport
        let whole = viewport.insetBy(dx: min(1, viewport.width / 4), dy: 0)
        let region = CGRect(x: viewport.minX + distance, y: band.minY, width: viewport.width, height: band.height)
        let focusY = collectionViewLayout.cellAttributesForItem(at: focus)?.frame.midY ?? band.midY
        var best: (indexPath: IndexPath, score: (Int, CGFloat, CGFloat))?
        for attributes in collectionViewLayout.cellAttributesForElements(in: region) ?? []
        where attributes.representedElementCategory == .cell && attributes.indexPath.section == section {
            let frame = attributes.frame.offsetBy(dx: -distance, dy: 0)
            let score = (whole.contains(frame) ? 0 : 1, abs(frame.midX - viewport.midX), abs(frame.midY - focusY))
            if best.map({ score < $0.score }) ?? true { best = (attributes.indexPath, score) }
        }
        return best?.indexPath
    }
}
