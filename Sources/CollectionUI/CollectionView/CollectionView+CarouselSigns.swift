import CollectionLayouts
import CollectionViews
import Foundation

// The `‹` and `›` signs at a carousel's edges answer a click, as a browser's carousel arrows do.
extension CollectionView {
    /// A press at `point` (content coordinates) on a carousel's `‹` sign (its band's first
    /// column, shown when it is scrolled from its start) or `›` sign (its last column, shown
    /// when there is more past its end) pages the carousel that way: to the next group
    /// boundary or page its behaviour rests on, or by the band's width less two columns for a
    /// continuous one. The focus stays where it is. Returns whether the press was on a sign.
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
            setOrthogonalContentOffset(target, forSection: section, animated: true)
            return true
        }
        return false
    }
}
