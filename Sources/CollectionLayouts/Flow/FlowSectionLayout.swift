import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// One section's metrics in the flow layout's abstract axes: `cross` runs along a line (x when
/// scrolling vertically), `main` is the scroll axis.
package struct FlowSectionMetrics: Equatable {
    /// The container's length across lines (the content width when scrolling vertically).
    package var crossExtent: CGFloat
    package var crossStart: CGFloat
    package var crossEnd: CGFloat
    package var mainStart: CGFloat
    package var mainEnd: CGFloat
    package var lineSpacing: CGFloat
    package var interitemSpacing: CGFloat
    package var headerLength: CGFloat
    package var footerLength: CGFloat

    /// Metrics of a section: its container's length across lines, its insets, its spacings and
    /// the lengths of its header and footer along the lines.
    package init(
        crossExtent: CGFloat, crossStart: CGFloat, crossEnd: CGFloat, mainStart: CGFloat, mainEnd: CGFloat,
        lineSpacing: CGFloat, interitemSpacing: CGFloat, headerLength: CGFloat, footerLength: CGFloat
    ) {
        self.crossExtent = crossExtent
        self.crossStart = crossStart
        self.crossEnd = crossEnd
        self.mainStart = mainStart
        self.mainEnd = mainEnd
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.headerLength = headerLength
        self.footerLength = footerLength
    }

    /// The length of a line: the container minus the section's cross insets, never negative.
    package var available: CGFloat { max(0, crossExtent - crossStart - crossEnd) }
}

/// The frames of one flow-layout section, stored flat for binary search.
///
/// Frames are in abstract axes (`x` = cross, `y` = main measured from the section's start), so
/// the same code serves both scroll directions and a section can move along the scroll axis
/// without touching its frames. Lines are stacked along the main axis and items within a line
/// are ordered along the cross axis, so both can be binary-searched.
package struct FlowSectionLayout {
    package var metrics: FlowSectionMetrics
    package var itemCount: Int
    /// Item frames by item index.
    package var frames: [CGRect] = []
    /// The first item of each line.
    package var lineFirstItem: [Int] = []
    /// Where each line starts and ends on the main axis.
    package var lineMin: [CGFloat] = []
    package var lineMax: [CGFloat] = []
    /// The section's length on the main axis: header, insets, lines and footer.
    package var length: CGFloat = 0

    static let tolerance: CGFloat = 1e-9

    package init(metrics: FlowSectionMetrics, itemCount: Int) {
        self.metrics = metrics
        self.itemCount = max(0, itemCount)
    }

    /// The header's frame, spanning the container across, or `nil` without a header.
    package var headerFrame: CGRect? {
        guard metrics.headerLength > 0 else { return nil }
        return CGRect(x: 0, y: 0, width: metrics.crossExtent, height: metrics.headerLength)
    }

    /// The footer's frame, spanning the container across, or `nil` without a footer.
    package var footerFrame: CGRect? {
        guard metrics.footerLength > 0 else { return nil }
        return CGRect(x: 0, y: length - metrics.footerLength, width: metrics.crossExtent, height: metrics.footerLength)
    }

    /// The index of the line that holds `item`.
    package func line(containing item: Int) -> Int {
        // The last line whose first item is at or before `item`.
        let after = Self.partitioningIndex(lineFirstItem) { $0 > item }
        return max(0, after - 1)
    }

    /// The items of line `line`.
    package func items(ofLine line: Int) -> Range<Int> {
        let start = lineFirstItem[line]
        let end = line + 1 < lineFirstItem.count ? lineFirstItem[line + 1] : frames.count
        return start..<end
    }

    /// The gaps between successive items of line `line`.
    func gaps(ofLine line: Int) -> [CGFloat] {
        let items = items(ofLine: line)
        guard items.count > 1 else { return [] }
        return (items.lowerBound..<(items.upperBound - 1)).map { frames[$0 + 1].minX - frames[$0].maxX }
    }

    /// Lays out the items from line `firstLine` to the end of the section, keeping the lines
    /// before it, and updates ``length``. `size` gives an item's size in abstract axes, already
    /// free of negative and non-finite values. Returns how many items were wider than a line
    /// and clamped to it.
    ///
    /// Lines fill like `UICollectionViewFlowLayout`: items join a line while they fit with the
    /// minimum spacing; the extra space of every line except the last is spread over its gaps in
    /// whole cells (the leftmost gaps take the remainder); the last line keeps the gaps of the
    /// line above when they fit (so grid columns stay aligned) and otherwise packs at the minimum
    /// spacing. Items shorter than their line are centred in it, snapped down to a whole cell.
    @discardableResult
    package mutating func layout(fromLine firstLine: Int, size: (Int) -> CGSize) -> Int {
        let m = metrics
        let line = max(0, min(firstLine, lineFirstItem.count))
        let firstItem = line < lineFirstItem.count ? lineFirstItem[line] : (line == 0 ? 0 : itemCount)
        var previousGaps = line > 0 ? gaps(ofLine: line - 1) : []
        var cursor = line > 0 ? lineMax[line - 1] + m.lineSpacing : m.headerLength + m.mainStart
        lineFirstItem.removeSubrange(line...)
        lineMin.removeSubrange(line...)
        lineMax.removeSubrange(line...)
        frames.removeSubrange(min(firstItem, frames.count)...)
        frames.reserveCapacity(itemCount)

        let available = m.available
        let spacing = m.interitemSpacing
        var clamped = 0
        var sizes: [CGSize] = []
        var gaps: [CGFloat] = []
        var pending: CGSize?
        func fetch(_ item: Int) -> CGSize {
            var itemSize = size(item)
            if itemSize.width > available {
                itemSize.width = available
                clamped += 1
            }
            return itemSize
        }

        var item = firstItem
        while item < itemCount {
            let lineStart = item
            sizes.removeAll(keepingCapacity: true)
            let first = pending ?? fetch(item)
            pending = nil
            sizes.append(first)
            var used = first.width
            var lineLength = first.height
            item += 1
            while item < itemCount {
                let next = fetch(item)
                guard used + spacing + next.width <= available + Self.tolerance else {
                    pending = next
                    break
                }
                used += spacing + next.width
                lineLength = max(lineLength, next.height)
                sizes.append(next)
                item += 1
            }

            let gapCount = sizes.count - 1
            gaps.removeAll(keepingCapacity: true)
            gaps.append(contentsOf: repeatElement(spacing, count: gapCount))
            if gapCount > 0 {
                if item < itemCount {
                    let extra = max(0, (available - used).rounded(.down))
                    let base = (extra / CGFloat(gapCount)).rounded(.down)
                    let remainder = Int(extra - base * CGFloat(gapCount))
                    for index in 0..<gapCount {
                        gaps[index] += base + (index < remainder ? 1 : 0)
                    }
                } else if previousGaps.count >= gapCount {
                    let widths = used - spacing * CGFloat(gapCount)
                    let kept = previousGaps[0..<gapCount].reduce(0, +)
                    if widths + kept <= available + Self.tolerance {
                        for index in 0..<gapCount { gaps[index] = previousGaps[index] }
                    }
                }
            }

            lineFirstItem.append(lineStart)
            lineMin.append(cursor)
            lineMax.append(cursor + lineLength)
            var x = m.crossStart
            for (index, itemSize) in sizes.enumerated() {
                let y = cursor + ((lineLength - itemSize.height) / 2).rounded(.down)
                frames.append(CGRect(x: x, y: y, width: itemSize.width, height: itemSize.height))
                x += itemSize.width + (index < gapCount ? gaps[index] : 0)
            }
            swap(&previousGaps, &gaps)
            cursor += lineLength + m.lineSpacing
        }

        let contentEnd = lineMax.last ?? (m.headerLength + m.mainStart)
        length = contentEnd + m.mainEnd + m.footerLength
        return clamped
    }

    /// The index of the first element of `elements` for which `isAfter` is true, where it is
    /// false for a prefix and true for the rest (binary search, O(log n)).
    package static func partitioningIndex<C: RandomAccessCollection>(
        _ elements: C, where isAfter: (C.Element) -> Bool
    ) -> C.Index {
        var low = elements.startIndex
        var count = elements.count
        while count > 0 {
            let half = count / 2
            let middle = elements.index(low, offsetBy: half)
            if isAfter(elements[middle]) {
                count = half
            } else {
                low = elements.index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
