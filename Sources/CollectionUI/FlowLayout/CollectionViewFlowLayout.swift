import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// A layout that places items one after another in lines, wrapping to a new line when the next
/// item does not fit, as `UICollectionViewFlowLayout`. Each section can have a header and a
/// footer (kinds ``CollectionView/elementKindSectionHeader`` and
/// ``CollectionView/elementKindSectionFooter``).
///
/// ```swift
/// let grid = CollectionViewFlowLayout()
/// grid.itemSize = CGSize(width: 18, height: 3)
/// grid.minimumInteritemSpacing = 2
/// grid.minimumLineSpacing = 1
/// grid.sectionInset = EdgeInsets(top: 0, left: 1, bottom: 1, right: 1)
/// grid.headerReferenceSize = CGSize(width: 0, height: 1)
///
/// let list = CollectionViewFlowLayout()
/// list.sizeForItemAt = { _ in CGSize(width: screenWidth, height: 1) }   // full-width rows
/// ```
///
/// **Lines.** When scrolling vertically, lines run across and stack downwards; horizontally,
/// lines run down and stack to the right. Items join a line while they fit with
/// ``minimumInteritemSpacing``. As in UIKit, the space left over in a line is spread over its
/// gaps (so the first item touches the leading inset and the last the trailing one), in whole
/// cells: the leftmost gaps take one cell more when the space does not divide evenly. The last
/// line of a section is not stretched: it keeps the gaps of the line above when they fit, so the
/// columns of a grid stay aligned, and otherwise packs at the minimum spacing. An item shorter
/// than its line is centred in it, snapped down to a whole cell. Lines are
/// ``minimumLineSpacing`` apart. A section without items keeps its header, its insets along the
/// scroll axis and its footer.
///
/// **Sizes.** An item's size comes from, in order: a measured size given with
/// ``setMeasuredSize(_:forItemAt:)``; the ``sizeForItemAt`` closure; the delegate's
/// ``CollectionViewDelegateFlowLayout/collectionView(_:layout:sizeForItemAt:)``;
/// ``estimatedItemSize`` when it is not zero; ``itemSize``.
///
/// **Speed.** ``prepare()`` is O(n). Frames are kept in flat arrays per section, so
/// ``layoutAttributesForElements(in:)`` binary-searches sections, lines and items and costs
/// O(log n + k); ``layoutAttributesForItem(at:)`` is O(1). A measured size re-lays out only its
/// own line and what follows in its section, and moves later sections without recomputing them.
///
/// **Bad input** never crashes: negative or non-finite sizes, spacings and insets count as zero,
/// items wider than a line are narrowed to it, insets wider than the container are reduced, and
/// a container of zero width gives items of zero width (never visible). Each case reports a
/// ``Diagnostic`` of domain `"layout"` once per ``prepare()``.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The size of every item when neither a closure, a delegate nor an estimate says otherwise.
    /// Defaults to 10 × 1 cells.
    public var itemSize = CGSize(width: 10, height: 1) { didSet { invalidateLayout() } }

    /// A first guess at item sizes, for items whose real size is measured later (see
    /// ``setMeasuredSize(_:forItemAt:)``). `.zero` (the default) turns estimation off.
    public var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }

    /// The least space between successive lines. Defaults to 0.
    public var minimumLineSpacing: CGFloat = 0 { didSet { invalidateLayout() } }

    /// The least space between items in one line. Defaults to 1 cell.
    public var minimumInteritemSpacing: CGFloat = 1 { didSet { invalidateLayout() } }

    /// Margins around each section's items (inside the header and footer).
    public var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }

    /// The size of each section's header: its height when scrolling vertically, its width when
    /// scrolling horizontally (the header spans the container the other way). Zero for none.
    public var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

    /// The size of each section's footer, as ``headerReferenceSize``.
    public var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

    /// The direction in which the content scrolls. Defaults to vertical.
    public var scrollDirection: CollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }

    /// The object that gives per-item sizes and per-section metrics. When `nil`, the layout asks
    /// the collection view's `delegate` (where UIKit looks) when it conforms to
    /// ``CollectionViewDelegateFlowLayout``, then its data source when that conforms.
    public weak var delegate: (any CollectionViewDelegateFlowLayout)? { didSet { invalidateLayout() } }

    /// A closure that gives the size of the item at an index path; it wins over the delegate.
    public var sizeForItemAt: ((IndexPath) -> CGSize)? { didSet { invalidateLayout() } }

    private var sections: [FlowSectionLayout] = []
    private var sectionStarts: [CGFloat] = []
    private var contentLength: CGFloat = 0
    private var crossExtent: CGFloat = 0
    private var preparedDirection: CollectionView.ScrollDirection = .vertical
    private var preparedScale: PointScale?
    private var measuredSizes: [Int: [Int: CGSize]] = [:]

    /// A flow layout with UIKit's defaults in cells: set ``itemSize`` (or ``estimatedItemSize``),
    /// the spacings and the insets before the collection view lays out.
    public override init() {
        super.init()
        answersInCells = true
    }

    // MARK: - Preparing

    /// Places every item, header and footer line by line, section by section, in O(items),
    /// each item at the size the type's documentation describes (a measured size, the
    /// ``sizeForItemAt`` closure, the delegate, or ``itemSize``). Bad sizes are clamped and
    /// reported as `layout` diagnostics.
    open override func prepare() {
        super.prepare()
        sections = []
        sectionStarts = []
        contentLength = 0
        crossExtent = 0
        preparedDirection = scrollDirection
        preparedScale = effectivePointScale
        guard let collectionView else { return }
        let reporter = FlowDiagnostics()
        let bounds = collectionView.cellBounds
        let inset = collectionView.cellAdjustedContentInset
        let rawCross = preparedDirection == .vertical
            ? bounds.width - inset.left - inset.right
            : bounds.height - inset.top - inset.bottom
        crossExtent = reporter.length(rawCross, "container length across lines")
        let sectionCount = collectionView.numberOfSections
        if crossExtent == 0 && sectionCount > 0 {
            reporter.report("zeroWidthContainer", "the container is \(rawCross) cells across after its content "
                + "insets; items get no width and none is visible.")
        }
        let delegate = resolvedDelegate
        sections.reserveCapacity(sectionCount)
        sectionStarts.reserveCapacity(sectionCount)
        var start: CGFloat = 0
        for section in 0..<sectionCount {
            let metrics = self.metrics(ofSection: section, collectionView, delegate, reporter)
            var layout = FlowSectionLayout(metrics: metrics, itemCount: collectionView.numberOfItems(inSection: section))
            let clamped = layout.layout(fromLine: 0, size: sizeProvider(section, collectionView, delegate, reporter))
            reportClamped(clamped, section: section, available: metrics.available, reporter)
            sections.append(layout)
            sectionStarts.append(start)
            start += layout.length
        }
        contentLength = start
        measuredSizes = measuredSizes.filter { $0.key < sectionCount }
    }

    private var resolvedDelegate: (any CollectionViewDelegateFlowLayout)? {
        delegate ?? (collectionView?.delegate as? any CollectionViewDelegateFlowLayout)
            ?? (collectionView?.dataSource as? any CollectionViewDelegateFlowLayout)
    }

    private func metrics(
        ofSection section: Int, _ collectionView: CollectionView,
        _ delegate: (any CollectionViewDelegateFlowLayout)?, _ reporter: FlowDiagnostics
    ) -> FlowSectionMetrics {
        var inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        var lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            ?? minimumLineSpacing
        var interitem = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing
        var header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            ?? headerReferenceSize
        var footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
            ?? footerReferenceSize
        let vertical = preparedDirection == .vertical
        if let scale = preparedScale {
            // Written in points (PointScale): lines follow the scroll axis, items go across it.
            // Whole cells, so that lengths written alike are drawn alike.
            inset = scale.wholeCells(inset)
            lineSpacing = scale.wholeCells(lineSpacing, horizontal: !vertical)
            interitem = scale.wholeCells(interitem, horizontal: vertical)
            header = scale.wholeCells(header)
            footer = scale.wholeCells(footer)
        }
        var metrics = FlowSectionMetrics(
            crossExtent: crossExtent,
            crossStart: reporter.length(vertical ? inset.left : inset.top, "section inset"),
            crossEnd: reporter.length(vertical ? inset.right : inset.bottom, "section inset"),
            mainStart: reporter.length(vertical ? inset.top : inset.left, "section inset"),
            mainEnd: reporter.length(vertical ? inset.bottom : inset.right, "section inset"),
            lineSpacing: reporter.length(lineSpacing, "minimum line spacing"),
            interitemSpacing: reporter.length(interitem, "minimum interitem spacing"),
            headerLength: reporter.length(vertical ? header.height : header.width, "header reference size"),
            footerLength: reporter.length(vertical ? footer.height : footer.width, "footer reference size"))
        if metrics.crossStart + metrics.crossEnd > crossExtent {
            reporter.report("insetsExceedContainer", "section \(section)'s insets across lines "
                + "(\(metrics.crossStart) + \(metrics.crossEnd)) exceed the container's \(crossExtent) cells; reduced.")
            metrics.crossStart = min(metrics.crossStart, crossExtent)
            metrics.crossEnd = crossExtent - metrics.crossStart
        }
        return metrics
    }

    /// A function giving each item's size in the section's abstract axes (width = across lines).
    private func sizeProvider(
        _ section: Int, _ collectionView: CollectionView,
        _ delegate: (any CollectionViewDelegateFlowLayout)?, _ reporter: FlowDiagnostics
    ) -> (Int) -> CGSize {
        let vertical = preparedDirection == .vertical
        let measured = measuredSizes[section]
        let closure = sizeForItemAt
        let scale = preparedScale
        let written = estimatedItemSize != .zero ? estimatedItemSize : itemSize
        let fallback = reporter.size(scale?.wholeCells(written) ?? written, "item size")
        let fixed = vertical ? fallback : CGSize(width: fallback.height, height: fallback.width)
        return { [unowned self] item in
            var size: CGSize
            if let measured, let known = measured[item] {
                size = known
            } else if let closure {
                size = closure(IndexPath(item: item, section: section))
            } else if let delegate {
                size = delegate.collectionView(
                    collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
            } else {
                return fixed
            }
            if let scale, measured?[item] == nil { size = scale.wholeCells(size) }
            size = reporter.size(size, "size of item \(item) in section \(section)")
            return vertical ? size : CGSize(width: size.height, height: size.width)
        }
    }

    private func reportClamped(_ clamped: Int, section: Int, available: CGFloat, _ reporter: FlowDiagnostics) {
        guard clamped > 0, available > 0 else { return }
        reporter.report("itemTooLarge", "\(clamped) item(s) in section \(section) are longer than a line "
            + "(\(available) cells after the section insets); narrowed to fit.")
    }

    // MARK: - Measured sizes

    /// Records the size an item measured for itself (for example a cell whose text wraps) and
    /// updates the layout: that item's line (or the line before, when the item starts its line
    /// and may now fit there) and every later line of its section are laid out again, later
    /// sections move along the scroll axis, and earlier lines are not touched. Earlier items of a
    /// re-laid line may move sideways, since its gaps are recomputed.
    ///
    /// Measured sizes are kept across invalidations; call ``removeAllMeasuredSizes()`` when the
    /// items they belong to change. An index path outside the data, or a negative or non-finite
    /// size, is ignored with a diagnostic.
    public func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) {
        let section = indexPath.section
        let item = indexPath.item
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            Diagnostics.report(Diagnostic(
                domain: "layout", kind: "invalidItemSize",
                message: "setMeasuredSize(_:forItemAt:): \(size) for \(indexPath) is negative or not finite; ignored."))
            return
        }
        let exists = needsPrepare
            ? (collectionView.map { section >= 0 && item >= 0 && item < $0.numberOfItems(inSection: section) } ?? false)
            : (sections.indices.contains(section) && item >= 0 && item < sections[section].itemCount)
        guard exists else {
            Diagnostics.report(Diagnostic(
                domain: "layout", kind: "invalidIndexPath",
                message: "setMeasuredSize(_:forItemAt:): no item at \(indexPath); ignored."))
            return
        }
        measuredSizes[section, default: [:]][item] = size
        guard !needsPrepare, let collectionView else { return }
        let oldFrame = sections[section].frames[item]
        let abstract = preparedDirection == .vertical ? size : CGSize(width: size.height, height: size.width)
        if oldFrame.size == abstract { return }

        let reporter = FlowDiagnostics()
        let oldLength = sections[section].length
        // The item's own line, or the line before when it starts its line (it may now fit there).
        var line = sections[section].line(containing: item)
        if line > 0, sections[section].lineFirstItem[line] == item { line -= 1 }
        let provider = sizeProvider(section, collectionView, resolvedDelegate, reporter)
        let clamped = sections[section].layout(fromLine: line, size: provider)
        reportClamped(clamped, section: section, available: sections[section].metrics.available, reporter)
        let delta = sections[section].length - oldLength
        if delta != 0 {
            for later in (section + 1)..<sections.count { sectionStarts[later] += delta }
            contentLength += delta
        }
    }

    /// The measured size recorded for `indexPath`, if any.
    public func measuredSize(forItemAt indexPath: IndexPath) -> CGSize? {
        measuredSizes[indexPath.section]?[indexPath.item]
    }

    /// Forgets every measured size and invalidates the layout.
    public func removeAllMeasuredSizes() {
        measuredSizes = [:]
        invalidateLayout()
    }

    // MARK: - Queries

    /// The size of every section along the scroll direction, and the container's size across it.
    open override var collectionViewContentSize: CGSize {
        preparedDirection == .vertical
            ? CGSize(width: crossExtent, height: contentLength)
            : CGSize(width: contentLength, height: crossExtent)
    }

    /// Only a change of the container's length across lines (the width when scrolling
    /// vertically) needs a new layout; scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return scrollDirection == .vertical
            ? newBounds.width != collectionView.cellBounds.width
            : newBounds.height != collectionView.cellBounds.height
    }

    /// The items, headers and footers whose frames overlap `rect`: a binary search for the first
    /// section and line, then the elements in order (O(log n + k)).
    ///
    /// - Complexity: O(log *n* + *k*), where *n* is the number of items and *k* the number of
    ///   elements returned, plus the sections the rectangle crosses.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let rect = rect.standardized
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite || rect.width == .infinity,
              rect.height.isFinite || rect.height == .infinity, !sections.isEmpty
        else { return [] }
        let query = abstract(rect)
        var result: [CollectionViewLayoutAttributes] = []
        var section = Self.firstSection(endingAfter: query.minY, starts: sectionStarts, sections: sections)
        while section < sections.count, sectionStarts[section] < query.maxY {
            append(section: section, in: query, to: &result)
            section += 1
        }
        return result
    }

    private static func firstSection(endingAfter position: CGFloat, starts: [CGFloat], sections: [FlowSectionLayout]) -> Int {
        FlowSectionLayout.partitioningIndex(starts.indices) { starts[$0] + sections[$0].length > position }
    }

    private func append(section index: Int, in query: CGRect, to result: inout [CollectionViewLayoutAttributes]) {
        let section = sections[index]
        let start = sectionStarts[index]
        let local = query.offsetBy(dx: 0, dy: -start)
        if let header = section.headerFrame, header.overlaps(local) {
            result.append(supplementary(CollectionView.elementKindSectionHeader, header, index, start))
        }
        var line = FlowSectionLayout.partitioningIndex(section.lineMax) { $0 > local.minY }
        while line < section.lineMin.count, section.lineMin[line] < local.maxY {
            let items = section.items(ofLine: line)
            var item = FlowSectionLayout.partitioningIndex(section.frames[items]) { $0.maxX > local.minX }
            while item < items.upperBound, section.frames[item].minX < local.maxX {
                if section.frames[item].overlaps(local) {
                    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
                    attributes.frame = concrete(section.frames[item], start)
                    result.append(attributes)
                }
                item += 1
            }
            line += 1
        }
        if let footer = section.footerFrame, footer.overlaps(local) {
            result.append(supplementary(CollectionView.elementKindSectionFooter, footer, index, start))
        }
    }

    /// The attributes of the item at `indexPath`, or `nil` for an item that does not exist.
    ///
    /// - Complexity: O(1).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let section = indexPath.section
        let item = indexPath.item
        guard sections.indices.contains(section), sections[section].frames.indices.contains(item) else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = concrete(sections[section].frames[item], sectionStarts[section])
        return attributes
    }

    /// The attributes of `section`'s header or footer (kinds
    /// ``CollectionView/elementKindSectionHeader`` and
    /// ``CollectionView/elementKindSectionFooter``), or `nil` when the section has none of that
    /// kind.
    ///
    /// - Complexity: O(1).
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        let section = indexPath.section
        guard sections.indices.contains(section) else { return nil }
        let frame: CGRect?
        switch elementKind {
        case CollectionView.elementKindSectionHeader: frame = sections[section].headerFrame
        case CollectionView.elementKindSectionFooter: frame = sections[section].footerFrame
        default: frame = nil
        }
        guard let frame else { return nil }
        return supplementary(elementKind, frame, section, sectionStarts[section])
    }

    // MARK: - Axes

    private func supplementary(_ kind: String, _ frame: CGRect, _ section: Int, _ start: CGFloat) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = concrete(frame, start)
        return attributes
    }

    /// A frame in content coordinates from abstract axes (`x` across lines, `y` along the
    /// scroll axis from the section's start).
    private func concrete(_ frame: CGRect, _ sectionStart: CGFloat) -> CGRect {
        let rect = preparedDirection == .vertical
            ? CGRect(x: frame.minX, y: sectionStart + frame.minY, width: frame.width, height: frame.height)
            : CGRect(x: sectionStart + frame.minY, y: frame.minX, width: frame.height, height: frame.width)
        // Written in points: edges rounded to whole cells, so that neighbours tile.
        return preparedScale == nil ? rect : PointScale.snapped(rect)
    }

    /// A rectangle in content coordinates expressed in abstract axes.
    private func abstract(_ rect: CGRect) -> CGRect {
        preparedDirection == .vertical
            ? rect
            : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }

    // MARK: Self-sizing cells

    /// With an ``estimatedItemSize``, whether a cell's fitting size differs from its frame.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        estimatedItemSize != .zero && originalAttributes.representedElementCategory == .cell
            && preferredAttributes.frame.size != originalAttributes.frame.size
    }

    /// Takes a cell's fitting size through ``setMeasuredSize(_:forItemAt:)``.
    open override func invalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) {
        guard originalAttributes.representedElementCategory == .cell else { return }
        setMeasuredSize(preferredAttributes.frame.size, forItemAt: originalAttributes.indexPath)
    }
}

/// Reports each kind of flow-layout problem once per pass and sanitizes lengths.
final class FlowDiagnostics {
    private var reported: Set<String> = []

    func report(_ kind: String, _ message: String) {
        guard reported.insert(kind).inserted else { return }
        Diagnostics.report(Diagnostic(domain: "layout", kind: kind, message: "CollectionViewFlowLayout: " + message))
    }

    /// `value`, or zero (with a diagnostic) when it is negative or not finite.
    func length(_ value: CGFloat, _ what: @autoclosure () -> String) -> CGFloat {
        if value.isFinite && value >= 0 { return value }
        report(value.isFinite ? "negativeLength" : "nonFiniteValue", "\(what()) is \(value); using 0.")
        return 0
    }

    /// `size` with negative or non-finite dimensions replaced by zero (with a diagnostic).
    func size(_ size: CGSize, _ what: @autoclosure () -> String) -> CGSize {
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 { return size }
        let kind = size.width.isFinite && size.height.isFinite ? "invalidItemSize" : "nonFiniteValue"
        report(kind, "\(what()) is \(size); negative or non-finite dimensions count as 0.")
        return CGSize(width: length(size.width, what()), height: length(size.height, what()))
    }
}
