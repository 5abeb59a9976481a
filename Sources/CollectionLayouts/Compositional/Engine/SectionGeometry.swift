import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// A boundary supplementary item placed in its section (section-local, before pinning).
struct BoundaryPlacement {
    let item: CollectionLayoutBoundarySupplementaryItem
    var frame: CGRect
    /// The item index of its index path: its position among the section's items of its kind.
    let index: Int
}

/// A decoration item placed in its section (section-local).
struct DecorationPlacement {
    let item: CollectionLayoutDecorationItem
    var frame: CGRect
    let index: Int
}

/// An element derived from an item: a badge or a list separator.
struct DerivedElement {
    var kind: String
    var category: ElementCategory
    var frame: CGRect
    var zIndex: Int
    /// Whether its width is `.estimated` (its view reports the width it needs).
    var estimatesWidth = false
}

/// An item's supplementary item (a badge) of one kind: the key of its reported size.
struct ItemSupplementaryKey: Hashable {
    var item: Int
    var kind: String
}

/// The computed geometry of one section, in section-local coordinates: the origin is the
/// section's start along the layout's axis (and the layout's edge across it).
///
/// Item frames are computed from the group template when every group is the template
/// (``SectionFrames``), and otherwise kept in one flat array (no object per item) with an
/// ``ExtentIndex`` along the axis the groups repeat on. Orthogonal sections keep their items' frames in their own
/// scrolling coordinates (offset zero); queries shift them by the section's orthogonal offset.
struct SectionGeometry {
    var spec: CollectionLayoutSection?
    var itemCount = 0
    var layoutAxis: Axis = .vertical
    var environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: .zero))

    var placementAxis: Axis = .vertical
    var isOrthogonal = false
    var groupContainer: CGSize = .zero

    var frames = SectionFrames()
    var index = ExtentIndex()
    var leafInfos: [LeafInfo] = []
    var template = GroupTemplate()
    var leavesPerGroup = 0
    var groupCount = 0
    /// Offsets and lengths of groups along the placement axis; empty while every group has the
    /// template's length (then ``uniformStart`` and ``uniformStride`` give them).
    var groupOffsets: [CGFloat] = []
    var groupLengths: [CGFloat] = []
    var uniformStart: CGFloat = 0
    var uniformStride: CGFloat = 0
    var groupCrossStart: CGFloat = 0
    var spacing: CGFloat = 0
    /// Whether the section's group repeats one item whose length along the group's axis is
    /// estimated, in a group laid along the other axis than the groups (a tag cloud's rows).
    var canFlow = false
    /// Whether the groups hold as many items as fit at their reported sizes (``canFlow`` and
    /// some item reported its size): each group is laid out on its own, and groups hold
    /// different numbers of items.
    var flows = false
    /// The first item of each group of a flowing section (empty otherwise).
    var groupFirstItems: [Int] = []

    var contentStart: CGFloat = 0
    var contentEnd: CGFloat = 0
    var boundaries: [BoundaryPlacement] = []
    var decorations: [DecorationPlacement] = []
    /// The section's length along the layout axis.
    var length: CGFloat = 0
    /// The section's extent along the layout axis, with everything that sticks out.
    var extentLo: CGFloat = 0
    var extentHi: CGFloat = 0
    /// The largest coordinate across the layout axis (for the content size).
    var crossMax: CGFloat = 0

    /// Orthogonal sections: the visible band across the layout axis and the scrollable length.
    var bandStart: CGFloat = 0
    var bandLength: CGFloat = 0
    var scrollableLength: CGFloat = 0
    var leadingInsetAlongPlacement: CGFloat = 0

    var hasDerived = false
    var derivedBefore: CGFloat = 0
    var derivedAfter: CGFloat = 0
    /// The largest cross coordinate of items resized by reported sizes, relative to the groups'
    /// cross start.
    var reportedCrossMax: CGFloat = 0
    /// The largest cross coordinate of badges with reported sizes, relative to the groups' cross
    /// start.
    var reportedBadgeCrossMax: CGFloat = 0

    /// Reported sizes of estimated items, by item index.
    var overrides: [Int: CGSize] = [:]
    /// Reported sizes of estimated boundary supplementary items, by element kind.
    var reportedBoundarySizes: [String: CGSize] = [:]
    /// Reported sizes of items' estimated supplementary items (badges), by item and kind.
    var reportedSupplementarySizes: [ItemSupplementaryKey: CGSize] = [:]
    var problems: [String: String] = [:]

    init() {}

    // MARK: Groups

    func groupOffset(_ group: Int) -> CGFloat {
        groupOffsets.isEmpty ? uniformStart + CGFloat(group) * uniformStride : groupOffsets[group]
    }

    func groupLength(_ group: Int) -> CGFloat {
        groupLengths.isEmpty ? template.size.length(placementAxis) : groupLengths[group]
    }

    func groupFrame(_ group: Int) -> CGRect {
        CGRect(
            origin: CGPoint(axis: placementAxis, main: groupOffset(group), cross: groupCrossStart),
            size: CGSize(
                axis: placementAxis, main: groupLength(group),
                cross: template.size.length(placementAxis.other)))
    }

    mutating func materializeGroups() {
        guard groupOffsets.isEmpty, groupCount > 0 else { return }
        groupOffsets = (0..<groupCount).map { uniformStart + CGFloat($0) * uniformStride }
        groupLengths = [CGFloat](repeating: template.size.length(placementAxis), count: groupCount)
    }

    // MARK: Building

    /// Lays out `section` with `itemCount` items in `environment`.
    static func build(
        section: CollectionLayoutSection?, itemCount: Int, environment: CollectionLayoutEnvironment,
        layoutAxis: Axis, overrides: [Int: CGSize] = [:], boundarySizes: [String: CGSize] = [:],
        supplementarySizes: [ItemSupplementaryKey: CGSize] = [:]
    ) -> SectionGeometry {
        var geometry = SectionGeometry()
        geometry.spec = section
        geometry.itemCount = itemCount
        geometry.layoutAxis = layoutAxis
        geometry.environment = environment
        geometry.overrides = overrides
        geometry.reportedBoundarySizes = boundarySizes
        geometry.reportedSupplementarySizes = supplementarySizes.filter { $0.key.item < itemCount }
        geometry.placementAxis = layoutAxis
        guard let section else { return geometry }
        geometry.layOut(section)
        return geometry
    }

    private mutating func layOut(_ section: CollectionLayoutSection) {
        let axis = layoutAxis
        let cross = axis.other
        let container = environment.container
        let effective = container.effectiveContentSize
        let containerInsets = container.contentInsets.sanitized
        let insets = section.contentInsets.sanitized
        if insets != section.contentInsets {
            problems["invalidInsets"] = "Section content insets \(section.contentInsets) are negative or not finite; they were clamped to 0."
        }
        isOrthogonal = section.orthogonalScrollingBehavior != .none
        placementAxis = isOrthogonal ? cross : axis

        let sectionCross = effective.length(cross)
        let sectionCrossStart = containerInsets.before(cross)
        groupContainer = CGSize(
            axis: axis,
            main: max(0, effective.length(axis) - insets.before(axis) - insets.after(axis)),
            cross: max(0, sectionCross - insets.before(cross) - insets.after(cross)))

        var engine = GroupLayoutEngine()
        template = engine.layout(section.group, in: groupContainer)
        leavesPerGroup = template.frames.count
        if itemCount > 0 && leavesPerGroup == 0 {
            engine.note("emptyGroupLayout", "The section's group has room for no item; the section's \(itemCount) items were not laid out.")
        }
        groupCount = leavesPerGroup > 0 ? (itemCount + leavesPerGroup - 1) / leavesPerGroup : 0
        canFlow = !isOrthogonal && leavesPerGroup > 0 && Self.repeatsEstimatedItem(section.group, across: axis)
        flows = canFlow && overrides.keys.contains { $0 < itemCount }

        let rawSpacing = section.interGroupSpacing
        spacing = rawSpacing.isFinite && rawSpacing > 0 ? rawSpacing : 0
        if spacing != rawSpacing && rawSpacing != 0 {
            engine.note("invalidSpacing", "Inter-group spacing \(rawSpacing) is negative or not finite; it was clamped to 0.")
        }

        // Headers before the content (their total length is where the content starts).
        contentStart = leadingBoundaryLength(section)

        // Groups.
        let perGroup = max(1, leavesPerGroup)
        let total = itemCount
        let groupsWithOverrides = Set(overrides.keys.filter { $0 < total }.map { $0 / perGroup })
        var instances: [Int: GroupTemplate] = [:]
        if leavesPerGroup > 0 && !flows {
            for group in groupsWithOverrides {
                let first = group * leavesPerGroup
                var local: [Int: CGSize] = [:]
                for item in first..<min(itemCount, first + leavesPerGroup) {
                    if let size = overrides[item] { local[item - first] = size }
                }
                let instance = engine.layout(section.group, in: groupContainer, overrides: local)
                if instance.frames.count == leavesPerGroup {
                    instances[group] = instance
                } else {
                    engine.note("estimatedSizeChangesGroup", "A reported size would change how many items fit in a group; it was ignored.")
                }
            }
        }
        leafInfos = engine.leafInfos

        let placementLength = template.size.length(placementAxis)
        if isOrthogonal {
            let behavior = section.orthogonalScrollingBehavior
            bandStart = sectionCrossStart
            bandLength = sectionCross
            var leading = insets.before(placementAxis)
            var trailing = insets.after(placementAxis)
            if behavior == .groupPagingCentered {
                let centred = max(0, (sectionCross - placementLength) / 2)
                leading = centred
                trailing = centred
            }
            leadingInsetAlongPlacement = leading
            uniformStart = sectionCrossStart + leading
            groupCrossStart = contentStart + insets.before(axis)
            let (end, rowLength) = placeGroups(instances: instances)
            scrollableLength = max(0, end - sectionCrossStart + trailing)
            if groupCount == 0 { scrollableLength = leading + trailing }
            contentEnd = groupCrossStart + rowLength + insets.after(axis)
        } else {
            uniformStart = contentStart + insets.before(axis)
            groupCrossStart = sectionCrossStart + insets.before(cross)
            let (end, _) = flows ? placeFlowingGroups(section.group, engine: &engine) : placeGroups(instances: instances)
            contentEnd = (groupCount > 0 ? end : uniformStart) + insets.after(axis)
        }
        problems.merge(engine.problems) { old, _ in old }

        computeDerivedOutsets()
        placeBoundariesAndDecorations()
    }

    /// Fills ``frames`` from the template (and the instances laid out with reported sizes);
    /// returns where the last group ends along the placement axis and the largest group length
    /// across it.
    private mutating func placeGroups(instances: [Int: GroupTemplate]) -> (end: CGFloat, crossLength: CGFloat) {
        let placement = placementAxis
        let templateLength = template.size.length(placement)
        var crossLength = groupCount > 0 ? template.size.length(placement.other) : 0
        uniformStride = templateLength + spacing
        groupOffsets = []
        groupLengths = []
        if !instances.isEmpty { materializeGroups() }
        let m = leavesPerGroup
        let total = max(0, min(itemCount, groupCount * m))
        var offset = uniformStart
        if instances.isEmpty {
            // Every group is the template: write the frames straight into the new array.
            let templateLength = template.size.length(placement)
            let groups = groupCount
            let crossStart = groupCrossStart
            let gap = spacing
            let end = groups > 0 ? offset + CGFloat(groups - 1) * (templateLength + gap) + templateLength : offset
            if template.frames.count == m, let uniform = SectionFrames(
                leaves: template.frames, total: total, placement: placement, start: offset,
                stride: templateLength + gap, crossStart: crossStart)
            {
                // Nothing per item: frames and searches are computed from the template.
                frames = uniform
                offset = end
                rebuildIndex(from: 0)
                return (offset, crossLength)
            }
            frames = SectionFrames(stored: template.frames.withUnsafeBufferPointer { leaves in
                [CGRect](unsafeUninitializedCapacity: total) { buffer, initialized in
                    var index = 0
                    var position = offset
                    for group in 0..<groups {
                        let origin = CGPoint(axis: placement, main: position, cross: crossStart)
                        let count = min(m, total - index)
                        for leaf in 0..<count {
                            buffer[index] = leaves[leaf].offsetBy(dx: origin.x, dy: origin.y)
                            index += 1
                        }
                        position += templateLength + (group < groups - 1 ? gap : 0)
                    }
                    initialized = index
                    offset = position
                }
            })
        } else {
            var stored: [CGRect] = []
            stored.reserveCapacity(total)
            for group in 0..<groupCount {
                let first = group * m
                let count = min(m, itemCount - first)
                let source = instances[group] ?? template
                let length = source.size.length(placement)
                let origin = CGPoint(axis: placement, main: offset, cross: groupCrossStart)
                groupOffsets[group] = offset
                groupLengths[group] = length
                crossLength = max(crossLength, source.size.length(placement.other))
                for leaf in 0..<count {
                    stored.append(source.frames[leaf].offsetBy(dx: origin.x, dy: origin.y))
                }
                offset += length + (group < groupCount - 1 ? spacing : 0)
            }
            frames = SectionFrames(stored: stored)
        }
        rebuildIndex(from: 0)
        return (offset, crossLength)
    }

    /// Brings ``index`` up to date after the frames from `start` on changed (a uniform section
    /// needs none).
    mutating func rebuildIndex(from start: Int) {
        guard !frames.isUniform else {
            index = ExtentIndex()
            return
        }
        let axis = placementAxis
        // Frames just stored from a uniform section have no index yet: build all of it.
        let first = index.count == frames.count ? start : 0
        frames.withStoredFrames { frames in
            index.rebuild(from: first, frames: frames, axis: axis)
        }
    }

    /// The items whose frames may meet the open interval `(from, to)` along the placement axis
    /// (see ``ExtentIndex/candidates(from:to:)``).
    func candidates(from: CGFloat, to: CGFloat) -> Range<Int> {
        frames.isUniform ? frames.uniformCandidates(from: from, to: to) : index.candidates(from: from, to: to)
    }

    // MARK: Derived elements (badges and separators)

    /// Calls `body` with every badge and separator of item `item`, whose frame is `frame`.
    func forEachDerived(ofItem item: Int, frame: CGRect, _ body: (DerivedElement) -> Void) {
        guard hasDerived, leavesPerGroup > 0 else { return }
        let info = leafInfos[template.leafInfo[item % leavesPerGroup]]
        if let leaf = info.item {
            for supplementary in leaf.supplementaryItems {
                body(badge(supplementary, ofItem: item, attachedTo: frame))
            }
        }
        if let separator = spec?.separator, item < frames.count - 1 {
            let axis = placementAxis
            let crossLength = max(0, frame.size.length(axis.other) - separator.leadingInset - separator.trailingInset)
            let origin = CGPoint(
                axis: axis, main: frame.maximum(axis),
                cross: frame.minimum(axis.other) + separator.leadingInset)
            body(DerivedElement(
                kind: separator.elementKind, category: .decorationView,
                frame: CGRect(origin: origin, size: CGSize(axis: axis, main: separator.height, cross: crossLength)),
                zIndex: 0))
        }
    }

    /// The badge `supplementary` of item `item` (or of a template leaf, `item` `nil`) attached to
    /// `frame`, at its reported size where it has one and is estimated.
    func badge(_ supplementary: CollectionLayoutSupplementaryItem, ofItem item: Int?, attachedTo frame: CGRect) -> DerivedElement {
        let reported = item.flatMap {
            reportedSupplementarySizes.isEmpty
                ? nil : reportedSupplementarySizes[ItemSupplementaryKey(item: $0, kind: supplementary.elementKind)]
        }
        return DerivedElement(
            kind: supplementary.elementKind, category: .supplementaryView,
            frame: supplementary.frame(attachedTo: frame, reportedSize: reported), zIndex: supplementary.zIndex,
            estimatesWidth: supplementary.layoutSize.widthDimension.isEstimated)
    }

    /// The frames of the badges with reported sizes (section-local, unshifted).
    private func reportedBadgeFrames(_ body: (_ item: Int, _ badge: CGRect) -> Void) {
        guard !reportedSupplementarySizes.isEmpty, leavesPerGroup > 0 else { return }
        for key in reportedSupplementarySizes.keys where key.item < frames.count {
            guard let leaf = leafInfos[template.leafInfo[key.item % leavesPerGroup]].item,
                let supplementary = leaf.supplementaryItems.first(where: { $0.elementKind == key.kind })
            else { continue }
            body(key.item, badge(supplementary, ofItem: key.item, attachedTo: frames[key.item]).frame)
        }
    }

    /// How far badges and separators reach beyond their items, from the template's leaves, the
    /// items resized by reported sizes and the badges with reported sizes.
    mutating func computeDerivedOutsets() {
        hasDerived = spec?.separator != nil || leafInfos.contains { !($0.item?.supplementaryItems.isEmpty ?? true) }
        derivedBefore = 0
        derivedAfter = 0
        reportedCrossMax = 0
        for (leaf, frame) in template.frames.enumerated() {
            extendDerivedOutsets(leaf: leaf, frame: frame)
        }
        for item in overrides.keys where item < frames.count {
            extendDerivedOutsets(leaf: item, frame: frames[item])
            reportedCrossMax = max(reportedCrossMax, frames[item].maximum(placementAxis.other) - groupCrossStart)
        }
        reportedBadgeCrossMax = 0
        extendReportedBadgeOutsets(items: 0..<frames.count)
    }

    /// Takes the badges with reported sizes of the items `range` into account.
    private mutating func extendReportedBadgeOutsets(items range: Range<Int>) {
        guard !reportedSupplementarySizes.isEmpty else { return }
        let axis = placementAxis
        var before = derivedBefore
        var after = derivedAfter
        var crossMax = reportedBadgeCrossMax
        reportedBadgeFrames { item, badge in
            guard range.contains(item) else { return }
            let frame = frames[item]
            before = max(before, frame.minimum(axis) - badge.minimum(axis))
            after = max(after, badge.maximum(axis) - frame.maximum(axis))
            crossMax = max(crossMax, badge.maximum(axis.other) - groupCrossStart)
        }
        derivedBefore = before
        derivedAfter = after
        reportedBadgeCrossMax = crossMax
    }

    /// Takes the items `range` (just resized by reported sizes) into account.
    mutating func extendDerivedOutsets(items range: Range<Int>) {
        for item in range {
            extendDerivedOutsets(leaf: item, frame: frames[item])
            if overrides[item] != nil {
                reportedCrossMax = max(reportedCrossMax, frames[item].maximum(placementAxis.other) - groupCrossStart)
            }
        }
        extendReportedBadgeOutsets(items: range)
    }

    private mutating func extendDerivedOutsets(leaf: Int, frame: CGRect) {
        guard hasDerived else { return }
        let axis = placementAxis
        var before = derivedBefore
        var after = derivedAfter
        forEachDerivedIgnoringLast(ofLeaf: leaf, frame: frame) { element in
            before = max(before, frame.minimum(axis) - element.frame.minimum(axis))
            after = max(after, element.frame.maximum(axis) - frame.maximum(axis))
        }
        derivedBefore = before
        derivedAfter = after
    }

    private func forEachDerivedIgnoringLast(ofLeaf leaf: Int, frame: CGRect, _ body: (DerivedElement) -> Void) {
        guard leavesPerGroup > 0 else { return }
        let info = leafInfos[template.leafInfo[leaf % leavesPerGroup]]
        if let item = info.item {
            for supplementary in item.supplementaryItems {
                body(badge(supplementary, ofItem: nil, attachedTo: frame))
            }
        }
        if let separator = spec?.separator {
            let origin = CGPoint(axis: placementAxis, main: frame.maximum(placementAxis), cross: frame.minimum(placementAxis.other))
            body(DerivedElement(
                kind: separator.elementKind, category: .decorationView,
                frame: CGRect(origin: origin, size: CGSize(axis: placementAxis, main: separator.height, cross: 0)),
                zIndex: 0))
        }
    }

    // MARK: Boundary items and decorations

    /// The container of boundary items across the layout axis: (start, length).
    private func boundaryCrossSpan(_ section: CollectionLayoutSection) -> (start: CGFloat, length: CGFloat) {
        let cross = layoutAxis.other
        let container = environment.container
        let start = container.contentInsets.sanitized.before(cross)
        let length = container.effectiveContentSize.length(cross)
        guard section.supplementariesFollowContentInsets else { return (start, length) }
        let insets = section.contentInsets.sanitized
        return (start + insets.before(cross), max(0, length - insets.before(cross) - insets.after(cross)))
    }

    private func boundarySize(_ item: CollectionLayoutBoundarySupplementaryItem, _ section: CollectionLayoutSection) -> CGSize {
        var invalid = false
        return boundarySize(item, section, invalid: &invalid)
    }

    private func boundarySize(
        _ item: CollectionLayoutBoundarySupplementaryItem, _ section: CollectionLayoutSection, invalid: inout Bool
    ) -> CGSize {
        let span = boundaryCrossSpan(section)
        let container = CGSize(
            axis: layoutAxis, main: environment.container.effectiveContentSize.length(layoutAxis), cross: span.length)
        var size = item.layoutSize.resolve(in: container, invalid: &invalid)
        if let reported = reportedBoundarySizes[item.elementKind] {
            if item.layoutSize.widthDimension.isEstimated { size.width = reported.width }
            if item.layoutSize.heightDimension.isEstimated { size.height = reported.height }
        }
        return size
    }

    private func isStart(_ alignment: RectAlignment) -> Bool {
        layoutAxis == .vertical ? alignment.isTop : alignment.isLeading
    }

    private func isEnd(_ alignment: RectAlignment) -> Bool {
        layoutAxis == .vertical ? alignment.isBottom : alignment.isTrailing
    }

    private func topPadding(_ section: CollectionLayoutSection) -> CGFloat {
        section.topPadding.isFinite && section.topPadding > 0 ? section.topPadding : 0
    }

    private func leadingBoundaryLength(_ section: CollectionLayoutSection) -> CGFloat {
        topPadding(section) + section.boundarySupplementaryItems
            .filter { isStart($0.alignment) && $0.extendsBoundary }
            .reduce(0) { $0 + boundarySize($1, section).length(layoutAxis) }
    }

    /// Places the boundary items around the content (from ``contentStart`` to ``contentEnd``),
    /// the decorations, and sets ``length``, the extents and ``crossMax``.
    mutating func placeBoundariesAndDecorations() {
        guard let section = spec else { return }
        let axis = layoutAxis
        let cross = axis.other
        let span = boundaryCrossSpan(section)
        var after = contentEnd
        var counts: [String: Int] = [:]
        boundaries = []
        var invalid = false
        defer {
            if invalid {
                problems["invalidDimension"] = "A boundary supplementary item's size is negative, NaN or infinite; it was clamped to 0."
            }
        }
        // Leading items stack towards the section's start, in order from the content outwards:
        // lay out the extending start items first to last from the top.
        var startCursor = topPadding(section)
        for item in section.boundarySupplementaryItems {
            let size = boundarySize(item, section, invalid: &invalid)
            let alignment = item.alignment
            let main: CGFloat
            if isStart(alignment) {
                if item.extendsBoundary {
                    main = startCursor
                    startCursor += size.length(axis)
                } else {
                    main = contentStart
                }
            } else if isEnd(alignment) {
                if item.extendsBoundary {
                    main = after
                    after += size.length(axis)
                } else {
                    main = contentEnd - size.length(axis)
                }
            } else {
                main = contentStart
            }
            let startsAtCrossStart = axis == .vertical ? alignment.isLeading : alignment.isTop
            let endsAtCrossEnd = axis == .vertical ? alignment.isTrailing : alignment.isBottom
            let crossPosition: CGFloat
            if alignment == .none || startsAtCrossStart {
                crossPosition = span.start
            } else if endsAtCrossEnd {
                crossPosition = span.start + span.length - size.length(cross)
            } else {
                crossPosition = span.start + (span.length - size.length(cross)) / 2
            }
            var frame = CGRect(origin: CGPoint(axis: axis, main: main, cross: crossPosition), size: size)
            let offset = item.offset
            if offset.x.isFinite && offset.y.isFinite {
                frame = frame.offsetBy(dx: offset.x, dy: offset.y)
            }
            let kindIndex = counts[item.elementKind, default: 0]
            counts[item.elementKind] = kindIndex + 1
            boundaries.append(BoundaryPlacement(item: item, frame: frame, index: kindIndex))
        }
        length = after

        // Decorations cover the content area: the groups and the section's insets.
        let container = environment.container
        let contentRect = CGRect(
            origin: CGPoint(axis: axis, main: contentStart, cross: container.contentInsets.sanitized.before(cross)),
            size: CGSize(axis: axis, main: max(0, contentEnd - contentStart), cross: container.effectiveContentSize.length(cross)))
        var decorationCounts: [String: Int] = [:]
        decorations = section.decorationItems.map { item in
            let kindIndex = decorationCounts[item.elementKind, default: 0]
            decorationCounts[item.elementKind] = kindIndex + 1
            return DecorationPlacement(item: item, frame: contentRect.inset(by: item.contentInsets.sanitized), index: kindIndex)
        }
        computeExtents()
    }

    /// Recomputes the section's extent along the layout axis and its largest cross coordinate.
    mutating func computeExtents() {
        let axis = layoutAxis
        let cross = axis.other
        var lo: CGFloat = 0
        var hi = length
        var crossHi: CGFloat = 0
        for boundary in boundaries {
            lo = min(lo, boundary.frame.minimum(axis))
            hi = max(hi, boundary.frame.maximum(axis))
            crossHi = max(crossHi, boundary.frame.maximum(cross))
        }
        for decoration in decorations {
            lo = min(lo, decoration.frame.minimum(axis))
            hi = max(hi, decoration.frame.maximum(axis))
            crossHi = max(crossHi, decoration.frame.maximum(cross))
        }
        if !frames.isEmpty {
            if isOrthogonal {
                // Items and badges span one band across the layout axis.
                var bandLo = CGFloat.infinity
                var bandHi = -CGFloat.infinity
                for (leaf, frame) in template.frames.enumerated() {
                    let placed = frame.offsetBy(
                        dx: axis == .vertical ? 0 : groupCrossStart, dy: axis == .vertical ? groupCrossStart : 0)
                    bandLo = min(bandLo, placed.minimum(axis))
                    bandHi = max(bandHi, placed.maximum(axis))
                    forEachDerivedIgnoringLast(ofLeaf: leaf, frame: placed) { element in
                        bandLo = min(bandLo, element.frame.minimum(axis))
                        bandHi = max(bandHi, element.frame.maximum(axis))
                    }
                }
                for item in overrides.keys where item < frames.count {
                    bandLo = min(bandLo, frames[item].minimum(axis))
                    bandHi = max(bandHi, frames[item].maximum(axis))
                }
                reportedBadgeFrames { _, badge in
                    bandLo = min(bandLo, badge.minimum(axis))
                    bandHi = max(bandHi, badge.maximum(axis))
                }
                if bandLo <= bandHi {
                    lo = min(lo, bandLo)
                    hi = max(hi, bandHi)
                }
                crossHi = max(crossHi, bandStart + bandLength)
            } else {
                let first = frames.isUniform ? frames.minimumStart(from: 0) : index.suffixMinLo[0]
                let last = frames.isUniform ? frames.maximumEnd(through: frames.count - 1) : index.prefixMaxHi[frames.count - 1]
                lo = min(lo, first - derivedBefore)
                hi = max(hi, last + derivedAfter)
                let groupCross = template.frames.reduce(CGFloat(0)) { max($0, $1.maximum(cross)) }
                var badgeCross: CGFloat = 0
                for (leaf, frame) in template.frames.enumerated() {
                    forEachDerivedIgnoringLast(ofLeaf: leaf, frame: frame) { element in
                        badgeCross = max(badgeCross, element.frame.maximum(cross) - frame.maximum(cross))
                    }
                }
                var widest = max(groupCross, reportedCrossMax)
                if flows {
                    // Items that kept their estimates sit elsewhere than in the template.
                    let start = groupCrossStart
                    frames.withStoredFrames { stored in
                        for frame in stored { widest = max(widest, frame.maximum(cross) - start) }
                    }
                }
                crossHi = max(crossHi, groupCrossStart + widest + badgeCross)
                crossHi = max(crossHi, groupCrossStart + reportedBadgeCrossMax)
            }
        }
        extentLo = lo
        extentHi = hi
        crossMax = crossHi
    }
}
