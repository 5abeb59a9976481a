import CollectionModel
import Foundation
import TestSupport
import Testing

/// The snapshot's reverse index under stress: identifiers whose hashes all collide, plain integer
/// identifiers (hashed without `Hasher`), many section tokens, and marks kept across edits. Each
/// random run is checked against plain arrays after every operation.
@Suite struct SnapshotIndexTests {
    /// An identifier whose hashes all collide: every lookup has to compare values.
    struct Clash: Hashable, Sendable, CustomStringConvertible {
        var value: Int
        func hash(into hasher: inout Hasher) {}
        var description: String { "c\(value)" }
    }

    /// Sections of plain arrays, with the documented semantics of the operations used here.
    struct Model<Item: Hashable> {
        var sections: [(id: Int, items: [Item])] = []

        func find(_ item: Item) -> (section: Int, item: Int)? {
            for (s, section) in sections.enumerated() {
                if let i = section.items.firstIndex(of: item) { return (s, i) }
            }
            return nil
        }

        mutating func remove(_ item: Item) {
            if let place = find(item) { sections[place.section].items.remove(at: place.item) }
        }
    }

    /// Applies `steps` random operations to a snapshot and a model, checking that every item is
    /// found where the model has it after each one.
    private func run<Item: Hashable & Sendable>(_ make: (Int) -> Item, steps: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var snapshot = DiffableDataSourceSnapshot<Int, Item>()
        var model = Model<Item>()
        func some(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }
        _ = Diagnostics.collect {
            for step in 0..<steps {
                let a = make(some(0..<60)), b = make(some(0..<60)), c = make(some(0..<60))
                switch some(0..<10) {
                case 0:
                    let id = some(0..<8)
                    snapshot.appendSections([id])
                    if let index = model.sections.firstIndex(where: { $0.id == id }) {
                        model.sections.append(model.sections.remove(at: index))
                    } else {
                        model.sections.append((id, []))
                    }
                case 1, 2, 3:
                    guard let target = model.sections.indices.randomElement(using: &random) else { continue }
                    let items = (0..<some(1..<40)).map { _ in make(some(0..<60)) }
                    snapshot.appendItems(items, toSection: model.sections[target].id)
                    var unique: [Item] = []
                    for item in items where !unique.contains(item) { unique.append(item) }
                    for item in unique { model.remove(item) }
                    model.sections[target].items += unique
                case 4:
                    snapshot.deleteItems([a, b, c])
                    for item in [a, b, c] { model.remove(item) }
                case 5:
                    guard a != b, model.find(a) != nil, model.find(b) != nil else { continue }
                    snapshot.moveItem(a, afterItem: b)
                    model.remove(a)
                    let place = model.find(b)!
                    model.sections[place.section].items.insert(a, at: place.item + 1)
                case 6:
                    guard a != c, b != c, model.find(c) != nil else { continue }
                    snapshot.insertItems([a, b], beforeItem: c)
                    let unique = a == b ? [a] : [a, b]
                    for item in unique { model.remove(item) }
                    let place = model.find(c)!
                    model.sections[place.section].items.insert(contentsOf: unique, at: place.item)
                case 7:
                    guard step % 3 == 0, let index = model.sections.indices.randomElement(using: &random) else { continue }
                    snapshot.deleteSections([model.sections[index].id])
                    model.sections.remove(at: index)
                case 8:
                    guard model.sections.count > 1 else { continue }
                    let from = model.sections[0].id, to = model.sections[model.sections.count - 1].id
                    snapshot.moveSection(from, afterSection: to)
                    model.sections.append(model.sections.removeFirst())
                default:
                    snapshot.reloadItems([a])
                }
                check(snapshot, model, make)
            }
        }
    }

    private func check<Item: Hashable & Sendable>(
        _ snapshot: DiffableDataSourceSnapshot<Int, Item>, _ model: Model<Item>, _ make: (Int) -> Item,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(snapshot.sectionIdentifiers == model.sections.map(\.id), sourceLocation: sourceLocation)
        let flat = model.sections.flatMap(\.items)
        #expect(snapshot.itemIdentifiers == flat, sourceLocation: sourceLocation)
        #expect(snapshot.numberOfItems == flat.count, sourceLocation: sourceLocation)
        for value in 0..<60 {
            let item = make(value)
            let expected = model.find(item).map { IndexPath(item: $0.item, section: $0.section) }
            #expect(snapshot.indexPath(for: item) == expected, sourceLocation: sourceLocation)
            #expect(snapshot.indexOfItem(item) == flat.firstIndex(of: item), sourceLocation: sourceLocation)
        }
    }

    @Test func plainIntegersFollowTheModel() {
        for seed in 1...8 { run({ $0 }, steps: 250, seed: UInt64(seed)) }
    }

    @Test func collidingHashesFollowTheModel() {
        for seed in 1...4 { run({ Clash(value: $0) }, steps: 200, seed: UInt64(seed)) }
    }

    @Test func stringsFollowTheModel() {
        for seed in 1...4 { run({ "item \($0)" }, steps: 200, seed: UInt64(seed)) }
    }

    @Test func manySectionsComingAndGoingKeepLookupsRight() {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([-1])
        snapshot.appendItems(Array(0..<100), toSection: -1)
        for section in 0..<12_000 {
            snapshot.appendSections([section])
            snapshot.appendItems([1_000 + section], toSection: section)
            snapshot.deleteSections([section])
        }
        snapshot.appendSections([7])
        snapshot.appendItems([5, 200], toSection: 7)
        #expect(snapshot.indexPath(for: 42) == IndexPath(item: 41, section: 0))
        #expect(snapshot.indexPath(for: 5) == IndexPath(item: 0, section: 1))
        #expect(snapshot.indexOfItem(200) == 100)
        #expect(!snapshot.contains(1_000))
        #expect(snapshot.numberOfItems == 101)
    }

    @Test func deletingMostItemsKeepsLookupsRight() {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<20_000), toSection: 0)
        snapshot.appendItems(Array(20_000..<30_000), toSection: 1)
        for start in stride(from: 0, to: 19_000, by: 1_000) { snapshot.deleteItems(Array(start..<(start + 990))) }
        snapshot.deleteSections([1])
        let left = (0..<19).flatMap { ($0 * 1_000 + 990)..<($0 * 1_000 + 1_000) } + Array(19_000..<20_000)
        #expect(snapshot.itemIdentifiers == left)
        for (offset, item) in left.enumerated() { #expect(snapshot.indexOfItem(item) == offset) }
        #expect(!snapshot.contains(5) && !snapshot.contains(25_000))
        snapshot.appendItems([5, 25_000], toSection: 0)
        #expect(snapshot.indexOfItem(25_000) == left.count + 1)
    }

    @Test func marksKeepTheirOrderAndTheLatestValues() {
        var snapshot = DiffableDataSourceSnapshot<Int, Product>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<6).map { Product(id: $0, value: 0) })
        // A repeat in the first call: marked once, at its first place, with its latest value.
        snapshot.reloadItems([Product(id: 4, value: 7), Product(id: 1, value: 0), Product(id: 4, value: 1), Product(id: 3, value: 0)])
        #expect(snapshot.reloadedItemIdentifiers.map(\.id) == [4, 1, 3])
        #expect(snapshot.reloadedItemIdentifiers[0].value == 1)
        #expect(snapshot.itemIdentifiers[4].value == 1)
        // Reconfiguring a reloaded item with a new value: the reload mark shows the new value.
        snapshot.reconfigureItems([Product(id: 1, value: 9)])
        #expect(snapshot.reloadedItemIdentifiers.map(\.value) == [1, 9, 0])
        #expect(snapshot.reconfiguredItemIdentifiers == [Product(id: 1, value: 9)])
        // A deleted item drops out; brought back, it counts again.
        snapshot.deleteItems([Product(id: 4, value: 0)])
        #expect(snapshot.reloadedItemIdentifiers.map(\.id) == [1, 3])
        snapshot.appendItems([Product(id: 4, value: 2)])
        #expect(snapshot.reloadedItemIdentifiers.map(\.id) == [4, 1, 3])
        #expect(snapshot.reloadedItemIdentifiers[0].value == 2)
        snapshot.reloadItems([Product(id: 3, value: 0), Product(id: 5, value: 0)])
        #expect(snapshot.reloadedItemIdentifiers.map(\.id) == [4, 1, 3, 5])
    }

    @Test func equalSnapshotsBuiltSeparatelyDifferOnlyByTheirMarks() {
        func build(changing changed: Int? = nil) -> DiffableDataSourceSnapshot<String, Product> {
            var snapshot = DiffableDataSourceSnapshot<String, Product>()
            snapshot.appendSections(["a", "b", "c"])
            for (offset, section) in ["a", "b", "c"].enumerated() {
                snapshot.appendItems((0..<50).map { Product(id: offset * 50 + $0, value: offset * 50 + $0 == changed ? 1 : 0) }, toSection: section)
            }
            return snapshot
        }
        let old = build()
        #expect(build().difference(from: old).isEmpty)
        #expect(build(changing: 60).difference(from: old).reconfiguredItems == [IndexPath(item: 10, section: 1)])
        var marked = build()
        marked.reloadItems([Product(id: 120, value: 0)])
        let difference = marked.difference(from: old)
        #expect(difference.reloadedItems == [IndexPath(item: 20, section: 2)])
        #expect(difference.movedItems.isEmpty && difference.insertedItems.isEmpty && difference.deletedItems.isEmpty)
    }
}

/// An item whose identity is its `id` and whose content is `value`.
private struct Product: Hashable, Identifiable, Sendable {
    var id: Int
    var value: Int
}
