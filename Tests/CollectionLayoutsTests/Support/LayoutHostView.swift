import CollectionLayouts
import CollectionViews
import Foundation

/// What a layout reads of its collection view, without the collection view: a scroll view (so
/// that its bounds, content offset, insets and the refusal of bad frames are the real ones)
/// with item counts per section and the offsets of orthogonally scrolling sections. Like the
/// collection view, it asks its layout whether a change of bounds invalidates it.
@MainActor
final class LayoutHostView: ScrollView, CollectionLayoutHost {
    /// The number of items in each section.
    let counts: [Int]
    /// The layout this view hosts; the layout keeps only a weak reference to its host.
    let layout: CollectionViewLayout
    /// The scale of the values the layouts are written in, as the collection view's.
    var pointScale: PointScale? { didSet { layout.invalidateLayout() } }
    /// How many times the layout told its host that it was invalidated.
    private(set) var invalidations = 0
    private var orthogonalContentOffsets: [Int: CGPoint] = [:]

    init(frame: CGRect, counts: [Int], layout: CollectionViewLayout) {
        self.counts = counts
        self.layout = layout
        super.init(frame: frame)
        layout.host = self
        layout.invalidateLayout()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    var numberOfSections: Int { counts.count }

    func numberOfItems(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    /// The bounds less the scroll indicator's column while it is kept.
    var contentViewport: CGRect {
        var viewport = bounds
        let kept = adjustedContentInset.right - contentInset.right
        if kept > 0 { viewport.size.width = max(0, viewport.width - kept) }
        return viewport
    }

    func orthogonalContentOffset(forSection section: Int) -> CGPoint {
        orthogonalContentOffsets[section] ?? .zero
    }

    /// Sets the offset of the orthogonally scrolling section `section`.
    func setOrthogonalContentOffset(_ offset: CGPoint, forSection section: Int) {
        orthogonalContentOffsets[section] = offset
    }

    func layoutDidInvalidate() {
        invalidations += 1
    }

    /// Invalidates the layout when it asks for it, as the collection view does for every change
    /// of frame or bounds.
    override func boundsWillChange(to newBounds: CGRect) {
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout()
        }
    }
}
