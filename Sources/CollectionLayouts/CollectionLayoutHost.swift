import CollectionViews
import Foundation

/// What a layout reads of the collection view it lays out: its counts, its bounds and scroll
/// position, its insets and point scale, and the scroll positions of its orthogonally
/// scrolling sections. The collection view is the one host; layouts never see its
/// internals, so the layouts sit below it. App code reads the collection view itself, through
/// ``CollectionViewLayout``'s `collectionView`.
@MainActor
package protocol CollectionLayoutHost: AnyObject {
    /// The visible part of the content, in content coordinates.
    var cellBounds: CGRect { get }
    /// The top-left point of the visible content.
    var cellContentOffset: CGPoint { get }
    /// The content inset with the safe area added.
    var cellAdjustedContentInset: EdgeInsets { get }
    /// The number of sections of the data shown.
    var numberOfSections: Int { get }
    /// The number of items in `section` (0 for a section that does not exist).
    func numberOfItems(inSection section: Int) -> Int
    /// The scale of the values the collection view's layouts are written in, when it sets one.
    var pointScale: PointScale? { get }
    /// The part of the content that is drawn: the bounds less the content inset.
    var contentViewport: CGRect { get }
    /// The scroll position of the orthogonally scrolling `section` (zero for the others).
    func orthogonalContentOffset(forSection section: Int) -> CGPoint
    /// Called by the layout each time it is invalidated (``CollectionViewLayout/invalidateLayout()``):
    /// the host reads the layout again at its next layout pass and redraws. This is the one
    /// place an invalidation reaches the view, whoever invalidated the layout (the view, the
    /// layout itself, or app code changing a property of the layout).
    func layoutDidInvalidate()
}
