import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// What the layout keeps about one leaf of a group: the item it came from (for its badges) and
/// its stacking order. Custom group frames have no item.
struct LeafInfo {
    var item: CollectionLayoutItem?
    var zIndex: Int
    /// Whether the item's width is `.estimated` (its cell reports its width too).
    var estimatesWidth: Bool { item?.layoutSize.widthDimension.isEstimated ?? false }
}

/// One group laid out at the origin: the frames of its leaves (in order) and its size.
struct GroupTemplate {
    var size: CGSize = .zero
    var frames: [CGRect] = []
    /// For each leaf, its index in ``GroupLayoutEngine/leafInfos``.
    var leafInfo: [Int] = []
}

extension GroupTemplate {
    /// The group on whole cells, so that items of equal size get equal widths and heights: each
    /// leaf keeps its origin floored and its size floored (a fractional width of 21.4 columns
    /// gives 21 columns to every such item, not 21 and 22 in turn), and the group's size is
    /// floored too. The columns left over fall in the gutters after items and at the group's end;
    /// a leaf never grows past the cells of its exact frame, so neighbours never overlap (the
    /// one-column overlap of two edges computed along different paths is gone too). Along an
    /// axis where a leaf is under one cell long it keeps its exact place. Layouts written in
    /// points are snapped the same way, after their lengths were rounded to whole cells
    /// (``PointScaleConverter``). The rule is documented in the catalog's "Layout on character
    /// cells" section.
    func snappedToCells() -> GroupTemplate {
        var copy = self
        copy.frames = frames.map { frame in
            guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
                return frame
            }
            // Each axis on its own, and only for lengths of a cell or more: items thinner than a
            // cell keep their exact place, so that they never pile up on one cell.
            let (x, width) = Self.snapped(frame.origin.x, frame.width)
            let (y, height) = Self.snapped(frame.origin.y, frame.height)
            return CGRect(x: x, y: y, width: width, height: height)
        }
        // The group's size rounds down too, but never below the leaves that kept their exact
        // place (thinner than a cell): the next group starts past them, on a whole cell.
        var reach = CGSize.zero
        for frame in copy.frames where frame.maxX.isFinite && frame.maxY.isFinite {
            reach.width = max(reach.width, frame.maxX)
            reach.height = max(reach.height, frame.maxY)
        }
        copy.size = CGSize(
            width: Self.snapped(length: size.width, reaching: reach.width),
            height: Self.snapped(length: size.height, reaching: reach.height))
        return copy
    }

    private static func snapped(_ position: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
        guard length >= 1 else {
            // Thinner than a cell: the exact place, except that an edge a rounding error away
            // from a whole cell is on it (six items a third of a cell wide, two apart, end at
            // 12.000000000000002: past a group 12 cells wide).
            let start = settledOnCell(position)
            let end = settledOnCell(position + length)
            return (start, max(0, end - start))
        }
        return ((position + tolerance).rounded(.down), (length + tolerance).rounded(.down))
    }

    /// `value`, or the whole number it is within ``tolerance`` of.
    private static func settledOnCell(_ value: CGFloat) -> CGFloat {
        let whole = value.rounded()
        return abs(value - whole) <= tolerance ? whole : value
    }

    /// Tolerance for lengths computed along different paths (0.7 x 101.15 + 0.3 x 101.15).
    private static let tolerance: CGFloat = 1e-6

    private static func snapped(length: CGFloat, reaching reach: CGFloat) -> CGFloat {
        guard length.isFinite, length >= 1 else { return length }
        let floored = (length + tolerance).rounded(.down)
        guard reach > floored + tolerance else { return floored }
        return min((reach - tolerance).rounded(.up), (length - tolerance).rounded(.up))
    }
}

/// Lays out a group and its nested groups; collects the problems it recovers from.
///
/// Fractions of an item are of its group's size less the group's `contentInsets`. Invalid sizes
/// are clamped to zero, repeating items of no length are placed once, items that do not fit are
/// clipped to the group, and each of these is recorded in ``problems``.
struct GroupLayoutEngine {
    /// Leaves of one group instance can not exceed this many (it guards against tiny items in
    /// huge groups).
    static let maximumLeaves = 100_000

    private(set) var leafInfos: [LeafInfo] = []
    private var leafIndexByItem: [ObjectIdentifier: Int] = [:]
    private var leafIndexByCustomZ: [Int: Int] = [:]
    /// Problems found, by kind; reported as diagnostics by the layout.
    var problems: [String: String] = [:]

    /// Reported sizes by leaf ordinal within the group instance being laid out, plus
    /// ``overrideBase``.
    private var overrides: [Int: CGSize] = [:]
    /// What leaf ordinals are shifted by to find their reported sizes in ``overrides``.
    private var overrideBase = 0
    /// No more leaves than this are placed (the items left in a flowing section).
    private var leafLimit = Int.max
    private var leafCounter = 0
    private var frames: [CGRect] = []
    private var infos: [Int] = []

    init() {}

    /// Lays out `group` in `container` (the section's content size) at the origin. `overrides`
    /// give the reported sizes of estimated leaves by their ordinal in this group plus
    /// `overrideBase` (the group's first item, when they are the section's); no more than
    /// `leafLimit` leaves are placed.
    mutating func layout(
        _ group: CollectionLayoutGroup, in container: CGSize, overrides: [Int: CGSize] = [:],
        overrideBase: Int = 0, leafLimit: Int = .max
    ) -> GroupTemplate {
        self.overrides = overrides
        self.overrideBase = overrideBase
        self.leafLimit = leafLimit
        leafCounter = 0
        frames = []
        infos = []
        let size = layoutItem(group, in: container, forced: nil)
        let laidOut = GroupTemplate(size: size, frames: frames, leafInfo: infos)
        let result = laidOut.snappedToCells()
        frames = []
        infos = []
        return result
    }

    mutating func note(_ kind: String, _ message: String) {
        if problems[kind] == nil { problems[kind] = message }
    }

    private mutating func info(for item: CollectionLayoutItem) -> Int {
        let key = ObjectIdentifier(item)
        if let index = leafIndexByItem[key] { return index }
        leafInfos.append(LeafInfo(item: item, zIndex: 0))
        leafIndexByItem[key] = leafInfos.count - 1
        return leafInfos.count - 1
    }

    private mutating func customInfo(zIndex: Int) -> Int {
        if let index = leafIndexByCustomZ[zIndex] { return index }
        leafInfos.append(LeafInfo(item: nil, zIndex: zIndex))
        leafIndexByCustomZ[zIndex] = leafInfos.count - 1
        return leafInfos.count - 1
    }

    /// Lays out `item` at the origin, appending its leaves; returns the space it takes.
    private mutating func layoutItem(
        _ item: CollectionLayoutItem, in container: CGSize, forced: (axis: Axis, length: CGFloat)?
    ) -> CGSize {
        var invalid = false
        var size = item.layoutSize.resolve(in: container, invalid: &invalid)
        if invalid {
            note("invalidDimension", "A layout size \(item.layoutSize) is negative, NaN or infinite in a container of \(container); it was clamped to 0.")
        }
        var estimatedWidth = item.layoutSize.widthDimension.isEstimated
        var estimatedHeight = item.layoutSize.heightDimension.isEstimated
        if let forced {
            if forced.axis == .horizontal { size.width = forced.length; estimatedWidth = false }
            else { size.height = forced.length; estimatedHeight = false }
        }
        let insets = item.contentInsets.sanitized
        guard let group = item as? CollectionLayoutGroup else {
            if let reported = overrides.isEmpty ? nil : overrides[leafCounter + overrideBase] {
                if estimatedWidth { size.width = reported.width + insets.leading + insets.trailing }
                if estimatedHeight { size.height = reported.height + insets.top + insets.bottom }
            }
            if frames.count < Self.maximumLeaves {
                frames.append(CGRect(origin: .zero, size: size).inset(by: insets))
                infos.append(info(for: item))
            }
            leafCounter += 1
            return size
        }
        return layoutGroup(group, size: size, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight)
    }

    private mutating func layoutGroup(
        _ group: CollectionLayoutGroup, size proposed: CGSize, estimatedWidth: Bool, estimatedHeight: Bool
    ) -> CGSize {
        let insets = group.contentInsets.sanitized
        let firstFrame = frames.count
        let firstLeaf = leafCounter
        var size = proposed
        for pass in 0..<2 {
            let content = CGSize(
                width: max(0, size.width - insets.leading - insets.trailing),
                height: max(0, size.height - insets.top - insets.bottom))
            let used: CGSize
            switch group.arrangement {
            case .custom(let provider):
                used = placeCustom(provider, in: content)
            case .horizontal:
                used = placeChildren(of: group, along: .horizontal, in: content, growing: estimatedWidth)
            case .vertical:
                used = placeChildren(of: group, along: .vertical, in: content, growing: estimatedHeight)
            }
            var final = size
            if estimatedWidth { final.width = used.width + insets.leading + insets.trailing }
            if estimatedHeight { final.height = used.height + insets.top + insets.bottom }
            if final == size || pass == 1 {
                size = final
                break
            }
            // The group's estimated size follows its content: lay the children out again so that
            // fractions of the group resolve against its final size.
            frames.removeSubrange(firstFrame...)
            infos.removeSubrange(firstFrame...)
            leafCounter = firstLeaf
            size = final
        }
        if insets.leading != 0 || insets.top != 0 {
            for index in firstFrame..<frames.count {
                frames[index] = frames[index].offsetBy(dx: insets.leading, dy: insets.top)
            }
        }
        return size
    }

    private mutating func placeCustom(_ provider: CollectionLayoutGroupCustomItemProvider, in content: CGSize) -> CGSize {
        let environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: content))
        var used = CGSize.zero
        for custom in provider(environment) {
            let frame = custom.frame.standardized
            guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
                note("invalidCustomFrame", "A custom group item frame \(custom.frame) is not finite; the item was placed at the origin with no size.")
                frames.append(.zero)
                infos.append(customInfo(zIndex: custom.zIndex))
                leafCounter += 1
                continue
            }
            guard frames.count < Self.maximumLeaves else { break }
            frames.append(frame)
            infos.append(customInfo(zIndex: custom.zIndex))
            leafCounter += 1
            used.width = max(used.width, frame.maxX)
            used.height = max(used.height, frame.maxY)
        }
        return used
    }

    /// Places the children of a horizontal or vertical group along `axis` in `content`; returns
    /// the length used along the axis and the largest extent across it. A group whose length
    /// along the axis is `estimated` (`growing`) places each subitem once and grows to fit them.
    private mutating func placeChildren(
        of group: CollectionLayoutGroup, along axis: Axis, in content: CGSize, growing: Bool
    ) -> CGSize {
        let cross = axis.other
        let available = content.length(axis)
        let tolerance = 1e-9 * max(1, abs(available))
        guard !group.subitems.isEmpty else {
            note("emptyGroup", "A group has no subitems; its items were not laid out.")
            return .zero
        }
        let spacing = group.interItemSpacing
        let spacingLength = spacing?.sanitized ?? 0
        var forcedLength: CGFloat?
        var limit = Int.max
        if let count = group.repeatCount {
            guard count > 0 else {
                note("invalidCount", "A group asked for \(count) copies of its subitem; it has none.")
                return .zero
            }
            limit = count
            let share = (available - spacingLength * CGFloat(count - 1)) / CGFloat(count)
            if share < 0 {
                note("groupTooSmall", "A group of \(count) items is too small for its spacing; its items have no length.")
            }
            forcedLength = max(0, share)
        } else if growing {
            limit = group.subitems.count
        }
        let checksFit = group.repeatCount == nil && !growing

        struct Placed {
            var frames: Range<Int>
            var flexibleBefore: Int
        }
        var placed: [Placed] = []
        var cursor: CGFloat = 0
        var crossUsed: CGFloat = 0
        var flexibleSlots = 0

        while placed.count < limit && leafCounter < leafLimit {
            let child = group.subitems[placed.count % group.subitems.count]
            let edges = child.edgeSpacing
            let lead = axis == .horizontal ? edges?.leading : edges?.top
            let trail = axis == .horizontal ? edges?.trailing : edges?.bottom
            let crossLead = axis == .horizontal ? edges?.top : edges?.leading
            let crossTrail = axis == .horizontal ? edges?.bottom : edges?.trailing
            let gap = placed.isEmpty ? 0 : spacingLength
            var slotsBefore = 0
            if !placed.isEmpty, spacing?.isFlexibleSpacing == true { slotsBefore += 1 }
            if lead?.isFlexibleSpacing == true { slotsBefore += 1 }

            let start = frames.count
            let leafBefore = leafCounter
            let forced = forcedLength.map { (axis: axis, length: $0) }
            let childSize = layoutItem(child, in: content, forced: forced)
            let leadLength = lead?.sanitized ?? 0
            let trailLength = trail?.sanitized ?? 0
            let needed = gap + leadLength + childSize.length(axis) + trailLength

            if checksFit {
                if cursor + needed > available + tolerance {
                    if placed.isEmpty {
                        note("itemDoesNotFit", "An item of \(childSize) does not fit in its group of \(content); it was clipped to the group.")
                    } else {
                        frames.removeSubrange(start...)
                        infos.removeSubrange(start...)
                        leafCounter = leafBefore
                        break
                    }
                }
            }
            let mainOffset = cursor + gap + leadLength
            let crossLeadLength = crossLead?.sanitized ?? 0
            let crossTrailLength = crossTrail?.sanitized ?? 0
            var crossOffset = crossLeadLength
            let crossLeftover = content.length(cross) - (crossLeadLength + childSize.length(cross) + crossTrailLength)
            if crossLeftover > 0 {
                if crossLead?.isFlexibleSpacing == true && crossTrail?.isFlexibleSpacing == true {
                    crossOffset += crossLeftover / 2
                } else if crossLead?.isFlexibleSpacing == true {
                    crossOffset += crossLeftover
                }
            }
            let delta = CGPoint(axis: axis, main: mainOffset, cross: crossOffset)
            for index in start..<frames.count {
                frames[index] = frames[index].offsetBy(dx: delta.x, dy: delta.y)
            }
            flexibleSlots += slotsBefore
            placed.append(Placed(frames: start..<frames.count, flexibleBefore: flexibleSlots))
            if trail?.isFlexibleSpacing == true { flexibleSlots += 1 }
            cursor += needed
            crossUsed = max(crossUsed, crossLeadLength + childSize.length(cross) + crossTrailLength)

            if checksFit {
                // A flowing group (a leaf limit) places its items until the limit or the end of the
                // room, whatever each one's length; a template would repeat an empty item forever.
                if needed <= tolerance && placed.count >= group.subitems.count && leafLimit == .max {
                    note("zeroLengthItem", "A repeating item has no length along its group's axis; it was placed once.")
                    break
                }
                if cursor + tolerance >= available && placed.count >= group.subitems.count { break }
            }
            if frames.count >= Self.maximumLeaves || placed.count >= Self.maximumLeaves {
                note("tooManyItems", "A group would hold more than \(Self.maximumLeaves) items; it was cut there.")
                break
            }
        }

        // Share the room left between the flexible spacings.
        let leftover = available - cursor
        if flexibleSlots > 0 && leftover > 0 {
            let share = leftover / CGFloat(flexibleSlots)
            for entry in placed where entry.flexibleBefore > 0 {
                let shift = share * CGFloat(entry.flexibleBefore)
                for index in entry.frames {
                    frames[index] = frames[index].shifted(by: shift, along: axis)
                }
            }
            cursor = available
        }
        // Clip what overflows the group (only a first item that did not fit can).
        if cursor > available + tolerance && !growing {
            let box = CGRect(origin: .zero, size: content)
            for entry in placed {
                for index in entry.frames {
                    let clipped = frames[index].intersection(box)
                    if clipped.isNull || clipped.width <= 0 || clipped.height <= 0 {
                        // Nothing of it is inside: an empty frame on the group's edge.
                        let origin = frames[index].origin
                        frames[index] = CGRect(
                            x: min(max(origin.x, box.minX), box.maxX), y: min(max(origin.y, box.minY), box.maxY),
                            width: 0, height: 0)
                    } else {
                        frames[index] = clipped
                    }
                }
            }
            cursor = available
        }
        return CGSize(axis: axis, main: cursor, cross: crossUsed)
    }
}
