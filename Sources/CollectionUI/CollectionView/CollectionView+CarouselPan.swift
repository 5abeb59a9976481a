import CollectionLayouts
import CollectionViews
import Foundation

// A drag across a carousel pans it with the pointer, as a swipe does on a touch screen; the
// release lets it come to rest as its behaviour says.
extension CollectionView {
    /// Where a press in a carousel's band started a possible pan: the section, the press's
    /// column and the carousel's offset then.
    struct CarouselPan {
        var section: Int
        var startX: CGFloat
        var startOffset: CGFloat
        var moved = false
    }

    /// Notes a press at `point` (content coordinates) in a carousel's band, so that a drag
    /// from it pans that carousel.
    func beginCarouselPan(at point: CGPoint) {
        carouselPan = nil
        guard let layout = orthogonalScrollingLayout else { return }
        for section in 0..<numberOfSections where layout.scrollsOrthogonally(section: section) {
            guard let band = layout.orthogonalScrollingFrame(forSection: section), band.contains(point),
                layout.maximumOrthogonalContentOffset(forSection: section) > 0
            else { continue }
            carouselPan = CarouselPan(section: section, startX: point.x, startOffset: orthogonalContentOffset(forSection: section).x)
            return
        }
    }

    /// A drag to `point` (content coordinates) moves the panned carousel's content with the
    /// pointer, within what it scrolls. Returns whether a pan is under way.
    func continueCarouselPan(to point: CGPoint) -> Bool {
        guard var pan = carouselPan, let layout = orthogonalScrollingLayout else { return false }
        let maximum = layout.maximumOrthogonalContentOffset(forSection: pan.section)
        let offset = min(max(pan.startOffset - (point.x - pan.startX), 0), maximum)
        if offset != orthogonalContentOffset(forSection: pan.section).x { pan.moved = true }
        carouselPan = pan
        setOrthogonalContentOffset(CGPoint(x: offset, y: 0), forSection: pan.section, animated: false)
        return true
    }

    /// The release that ends a pan: the carousel comes to rest where its behaviour says, in the
    /// direction it was dragged; a focus in it moves to the item the carousel then shows, as
    /// after a click on a sign, so it is never left cut. Returns whether the carousel was panned.
    func endCarouselPan() -> Bool {
        defer { carouselPan = nil }
        guard let pan = carouselPan, pan.moved, let layout = orthogonalScrollingLayout,
            let band = layout.orthogonalScrollingFrame(forSection: pan.section)
        else { return false }
        let current = orthogonalContentOffset(forSection: pan.section).x
        let direction: CGFloat = current > pan.startOffset ? 1 : current < pan.startOffset ? -1 : 0
        let target = layout.targetOrthogonalContentOffset(
            forProposedContentOffset: CGPoint(x: current, y: 0), withScrollingVelocity: CGPoint(x: direction, y: 0),
            inSection: pan.section)
        if let focus = focusedIndexPath, focus.section == pan.section,
            let next = itemShown(inSection: pan.section, scrolledBy: target.x - current, band: band, near: focus) {
            setOrthogonalContentOffset(target, forSection: pan.section, animated: false)
            focusItem(at: next)
            return true
        }
        setOrthogonalContentOffset(target, forSection: pan.section, animated: true)
        return true
    }
}
