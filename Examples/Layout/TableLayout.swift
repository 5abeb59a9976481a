import CollectionCore
import Foundation

/// A table: one full-width row per item of section 0, each ``itemSize`` tall, stacked from the
/// top. The example custom layout of an article on UIKit collection view layout, kept as a
/// starting point for your own layouts.
///
/// It shows the four things every custom layout does: ``prepare()`` computes every row's frame
/// (in a ``TableLayoutCache``), ``layoutAttributesForElements(in:)`` returns the rows whose
/// frames intersect the rectangle, ``layoutAttributesForItem(at:)`` builds one row's attributes,
/// and ``collectionViewContentSize`` is the collection view's width by the last frame's bottom.
///
/// ```swift
/// let layout = TableLayout()
/// layout.itemSize = CGSize(width: 0, height: 1)   // one terminal row per item
/// let collectionView = CollectionView(frame: screen, collectionViewLayout: layout)
/// ```
///
/// The article's code compiles here unchanged except for the `UI` prefixes (the test suite keeps
/// that literal port). This copy differs in four ways that suit a library: it reads the
/// collection view with `guard` instead of force-unwrapping it (no collection view gives an empty
/// layout), it filters with `CGRect.overlaps(_:)` (rows that only touch the
/// rectangle's edge are not visible), its rows span the bounds less
/// `collectionView.adjustedContentInset` (so they stay clear of the scroll indicator's column),
/// and it is `open` and documented. Its queries scan every frame, as the article's do;
/// ``CollectionViewFlowLayout`` shows how to answer them in O(log n + k).
open class TableLayout: CollectionViewLayout {
    /// The size of a row; only its height is used (rows span the collection view's width).
    /// Setting it invalidates the layout.
    public var itemSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    private let section = 0

    /// The frames computed by the last ``prepare()``.
    public private(set) var cache = TableLayoutCache.zero

    public override init() {
        super.init()
    }

    open override var collectionViewContentSize: CGSize {
        cache.contentSize
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            cache = .zero
            return
        }
        let numberOfItems = collectionView.numberOfItems(inSection: section)
        // Rows span the width content is laid out in: the bounds less the adjusted insets, which
        // keep the scroll indicator's column while it shows (as UIKit code reads
        // `adjustedContentInset` to stay clear of the safe area).
        let insets = collectionView.adjustedContentInset
        let width = collectionView.bounds.width - insets.left - insets.right
        cache = TableLayoutCache(itemSize: itemSize, collectionWidth: max(0, width))
        cache.recalculateDefaultFrames(numberOfItems: numberOfItems)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cache.visibleRows(in: rect).compactMap { row in
            layoutAttributesForItem(at: IndexPath(row: row, section: section))
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        // Only items that exist have attributes (as every layout answers).
        guard indexPath.count == 2, indexPath.section == section, cache.defaultFrames.indices.contains(indexPath.row) else {
            return nil
        }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = cache.defaultCellFrame(atRow: indexPath.row)
        return attributes
    }
}
