import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

extension CollectionViewCompositionalLayout {
    /// Tells the layout the size a cell needs (its fitting size, for example wrapped text), as
    /// UIKit's self-sizing cells do through `preferredLayoutAttributesFitting(_:)`.
    ///
    /// Only the item's `estimated` dimensions follow the report; `fittingSize` is the cell's frame
    /// size, to which the item's `contentInsets` are added. The item's group is laid out again
    /// (an `estimated` group grows to its tallest item), the items after it in the section and the
    /// sections after it move; earlier groups and sections are not recomputed, and the content
    /// size follows. The number of items per group stays what the estimates gave, except in a
    /// group that repeats a single item whose width is `estimated` (horizontal groups in a
    /// vertically scrolling section; vertical groups and `estimated` heights in a horizontally
    /// scrolling one), as a tag cloud's rows: there each group holds as many items as fit at their
    /// reported widths, the next item starts the next group, and each group is as tall as its
    /// tallest item when its height is `estimated`. Such a section keeps one frame per item; a
    /// report lays its groups out again from the one holding the item until a group starts
    /// where one started before, and moves the groups after it.
    ///
    /// - Complexity: O(*n*) for a flowing section of *n* items, as are queries about it
    ///   (`layoutAttributesForElements(in:)` searches its stored frames).
    ///
    /// Reported sizes survive ``invalidateSections(_:)`` and invalidations that keep the
    /// container's size and the section's item count; otherwise cells report again.
    ///
    /// - Returns: whether any frame changed. Invalid index paths or sizes change nothing and are
    ///   reported as diagnostics.
    @discardableResult
    public func invalidateEstimatedSize(_ fittingSize: CGSize, forItemAt indexPath: IndexPath) -> Bool {
        prepareIfNeeded()
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].frames.indices.contains(indexPath.item)
        else {
            Diagnostics.report(Diagnostic(
                domain: "layout", kind: "invalidIndexPath",
                message: "invalidateEstimatedSize(_:forItemAt:) was given \(indexPath), which the layout has no item for; it was ignored."))
            return false
        }
        guard fittingSize.width.isFinite, fittingSize.height.isFinite, fittingSize.width >= 0, fittingSize.height >= 0 else {
            Diagnostics.report(Diagnostic(
                domain: "layout", kind: "invalidFittingSize",
                message: "The fitting size \(fittingSize) reported for \(indexPath) is negative or not finite; it was ignored."))
            return false
        }
        let sectionIndex = indexPath.section
        let item = indexPath.item
        // Take the section out so that its arrays are edited in place, not copied.
        var geometry = sections[sectionIndex]
        sections[sectionIndex] = SectionGeometry()
        defer { sections[sectionIndex] = geometry }

        guard let spec = geometry.spec, geometry.leavesPerGroup > 0 else { return false }
        let leaf = geometry.leafInfos[geometry.template.leafInfo[item % geometry.leavesPerGroup]].item
        guard let leaf, leaf.layoutSize.widthDimension.isEstimated || leaf.layoutSize.heightDimension.isEstimated,
            geometry.overrides[item] != fittingSize
        else { return false }
        let oldFrame = geometry.frames[item]
        let oldLength = geometry.length
        geometry.overrides[item] = fittingSize

        if geometry.flows {
            let known = geometry.problems
            geometry.reflowFlowingGroups(from: item)
            report(geometry.problems.filter { known[$0.key] == nil }, section: sectionIndex)
        } else if geometry.isOrthogonal || geometry.canFlow {
            let known = geometry.problems
            geometry = SectionGeometry.build(
                section: spec, itemCount: geometry.itemCount, environment: geometry.environment,
                layoutAxis: geometry.layoutAxis, overrides: geometry.overrides, boundarySizes: geometry.reportedBoundarySizes,
                supplementarySizes: geometry.reportedSupplementarySizes)
            report(geometry.isOrthogonal ? geometry.problems : geometry.problems.filter { known[$0.key] == nil }, section: sectionIndex)
        } else if !relayOutGroup(containing: item, of: spec, in: &geometry, section: sectionIndex) {
            return false
        }
        let changed = geometry.frames.indices.contains(item) ? geometry.frames[item] != oldFrame : true
        if changed || geometry.length != oldLength {
            sections[sectionIndex] = geometry
            geometry = sections[sectionIndex]
            restack()
            return true
        }
        return false
    }

    /// Lays the group holding `item` out again with the reported sizes and moves everything
    /// after it; returns `false` (and forgets the report) when the group would change shape.
    private func relayOutGroup(
        containing item: Int, of spec: CollectionLayoutSection, in geometry: inout SectionGeometry, section: Int
    ) -> Bool {
        let perGroup = geometry.leavesPerGroup
        let group = item / perGroup
        let first = group * perGroup
        let count = min(perGroup, geometry.frames.count - first)
        var local: [Int: CGSize] = [:]
        for index in first..<(first + count) {
            if let size = geometry.overrides[index] { local[index - first] = size }
        }
        var engine = GroupLayoutEngine()
        let instance = engine.layout(spec.group, in: geometry.groupContainer, overrides: local)
        guard instance.frames.count == perGroup else {
            geometry.overrides[item] = nil
            Diagnostics.report(Diagnostic(
                domain: "layout", kind: "estimatedSizeChangesGroup",
                message: "Section \(section): the size reported for item \(item) would change how many items fit in its group; it was ignored."))
            return false
        }
        let axis = geometry.placementAxis
        geometry.materializeGroups()
        let oldLength = geometry.groupLengths[group]
        let newLength = instance.size.length(axis)
        let origin = CGPoint(axis: axis, main: geometry.groupOffsets[group], cross: geometry.groupCrossStart)
        geometry.frames.withUnsafeMutableBufferPointer { frames in
            for leaf in 0..<count {
                frames[first + leaf] = instance.frames[leaf].offsetBy(dx: origin.x, dy: origin.y)
            }
            let delta = newLength - oldLength
            if delta != 0 {
                let dx = axis == .horizontal ? delta : 0
                let dy = axis == .vertical ? delta : 0
                for index in (first + count)..<frames.count {
                    frames[index] = frames[index].offsetBy(dx: dx, dy: dy)
                }
            }
        }
        let delta = newLength - oldLength
        geometry.groupLengths[group] = newLength
        if delta != 0 {
            for index in (group + 1)..<geometry.groupCount { geometry.groupOffsets[index] += delta }
            geometry.contentEnd += delta
        }
        geometry.rebuildIndex(from: first)
        geometry.extendDerivedOutsets(items: first..<(first + count))
        geometry.placeBoundariesAndDecorations()
        return true
    }

    /// Tells the layout the size a header, footer or badge needs, for supplementary items with an
    /// `estimated` dimension (list headers are `estimated(1)`; a badge or a horizontal
    /// section's header can estimate its width). Only the estimated dimensions follow the
    /// report. For a header or footer the section is laid out again and the sections after it
    /// move; a badge (an item's supplementary item, at its item's index path) keeps its anchor
    /// and changes only its own frame.
    ///
    /// - Returns: whether any frame changed.
    @discardableResult
    public func invalidateEstimatedSize(
        _ fittingSize: CGSize, forSupplementaryElementOfKind elementKind: String, at indexPath: IndexPath
    ) -> Bool {
        prepareIfNeeded()
        if indexPath.count == 1, fittingSize.width.isFinite, fittingSize.height.isFinite,
            fittingSize.width >= 0, fittingSize.height >= 0 {
            return invalidateEstimatedSize(fittingSize, forLayoutBoundaryOfKind: elementKind, index: indexPath[0])
        }
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            fittingSize.width.isFinite, fittingSize.height.isFinite, fittingSize.width >= 0, fittingSize.height >= 0
        else {
            Diagnostics.report(Diagnostic(
                domain: "layout", kind: "invalidFittingSize",
                message: "The fitting size \(fittingSize) reported for the \(elementKind) at \(indexPath) is invalid or has no element; it was ignored."))
            return false
        }
        let section = indexPath.section
        guard let spec = sections[section].spec else { return false }
        guard let item = spec.boundarySupplementaryItems.first(where: { $0.elementKind == elementKind }) else {
            return invalidateEstimatedSize(fittingSize, forBadgeOfKind: elementKind, at: indexPath)
        }
        guard item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated,
            sections[section].reportedBoundarySizes[elementKind] != fittingSize
        else { return false }
        let old = sections[section]
        var sizes = old.reportedBoundarySizes
        sizes[elementKind] = fittingSize
        sections[section] = SectionGeometry()
        let rebuilt = SectionGeometry.build(
            section: spec, itemCount: old.itemCount, environment: old.environment, layoutAxis: old.layoutAxis,
            overrides: old.overrides, boundarySizes: sizes, supplementarySizes: old.reportedSupplementarySizes)
        let changed = rebuilt.length != old.length || rebuilt.boundaries.map(\.frame) != old.boundaries.map(\.frame)
        sections[section] = rebuilt
        restack()
        return changed
    }

    /// An item's supplementary item (a badge) of `elementKind` takes its reported size where it
    /// is estimated; only its own frame and the section's extent change.
    private func invalidateEstimatedSize(_ fittingSize: CGSize, forBadgeOfKind elementKind: String, at indexPath: IndexPath) -> Bool {
        let section = indexPath.section
        let item = indexPath.item
        let geometry = sections[section]
        guard geometry.frames.indices.contains(item), geometry.leavesPerGroup > 0,
            let leaf = geometry.leafInfos[geometry.template.leafInfo[item % geometry.leavesPerGroup]].item,
            let badge = leaf.supplementaryItems.first(where: { $0.elementKind == elementKind }),
            badge.layoutSize.widthDimension.isEstimated || badge.layoutSize.heightDimension.isEstimated
        else { return false }
        let key = ItemSupplementaryKey(item: item, kind: elementKind)
        guard geometry.reportedSupplementarySizes[key] != fittingSize else { return false }
        let old = layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.frame
        sections[section].reportedSupplementarySizes[key] = fittingSize
        sections[section].computeDerivedOutsets()
        sections[section].computeExtents()
        restack()
        return layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.frame != old
    }

    /// The layout's own boundary item (the `index`-th of `elementKind`, index path
    /// `IndexPath(index:)`) takes its reported size where it is estimated; everything after it
    /// moves.
    private func invalidateEstimatedSize(_ fittingSize: CGSize, forLayoutBoundaryOfKind elementKind: String, index: Int) -> Bool {
        // The boundaries are placed in the order of the configuration's items.
        guard let position = globalBoundaries.firstIndex(where: { $0.item.elementKind == elementKind && $0.index == index }),
            globalBoundaries[position].item.layoutSize.widthDimension.isEstimated
                || globalBoundaries[position].item.layoutSize.heightDimension.isEstimated
            , configuration.boundarySupplementaryItems.indices.contains(position)
        else { return false }
        let width = environment.container.effectiveContentSize.width
        let item = ObjectIdentifier(configuration.boundarySupplementaryItems[position])
        if let reported = reportedGlobalBoundarySizes[position], reported.size == fittingSize, reported.item == item,
            reported.containerWidth == width {
            return false
        }
        let oldFrames = globalBoundaries.map(\.frame)
        reportedGlobalBoundarySizes[position] = (fittingSize, item, width)
        restack()
        return globalBoundaries.map(\.frame) != oldFrames
    }
}
