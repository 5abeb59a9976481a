import Foundation

/// The changes that turn one snapshot into another, with `UICollectionView`'s batch-update
/// meaning, so that a collection view applies them in one `performBatchUpdates`.
///
/// - Deleted sections and items are index paths in the old snapshot; inserted ones, reloads
///   and reconfigures are in the new snapshot.
/// - A moved section carries its items; item moves are listed with their old and new index
///   paths, across sections too.
/// - Items inside a deleted or inserted section are not listed on their own: they leave or
///   arrive with their section.
///
/// Applying the difference: remove the deleted and moved-from items and the deleted and moved
/// sections (old coordinates), insert the inserted and moved sections (new coordinates), then
/// insert the inserted and moved-to items in ascending order (new coordinates), then update the
/// reloaded and reconfigured items in place.
public struct SnapshotDifference: Sendable, Equatable, CustomStringConvertible {
    /// Indexes, in the old snapshot, of sections that are gone.
    public var deletedSections: [Int] = []
    /// Indexes, in the new snapshot, of sections that are new.
    public var insertedSections: [Int] = []
    /// Indexes, in the new snapshot, of sections marked for reload.
    public var reloadedSections: [Int] = []
    /// Sections that changed place: old index to new index.
    public var movedSections: [(from: Int, to: Int)] = []
    /// Index paths, in the old snapshot, of items that are gone.
    public var deletedItems: [IndexPath] = []
    /// Index paths, in the new snapshot, of items that are new.
    public var insertedItems: [IndexPath] = []
    /// Items that changed place: old index path to new index path.
    public var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Index paths, in the new snapshot, of items marked for reload (their cells are replaced).
    public var reloadedItems: [IndexPath] = []
    /// Index paths, in the new snapshot, of items marked for reconfigure or whose value changed
    /// while their identity stayed (their cells are updated in place).
    public var reconfiguredItems: [IndexPath] = []

    /// The item changes as plain integers, kept by the diff for the collection view (index
    /// paths are costly to read in bulk). Not part of equality; `nil` for differences built by
    /// hand.
    package var compactItems: CompactItemChanges?

    /// An empty difference, to fill in by hand (as a batch update records its changes).
    ///
    /// - Complexity: O(1).
    public init() {}

    /// Whether nothing changed.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
            && movedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
            && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }

    /// Whether two differences make the same changes (moves compared in order; the compact form the
    /// diff keeps for the collection view is not compared).
    ///
    /// - Complexity: O(*c*), where *c* is the number of changes listed.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.deletedSections == rhs.deletedSections && lhs.insertedSections == rhs.insertedSections
            && lhs.reloadedSections == rhs.reloadedSections
            && lhs.movedSections.elementsEqual(rhs.movedSections) { $0 == $1 }
            && lhs.deletedItems == rhs.deletedItems && lhs.insertedItems == rhs.insertedItems
            && lhs.movedItems.elementsEqual(rhs.movedItems) { $0 == $1 }
            && lhs.reloadedItems == rhs.reloadedItems && lhs.reconfiguredItems == rhs.reconfiguredItems
    }

    /// The non-empty lists of changes on one line, index paths written as `section.item`, for
    /// messages and test failures.
    ///
    /// - Complexity: O(*c*), where *c* is the number of changes listed.
    public var description: String {
        var parts: [String] = []
        func add(_ name: String, _ values: [String]) {
            if !values.isEmpty { parts.append("\(name): \(values.joined(separator: ", "))") }
        }
        func path(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }
        add("deletedSections", deletedSections.map(String.init))
        add("insertedSections", insertedSections.map(String.init))
        add("reloadedSections", reloadedSections.map(String.init))
        add("movedSections", movedSections.map { "\($0.from)->\($0.to)" })
        add("deletedItems", deletedItems.map(path))
        add("insertedItems", insertedItems.map(path))
        add("movedItems", movedItems.map { "\(path($0.from))->\(path($0.to))" })
        add("reloadedItems", reloadedItems.map(path))
        add("reconfiguredItems", reconfiguredItems.map(path))
        return "SnapshotDifference(\(parts.isEmpty ? "no changes" : parts.joined(separator: "; ")))"
    }
}

/// Item changes of a ``SnapshotDifference`` as integers per section, in the order the diff finds
/// them (ascending within each section).
package struct CompactItemChanges: Sendable {
    /// Old section → deleted items (old positions).
    package var deleted: [Int: [Int]] = [:]
    /// New section → inserted items (new positions).
    package var inserted: [Int: [Int]] = [:]
    /// Moves, old place to new place.
    package var moves: [(from: ItemLocation, to: ItemLocation)] = []

    package init() {}
}

/// An item's place as two integers: cheaper to hash and compare than an `IndexPath`.
///
/// Inlinable, because the collection view (another module) hashes and compares locations per
/// visible cell on every update.
@frozen
package struct ItemLocation: Hashable, Sendable, Comparable {
    package var section: Int
    package var item: Int

    @inlinable
    package init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    @inlinable
    package init?(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else { return nil }
        self.init(section: indexPath[0], item: indexPath[1])
    }

    @inlinable
    package var indexPath: IndexPath { IndexPath(item: item, section: section) }

    @inlinable
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.section == rhs.section && lhs.item == rhs.item
    }

    @inlinable
    package func hash(into hasher: inout Hasher) {
        hasher.combine(section)
        hasher.combine(item)
    }

    @inlinable
    package static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }
}
