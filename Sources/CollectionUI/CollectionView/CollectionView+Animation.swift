import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// Animated updates and scrolling: the view's side (the animator does the work).
extension CollectionView {
    /// Whether any animation (an update or a scroll) is running.
    public var isAnimating: Bool { animator.isAnimating }

    /// Sets the offset of the orthogonally scrolling section `section`, moving there over an
    /// animation when `animated` (a carousel's paging snap does).
    public func setOrthogonalContentOffset(_ offset: CGPoint, forSection section: Int, animated: Bool) {
        animator.setOrthogonalContentOffset(offset, forSection: section, animated: animated)
    }

    /// Where the item at `indexPath` is drawn now, relative to the view's top-left corner:
    /// between its old and new places while an update animates.
    func presentedFrame(forItemAt indexPath: IndexPath) -> CGRect? {
        animator.presentedFrame(forItemAt: indexPath)
    }
}
