import CollectionModel
import Foundation

/// An item whose identity is its `id` and whose content is `value`.
package struct Product: Hashable, Identifiable, Sendable, CustomStringConvertible {
    package var id: Int
    package var value: Int

    package init(id: Int, value: Int) {
        self.id = id
        self.value = value
    }
    package var description: String { "P\(id)=\(value)" }
}

package typealias ProductSnapshot = DiffableDataSourceSnapshot<Int, Product>

/// A plain-array model of a snapshot with the documented semantics of every operation,
/// written independently of the snapshot's implementation.
package struct SnapshotModel: Equatable {
    package var sections: [(id: Int, items: [Product])] = []

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections.elementsEqual(rhs.sections) { $0.id == $1.id && $0.items == $1.items }
    }

    package init(sections: [(id: Int, items: [Product])] = []) { self.sections = sections }

    package init(_ snapshot: ProductSnapshot) {
        sections = snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
    }

    package func find(_ id: Int) -> (section: Int, item: Int)? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(where: { $0.id == id }) { return (s, i) }
        }
        return nil
    }

    package func sectionIndex(_ id: Int) -> Int? { sections.firstIndex { $0.id == id } }

    package var flatItems: [Product] { sections.flatMap(\.items) }

    private mutating func remove(_ id: Int) {
        if let place = find(id) { sections[place.section].items.remove(at: place.item) }
    }

    /// Keeps the first of repeated ids; returns the unique items and one error kind per repeat.
    private func unique(_ items: [Product]) -> ([Product], [String]) {
        var seen = Set<Int>()
        var result: [Product] = []
        var errors: [String] = []
        for item in items {
            if seen.insert(item.id).inserted { result.append(item) } else { errors.append("duplicateItemInCall") }
        }
        return (result, errors)
    }

    private mutating func detach(_ items: [Product]) -> [String] {
        var errors: [String] = []
        for item in items where find(item.id) != nil {
            errors.append("itemAlreadyPresent")
            remove(item.id)
        }
        return errors
    }

    package mutating func appendItems(_ items: [Product], toSection section: Int?) -> [String] {
        let target: Int
        if let section {
            guard let index = sectionIndex(section) else { return ["sectionNotFound"] }
            target = index
        } else {
            guard !sections.isEmpty else { return ["noSection"] }
            target = sections.count - 1
        }
        let (items, errors) = unique(items)
        let moved = detach(items)
        sections[target].items += items
        return errors + moved
    }

    package mutating func insertItems(_ items: [Product], anchor: Int, after: Bool) -> [String] {
        guard find(anchor) != nil else { return ["anchorItemNotFound"] }
        var items = items
        var selfErrors: [String] = []
        if items.contains(where: { $0.id == anchor }) {
            // The anchor stays where it is; the rest of the call goes on.
            selfErrors = ["itemRelativeToItself"]
            items.removeAll { $0.id == anchor }
        }
        let (unique, errors) = unique(items)
        let moved = detach(unique)
        let place = find(anchor)!
        sections[place.section].items.insert(contentsOf: unique, at: place.item + (after ? 1 : 0))
        return selfErrors + errors + moved
    }

    package mutating func deleteItems(_ ids: [Int]) -> [String] {
        var errors: [String] = []
        var doomed = Set<Int>()
        for id in ids {
            if find(id) != nil { doomed.insert(id) } else { errors.append("itemNotFound") }
        }
        for id in doomed { remove(id) }
        return errors
    }

    package mutating func moveItem(_ id: Int, anchor: Int, after: Bool) -> [String] {
        if id == anchor { return ["itemRelativeToItself"] }
        guard let from = find(id) else { return ["itemNotFound"] }
        guard find(anchor) != nil else { return ["anchorItemNotFound"] }
        let item = sections[from.section].items.remove(at: from.item)
        let place = find(anchor)!
        sections[place.section].items.insert(item, at: place.item + (after ? 1 : 0))
        return []
    }

    package mutating func update(_ items: [Product]) -> [String] {
        var errors: [String] = []
        for item in items {
            if let place = find(item.id) { sections[place.section].items[place.item] = item } else { errors.append("itemNotFound") }
        }
        return errors
    }

    package mutating func placeSections(_ ids: [Int], anchor: Int?, after: Bool) -> [String] {
        var ids = ids
        var errors: [String] = []
        if let anchor {
            guard sectionIndex(anchor) != nil else { return ["anchorSectionNotFound"] }
            if ids.contains(anchor) {
                // The anchor stays where it is; the rest of the call goes on.
                errors.append("sectionRelativeToItself")
                ids.removeAll { $0 == anchor }
            }
        }
        var seen = Set<Int>()
        var unique: [Int] = []
        for id in ids {
            if seen.insert(id).inserted { unique.append(id) } else { errors.append("duplicateSectionInCall") }
        }
        var placed: [(id: Int, items: [Product])] = []
        for id in unique {
            if let index = sectionIndex(id) {
                errors.append("sectionAlreadyPresent")
                placed.append(sections.remove(at: index))
            } else {
                placed.append((id, []))
            }
        }
        let at = anchor.map { sectionIndex($0)! + (after ? 1 : 0) } ?? sections.count
        sections.insert(contentsOf: placed, at: at)
        return errors
    }

    package mutating func deleteSections(_ ids: [Int]) -> [String] {
        var errors: [String] = []
        for id in ids where sectionIndex(id) == nil { errors.append("sectionNotFound") }
        sections.removeAll { ids.contains($0.id) }
        return errors
    }

    package mutating func moveSection(_ id: Int, anchor: Int, after: Bool) -> [String] {
        if id == anchor { return ["sectionRelativeToItself"] }
        guard let from = sectionIndex(id) else { return ["sectionNotFound"] }
        guard sectionIndex(anchor) != nil else { return ["anchorSectionNotFound"] }
        let section = sections.remove(at: from)
        sections.insert(section, at: sectionIndex(anchor)! + (after ? 1 : 0))
        return []
    }
}

/// One snapshot operation decoded from a small integer, so that random operation lists shrink
/// toward simple ones. Applies itself to a snapshot and to the model and returns both error
/// lists.
package struct SnapshotOperation: CustomStringConvertible {
    package let code: Int

    package init(code: Int) { self.code = code }

    private var kind: Int { code % 16 }
    private var a: Int { (code / 16) % 10 }
    private var b: Int { (code / 160) % 10 }
    private var c: Int { (code / 1600) % 10 }
    private var value: Int { code / 16000 }

    private func product(_ id: Int) -> Product { Product(id: id, value: value) }

    package var description: String { "op(\(code): kind \(kind), \(a), \(b), \(c), value \(value))" }

    /// Applies the operation to both; returns the diagnostic kinds the snapshot reported and the
    /// kinds the model expects.
    package func apply(to snapshot: inout ProductSnapshot, model: inout SnapshotModel) -> (actual: [String], expected: [String]) {
        var expected: [String] = []
        let (_, diagnostics) = Diagnostics.collect {
            switch kind {
            case 0:
                snapshot.appendSections([a, b])
                expected = model.placeSections([a, b], anchor: nil, after: false)
            case 1:
                snapshot.appendItems([product(a), product(b), product(c)])
                expected = model.appendItems([product(a), product(b), product(c)], toSection: nil)
            case 2:
                snapshot.appendItems([product(a), product(b)], toSection: c)
                expected = model.appendItems([product(a), product(b)], toSection: c)
            case 3, 4:
                let after = kind == 4
                let items = [product(a), product(b)]
                if after { snapshot.insertItems(items, afterItem: product(c)) } else { snapshot.insertItems(items, beforeItem: product(c)) }
                expected = model.insertItems(items, anchor: c, after: after)
            case 5:
                snapshot.deleteItems([product(a), product(b)])
                expected = model.deleteItems([a, b])
            case 6, 7:
                let after = kind == 7
                if after { snapshot.moveItem(product(a), afterItem: product(b)) } else { snapshot.moveItem(product(a), beforeItem: product(b)) }
                expected = model.moveItem(a, anchor: b, after: after)
            case 8, 9:
                let after = kind == 9
                if after { snapshot.insertSections([a, b], afterSection: c) } else { snapshot.insertSections([a, b], beforeSection: c) }
                expected = model.placeSections([a, b], anchor: c, after: after)
            case 10:
                snapshot.deleteSections([a])
                expected = model.deleteSections([a])
            case 11, 12:
                let after = kind == 12
                if after { snapshot.moveSection(a, afterSection: b) } else { snapshot.moveSection(a, beforeSection: b) }
                expected = model.moveSection(a, anchor: b, after: after)
            case 13:
                snapshot.reconfigureItems([product(a)])
                expected = model.update([product(a)])
            case 14:
                snapshot.reloadItems([product(a), product(b)])
                expected = model.update([product(a), product(b)])
            default:
                if a == 0 {
                    snapshot.deleteAllItems()
                    model = SnapshotModel()
                } else {
                    snapshot.appendItems([product(a + 10), product(b + 10)])
                    expected = model.appendItems([product(a + 10), product(b + 10)], toSection: nil)
                }
            }
        }
        return (diagnostics.map(\.kind), expected)
    }
}
