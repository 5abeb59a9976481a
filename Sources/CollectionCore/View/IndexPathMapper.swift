import Foundation

/// Maps index paths from before a batch update to after it, with the batch-update meaning of
/// ``SnapshotDifference``: what the collection view uses to keep visible cells, selection and
/// focus with their items.
struct IndexPathMapper {
    /// New section of each old section, or -1 when it was deleted.
    private(set) var sectionMap: [Int]
    private var removedItems: [Int: [Int]] = [:]
    private var arrivingItems: [Int: [Int]] = [:]
    private var movedItems: [IndexPath: IndexPath] = [:]
    /// Deleted items per old section, sorted.
    private var deletedItems: [Int: [Int]] = [:]

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

        // Items.
        var removedCount = [Int](repeating: 0, count: oldCounts.count)
        var arrivingCount = [Int](repeating: 0, count: newCounts.count)
        for path in difference.deletedItems + difference.movedItems.map(\.from) {
            guard path.count == 2, oldCounts.indices.contains(path.section), (0..<oldCounts[path.section]).contains(path.item)
            else { return nil }
            removedItems[path.section, default: []].append(path.item)
            removedCount[path.section] += 1
        }
        for path in difference.deletedItems { deletedItems[path.section, default: []].append(path.item) }
        for key in deletedItems.keys { deletedItems[key]?.sort() }
        for path in difference.insertedItems + difference.movedItems.map(\.to) {
            guard path.count == 2, newCounts.indices.contains(path.section), (0..<newCounts[path.section]).contains(path.item)
            else { return nil }
            arrivingItems[path.section, default: []].append(path.item)
            arrivingCount[path.section] += 1
        }
        for move in difference.movedItems {
            // Items cannot move out of a deleted section or into an inserted one.
            guard sectionMap[move.from.section] >= 0, arriving[move.to.section] != -1 else { return nil }
            movedItems[move.from] = move.to
        }
        for key in removedItems.keys { removedItems[key]?.sort() }
        for key in arrivingItems.keys { arrivingItems[key]?.sort() }
        guard removedItems.values.allSatisfy({ zip($0, $0.dropFirst()).allSatisfy { $0 < $1 } }),
            arrivingItems.values.allSatisfy({ zip($0, $0.dropFirst()).allSatisfy { $0 < $1 } })
        else { return nil }
        // Counts must add up: UIKit's "invalid number of items in section".
        for (old, new) in sectionMap.enumerated() where new >= 0 {
            let inserted = arriving[new] == -1
            let expected = inserted ? newCounts[new] : oldCounts[old] - removedCount[old] + arrivingCount[new]
            guard expected == newCounts[new] else { return nil }
        }
        for (new, from) in arriving where from == -1 {
            // Items of an inserted section come with it; none are inserted on their own.
            guard arrivingCount[new] == 0 else { return nil }
        }
    }

    /// Where the item at `old` is after the update, or `nil` when it was deleted.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard old.count == 2, sectionMap.indices.contains(old.section) else { return nil }
        if let moved = movedItems[old] { return moved }
        if let deleted = deletedItems[old.section] {
            let below = Self.count(in: deleted, below: old.item)
            if below < deleted.count, deleted[below] == old.item { return nil }
        }
        let section = sectionMap[old.section]
        guard section >= 0 else { return nil }
        let removed = removedItems[old.section] ?? []
        var rank = old.item - Self.count(in: removed, below: old.item)
        for arrival in arrivingItems[section] ?? [] {
            if arrival <= rank { rank += 1 } else { break }
        }
        return IndexPath(item: rank, section: section)
    }

    /// How many of the sorted `values` are below `limit`.
    private static func count(in values: [Int], below limit: Int) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < limit { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
