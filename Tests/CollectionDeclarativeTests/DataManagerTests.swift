import CollectionCore
import Foundation
import Testing

/// The seed's data manager script: every mutation is made on the manager and by hand on an
/// expected model, and both the manager's model and what the data source shows after the
/// batch is applied are compared with it. Run for a concrete `<Int, String>` manager and for an
/// `<Any, Any>` one.
@MainActor
@Suite struct DataManagerTests {
    @Test func concreteTypesFollowTheExpectedModel() {
        let view = ConfigurableCollectionView<Int, String>(collectionViewLayout: declarativeListLayout())
        runScript(view.dataManager, view.dataSource, section: { $0 }, item: { $0 })
    }

    @Test func anyTypesFollowTheExpectedModel() {
        let view = ConfigurableCollectionView<Any, Any>(collectionViewLayout: declarativeListLayout())
        runScript(view.dataManager, view.dataSource, section: { $0 }, item: { $0 })
    }

    private func runScript<S, I>(
        _ manager: DataManager<S, I>, _ dataSource: CollectionViewDiffableDataSource<AnyIdentifier, AnyIdentifier>,
        section s: (Int) -> S, item i: (String) -> I
    ) {
        var expected = ExpectedSections()
        func check(_ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(sections(of: manager) == expected, comment, sourceLocation: sourceLocation)
            manager.reloadImmediately()
            #expect(shown(dataSource) == expected, comment, sourceLocation: sourceLocation)
        }
        func items(_ names: [String]) -> [I] { names.map(i) }

        // apply
        manager.applyItems(items(["a", "b", "c"]), updatedSection: s(45096))
        expected.sections = [(45096, ["a", "b", "c"])]
        check("applyItems creates the section")
        manager.applySections([(s(1), items(["1"])), (s(23), items(["2", "3"]))])
        expected.sections = [(1, ["1"]), (23, ["2", "3"])]
        check("applySections replaces everything")
        manager.applyItems(items(["4", "5", "6"]), updatedSection: s(1))
        expected[1] = ["4", "5", "6"]
        check("applyItems replaces one section")
        #expect(manager.itemIdentifier(for: IndexPath(item: 1, section: 0)).map { "\($0)" } == "5")

        // append
        manager.appendItems(items(["7", "after 7"]), toSection: s(23))
        expected[23] += ["7", "after 7"]
        check("appendItems to a section")
        let moved = Diagnostics.collect { manager.appendItems(items(["7"]), toSection: s(23)) }
        expected[23] = ["2", "3", "after 7", "7"]
        check("appending a present item moves it")
        #expect(moved.diagnostics.map(\.kind) == ["itemAlreadyPresent"])
        manager.appendItems(items(["8"]))
        expected[23] += ["8"]
        check("appendItems with no section appends to the last")
        let across = Diagnostics.collect { manager.appendItems(items(["4"]), toSection: s(23)) }
        expected[1] = ["5", "6"]
        expected[23] += ["4"]
        check("an item appended to another section moves there")
        #expect(across.diagnostics.map(\.kind) == ["itemAlreadyPresent"])
        manager.moveItem(i("4"), beforeItem: i("5"))
        expected[23].removeLast()
        expected[1].insert("4", at: 0)
        check("moveItem across sections")

        // sections
        manager.appendSections([s(4)])
        expected.sections.append((4, []))
        check("appendSections")
        manager.insertSections([s(3)], beforeSection: s(4))
        expected.sections.insert((3, []), at: 2)
        check("insertSections before")
        manager.insertSections([s(5)], afterSection: s(4))
        expected.sections.append((5, []))
        check("insertSections after")
        manager.moveSection(s(5), beforeSection: s(4))
        expected.sections.swapAt(3, 4)
        check("moveSection before")
        manager.moveSection(s(3), afterSection: s(4))
        let three = expected.sections.remove(at: 2)
        expected.sections.insert(three, at: 4)
        check("moveSection after")

        // queries
        #expect(manager.numberOfSections == 5)
        #expect(manager.indexOfSection(s(1)) == 0)
        #expect(manager.indexPath(for: i("2")) == IndexPath(item: 0, section: 1))
        #expect(manager.indexPath(for: i("nothing")) == nil)
        #expect(manager.sectionIdentifier(containingItem: i("8")).map { "\($0)" } == "23")
        #expect(manager.numberOfItems == expected.sections.reduce(0) { $0 + $1.items.count })
        #expect(manager.itemIdentifiers.map { "\($0)" } == expected.sections.flatMap(\.items))
        #expect(manager.rootItems.map { "\($0)" } == expected.sections.flatMap(\.items))
        #expect(manager.visibleItems.map { "\($0)" } == expected.sections.flatMap(\.items))
        #expect(manager.contains(i("8")) && !manager.contains(i("9")))
        #expect(manager.lastIndexPath == IndexPath(item: expected[23].count - 1, section: 1))

        // move within a section
        manager.moveItem(i("2"), afterItem: i("3"))
        expected[23] = ["3", "2"] + expected[23].dropFirst(2)
        check("moveItem after, same section")

        // insert
        manager.insertItems(items(["insertBefore"]), beforeItem: i("3"))
        expected[23].insert("insertBefore", at: 0)
        check("insertItems before")
        manager.insertItems(items(["insertAfter"]), afterItem: i("8"))
        expected[23].insert("insertAfter", at: expected[23].firstIndex(of: "8")! + 1)
        check("insertItems after")

        // delete
        manager.deleteItems(items(["5"]))
        expected.remove("5")
        check("deleteItems")
        manager.deleteSections([s(3)])
        expected.sections.removeAll { $0.section == 3 }
        check("deleteSections")

        // invalid operations change nothing and never crash
        let invalid = Diagnostics.collect {
            manager.deleteItems(items(["absent"]))
            manager.insertItems(items(["x"]), beforeItem: i("absent"))
            manager.moveItem(i("8"), beforeItem: i("8"))
            manager.appendItems(items(["y"]), toSection: s(999))
            manager.reloadItems(items(["absent"]))
            manager.appendItems(items(["dup", "dup"]), toSection: s(4))
        }
        expected[4] = ["dup"]
        check("invalid operations are skipped, a repeat in one call keeps the first")
        #expect(invalid.diagnostics.map(\.kind) == [
            "itemNotFound", "anchorItemNotFound", "itemRelativeToItself", "sectionNotFound", "itemNotFound",
            "duplicateItemInCall",
        ])

        // reload keeps the content
        manager.reloadItems(items(["8"]))
        manager.reloadSections([s(1)])
        check("reloads keep the content")

        manager.deleteAllItems()
        expected.sections = []
        check("deleteAllItems removes the sections too")
        #expect(manager.isEmpty && manager.numberOfSections == 0 && manager.lastIndexPath == nil)
        let noSection = Diagnostics.collect { manager.appendItems(items(["lost"])) }
        #expect(noSection.diagnostics.map(\.kind) == ["noSection"])
        check("appending with no section changes nothing")
    }

    @Test func identifiableValuesAreReloadedWithTheirLatestValue() {
        let view = ConfigurableCollectionView<Int, Grocery>(collectionViewLayout: declarativeListLayout())
        let manager = view.dataManager
        manager.applyItems([Grocery(id: 1, name: "Tea", price: 3), Grocery(id: 2, name: "Cake", price: 4)], updatedSection: 0)
        let cheaper = Grocery(id: 1, name: "Tea", price: 2)
        #expect(manager.contains(cheaper))
        let result = Diagnostics.collect { manager.reloadItems([cheaper]) }
        #expect(result.diagnostics.isEmpty)
        #expect(manager.itemIdentifiers.map(\.price) == [2, 4])
        manager.reloadImmediately()
        #expect(view.dataSource.snapshot().itemIdentifiers.map { ($0.base as! Grocery).price } == [2, 4])
    }
}
