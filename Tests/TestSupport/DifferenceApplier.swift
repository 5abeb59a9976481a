import CollectionModel
import Foundation

/// Applies a `SnapshotDifference` to the arrays of the old snapshot with UIKit's batch-update
/// meaning, checking every index against the snapshot it refers to. Returns `nil` with a reason
/// when an index is invalid or the changes do not fit together.
package enum DifferenceApplier {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    package static func apply(_ difference: SnapshotDifference, to old: SnapshotModel, reaching new: SnapshotModel) throws(Failure) -> SnapshotModel {
        func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(Failure) {
            if !condition { throw Failure(description: message()) }
        }
        func validOld(_ path: IndexPath) -> Bool {
            old.sections.indices.contains(path.section) && old.sections[path.section].items.indices.contains(path.item)
        }
        func validNew(_ path: IndexPath) -> Bool {
            new.sections.indices.contains(path.section) && new.sections[path.section].items.indices.contains(path.item)
        }
        for path in difference.deletedItems { try check(validOld(path), "deleted \(path) invalid in old") }
        for move in difference.movedItems {
            try check(validOld(move.from), "move from \(move.from) invalid in old")
            try check(validNew(move.to), "move to \(move.to) invalid in new")
        }
        for path in difference.insertedItems + difference.reloadedItems + difference.reconfiguredItems {
            try check(validNew(path), "\(path) invalid in new")
        }
        for section in difference.deletedSections { try check(old.sections.indices.contains(section), "deleted section \(section) invalid") }
        for section in difference.insertedSections + difference.reloadedSections {
            try check(new.sections.indices.contains(section), "section \(section) invalid in new")
        }
        for move in difference.movedSections {
            try check(old.sections.indices.contains(move.from) && new.sections.indices.contains(move.to), "section move \(move) invalid")
        }

        // 1. Remove deleted and moved-from items (old coordinates).
        var removed = Set<IndexPath>()
        for path in difference.deletedItems + difference.movedItems.map(\.from) {
            try check(removed.insert(path).inserted, "\(path) removed twice")
        }
        var oldSections = old.sections
        for section in oldSections.indices {
            oldSections[section].items = oldSections[section].items.enumerated()
                .filter { !removed.contains(IndexPath(item: $0.offset, section: section)) }.map(\.element)
        }
        // 2. Take out deleted and moved sections; put inserted and moved ones at their new places.
        let leaving = Set(difference.deletedSections + difference.movedSections.map(\.from))
        try check(leaving.count == difference.deletedSections.count + difference.movedSections.count, "a section leaves twice")
        var remaining = oldSections.indices.filter { !leaving.contains($0) }.map { oldSections[$0] }[...]
        var placed: [Int: (id: Int, items: [Product])] = [:]
        for section in difference.insertedSections { placed[section] = new.sections[section] }
        for move in difference.movedSections {
            try check(placed[move.to] == nil, "two sections arrive at \(move.to)")
            placed[move.to] = oldSections[move.from]
        }
        var sections: [(id: Int, items: [Product])] = []
        for index in new.sections.indices {
            if let arriving = placed[index] {
                sections.append(arriving)
            } else {
                guard let next = remaining.popFirst() else { throw Failure(description: "too few sections") }
                sections.append(next)
            }
        }
        try check(remaining.isEmpty, "sections left over")
        // 3. Insert inserted and moved-to items in ascending new order.
        var arrivals: [(path: IndexPath, item: Product)] = difference.insertedItems.map { ($0, new.sections[$0.section].items[$0.item]) }
        arrivals += difference.movedItems.map { ($0.to, old.sections[$0.from.section].items[$0.from.item]) }
        arrivals.sort { $0.path < $1.path }
        for arrival in arrivals {
            try check(arrival.path.item <= sections[arrival.path.section].items.count, "insert at \(arrival.path) out of range")
            sections[arrival.path.section].items.insert(arrival.item, at: arrival.path.item)
        }
        // 4. Update reloaded and reconfigured items in place.
        for path in difference.reloadedItems + difference.reconfiguredItems {
            try check(sections[path.section].items[path.item].id == new.sections[path.section].items[path.item].id, "update at \(path) hits another item")
            sections[path.section].items[path.item] = new.sections[path.section].items[path.item]
        }
        return SnapshotModel(sections: sections)
    }

    /// The fewest moves any correct difference needs, by an O(n²) longest-increasing-run count
    /// (independent of the diff's own algorithm).
    package static func minimalMoves(from old: SnapshotModel, to new: SnapshotModel) -> (items: Int, sections: Int) {
        func longestIncreasing(_ values: [Int]) -> Int {
            var best = [Int](repeating: 1, count: values.count)
            for i in values.indices {
                for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
            }
            return best.max() ?? 0
        }
        var itemMoves = 0
        var oldSectionOrder: [Int] = []
        for section in new.sections {
            guard let oldIndex = old.sectionIndex(section.id) else { continue }
            oldSectionOrder.append(oldIndex)
            var positions: [Int] = []
            for item in section.items {
                guard let place = old.find(item.id) else { continue }
                // An item whose old section is gone arrives as an insert, not a move.
                guard new.sectionIndex(old.sections[place.section].id) != nil else { continue }
                if place.section == oldIndex { positions.append(place.item) } else { itemMoves += 1 }
            }
            itemMoves += positions.count - longestIncreasing(positions)
        }
        return (itemMoves, oldSectionOrder.count - longestIncreasing(oldSectionOrder))
    }
}
