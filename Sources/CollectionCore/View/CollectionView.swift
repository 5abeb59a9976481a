import Foundation

/// Supplies a collection view's counts (and, later, its cells), as
/// `UICollectionViewDataSource`.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; defaults to 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}

/// A scrolling view of items laid out by a ``CollectionViewLayout``, as `UICollectionView`.
open class CollectionView: ScrollView {
    /// The layout that places the items. Setting it installs the layout and invalidates it.
    public var collectionViewLayout: CollectionViewLayout {
        willSet { collectionViewLayout.collectionView = nil }
        didSet { install(collectionViewLayout) }
    }

    /// The object that supplies counts and cells.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }

    private var sectionCounts: [Int]?

    /// Horizontal offsets of orthogonally scrolling sections, by section index.
    public private(set) var orthogonalContentOffsets: [Int: CGPoint] = [:]

    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        install(layout)
    }

    private func install(_ layout: CollectionViewLayout) {
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// Replaces the layout (UIKit's `setCollectionViewLayout(_:animated:)`).
    open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Forgets cached counts and invalidates the layout.
    open func reloadData() {
        sectionCounts = nil
        orthogonalContentOffsets = [:]
        collectionViewLayout.invalidateLayout()
    }

    private var counts: [Int] {
        if let sectionCounts { return sectionCounts }
        var result: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            result.reserveCapacity(sections)
            for section in 0..<sections {
                result.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: section)))
            }
        }
        sectionCounts = result
        return result
    }

    /// The number of sections the data source reports.
    public var numberOfSections: Int { counts.count }

    /// The number of items in `section`, or 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = counts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The horizontal offset of the orthogonally scrolling section `section`.
    public func orthogonalContentOffset(forSection section: Int) -> CGPoint {
        orthogonalContentOffsets[section] ?? .zero
    }

    /// Sets the offset of the orthogonally scrolling section `section`.
    public func setOrthogonalContentOffset(_ offset: CGPoint, forSection section: Int) {
        orthogonalContentOffsets[section] = offset
    }

    // MARK: - Scroll model

    /// The kind of a flow layout's section header, as `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "CollectionElementKindSectionHeader"

    /// The kind of a flow layout's section footer, as `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "CollectionElementKindSectionFooter"

    /// Asks the layout whether the new bounds invalidate it
    /// (``CollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``) and invalidates it if
    /// so. Called for every change of ``ScrollView/frame`` or ``ScrollView/bounds``.
    open override func boundsWillChange(to newBounds: CGRect) {
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Invalidates the layout: content insets change the space it lays out across.
    open override func contentInsetDidChange() {
        collectionViewLayout.invalidateLayout()
    }

    /// Prepares the layout if it was invalidated, takes its
    /// ``CollectionViewLayout/collectionViewContentSize`` as ``ScrollView/contentSize``, and
    /// after a new layout or a change of content size moves the offset back into the scrollable
    /// range (through the
    /// layout's ``CollectionViewLayout/targetContentOffset(forProposedContentOffset:)``).
    open override func layoutIfNeeded() {
        super.layoutIfNeeded()
        let prepared = collectionViewLayout.needsPrepare
        collectionViewLayout.prepareIfNeeded()
        let newSize = collectionViewLayout.collectionViewContentSize
        guard prepared || newSize != contentSize else { return }
        contentSize = newSize
        let proposed = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
        let target = proposed.x.isFinite && proposed.y.isFinite ? proposed : contentOffset
        let clamped = clampedContentOffset(target)
        if clamped != contentOffset { contentOffset = clamped }
    }

    /// Attributes of every element visible in ``ScrollView/bounds``: prepares the layout if
    /// needed, then asks ``CollectionViewLayout/layoutAttributesForElements(in:)``.
    public func layoutAttributesForVisibleElements() -> [CollectionViewLayoutAttributes] {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
    }

    /// Where scrolling that would stop at `proposedContentOffset` comes to rest: the layout's
    /// ``CollectionViewLayout/targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``
    /// first, then paging (when ``ScrollView/isPagingEnabled``), clamped to the scrollable range.
    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        layoutIfNeeded()
        let fromLayout = collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        let proposal = fromLayout.x.isFinite && fromLayout.y.isFinite ? fromLayout : proposedContentOffset
        return super.targetContentOffset(forProposedContentOffset: proposal, withScrollingVelocity: velocity)
    }
}
