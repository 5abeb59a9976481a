import CollectionModel
import TestSupport
import Foundation
import Testing

@Suite struct SnapshotTests {
    @Test func appendsWithNoSectionGoToTheLastSection() {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2])
        snapshot.appendItems([3], toSection: "a")
        #expect(snapshot.itemIdentifiers(inSection: "a") == [3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [1, 2])
        #expect(snapshot.itemIdentifiers == [3, 1, 2])
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems(inSection: "b") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "b")
        #expect(snapshot.indexOfItem(2) == 2)
        #expect(snapshot.indexOfItem(3) == 0)
        #expect(snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("b") == 1)
        #expect(snapshot.indexOfSection("z") == nil)
    }

    @Test func appendingAnExistingItemMovesItAndReportsIt() {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        let (_, diagnostics) = Diagnostics.collect { snapshot.appendItems([2], toSection: "b") }
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [2])
        #expect(diagnostics.map(\.kind) == ["itemAlreadyPresent"])
        #expect(diagnostics.first?.message.contains("appendItems(_:toSection:)") == true)
        #expect(diagnostics.first?.message.contains("item 2") == true)
    }

    @Test func duplicatesInOneCallKeepTheFirst() {
        var snapshot = DiffableDataSourceSnapshot<Int, Product>()
        snapshot.appendSections([0])
        let (_, diagnostics) = Diagnostics.collect {
            snapshot.appendItems([Product(id: 1, value: 10), Product(id: 2, value: 0), Product(id: 1, value: 99)])
        }
        #expect(snapshot.itemIdentifiers == [Product(id: 1, value: 10), Product(id: 2, value: 0)])
        #expect(diagnostics.map(\.kind) == ["duplicateItemInCall"])
        #expect(diagnostics[0].message.contains("P1=99"))
    }

    @Test func deleteAllItemsRemovesTheSectionsToo() {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a"])
        snapshot.appendItems([1, 2])
        snapshot.reloadItems([1])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(!snapshot.contains(1))
    }

    @Test func insertAndMoveRelativeToAnchors() {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s", "t"])
        snapshot.appendItems(["a", "d"], toSection: "s")
        snapshot.appendItems(["x"], toSection: "t")
        snapshot.insertItems(["b", "c"], beforeItem: "d")
        snapshot.insertItems(["e"], afterItem: "d")
        #expect(snapshot.itemIdentifiers(inSection: "s") == ["a", "b", "c", "d", "e"])
        snapshot.moveItem("a", afterItem: "e")
        #expect(snapshot.itemIdentifiers(inSection: "s") == ["b", "c", "d", "e", "a"])
        snapshot.moveItem("c", beforeItem: "x")
        #expect(snapshot.itemIdentifiers(inSection: "s") == ["b", "d", "e", "a"])
        #expect(snapshot.itemIdentifiers(inSection: "t") == ["c", "x"])
        #expect(snapshot.indexOfItem("x") == 5)
    }

    @Test func sectionOperations() {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "c"])
        snapshot.insertSections(["b"], beforeSection: "c")
        snapshot.insertSections(["d"], afterSection: "c")
        snapshot.appendItems([1], toSection: "a")
        snapshot.appendItems([3], toSection: "c")
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c", "d"])
        snapshot.moveSection("a", afterSection: "d")
        #expect(snapshot.sectionIdentifiers == ["b", "c", "d", "a"])
        snapshot.moveSection("d", beforeSection: "b")
        #expect(snapshot.sectionIdentifiers == ["d", "b", "c", "a"])
        #expect(snapshot.itemIdentifiers == [3, 1])
        snapshot.deleteSections(["c"])
        #expect(snapshot.sectionIdentifiers == ["d", "b", "a"])
        #expect(snapshot.itemIdentifiers == [1])
        #expect(!snapshot.contains(3))
        #expect(snapshot.numberOfItems == 1)
        snapshot.reloadSections(["b"])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
    }

    @Test func sectionAndItemIdentifiersAreSeparateNamespaces() {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["x"])
        let (_, diagnostics) = Diagnostics.collect { snapshot.appendItems(["x"]) }
        #expect(diagnostics.isEmpty)
        #expect(snapshot.itemIdentifiers(inSection: "x") == ["x"])
        #expect(snapshot.sectionIdentifier(containingItem: "x") == "x")
    }

    @Test func identifiableStructsReloadWithAnUpdatedValue() {
        var snapshot = DiffableDataSourceSnapshot<Int, Product>()
        snapshot.appendSections([0])
        snapshot.appendItems([Product(id: 1, value: 0), Product(id: 2, value: 0)])
        let (_, diagnostics) = Diagnostics.collect {
            snapshot.reloadItems([Product(id: 2, value: 7)])
            snapshot.reconfigureItems([Product(id: 1, value: 5)])
        }
        #expect(diagnostics.isEmpty)
        #expect(snapshot.itemIdentifiers == [Product(id: 1, value: 5), Product(id: 2, value: 7)])
        #expect(snapshot.reloadedItemIdentifiers == [Product(id: 2, value: 7)])
        #expect(snapshot.reconfiguredItemIdentifiers == [Product(id: 1, value: 5)])
        #expect(snapshot.indexOfItem(Product(id: 2, value: -1)) == 1)
    }

    final class Hero: Hashable, Identifiable, @unchecked Sendable {
        let id: String
        var name: String
        init(id: String, name: String) { self.id = id; self.name = name }
        static func == (lhs: Hero, rhs: Hero) -> Bool { lhs.id == rhs.id && lhs.name == rhs.name }
        func hash(into hasher: inout Hasher) { hasher.combine(id); hasher.combine(name) }
    }

    @Test func identifiableClassesReloadByID() {
        var snapshot = DiffableDataSourceSnapshot<Int, Hero>()
        snapshot.appendSections([0])
        snapshot.appendItems([Hero(id: "a", name: "Ant"), Hero(id: "b", name: "Bee")])
        let updated = Hero(id: "a", name: "Ant ★")
        snapshot.reloadItems([updated])
        #expect(snapshot.itemIdentifiers.map(\.name) == ["Ant ★", "Bee"])
        #expect(snapshot.reloadedItemIdentifiers.map(\.name) == ["Ant ★"])
    }

    @Test func everyInvalidOperationIsReportedAndChangesNothing() {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        let (_, empty) = Diagnostics.collect { snapshot.appendItems([1]) }
        #expect(empty.map(\.kind) == ["noSection"])
        snapshot.appendSections(["a"])
        snapshot.appendItems([1, 2])
        let before = snapshot
        let (_, diagnostics) = Diagnostics.collect {
            snapshot.appendItems([3], toSection: "zz")
            snapshot.insertItems([3], beforeItem: 42)
            snapshot.insertItems([1], afterItem: 1)
            snapshot.moveItem(1, beforeItem: 1)
            snapshot.moveItem(7, beforeItem: 1)
            snapshot.moveItem(1, afterItem: 7)
            snapshot.deleteItems([9])
            snapshot.reloadItems([9])
            snapshot.reconfigureItems([9])
            snapshot.insertSections(["b"], beforeSection: "zz")
            snapshot.insertSections(["a"], afterSection: "a")
            snapshot.moveSection("a", beforeSection: "a")
            snapshot.moveSection("q", beforeSection: "a")
            snapshot.moveSection("a", afterSection: "q")
            snapshot.deleteSections(["q"])
            snapshot.reloadSections(["q"])
            _ = snapshot.numberOfItems(inSection: "q")
            _ = snapshot.itemIdentifiers(inSection: "q")
        }
        #expect(snapshot == before)
        #expect(diagnostics.map(\.kind) == [
            "sectionNotFound", "anchorItemNotFound", "itemRelativeToItself", "itemRelativeToItself",
            "itemNotFound", "anchorItemNotFound", "itemNotFound", "itemNotFound", "itemNotFound",
            "anchorSectionNotFound", "sectionRelativeToItself", "sectionRelativeToItself",
            "sectionNotFound", "anchorSectionNotFound", "sectionNotFound", "sectionNotFound",
            "sectionNotFound", "sectionNotFound",
        ])
        #expect(diagnostics.allSatisfy { $0.domain == "snapshot" })
        #expect(diagnostics[1].message == "insertItems(_:beforeItem:): anchor item 42 is not in the snapshot; nothing changed")
    }

    @Test func validatingThrowsAndKeepsTheSnapshot() throws {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a"])
        let before = snapshot
        #expect(throws: SnapshotValidationError.self) {
            try snapshot.validating { snapshot in
                snapshot.appendItems([1, 2])
                snapshot.deleteItems([5])
            }
        }
        #expect(snapshot == before)
        do {
            try snapshot.validating { $0.appendItems([1, 1]) }
            Issue.record("expected an error")
        } catch {
            #expect(error.errors == [.duplicateItemInCall(operation: "appendItems(_:toSection:)", item: "1")])
        }
        try snapshot.validating { $0.appendItems([1, 2]) }
        #expect(snapshot.itemIdentifiers == [1, 2])
    }

    @Test func copiesAreIndependent() {
        var first = DiffableDataSourceSnapshot<Int, Int>()
        first.appendSections([0, 1])
        first.appendItems(Array(0..<100), toSection: 0)
        var second = first
        second.deleteItems([5])
        second.appendItems([5], toSection: 1)
        #expect(first.itemIdentifiers(inSection: 0).count == 100)
        #expect(first.sectionIdentifier(containingItem: 5) == 0)
        #expect(second.sectionIdentifier(containingItem: 5) == 1)
        #expect(second.indexOfItem(99) == 98)
        #expect(first.indexOfItem(99) == 99)
    }

    @Test func lookupsStayCorrectAcrossManyOperations() {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<10))
        for value in 0..<2000 { snapshot.appendItems([value], toSection: value % 10) }
        snapshot.deleteItems(Array(stride(from: 0, to: 2000, by: 3)))
        for value in stride(from: 1, to: 2000, by: 3) {
            let section = value % 10
            let position = snapshot.itemIdentifiers(inSection: section).firstIndex(of: value)
            #expect(snapshot.indexPath(for: value) == position.map { IndexPath(item: $0, section: section) })
        }
        #expect(snapshot.numberOfItems == 2000 - 667)
        #expect(snapshot.itemIdentifiers.count == snapshot.numberOfItems)
        #expect(snapshot.indexOfItem(1999) == snapshot.itemIdentifiers.firstIndex(of: 1999))
    }
}
