import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// Flowing sections: a group that repeats one item of estimated length along the group's axis
/// (a tag cloud's rows) holds as many items as fit at their reported sizes.
extension SectionGeometry {
    /// Whether `group` repeats a single item (not a group) whose length along the group's axis is
    /// estimated, the group's own length along it is not, and the group lies across the
    /// section's `axis` (a horizontal group in a vertically scrolling section).
    static func repeatsEstimatedItem(_ group: CollectionLayoutGroup, across axis: Axis) -> Bool {
        guard group.repeatCount == nil, group.subitems.count == 1, let groupAxis = group.axis, groupAxis == axis.other,
            !(group.subitems[0] is CollectionLayoutGroup)
        else { return false }
        let item = group.subitems[0].layoutSize
        let groupSize = group.layoutSize
        return groupAxis == .horizontal
            ? item.widthDimension.isEstimated && !groupSize.widthDimension.isEstimated
            : item.heightDimension.isEstimated && !groupSize.heightDimension.isEstimated
    }

    /// Fills ``frames`` and the groups' offsets for a section that ``flows``: each group, from
    /// the first item not yet placed, holds the items that fit at their reported sizes (their
    /// estimates until they report); returns where the last group ends along the placement axis
    /// and the largest group length across it.
    mutating func placeFlowingGroups(
        _ group: CollectionLayoutGroup, engine: inout GroupLayoutEngine
    ) -> (end: CGFloat, crossLength: CGFloat) {
        uniformStride = template.size.length(placementAxis) + spacing
        var stored: [CGRect] = []
        stored.reserveCapacity(itemCount)
        groupOffsets = []
        groupLengths = []
        groupFirstItems = []
        let placed = appendFlowingGroups(
            group, from: 0, after: uniformStart, into: &stored, engine: &engine, rejoining: [], past: itemCount)
        groupCount = groupOffsets.count
        frames = SectionFrames(stored: stored)
        index = ExtentIndex()
        rebuildIndex(from: 0)
        return (placed.end, placed.crossLength)
    }

    /// Lays the groups out from the one before the group holding `item` on, after the report of
    /// its size (a narrower item may join the group before its own): the groups before them keep
    /// their items and places, and once a group starts at an item that
    /// started a group before, that group and all after it keep their items and only move.
    /// The same frames as laying the whole section out again.
    mutating func reflowFlowingGroups(from item: Int) {
        guard let spec, flows, let holding = groupFirstItems.lastIndex(where: { $0 <= item }) else { return }
        // An item that now fits at the end of the group before its own joins that group.
        let firstGroup = max(0, holding - 1)
        let oldFirsts = groupFirstItems
        let oldOffsets = groupOffsets
        let oldLengths = groupLengths
        let old = frames
        let start = oldFirsts[firstGroup]
        groupFirstItems.removeSubrange(firstGroup...)
        groupOffsets.removeSubrange(firstGroup...)
        groupLengths.removeSubrange(firstGroup...)
        var stored: [CGRect] = []
        stored.reserveCapacity(itemCount)
        old.withStoredFrames { stored.append(contentsOf: $0[0..<start]) }
        var engine = GroupLayoutEngine()
        let previousEnd = firstGroup > 0 ? oldOffsets[firstGroup - 1] + oldLengths[firstGroup - 1] : uniformStart
        let placed = appendFlowingGroups(
            spec.group, from: start, after: previousEnd, into: &stored, engine: &engine, rejoining: oldFirsts, past: item)
        var end = placed.end
        if let rejoined = placed.rejoined {
            // The groups from `rejoined` on hold what they held: move them.
            let placement = placementAxis
            old.withStoredFrames { oldFrames in
                for group in rejoined..<oldFirsts.count {
                    let offset = end + spacing
                    let shift = CGPoint(axis: placement, main: offset - oldOffsets[group], cross: 0)
                    let last = group + 1 < oldFirsts.count ? oldFirsts[group + 1] : oldFrames.count
                    for frame in oldFrames[oldFirsts[group]..<last] {
                        stored.append(frame.offsetBy(dx: shift.x, dy: shift.y))
                    }
                    groupFirstItems.append(oldFirsts[group])
                    groupOffsets.append(offset)
                    groupLengths.append(oldLengths[group])
                    end = offset + oldLengths[group]
                }
            }
        }
        groupCount = groupOffsets.count
        frames = SectionFrames(stored: stored)
        rebuildIndex(from: start)
        contentEnd = end + spec.contentInsets.sanitized.after(layoutAxis)
        problems.merge(engine.problems) { old, _ in old }
        computeDerivedOutsets()
        placeBoundariesAndDecorations()
    }

    /// Places groups from item `first` on, the first of them `spacing` after `previousEnd`
    /// (at it for the section's first group), appending their frames to `stored` and their
    /// places to the group arrays. With `previous` (the groups' first items before the report of
    /// item `changed`), it stops before a group after `changed` that would start where one of
    /// `previous` started, and returns that group's index in `previous`.
    private mutating func appendFlowingGroups(
        _ group: CollectionLayoutGroup, from first: Int, after previousEnd: CGFloat, into stored: inout [CGRect],
        engine: inout GroupLayoutEngine, rejoining previous: [Int], past changed: Int
    ) -> (end: CGFloat, crossLength: CGFloat, rejoined: Int?) {
        let placement = placementAxis
        var offset = previousEnd
        var crossLength: CGFloat = 0
        var next = first
        var candidate = 0
        let lastReported = overrides.keys.max() ?? -1
        let perGroup = template.frames.count
        while next < itemCount {
            if next > changed {
                while candidate < previous.count && previous[candidate] < next { candidate += 1 }
                if candidate < previous.count && previous[candidate] == next { return (offset, crossLength, candidate) }
            }
            // Past the last reported item a full group is the template; otherwise lay it out.
            let instance = next > lastReported && perGroup > 0 && itemCount - next > perGroup
                ? template
                : engine.layout(group, in: groupContainer, overrides: overrides, overrideBase: next, leafLimit: itemCount - next)
            let count = min(instance.frames.count, itemCount - next)
            guard count > 0 else { break }
            if !groupOffsets.isEmpty { offset += spacing }
            let length = instance.size.length(placement)
            groupFirstItems.append(next)
            groupOffsets.append(offset)
            groupLengths.append(length)
            crossLength = max(crossLength, instance.size.length(placement.other))
            let origin = CGPoint(axis: placement, main: offset, cross: groupCrossStart)
            for leaf in 0..<count {
                stored.append(instance.frames[leaf].offsetBy(dx: origin.x, dy: origin.y))
            }
            offset += length
            next += count
        }
        return (offset, crossLength, nil)
    }
}
