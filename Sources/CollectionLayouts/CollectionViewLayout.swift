import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// The custom-layout base class, as `UICollectionViewLayout`: subclasses override
/// ``prepare()``, ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)`` (and
/// the per-element queries) to place a collection view's elements.
///
/// The layout reads its collection view through `collectionView` (counts and bounds). The
/// collection view calls ``prepare()`` after ``invalidateLayout()`` before it asks for
/// attributes, exactly once per invalidation.
///
/// A subclass works in the units its collection view's geometry reads in: cells, or points
/// under a point scale (code written for UIKit), where it reads `collectionView.bounds` in
/// points and places its elements in points; the collection view draws them on the cells they
/// fall in. The built-in layouts read their values through the scale and answer in cells.
@MainActor
open class CollectionViewLayout {
    /// The collection view that uses this layout as the layouts see it, or `nil` before it is
    /// installed; `collectionView` gives the collection view itself.
    package weak var host: (any CollectionLayoutHost)?

    /// Whether ``invalidateLayout()`` was called since the last ``prepare()``.
    public private(set) var needsPrepare = true

    /// View classes for decoration kinds, registered with `register(_:forDecorationViewOfKind:)`
    /// (reusable view classes; the collection view reads them as such).
    package var decorationViewClassStorage: [String: AnyClass] = [:]

    /// A layout not yet installed in a collection view: it places nothing until a collection view
    /// adopts it and calls ``prepare()``.
    public init() {}

    /// Whether the layout answers in cells whatever its point scale (the built-in layouts, which
    /// read their values through the scale); `false` for an app's own subclass, which works in
    /// the units of its collection view's geometry (see `CollectionViewLayout+Cells.swift`).
    package var answersInCells = false

    /// The scale of the values this layout is written in (see ``PointScale``); `nil` (the
    /// default) takes the collection view's `pointScale`, else
    /// ``PointScale/current``. Setting it invalidates the layout.
    public var pointScale: PointScale? { didSet { invalidateLayout() } }

    /// The scale the layout applies now: ``pointScale``, else its collection view's, else
    /// ``PointScale/current``; `nil` when none is set or it is one point per cell.
    public var effectivePointScale: PointScale? {
        guard PointScale.mayApply else { return nil }
        return PointScale.effective(pointScale ?? host?.pointScale ?? PointScale.current)
    }

    /// Computes whatever the layout caches; called before the first query after an
    /// invalidation. The base implementation does nothing.
    open func prepare() {}

    /// The size of all content.
    open var collectionViewContentSize: CGSize { .zero }

    /// Attributes of every element whose frame intersects `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// Attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// Attributes of the decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout.
    /// The base implementation answers `true` when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let host else { return false }
        return host.cellBounds.size != newBounds.size
    }

    /// Marks the layout as needing ``prepare()`` before the next query, and tells its collection
    /// view, which lays out again and redraws. Subclasses that override it call `super`.
    open func invalidateLayout() {
        needsPrepare = true
        invalidationCount &+= 1
        host?.layoutDidInvalidate()
    }

    /// How many times the layout was invalidated: the collection view tells an invalidation that
    /// only scrolling caused from the others.
    package private(set) var invalidationCount = 0

    /// Where scrolling should stop when it would stop at `proposedContentOffset`. The base
    /// implementation returns the proposal.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// Where scrolling should stop when nothing is scrolling (after an update or a layout
    /// change). The base implementation returns the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Whether a cell's preferred attributes (its fitting size, for estimated sizes) differ
    /// enough from what the layout gave it to lay out again. The base answers `false`; layouts
    /// with estimated sizes override it together with
    /// ``invalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// Takes a cell's preferred attributes into the layout, updating that element and what
    /// follows it. The base does nothing.
    open func invalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) {}

    /// Calls ``prepare()`` if the layout was invalidated since it last ran. The collection view
    /// calls this before every query; subclasses do not override it.
    public final func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        scaleAtLastPrepare = effectivePointScale
        preparedGeneration &+= 1
        prepare()
    }

    /// How many times ``prepareIfNeeded()`` prepared the layout: the collection view decides its
    /// scroll indicator's column again after a pass it did not run itself (a query that came first).
    package private(set) var preparedGeneration = 0

    /// The ``effectivePointScale`` of the last ``prepare()`` (`.none` before the first).
    private var scaleAtLastPrepare: PointScale??

    /// Whether the scale the layout applies changed since it was last prepared (a new
    /// ``PointScale/current``, or the collection view's ``CollectionView/pointScale``).
    package var pointScaleChangedSincePrepare: Bool {
        guard let prepared = scaleAtLastPrepare else { return false }
        return prepared != effectivePointScale
    }
}
