import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// Maps index paths from before a batch update to after it, with the batch-update meaning of
/// ``SnapshotDifference``: what the collection view uses to keep visible cells, selection and
/// focus with their items. Building it costs O(changes); each lookup O(log changes).
struct IndexPathMapper {
    /// New section of each old section, or -1 when it was deleted.
    private(set) var sectionMap: [Int]
    /// Old section → items leaving it (deleted or moved away), sorted.
    private var removedItems: [Int: [Int]] = [:]
    /// New section → items arriving in it (inserted or moved in), sorted.
    private var arrivingItems: [Int: [Int]] = [:]
    /// Old section → deleted items, sorted.
    private var deletedItems: [Int: [Int]] = [:]
    private var movedItems: [ItemLocation: ItemLocation] = [:]

    /// Builds the mapping, or returns `nil` when the difference does not fit the counts (the
    /// caller reloads instead). `oldCounts` and `newCounts` are item counts per section.
    init?(difference: SnapshotDifference, oldCounts: [Int], newCounts: [Int]) {
        sectionMap = [Int](repeating: -1, count: oldCounts.count)
        // Sections: leaving ones out, arriving ones in, the rest fill the other places in order.
        let leaving = Set(difference.deletedSections + difference.movedSections.map(\.from))
        guard leaving.count == difference.deletedSections.count + difference.movedSections.count,
            leaving.allSatisfy({ oldCounts.indices.contains($0) })
        else { return nil }
        var arriving: [Int: Int] = [:]  // new section -> old section (-1 for inserted)
        for section in difference.insertedSections { arriving[section] = -1 }
        for move in difference.movedSections {
            guard arriving[move.to] == nil else { return nil }
            arriving[move.to] = move.from
        }
        guard arriving.count == difference.insertedSections.count + difference.movedSections.count,
            arriving.keys.allSatisfy({ newCounts.indices.contains($0) })
        else { return nil }
        var staying = oldCounts.indices.filter { !leaving.contains($0) }[...]
        for newSection in newCounts.indices {
            if let from = arriving[newSection] {
                if from >= 0 { sectionMap[from] = newSection }
            } else {
                guard let from = staying.popFirst() else { return nil }
                sectionMap[from] = newSection
            }
        }
        guard staying.isEmpty else { return nil }

        // Items, from the diff's integer lists when it left them, else from the index paths.
        var changes: CompactItemChanges
        if let compact = difference.compactItems {
            changes = compact
        } else {
            changes = CompactItemChanges()
            for path in difference.deletedItems {
                guard let location = ItemLocation(path) else { return nil }
                changes.deleted[location.section, default: []].append(location.item)
            }
            for path in difference.insertedItems {
                guard let location = ItemLocation(path) else { return nil }
                changes.inserted[location.section, default: []].append(location.item)
            }
            for move in difference.movedItems {
                guard let from = ItemLocation(move.from), let to = ItemLocation(move.to) else { return nil }
                changes.moves.append((from, to))
            }
        }
        deletedItems = changes.deleted
        removedItems = changes.deleted
        arrivingItems = changes.inserted
        for move in changes.moves {
            // Items cannot move out of a deleted section or into an inserted one.
            guard oldCounts.indices.contains(move.from.section), sectionMap[move.from.section] >= 0,
                newCounts.indices.contains(move.to.section), arriving[move.to.section] != -1
            else { return nil }
            removedItems[move.from.section, default: []].append(move.from.item)
            arrivingItems[move.to.section, default: []].append(move.to.item)
            movedItems[move.from] = move.to
        }
        guard Self.normalize(&deletedItems, within: oldCounts), Self.normalize(&removedItems, within: oldCounts),
            Self.normalize(&arrivingItems, within: newCounts)
        else { return nil }
        // Counts must add up: UIKit's "invalid number of items in section".
        for (old, new) in sectionMap.enumerated() where new >= 0 {
            let expected = arriving[new] == -1
                ? newCounts[new] : oldCounts[old] - (removedItems[old]?.count ?? 0) + (arrivingItems[new]?.count ?? 0)
            guard expected == newCounts[new] else { return nil }
        }
        for (new, from) in arriving where from == -1 {
            // Items of an inserted section come with it; none are inserted on their own.
            guard arrivingItems[new] == nil else { return nil }
        }
    }

    /// Sorts each section's items and checks they are distinct and in range.
    private static func normalize(_ lists: inout [Int: [Int]], within counts: [Int]) -> Bool {
        for (section, items) in lists {
            guard counts.indices.contains(section) else { return false }
            // The diff's lists arrive sorted: check in one pass and sort only a list built by hand.
            var increasing = true
            for index in items.indices.dropFirst() where items[index - 1] >= items[index] {
                increasing = false
                break
            }
            let sorted = increasing ? items : items.sorted()
            guard let first = sorted.first, let last = sorted.last, first >= 0, last < counts[section],
                increasing || zip(sorted, sorted.dropFirst()).allSatisfy({ $0 < $1 })
            else { return false }
            if !increasing { lists[section] = sorted }
        }
        return true
    }

    /// Where the item at `old` is after the update, or `nil` when it was deleted.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard let location = ItemLocation(old), sectionMap.indices.contains(location.section) else { return nil }
        if let moved = movedItems[location] { return moved.indexPath }
        if let deleted = deletedItems[location.section] {
            let below = Self.count(in: deleted, below: location.item)
            if below < deleted.count, deleted[below] == location.item { return nil }
        }
        let section = sectionMap[location.section]
        guard section >= 0 else { return nil }
        let removed = removedItems[location.section] ?? []
        let rank = location.item - Self.count(in: removed, below: location.item)
        // The rank-th place not taken by an arrival: with arrivals sorted, `arrival[j] - j` does
        // not decrease, so the arrivals before it are found by binary search.
        let arrivals = arrivingItems[section] ?? []
        var low = 0
        var high = arrivals.count
        while low < high {
            let middle = (low + high) / 2
            if arrivals[middle] - middle <= rank { low = middle + 1 } else { high = middle }
        }
        return IndexPath(item: rank + low, section: section)
    }

    /// How many of the sorted `values` are below `limit`.
    static func count(in values: [Int], below limit: Int) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < limit { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
