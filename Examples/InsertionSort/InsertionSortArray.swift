import CollectionCore
import Foundation

/// One row of Apple's "Insertion Sort Visualizer": coloured nodes that an insertion sort puts in
/// hue order one insertion per step. A class, so that a snapshot's section identifier is the row
/// itself and sorting it in place is seen through the snapshot, as in the sample; on the main
/// actor, so that snapshots (which hold `Sendable` identifiers) may hold it, with `==` and
/// `hash(into:)` `nonisolated` (they read only a constant identifier).
///
/// The model of the demo's Insertion Sort screen and of the ported sample in the port tests.
@MainActor
public final class InsertionSortArray: Hashable {
    /// A coloured node; its hue is its place in the sorted row. Each node is its own identity.
    public struct SortNode: Hashable, Sendable {
        /// The node's place in the sorted row, from 0.
        public let value: Int
        /// The number of nodes in the row (the glyph a monochrome cell draws is a share of it).
        public let maxValue: Int
        /// The node's colour: hue `value / maxValue`, fully saturated and bright.
        public let color: Color
        private let identifier = UUID()

        /// The node of `value` in a row of `maxValue` nodes.
        public init(value: Int, maxValue: Int) {
            self.value = value
            self.maxValue = maxValue
            self.color = Color(hue: CGFloat(value) / CGFloat(max(1, maxValue)), saturation: 1.0, brightness: 1.0, alpha: 1.0)
        }

        public static func == (lhs: SortNode, rhs: SortNode) -> Bool { lhs.identifier == rhs.identifier }
        public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    }

    /// The nodes in their current order.
    public var values: [SortNode] { nodes }
    /// Whether every node is in place.
    public private(set) var isSorted = false

    /// `count` nodes (none for a negative count) in an order shuffled with `generator`.
    public init(count: Int, using generator: inout some RandomNumberGenerator) {
        let count = max(0, count)
        nodes = (0..<count).map { SortNode(value: $0, maxValue: count) }.shuffled(using: &generator)
        isSorted = count < 2
    }

    /// Inserts the next unsorted node into the sorted part on its left (nothing once sorted).
    public func sortNext() {
        guard !isSorted else { return }
        let node = nodes[current]
        var index = current - 1
        while index >= 0 && node.value < nodes[index].value {
            nodes[index + 1] = nodes[index]
            index -= 1
        }
        nodes[index + 1] = node
        current += 1
        if current >= nodes.count { isSorted = true }
    }

    public nonisolated static func == (lhs: InsertionSortArray, rhs: InsertionSortArray) -> Bool { lhs.identifier == rhs.identifier }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    private var nodes: [SortNode]
    private var current = 1
    private let identifier = UUID()
}
