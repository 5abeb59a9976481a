import CollectionModel
import Foundation
import Testing

/// An operation that takes several items and meets a mistake in one of them reports it and
/// still does the rest (UIKit would throw for the whole call).
@Suite struct KeepTheRestTests {
    private func snapshot(_ items: [Int]) -> DiffableDataSourceSnapshot<String, Int> {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a"])
        snapshot.appendItems(items)
        return snapshot
    }

    @Test func insertingTheAnchorWithOthersInsertsTheOthers() {
        var snapshot = snapshot([1, 5])
        let (_, diagnostics) = Diagnostics.collect { snapshot.insertItems([1, 2], beforeItem: 1) }
        #expect(snapshot.itemIdentifiers == [2, 1, 5])
        #expect(diagnostics.map(\.kind) == ["itemRelativeToItself"])
        #expect(diagnostics.first?.message.contains("item 1") == true)
    }

    @Test func insertingAfterTheAnchorKeepsTheRestWithRepeatsAndMoves() {
        var snapshot = snapshot([1, 5, 6])
        let (_, diagnostics) = Diagnostics.collect { snapshot.insertItems([5, 1, 2, 2], afterItem: 1) }
        #expect(snapshot.itemIdentifiers == [1, 5, 2, 6])
        #expect(diagnostics.map(\.kind) == ["itemRelativeToItself", "duplicateItemInCall", "itemAlreadyPresent"])
    }

    @Test func onlyTheAnchorChangesNothing() {
        var snapshot = snapshot([1, 5])
        let (_, diagnostics) = Diagnostics.collect { snapshot.insertItems([1, 1], afterItem: 1) }
        #expect(snapshot.itemIdentifiers == [1, 5])
        #expect(diagnostics.map(\.kind) == ["itemRelativeToItself"])
    }

    @Test func insertingSectionsWithTheAnchorInsertsTheOthers() {
        var snapshot = snapshot([1])
        let (_, diagnostics) = Diagnostics.collect { snapshot.insertSections(["a", "b"], afterSection: "a") }
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1])
        #expect(diagnostics.map(\.kind) == ["sectionRelativeToItself"])
    }

    @Test func deletesReloadsAndReconfiguresKeepThePresentItems() {
        var snapshot = snapshot([1, 2, 3])
        let (_, diagnostics) = Diagnostics.collect {
            snapshot.reloadItems([9, 2])
            snapshot.reconfigureItems([3, 9])
            snapshot.deleteItems([9, 1])
        }
        #expect(snapshot.itemIdentifiers == [2, 3])
        #expect(snapshot.reloadedItemIdentifiers == [2])
        #expect(snapshot.reconfiguredItemIdentifiers == [3])
        #expect(diagnostics.map(\.kind) == ["itemNotFound", "itemNotFound", "itemNotFound"])
    }

    @Test func aSectionSnapshotInsertsTheOthersNextToAnAnchorAmongThem() {
        var section = DiffableDataSourceSectionSnapshot<Int>()
        section.append([1, 5])
        section.append([10], to: 1)
        let (_, diagnostics) = Diagnostics.collect { section.insert([1, 2], before: 1) }
        #expect(section.items == [2, 1, 10, 5])
        #expect(section.snapshot(of: 1).items == [10])
        #expect(diagnostics.map(\.kind) == ["itemRelativeToItself"])
    }
}
