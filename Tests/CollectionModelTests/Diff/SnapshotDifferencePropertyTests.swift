import CollectionModel
import TestSupport
import Foundation
import PropertyBased
import Testing

/// Random operation lists, each op a small integer (see `SnapshotOperation`), so that failures
/// shrink to short, simple lists.
private let operations = Gen.int(in: 0...159_999).array(of: 0...24)

@Suite struct SnapshotDifferencePropertyTests {
    /// Builds a snapshot and the model side by side from `codes`, checking after each operation
    /// that both agree and that the reported diagnostics are the expected ones.
    private func build(
        _ codes: [Int], from start: (ProductSnapshot, SnapshotModel) = (ProductSnapshot(), SnapshotModel())
    ) -> (ProductSnapshot, SnapshotModel) {
        var (snapshot, model) = start
        for code in codes {
            let operation = SnapshotOperation(code: code)
            let (actual, expected) = operation.apply(to: &snapshot, model: &model)
            #expect(actual == expected, "\(operation)")
        }
        #expect(SnapshotModel(snapshot) == model)
        return (snapshot, model)
    }

    private func checkQueries(_ snapshot: ProductSnapshot, _ model: SnapshotModel) {
        let flat = model.flatItems
        #expect(snapshot.numberOfItems == flat.count)
        #expect(snapshot.itemIdentifiers == flat)
        for (offset, item) in flat.enumerated() {
            #expect(snapshot.indexOfItem(Product(id: item.id, value: -1)) == offset)
        }
        for id in 0..<20 where model.find(id) == nil {
            #expect(!snapshot.contains(Product(id: id, value: 0)))
        }
    }

    private func checkDifference(from old: (ProductSnapshot, SnapshotModel), to new: (ProductSnapshot, SnapshotModel)) {
        let difference = new.0.difference(from: old.0)
        do {
            let applied = try DifferenceApplier.apply(difference, to: old.1, reaching: new.1)
            #expect(applied == new.1, "\(difference)")
        } catch {
            Issue.record("\(error) in \(difference)")
        }
        let minimal = DifferenceApplier.minimalMoves(from: old.1, to: new.1)
        #expect(difference.movedItems.count == minimal.items, "\(difference)")
        #expect(difference.movedSections.count == minimal.sections, "\(difference)")
    }

    /// New snapshots derived from the old by operations (untouched sections share storage).
    @Test func derivedSnapshots() async {
        await propertyCheck(count: 6000, input: operations, operations) { first, second in
            let old = build(first)
            let new = build(second, from: old)
            checkQueries(new.0, new.1)
            checkDifference(from: old, to: new)
        }
    }

    /// New snapshots built separately (every section is compared item by item).
    @Test func independentSnapshots() async {
        await propertyCheck(count: 3000, input: operations, operations) { first, second in
            checkDifference(from: build(first), to: build(second))
        }
    }

    /// The same items shuffled across the same sections (everything may move), and every
    /// value changed in place (everything is a reconfigure).
    @Test func allMovedAndAllChanged() async {
        await propertyCheck(count: 1000, input: operations, Gen.int(in: 0...Int(Int32.max))) { codes, seed in
            let old = build(codes)
            var random = SplitMix64(seed: UInt64(seed))
            // All moved: the same sections and items, in a random order.
            var shuffledModel = SnapshotModel()
            let sections = old.1.sections.map(\.id).shuffled(using: &random)
            var items = old.1.flatItems.shuffled(using: &random)[...]
            for (index, section) in sections.enumerated() {
                let count = index == sections.count - 1 ? items.count : Int.random(in: 0...items.count, using: &random)
                shuffledModel.sections.append((section, Array(items.prefix(count))))
                items = items.dropFirst(count)
            }
            checkDifference(from: old, to: (Self.snapshot(of: shuffledModel), shuffledModel))
            // All changed: every value differs, nothing moves.
            var changedModel = old.1
            for section in changedModel.sections.indices {
                for item in changedModel.sections[section].items.indices { changedModel.sections[section].items[item].value += 1 }
            }
            let changed = Self.snapshot(of: changedModel)
            let difference = changed.difference(from: old.0)
            #expect(difference.reconfiguredItems.count == old.1.flatItems.count)
            #expect(difference.movedItems.isEmpty && difference.insertedItems.isEmpty && difference.deletedItems.isEmpty)
            checkDifference(from: old, to: (changed, changedModel))
        }
    }

    private static func snapshot(of model: SnapshotModel) -> ProductSnapshot {
        var snapshot = ProductSnapshot()
        for section in model.sections {
            snapshot.appendSections([section.id])
            snapshot.appendItems(section.items, toSection: section.id)
        }
        return snapshot
    }
}
