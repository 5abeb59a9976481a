import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// Builds the section at an index for an environment; `nil` leaves the section empty (with a
/// diagnostic).
public typealias CollectionViewCompositionalLayoutSectionProvider =
    (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

/// A layout composed of sections of repeating groups of items, as
/// `UICollectionViewCompositionalLayout`.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25),
///                                                   heightDimension: .fractionalHeight(1)))
/// let group = CollectionLayoutGroup.horizontal(
///     layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)),
///     subitems: [item])
/// let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
/// ```
///
/// Speed: a section whose groups all repeat its group at whole-point offsets (the usual list or
/// grid) stores nothing per item: ``prepare()`` is O(1) for it and frames are computed on
/// demand. Other sections (reported estimated sizes, fractional offsets) keep one flat array of
/// frames (no object per item), built in O(n). ``layoutAttributesForElements(in:)`` binary-searches sections and then items (by y, or
/// by x in orthogonal sections) and creates attributes only for the k elements it returns:
/// O(log n + k). ``invalidateSections(_:)`` and
/// ``invalidateEstimatedSize(_:forItemAt:)`` recompute one section and move the ones after it.
///
/// Flowing sections: a horizontal group that repeats a single item of `estimated` width (a tag
/// cloud; a vertical group of `estimated` height in a horizontally scrolling section) holds,
/// once cells report their sizes, as many items as fit at their reported sizes, as in UIKit.
/// Such a section keeps one frame per item; a report lays its groups out again from the one
/// holding the item until a group starts where one started before, and moves the rest: O(n)
/// in the section's items, as for other sections with reported sizes. Queries about it
/// (``layoutAttributesForElements(in:)``, ``layoutAttributesForItem(at:)``) search its stored
/// frames as for those sections: O(log n + k) and O(1). Other groups keep the number of items per group the
/// estimates gave (a reported size that would change it is ignored with a diagnostic).
///
/// Coordinates: frames are in the collection view's content coordinates, one point per cell.
/// Items of orthogonally scrolling sections are reported where they are shown: shifted by the
/// section's `CollectionView.orthogonalContentOffset(forSection:)`. Pinned headers and footers
/// are placed for the collection view's current bounds at query time, so scrolling needs no new
/// ``prepare()`` (``shouldInvalidateLayout(forBoundsChange:)`` is `true` only when the size
/// changes).
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    private let sectionProvider: CollectionViewCompositionalLayoutSectionProvider

    /// Options for the whole layout; setting it, or changing a property of it, invalidates the
    /// layout.
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet {
            oldValue.detach(self)
            configuration.attach(self)
            invalidateLayout()
        }
    }

    var sections: [SectionGeometry] = []
    var sectionOffsets: [CGFloat] = []
    var sectionIndex = ExtentIndex()
    /// Cross-axis extent of each orthogonal section's groups (for the collection view's band
    /// clipping), computed once per layout pass.
    var orthogonalBandCache: [Int: (start: CGFloat, end: CGFloat)] = [:]
    var globalBoundaries: [BoundaryPlacement] = []
    /// Sizes reported for the layout's own boundary items with an estimated dimension, by
    /// position in ``CollectionViewCompositionalLayoutConfiguration/boundarySupplementaryItems``,
    /// with the item (of the configuration) and the container width they were measured for.
    var reportedGlobalBoundarySizes: [Int: (size: CGSize, item: ObjectIdentifier, containerWidth: CGFloat)] = [:]
    var contentLength: CGFloat = 0
    var contentSize: CGSize = .zero
    var environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: .zero))
    private var needsFullPrepare = true
    private var dirtySections = IndexSet()
    /// The point scale of the last ``prepare()`` (`nil`: one point per cell), and the layout's
    /// boundary items converted by it.
    var preparedScale: PointScale?
    var scaledBoundaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// A layout whose every section is `section`.
    public convenience init(section: CollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public convenience init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout that asks `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(
        sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider,
        configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
        answersInCells = true
        configuration.attach(self)
    }

    var layoutAxis: Axis { configuration.scrollDirection == .vertical ? .vertical : .horizontal }

    // MARK: Invalidation

    /// Marks every section as needing a new layout: the next ``prepare()`` runs the section
    /// provider again for each. Sizes that cells reported for estimated dimensions are kept when
    /// the sections and their item counts stay the same.
    open override func invalidateLayout() {
        needsFullPrepare = true
        super.invalidateLayout()
    }

    /// Marks only `sections` as needing a new layout (their provider runs again at the next
    /// ``prepare()``); the others keep their frames and only move.
    public func invalidateSections(_ sections: IndexSet) {
        dirtySections.formUnion(sections)
        super.invalidateLayout()
    }

    /// `true` only when the size changes: scrolling (pinned headers, visible elements) is
    /// answered at query time from the collection view's bounds.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let host else { return false }
        return host.cellBounds.size != newBounds.size
    }

    // MARK: Prepare

    /// Lays out the sections that need it: all of them after ``invalidateLayout()``, a change of
    /// the container's size or of the number of sections; otherwise only those given to
    /// ``invalidateSections(_:)``. Each section is built from its ``CollectionLayoutSection`` into
    /// flat frame arrays, in O(items).
    ///
    /// A collection view without area yet (made with `frame: .zero` and sized later by Auto
    /// Layout or its superview, as app code makes it) is laid out without diagnostics: lengths
    /// that are zero at that size are not bad input. It is laid out again, and checked, once it
    /// has a size.
    open override func prepare() {
        let scale = effectivePointScale
        if scale != preparedScale { needsFullPrepare = true }
        preparedScale = scale
        scaledBoundaryItems = scale.map { scale in
            configuration.boundarySupplementaryItems.map(PointScaleConverter(scale: scale, layoutAxis: layoutAxis).boundary)
        } ?? configuration.boundarySupplementaryItems
        let newEnvironment = makeEnvironment()
        let sectionCount = host?.numberOfSections ?? 0
        let full = needsFullPrepare || sectionCount != sections.count || newEnvironment != environment
        let sizeChanged = newEnvironment != environment
        environment = newEnvironment
        let container = newEnvironment.container.contentSize
        if container.width <= 0 || container.height <= 0 {
            _ = Diagnostics.collect { buildSections(full: full, sizeChanged: sizeChanged, sectionCount: sectionCount) }
        } else {
            buildSections(full: full, sizeChanged: sizeChanged, sectionCount: sectionCount)
        }
        needsFullPrepare = false
        dirtySections = []
        restack()
    }

    /// Builds every section (`full`) or the invalidated ones, keeping the sizes that cells and
    /// supplementaries reported unless the container's size changed.
    private final func buildSections(full: Bool, sizeChanged: Bool, sectionCount: Int) {
        let axis = layoutAxis
        if full {
            let old = sections
            sections = (0..<sectionCount).map { index in
                let count = host?.numberOfItems(inSection: index) ?? 0
                var overrides: [Int: CGSize] = [:]
                var boundarySizes: [String: CGSize] = [:]
                var supplementarySizes: [ItemSupplementaryKey: CGSize] = [:]
                if !sizeChanged, old.indices.contains(index), old[index].itemCount == count {
                    overrides = old[index].overrides
                    boundarySizes = old[index].reportedBoundarySizes
                    supplementarySizes = old[index].reportedSupplementarySizes
                }
                return buildSection(
                    index, itemCount: count, axis: axis, overrides: overrides, boundarySizes: boundarySizes,
                    supplementarySizes: supplementarySizes)
            }
        } else {
            for index in dirtySections where sections.indices.contains(index) {
                let count = host?.numberOfItems(inSection: index) ?? 0
                let keep = sections[index].itemCount == count
                sections[index] = buildSection(
                    index, itemCount: count, axis: axis,
                    overrides: keep ? sections[index].overrides : [:],
                    boundarySizes: keep ? sections[index].reportedBoundarySizes : [:],
                    supplementarySizes: keep ? sections[index].reportedSupplementarySizes : [:])
            }
        }
    }

    private func makeEnvironment() -> CollectionLayoutEnvironment {
        var size = host?.cellBounds.size ?? .zero
        // The view's content insets narrow the container across the scroll axis, as in the
        // flow layout (content scrolls along the other axis into the insets).
        if let inset = host?.cellAdjustedContentInset {
            if layoutAxis == .vertical {
                size.width -= inset.left + inset.right
            } else {
                size.height -= inset.top + inset.bottom
            }
            size.width = max(0, size.width)
            size.height = max(0, size.height)
        }
        if !size.width.isFinite || size.width < 0 || !size.height.isFinite || size.height < 0 {
            Diagnostics.report(Diagnostic(
                domain: "layout", kind: "invalidContainer",
                message: "The collection view's size \(size) is negative or not finite; the layout used 0 instead."))
            size = CGSize(
                width: size.width.isFinite && size.width > 0 ? size.width : 0,
                height: size.height.isFinite && size.height > 0 ? size.height : 0)
        }
        return CollectionLayoutEnvironment(
            container: CollectionLayoutContainer(
                contentSize: size,
                contentInsets: (preparedScale.map { $0.wholeCells(configuration.contentInsets) } ?? configuration.contentInsets).sanitized))
    }

    func buildSection(
        _ index: Int, itemCount: Int, axis: Axis, overrides: [Int: CGSize], boundarySizes: [String: CGSize],
        supplementarySizes: [ItemSupplementaryKey: CGSize] = [:]
    ) -> SectionGeometry {
        let spec: CollectionLayoutSection?
        if let scale = preparedScale {
            // Written in points: the provider sees the container in points, and its section is
            // copied into cells.
            var converter = PointScaleConverter(scale: scale, layoutAxis: layoutAxis)
            spec = sectionProvider(index, converter.pointsEnvironment(environment)).map { converter.section($0) }
        } else {
            spec = sectionProvider(index, environment)
        }
        if spec == nil {
            Diagnostics.report(Diagnostic(
                domain: "layout", kind: "missingSection",
                message: "The section provider returned nil for section \(index); the section is empty."))
        }
        let geometry = SectionGeometry.build(
            section: spec, itemCount: itemCount, environment: environment, layoutAxis: axis,
            overrides: overrides, boundarySizes: boundarySizes, supplementarySizes: supplementarySizes)
        report(geometry.problems, section: index)
        return geometry
    }

    func report(_ problems: [String: String], section: Int) {
        for (kind, message) in problems.sorted(by: { $0.key < $1.key }) {
            Diagnostics.report(Diagnostic(domain: "layout", kind: kind, message: "Section \(section): \(message)"))
        }
    }

    /// Places the sections one after another and the layout's own boundary items around them.
    func restack() {
        orthogonalBandCache = [:]
        let axis = layoutAxis
        let cross = axis.other
        let container = environment.container
        let insets = container.contentInsets
        let crossLength = container.effectiveContentSize.length(cross)
        var cursor = insets.before(axis)
        var startItems: [(Int, CGSize)] = []
        var endItems: [(Int, CGSize)] = []
        var sizes: [CGSize] = []
        let boundaryItems = scaledBoundaryItems
        for (position, item) in boundaryItems.enumerated() {
            var invalid = false
            var size = item.layoutSize.resolve(
                in: CGSize(axis: axis, main: container.effectiveContentSize.length(axis), cross: crossLength),
                invalid: &invalid)
            if invalid {
                Diagnostics.report(Diagnostic(
                    domain: "layout", kind: "invalidDimension",
                    message: "The layout's boundary item \(item.elementKind) has a negative, NaN or infinite size; it was clamped to 0."))
            }
            if let reported = reportedGlobalBoundarySizes[position],
                reported.containerWidth == container.effectiveContentSize.width,
                configuration.boundarySupplementaryItems.indices.contains(position),
                reported.item == ObjectIdentifier(configuration.boundarySupplementaryItems[position]) {
                // Only the estimated dimensions follow the report.
                if item.layoutSize.widthDimension.isEstimated { size.width = reported.size.width }
                if item.layoutSize.heightDimension.isEstimated { size.height = reported.size.height }
            }
            sizes.append(size)
            let isEnd = axis == .vertical ? item.alignment.isBottom : item.alignment.isTrailing
            if isEnd { endItems.append((position, size)) } else { startItems.append((position, size)) }
        }
        var mains = [CGFloat](repeating: 0, count: sizes.count)
        let contentStart = cursor
        for (position, size) in startItems {
            if boundaryItems[position].extendsBoundary {
                mains[position] = cursor
                cursor += size.length(axis)
            } else {
                mains[position] = contentStart
            }
        }
        sectionOffsets = []
        sectionOffsets.reserveCapacity(sections.count)
        let rawSpacing = preparedScale.map { $0.wholeCells(configuration.interSectionSpacing, horizontal: axis == .horizontal) }
            ?? configuration.interSectionSpacing
        let spacing = rawSpacing.isFinite && rawSpacing > 0 ? rawSpacing : 0
        for (index, section) in sections.enumerated() {
            sectionOffsets.append(cursor)
            cursor += section.length
            if index < sections.count - 1 { cursor += spacing }
        }
        let sectionsEnd = cursor
        for (position, size) in endItems {
            if boundaryItems[position].extendsBoundary {
                mains[position] = cursor
                cursor += size.length(axis)
            } else {
                mains[position] = sectionsEnd - size.length(axis)
            }
        }
        contentLength = cursor + insets.after(axis)
        var counts: [String: Int] = [:]
        globalBoundaries = boundaryItems.enumerated().map { position, item in
            let size = sizes[position]
            let crossStart = insets.before(cross)
            let startsAtCrossStart = axis == .vertical ? item.alignment.isLeading : item.alignment.isTop
            let endsAtCrossEnd = axis == .vertical ? item.alignment.isTrailing : item.alignment.isBottom
            let crossPosition = startsAtCrossStart || item.alignment == .none
                ? crossStart
                : endsAtCrossEnd ? crossStart + crossLength - size.length(cross)
                : crossStart + (crossLength - size.length(cross)) / 2
            var frame = CGRect(origin: CGPoint(axis: axis, main: mains[position], cross: crossPosition), size: size)
            if item.offset.x.isFinite && item.offset.y.isFinite {
                frame = frame.offsetBy(dx: item.offset.x, dy: item.offset.y)
            }
            let kindIndex = counts[item.elementKind, default: 0]
            counts[item.elementKind] = kindIndex + 1
            return BoundaryPlacement(item: item, frame: frame, index: kindIndex)
        }
        sectionIndex = ExtentIndex(count: sections.count) { index in
            (sectionOffsets[index] + sections[index].extentLo, sectionOffsets[index] + sections[index].extentHi)
        }
        var crossMax = container.contentSize.length(cross)
        for section in sections { crossMax = max(crossMax, section.crossMax) }
        for boundary in globalBoundaries { crossMax = max(crossMax, boundary.frame.maximum(cross)) }
        contentSize = CGSize(axis: axis, main: contentLength, cross: crossMax)
    }

    // MARK: Queries

    /// The size of all sections and the spacing between them (preparing first when needed).
    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return contentSize
    }

    /// The cells, supplementary views and decorations whose frames overlap `rect`, found by binary
    /// search over the sections and their frames (O(log n + k)). Pinned headers and footers are
    /// placed for the collection view's current bounds, and items of orthogonal sections where they
    /// are scrolled to; a section's `visibleItemsInvalidationHandler` is called with its visible
    /// items.
    ///
    /// - Complexity: O(log *n* + *k*) once the layout is prepared, where *n* is the number of items
    ///   and *k* the number of elements returned, plus the boundary items and decorations of the
    ///   layout and of the sections the rectangle crosses.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        let rect = rect.standardized
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, !rect.isNull else { return [] }
        let axis = layoutAxis
        let bounds = visibleBounds
        var result: [CollectionViewLayoutAttributes] = []
        for boundary in globalBoundaries {
            let frame = pinned(boundary, origin: 0, length: contentLength, bounds: bounds)
            if frame.overlaps(rect) {
                result.append(makeBoundary(boundary, IndexPath(index: boundary.index), frame))
            }
        }
        let tolerance = 1e-9 * max(1, abs(rect.minimum(axis)), abs(rect.maximum(axis)))
        let candidates = sectionIndex.candidates(from: rect.minimum(axis) - tolerance, to: rect.maximum(axis) + tolerance)
        for section in candidates {
            let start = result.count
            appendElements(ofSection: section, in: rect, bounds: bounds, to: &result)
            if let handler = sections[section].spec?.visibleItemsInvalidationHandler, result.count > start {
                let visible = result[start...].map { CollectionLayoutVisibleItem(attributes: $0) }
                let offset = sections[section].isOrthogonal
                    ? orthogonalOffsetPoint(section) : (host?.cellContentOffset ?? .zero)
                handler(visible, offset, environment)
            }
        }
        return result
    }

    /// The collection view's bounds, or an empty rectangle when the layout is not installed.
    var visibleBounds: CGRect {
        let bounds = host?.cellBounds ?? .zero
        guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.width.isFinite, bounds.height.isFinite else {
            return .zero
        }
        return bounds
    }

    func sectionOrigin(_ section: Int) -> CGPoint {
        CGPoint(axis: layoutAxis, main: sectionOffsets[section], cross: 0)
    }

    /// The orthogonal offset of `section` along its placement axis (0 for other sections).
    func orthogonalShift(_ section: Int) -> CGFloat {
        guard sections[section].isOrthogonal, let host else { return 0 }
        let value = host.orthogonalContentOffset(forSection: section).coordinate(sections[section].placementAxis)
        return value.isFinite ? value : 0
    }

    func orthogonalOffsetPoint(_ section: Int) -> CGPoint {
        CGPoint(axis: sections[section].placementAxis, main: orthogonalShift(section), cross: 0)
    }

    /// The frame of a boundary item, pinned to `bounds` when it pins. `origin` and `length` are
    /// those of its section (or of the whole content) along the layout axis.
    func pinned(_ boundary: BoundaryPlacement, origin: CGFloat, length: CGFloat, bounds: CGRect) -> CGRect {
        let axis = layoutAxis
        let frame = boundary.frame.shifted(by: origin, along: axis)
        guard boundary.item.pinToVisibleBounds else { return frame }
        let size = frame.size.length(axis)
        let natural = frame.minimum(axis)
        let isEnd = axis == .vertical ? boundary.item.alignment.isBottom : boundary.item.alignment.isTrailing
        let position: CGFloat
        if isEnd {
            position = min(natural, max(bounds.maximum(axis) - size, origin))
        } else {
            position = max(natural, min(bounds.minimum(axis), origin + length - size))
        }
        return frame.shifted(by: position - natural, along: axis)
    }

    private func appendElements(
        ofSection section: Int, in rect: CGRect, bounds: CGRect, to result: inout [CollectionViewLayoutAttributes]
    ) {
        let geometry = sections[section]
        let origin = sectionOrigin(section)
        for boundary in geometry.boundaries {
            let frame = pinned(boundary, origin: sectionOffsets[section], length: geometry.length, bounds: bounds)
            if frame.overlaps(rect) {
                result.append(makeBoundary(boundary, IndexPath(item: boundary.index, section: section), frame))
            }
        }
        for decoration in geometry.decorations {
            let frame = decoration.frame.offsetBy(dx: origin.x, dy: origin.y)
            if frame.overlaps(rect) {
                result.append(makeDecoration(
                    decoration.item.elementKind, IndexPath(item: decoration.index, section: section), frame, decoration.item.zIndex))
            }
        }
        guard !geometry.frames.isEmpty else { return }
        let placement = geometry.placementAxis
        let shift = orthogonalShift(section)
        // Section-local search interval along the placement axis, widened by what badges and
        // separators reach beyond their items.
        let delta = CGPoint(axis: placement, main: -shift, cross: 0)
        let dx = origin.x + delta.x
        let dy = origin.y + delta.y
        let local = rect.offsetBy(dx: -dx, dy: -dy)
        let tolerance = 1e-9 * max(1, abs(local.minimum(placement)), abs(local.maximum(placement)))
        let range = geometry.candidates(
            from: local.minimum(placement) - geometry.derivedAfter - tolerance,
            to: local.maximum(placement) + geometry.derivedBefore + tolerance)
        let leafZ = geometry.leafInfos
        let template = geometry.template.leafInfo
        let m = geometry.leavesPerGroup
        for item in range {
            let frame = geometry.frames[item].offsetBy(dx: dx, dy: dy)
            if frame.overlaps(rect) {
                let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = snapped(frame)
                let leaf = leafZ[template[item % m]]
                attributes.zIndex = leaf.zIndex
                attributes.fitsWidthToContent = leaf.estimatesWidth
                result.append(attributes)
            }
            if geometry.hasDerived {
                geometry.forEachDerived(ofItem: item, frame: frame) { element in
                    if element.frame.overlaps(rect) {
                        result.append(make(element, IndexPath(item: item, section: section)))
                    }
                }
            }
        }
    }

    func make(_ element: DerivedElement, _ indexPath: IndexPath) -> CollectionViewLayoutAttributes {
        element.category == .decorationView
            ? makeDecoration(element.kind, indexPath, element.frame, element.zIndex)
            : makeSupplementary(element.kind, indexPath, element.frame, element.zIndex, fitsWidth: element.estimatesWidth)
    }

    /// `frame` with its edges rounded to whole cells when the layout is written in points
    /// (``PointScale``); unchanged otherwise.
    func snapped(_ frame: CGRect) -> CGRect {
        preparedScale == nil ? frame : PointScale.snapped(frame)
    }

    func makeSupplementary(
        _ kind: String, _ indexPath: IndexPath, _ frame: CGRect, _ zIndex: Int, fitsWidth: Bool = false
    ) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = snapped(frame)
        attributes.zIndex = zIndex
        attributes.fitsWidthToContent = fitsWidth
        return attributes
    }

    /// The attributes of a placed boundary item (its frame already pinned and shifted).
    func makeBoundary(_ boundary: BoundaryPlacement, _ indexPath: IndexPath, _ frame: CGRect) -> CollectionViewLayoutAttributes {
        makeSupplementary(
            boundary.item.elementKind, indexPath, frame, boundary.item.zIndex,
            fitsWidth: boundary.item.layoutSize.widthDimension.isEstimated)
    }

    func makeDecoration(_ kind: String, _ indexPath: IndexPath, _ frame: CGRect, _ zIndex: Int) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
        attributes.frame = snapped(frame)
        attributes.zIndex = zIndex
        return attributes
    }

    /// The attributes of the item at `indexPath` (shifted by its section's orthogonal scrolling),
    /// or `nil` for an item that does not exist.
    ///
    /// - Complexity: O(1) once the layout is prepared.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].frames.indices.contains(indexPath.item)
        else { return nil }
        let section = indexPath.section
        let geometry = sections[section]
        let origin = sectionOrigin(section)
        let delta = CGPoint(axis: geometry.placementAxis, main: -orthogonalShift(section), cross: 0)
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = snapped(geometry.frames[indexPath.item].offsetBy(dx: origin.x + delta.x, dy: origin.y + delta.y))
        let leaf = geometry.leafInfos[geometry.template.leafInfo[indexPath.item % geometry.leavesPerGroup]]
        attributes.zIndex = leaf.zIndex
        attributes.fitsWidthToContent = leaf.estimatesWidth
        return attributes
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`: a layout-wide
    /// boundary item (an index path of one index), a section's header or footer (pinned for the
    /// current bounds), or an item's supplementary such as a badge; `nil` when there is none.
    ///
    /// - Complexity: O(*b*) once the layout is prepared, where *b* is the number of boundary items
    ///   of the section (or of the layout), plus the item's supplementary items for one that
    ///   belongs to an item.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        let bounds = visibleBounds
        if indexPath.count == 1 {
            guard let boundary = globalBoundaries.first(where: { $0.item.elementKind == elementKind && $0.index == indexPath[0] })
            else { return nil }
            return makeBoundary(boundary, indexPath, pinned(boundary, origin: 0, length: contentLength, bounds: bounds))
        }
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = indexPath.section
        let geometry = sections[section]
        if let boundary = geometry.boundaries.first(where: { $0.item.elementKind == elementKind && $0.index == indexPath.item }) {
            let frame = pinned(boundary, origin: sectionOffsets[section], length: geometry.length, bounds: bounds)
            return makeBoundary(boundary, indexPath, frame)
        }
        return derived(ofKind: elementKind, category: .supplementaryView, at: indexPath)
    }

    /// The attributes of the decoration of `elementKind` at `indexPath` (a section background, or
    /// an item's decoration), or `nil` when there is none.
    ///
    /// - Complexity: O(*d*) once the layout is prepared, where *d* is the number of decorations of
    ///   the section, plus the item's decorations for one that belongs to an item.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        if let decoration = geometry.decorations.first(where: { $0.item.elementKind == elementKind && $0.index == indexPath.item }) {
            let origin = sectionOrigin(indexPath.section)
            return makeDecoration(elementKind, indexPath, decoration.frame.offsetBy(dx: origin.x, dy: origin.y), decoration.item.zIndex)
        }
        return derived(ofKind: elementKind, category: .decorationView, at: indexPath)
    }

    private func derived(ofKind kind: String, category: ElementCategory, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let item = layoutAttributesForItem(at: indexPath) else { return nil }
        var found: CollectionViewLayoutAttributes?
        sections[indexPath.section].forEachDerived(ofItem: indexPath.item, frame: item.frame) { element in
            if found == nil, element.kind == kind, element.category == category {
                found = make(element, indexPath)
            }
        }
        return found
    }

    /// The attributes of every element, by visiting all of them: O(n). Meant for tests and
    /// benchmarks as the reference that ``layoutAttributesForElements(in:)`` must agree with.
    ///
    /// - Complexity: O(*n*), where *n* is the number of elements.
    public func layoutAttributesForAllElements() -> [CollectionViewLayoutAttributes] {
        prepareIfNeeded()
        let bounds = visibleBounds
        var result: [CollectionViewLayoutAttributes] = []
        for boundary in globalBoundaries {
            result.append(makeBoundary(
                boundary, IndexPath(index: boundary.index), pinned(boundary, origin: 0, length: contentLength, bounds: bounds)))
        }
        for (section, geometry) in sections.enumerated() {
            let origin = sectionOrigin(section)
            for boundary in geometry.boundaries {
                result.append(makeBoundary(
                    boundary, IndexPath(item: boundary.index, section: section),
                    pinned(boundary, origin: sectionOffsets[section], length: geometry.length, bounds: bounds)))
            }
            for decoration in geometry.decorations {
                result.append(makeDecoration(
                    decoration.item.elementKind, IndexPath(item: decoration.index, section: section),
                    decoration.frame.offsetBy(dx: origin.x, dy: origin.y), decoration.item.zIndex))
            }
            for item in geometry.frames.indices {
                guard let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: section)) else { continue }
                result.append(attributes)
                geometry.forEachDerived(ofItem: item, frame: attributes.frame) { element in
                    result.append(make(element, IndexPath(item: item, section: section)))
                }
            }
        }
        return result
    }

    // MARK: Self-sizing cells

    /// Whether a cell's fitting size differs from its frame (only estimated dimensions take it).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        preferredAttributes.frame.size != originalAttributes.frame.size
    }

    /// Takes a cell's or header's fitting size through ``invalidateEstimatedSize(_:forItemAt:)``.
    open override func invalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) {
        switch originalAttributes.representedElementCategory {
        case .cell:
            invalidateEstimatedSize(preferredAttributes.frame.size, forItemAt: originalAttributes.indexPath)
        case .supplementaryView:
            invalidateEstimatedSize(
                preferredAttributes.frame.size, forSupplementaryElementOfKind: originalAttributes.representedElementKind ?? "",
                at: originalAttributes.indexPath)
        case .decorationView:
            break
        }
    }
}
