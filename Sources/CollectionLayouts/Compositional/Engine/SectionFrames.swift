import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// The item frames of one section, in the section's coordinates.
///
/// A section whose groups are all its template, one after another at whole-point offsets,
/// stores nothing per item: item `i` is leaf `i % m` of the template, moved to group `i / m`,
/// and its frame is computed on demand. Any other section (groups laid out again for reported
/// sizes, fractional offsets) keeps one frame per item. Both answer the same frames, bit for
/// bit: the offsets of a uniform section are sums of whole numbers, which floating point adds
/// exactly in any order.
struct SectionFrames: RandomAccessCollection, Sendable {
    /// The stored frames (empty while uniform).
    private var stored: [CGRect] = []
    /// Whether the frames are computed from the template.
    private(set) var isUniform = false
    private var leaves: [CGRect] = []
    private var perGroup = 1
    private var total = 0
    private var placement: Axis = .vertical
    private var start: CGFloat = 0
    private var stride: CGFloat = 0
    private var crossStart: CGFloat = 0

    init() {}

    /// Frames kept one per item.
    init(stored: [CGRect]) {
        self.stored = stored
    }

    /// The frames of `total` items in groups of `leaves.count`, group `g` at `start + g * stride`
    /// along `placement` and at `crossStart` across it; `nil` when those offsets would not be
    /// exact (then the caller stores the frames).
    init?(leaves: [CGRect], total: Int, placement: Axis, start: CGFloat, stride: CGFloat, crossStart: CGFloat) {
        guard !leaves.isEmpty, Self.isWhole(start), Self.isWhole(stride), stride >= 0,
            abs(start) + stride * CGFloat(total) < 1e15
        else { return nil }
        self.leaves = leaves
        self.perGroup = leaves.count
        self.total = total
        self.placement = placement
        self.start = start
        self.stride = stride
        self.crossStart = crossStart
        isUniform = true
    }

    private static func isWhole(_ value: CGFloat) -> Bool {
        value.isFinite && value.rounded(.towardZero) == value
    }

    var startIndex: Int { 0 }
    var endIndex: Int { isUniform ? total : stored.count }

    subscript(index: Int) -> CGRect {
        guard isUniform else { return stored[index] }
        let group = index / perGroup
        let origin = CGPoint(axis: placement, main: start + CGFloat(group) * stride, cross: crossStart)
        return leaves[index - group * perGroup].offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Stores one frame per item (before frames change one by one).
    mutating func materialize() {
        guard isUniform else { return }
        stored = Array(self)
        isUniform = false
        leaves = []
    }

    /// Calls `body` with the stored frames, storing them first.
    mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (inout UnsafeMutableBufferPointer<CGRect>) throws -> Result
    ) rethrows -> Result {
        materialize()
        return try stored.withUnsafeMutableBufferPointer(body)
    }

    /// Calls `body` with the stored frames (only when not uniform).
    func withStoredFrames<Result>(_ body: (UnsafeBufferPointer<CGRect>) throws -> Result) rethrows -> Result {
        try stored.withUnsafeBufferPointer(body)
    }

    // MARK: Searching a uniform section

    /// What ``ExtentIndex/candidates(from:to:)`` answers for these frames along `axis` (the
    /// placement axis), found without an index: the running maximum of the items' ends and the
    /// running minimum of their starts from the end only involve the item's own group and its
    /// neighbour, since a later group's frames lie no earlier than an earlier one's.
    func uniformCandidates(from: CGFloat, to: CGFloat) -> Range<Int> {
        guard total > 0, from < to else { return 0..<0 }
        // First index whose running maximum of `hi` exceeds `from`.
        var low = 0
        var high = total
        while low < high {
            let mid = (low + high) / 2
            if maximumEnd(through: mid) > from { high = mid } else { low = mid + 1 }
        }
        let first = low
        // First index whose running minimum of `lo` (from the end) is at least `to`.
        low = first
        high = total
        while low < high {
            let mid = (low + high) / 2
            if minimumStart(from: mid) >= to { high = mid } else { low = mid + 1 }
        }
        return first..<low
    }

    /// The largest end along the placement axis of the items up to `index` (uniform sections).
    func maximumEnd(through index: Int) -> CGFloat {
        let group = index / perGroup
        var result = -CGFloat.infinity
        let from = group > 0 ? (group - 1) * perGroup : 0
        for item in from...index { result = Swift.max(result, self[item].maximum(placement)) }
        return result
    }

    /// The smallest start along the placement axis of the items from `index` on (uniform
    /// sections).
    func minimumStart(from index: Int) -> CGFloat {
        let group = index / perGroup
        var result = CGFloat.infinity
        let to = Swift.min(total, (group + 2) * perGroup)
        for item in index..<to { result = Swift.min(result, self[item].minimum(placement)) }
        return result
    }
}
