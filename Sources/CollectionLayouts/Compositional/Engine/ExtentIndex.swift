import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// A search index over a sequence of extents `[lo, hi)` along one axis, laid out in order (each
/// starting roughly where the previous ones end, overlaps allowed).
///
/// It keeps the running maximum of `hi` and the running minimum of `lo` from the end, both
/// monotone, so the indices whose extent can meet `[from, to)` form one range found with two
/// binary searches. When the extents are stacked (lists, grids, sections) that range holds only
/// the extents that meet the query, so a query is O(log n + k).
struct ExtentIndex: Sendable {
    private(set) var prefixMaxHi: [CGFloat] = []
    private(set) var suffixMinLo: [CGFloat] = []
    /// Whether the arrays hold a complete index (so a partial rebuild may stop early).
    private var rebuiltOnce = false

    init() {}

    /// Builds the index from `count` extents given by `extent(i)`.
    init(count: Int, extent: (Int) -> (lo: CGFloat, hi: CGFloat)) {
        prefixMaxHi = [CGFloat](repeating: 0, count: count)
        suffixMinLo = [CGFloat](repeating: 0, count: count)
        rebuild(from: 0, count: count, extent: extent)
    }

    var count: Int { prefixMaxHi.count }

    /// Recomputes the index after the extents from `start` on changed: the running maximum
    /// from `start`, the running minimum from the end for every index (a quick loop).
    mutating func rebuild(from start: Int, count: Int, extent: (Int) -> (lo: CGFloat, hi: CGFloat)) {
        if prefixMaxHi.count != count {
            prefixMaxHi = [CGFloat](repeating: 0, count: count)
            suffixMinLo = [CGFloat](repeating: 0, count: count)
            rebuiltOnce = false
        }
        guard count > 0 else { return }
        let first = max(0, min(start, count))
        prefixMaxHi.withUnsafeMutableBufferPointer { maxHi in
            var running = first > 0 ? maxHi[first - 1] : -CGFloat.infinity
            for index in first..<count {
                running = Swift.max(running, extent(index).hi)
                maxHi[index] = running
            }
        }
        suffixMinLo.withUnsafeMutableBufferPointer { minLo in
            var running = CGFloat.infinity
            var index = count - 1
            while index >= first {
                running = Swift.min(running, extent(index).lo)
                minLo[index] = running
                index -= 1
            }
            // Before `first` each entry is min(lo, next entry): once one is unchanged, so are
            // all before it (in stacked layouts that is the first one).
            while index >= 0 {
                running = Swift.min(running, extent(index).lo)
                if rebuiltOnce && minLo[index] == running { break }
                minLo[index] = running
                index -= 1
            }
        }
        rebuiltOnce = true
    }

    /// Rebuilds the index over `frames` along `axis` from `start` on (see
    /// ``rebuild(from:count:extent:)``), without a closure call per frame.
    mutating func rebuild(from start: Int, frames: UnsafeBufferPointer<CGRect>, axis: Axis) {
        let count = frames.count
        if prefixMaxHi.count != count {
            prefixMaxHi = [CGFloat](repeating: 0, count: count)
            suffixMinLo = [CGFloat](repeating: 0, count: count)
            rebuiltOnce = false
        }
        guard count > 0 else { return }
        let first = max(0, min(start, count))
        let vertical = axis == .vertical
        let partial = rebuiltOnce
        prefixMaxHi.withUnsafeMutableBufferPointer { maxHi in
            var running = first > 0 ? maxHi[first - 1] : -CGFloat.infinity
            for index in first..<count {
                let frame = frames[index]
                running = Swift.max(running, vertical ? frame.maxY : frame.maxX)
                maxHi[index] = running
            }
        }
        suffixMinLo.withUnsafeMutableBufferPointer { minLo in
            var running = CGFloat.infinity
            var index = count - 1
            while index >= 0 {
                let frame = frames[index]
                running = Swift.min(running, vertical ? frame.minY : frame.minX)
                if index < first && partial && minLo[index] == running { break }
                minLo[index] = running
                index -= 1
            }
        }
        rebuiltOnce = true
    }

    /// The indices whose extent may meet the open interval `(from, to)`: every index whose
    /// extent does is in the range.
    func candidates(from: CGFloat, to: CGFloat) -> Range<Int> {
        guard !prefixMaxHi.isEmpty, from < to else { return 0..<0 }
        // First index whose running maximum of `hi` exceeds `from`.
        var low = 0
        var high = prefixMaxHi.count
        while low < high {
            let mid = (low + high) / 2
            if prefixMaxHi[mid] > from { high = mid } else { low = mid + 1 }
        }
        let start = low
        // First index whose running minimum of `lo` (from the end) is at least `to`.
        low = start
        high = suffixMinLo.count
        while low < high {
            let mid = (low + high) / 2
            if suffixMinLo[mid] >= to { high = mid } else { low = mid + 1 }
        }
        return start..<low
    }
}
