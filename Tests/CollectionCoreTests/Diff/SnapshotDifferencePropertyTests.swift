import CollectionCore
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
        await propertyCheck(count: 4000, input: operations, operations) { first, second in
            checkDifference(from: build(first), to: build(second))
        }
    }
}
