import CollectionModel
import TestSupport
import Foundation
import Testing

@Suite struct SnapshotDifferenceTests {
    private func snapshot(_ sections: [(Int, [Int])]) -> DiffableDataSourceSnapshot<Int, Int> {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func movingOneElementToTheEndIsOneMove() {
        let old = snapshot([(0, Array(0..<8))])
        let new = snapshot([(0, [1, 2, 3, 4, 5, 6, 7, 0])])
        let difference = new.difference(from: old)
        #expect(difference.movedItems.count == 1)
        #expect(difference.movedItems.first?.from == IndexPath(item: 0, section: 0))
        #expect(difference.movedItems.first?.to == IndexPath(item: 7, section: 0))
        #expect(difference.insertedItems.isEmpty && difference.deletedItems.isEmpty)
    }

    @Test func deletesAndInsertsUseOldAndNewIndexPaths() {
        let old = snapshot([(0, [1, 2, 3]), (1, [4, 5])])
        let new = snapshot([(0, [1, 3, 9]), (1, [4, 5, 6])])
        let difference = new.difference(from: old)
        #expect(difference.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(difference.insertedItems == [IndexPath(item: 2, section: 0), IndexPath(item: 2, section: 1)])
        #expect(difference.movedItems.isEmpty)
        #expect(difference.deletedSections.isEmpty && difference.insertedSections.isEmpty)
    }

    @Test func crossSectionMoveAndSectionChanges() {
        let old = snapshot([(0, [1, 2]), (1, [3]), (2, [4])])
        let new = snapshot([(2, [4]), (1, [3, 2]), (5, [7])])
        let difference = new.difference(from: old)
        #expect(difference.deletedSections == [0])
        #expect(difference.insertedSections == [2])
        // Sections 1 and 2 swap places: one of them moves.
        #expect(difference.movedSections.count == 1)
        // Item 2 leaves deleted section 0 for section 1: an insert, since its section is deleted.
        #expect(difference.insertedItems == [IndexPath(item: 1, section: 1)])
        #expect(difference.movedItems.isEmpty)
        #expect(difference.deletedItems.isEmpty)
    }

    @Test func changedValueWithTheSameIDIsAReconfigure() {
        var old = DiffableDataSourceSnapshot<Int, Product>()
        old.appendSections([0])
        old.appendItems([Product(id: 1, value: 0), Product(id: 2, value: 0), Product(id: 3, value: 0)])
        var new = DiffableDataSourceSnapshot<Int, Product>()
        new.appendSections([0])
        new.appendItems([Product(id: 1, value: 0), Product(id: 3, value: 1), Product(id: 2, value: 0)])
        let difference = new.difference(from: old)
        #expect(difference.reconfiguredItems == [IndexPath(item: 1, section: 0)])
        #expect(difference.movedItems.count == 1)
        #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty)
    }

    @Test func reloadAndReconfigureMarksBecomeIndexPathsInTheNewSnapshot() {
        var old = snapshot([(0, [1, 2, 3])])
        old.reloadSections([0])
        var new = old
        new.deleteItems([1])
        new.reloadItems([3])
        new.reconfigureItems([2])
        let difference = new.difference(from: old)
        #expect(difference.reloadedItems == [IndexPath(item: 1, section: 0)])
        #expect(difference.reconfiguredItems == [IndexPath(item: 0, section: 0)])
        #expect(difference.reloadedSections == [0])
        #expect(difference.deletedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func anUnchangedCopyHasAnEmptyDifference() {
        let old = snapshot((0..<100).map { ($0, Array($0 * 1000..<($0 * 1000 + 1000))) })
        let copy = old
        #expect(copy.difference(from: old).isEmpty)
        // Equal content built separately is also empty (through the item comparison).
        let rebuilt = snapshot((0..<100).map { ($0, Array($0 * 1000..<($0 * 1000 + 1000))) })
        #expect(rebuilt.difference(from: old).isEmpty)
    }

    @Test func transactionDifferenceReproducesTheFlatItems() {
        let old = snapshot([(0, [1, 2, 3]), (1, [4, 5])])
        let new = snapshot([(1, [5, 4, 1]), (2, [6])])
        let transaction = DiffableDataSourceTransaction(initialSnapshot: old, finalSnapshot: new)
        #expect(old.itemIdentifiers.applying(transaction.difference) == new.itemIdentifiers)
        #expect(transaction.snapshotDifference == new.difference(from: old))
    }
}
