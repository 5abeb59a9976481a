import CollectionCore
import CollectionTesting
import Foundation
import Testing

@MainActor
@Suite struct DataManagerOutlineTests {
    private func makeView() -> ConfigurableCollectionView<Int, String> {
        let view = ConfigurableCollectionView<Int, String>(collectionViewLayout: declarativeListLayout())
        view.register(view: { LineCell() }, .config { $0.view.text = String(repeating: " ", count: $0.level * 2) + $0.data })
        return view
    }

    @Test func levelsParentsExpandAndCollapse() {
        let view = makeView()
        let manager = view.dataManager
        manager.appendSections([0])
        manager.appendItems(["before", "insert", "after"])
        manager.appendChildItems(["c1", "c2"], to: "insert")
        manager.appendChildItems(["c11"], to: "c1")
        #expect(manager.level(of: "insert") == 0)
        #expect(manager.level(of: "c1") == 1)
        #expect(manager.level(of: "c11") == 2)
        #expect(manager.parent(of: "c1") == "insert")
        #expect(manager.parent(of: "c11") == "c1")
        #expect(manager.parent(of: "insert") == nil)
        #expect(manager.rootItems == ["before", "insert", "after"])
        #expect(manager.itemIdentifiers == ["before", "insert", "c1", "c11", "c2", "after"])
        // Children start collapsed.
        #expect(!manager.isExpanded("insert"))
        #expect(!manager.isVisible("c1"))
        #expect(manager.visibleItems == ["before", "insert", "after"])
        #expect(manager.lastIndexPath == IndexPath(item: 2, section: 0))

        manager.expand(parents: ["insert"])
        #expect(manager.isExpanded("insert"))
        #expect(manager.isVisible("c1") && !manager.isVisible("c11"))
        #expect(manager.visibleItems == ["before", "insert", "c1", "c2", "after"])
        #expect(manager.indexPath(for: "c2") == IndexPath(item: 3, section: 0))
        #expect(manager.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "c1")
        manager.expand(parents: ["c1"])
        #expect(manager.visibleItems == ["before", "insert", "c1", "c11", "c2", "after"])

        let screen = HeadlessScreen(root: view, width: 12, height: 7)
        screen.render()
        #expect(screen.lines.trimmed == [">before", " insert", "   c1", "     c11", "   c2", " after", ""])

        manager.collapse(parents: ["insert"])
        #expect(!manager.isExpanded("insert"))
        #expect(!manager.isVisible("c1"))
        #expect(manager.indexPath(for: "c1") == nil)
        screen.render()
        #expect(screen.lines.trimmed == [">before", " insert", " after", "", "", "", ""])

        // Deleting a parent deletes its children.
        manager.deleteItems(["insert"])
        #expect(manager.itemIdentifiers == ["before", "after"])
        #expect(!manager.contains("c11"))

        let absent = Diagnostics.collect {
            _ = manager.level(of: "absent")
            _ = manager.isExpanded("absent")
            manager.expand(parents: ["absent"])
            manager.appendChildItems(["x"], to: "absent")
        }
        #expect(absent.diagnostics.map(\.kind) == ["itemNotFound", "itemNotFound", "itemNotFound", "anchorItemNotFound"])
    }

    @Test func recursivePathAppendsAWholeTree() {
        let view = ConfigurableCollectionView<Int, MenuItem>(collectionViewLayout: declarativeListLayout())
        let manager = view.dataManager
        let fruits = MenuItem(title: "Fruits", subitems: [MenuItem(title: "Apple"), MenuItem(title: "Citrus", subitems: [MenuItem(title: "Lime")])])
        let vegetables = MenuItem(title: "Vegetables", subitems: [MenuItem(title: "Leek")])
        manager.appendSections([0])
        manager.appendChildItems([fruits, vegetables], to: nil, recursivePath: \.subitems)
        #expect(manager.itemIdentifiers.map(\.title) == ["Fruits", "Apple", "Citrus", "Lime", "Vegetables", "Leek"])
        #expect(manager.itemIdentifiers.map { manager.level(of: $0) } == [0, 1, 1, 2, 0, 1])
        #expect(manager.parent(of: MenuItem(title: "Lime"))?.title == "Citrus")
        #expect(manager.visibleItems.map(\.title) == ["Fruits", "Vegetables"])
    }

    @Test func expansionSurvivesARebuildOfTheItems() {
        let view = makeView()
        let manager = view.dataManager
        func build() {
            manager.applyItems(["Fruits", "Vegetables"], updatedSection: 0)
            manager.appendChildItems(["Apple", "Pear"], to: "Fruits")
            manager.appendChildItems(["Leek"], to: "Vegetables")
        }
        build()
        manager.expand(parents: ["Fruits"])
        #expect(manager.visibleItems == ["Fruits", "Apple", "Pear", "Vegetables"])
        build()
        #expect(manager.isExpanded("Fruits"))
        #expect(manager.visibleItems == ["Fruits", "Apple", "Pear", "Vegetables"])
        manager.deleteAllItems()
        manager.appendSections([0])
        manager.appendItems(["Vegetables", "Fruits"])
        manager.appendChildItems(["Pear"], to: "Fruits")
        #expect(manager.visibleItems == ["Vegetables", "Fruits", "Pear"])
        manager.applySections([(1, ["Fruits"])])
        manager.appendChildItems(["Kiwi"], to: "Fruits")
        #expect(manager.visibleItems == ["Fruits", "Kiwi"])
        // Collapsing forgets it.
        manager.collapse(parents: ["Fruits"])
        build()
        #expect(manager.visibleItems == ["Fruits", "Vegetables"])
    }

    @Test func theKeyboardExpandsAndTheManagerKnows() {
        let view = makeView()
        let manager = view.dataManager
        manager.applyItems(["Fruits", "Vegetables"], updatedSection: 0)
        manager.appendChildItems(["Apple"], to: "Fruits")
        let pilot = Pilot(root: view, width: 12, height: 4)
        #expect(view.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
        pilot.press(.right)
        #expect(manager.isExpanded("Fruits"))
        #expect(pilot.lines.trimmed == [">Fruits", "   Apple", " Vegetables", ""])
        // A rebuild keeps what the keyboard expanded.
        manager.applyItems(["Fruits", "Vegetables"], updatedSection: 0)
        manager.appendChildItems(["Apple", "Kiwi"], to: "Fruits")
        pilot.screen.render()
        #expect(pilot.lines.trimmed == [">Fruits", "   Apple", "   Kiwi", " Vegetables"])
        pilot.press(.left)
        #expect(!manager.isExpanded("Fruits"))
        #expect(manager.visibleItems == ["Fruits", "Vegetables"])
    }

    @Test func movingAParentAcrossSectionsCarriesItsChildren() {
        let view = makeView()
        let manager = view.dataManager
        manager.applySections([(0, ["a", "b"]), (1, ["x"])])
        manager.appendChildItems(["a1", "a2"], to: "a")
        manager.expand(parents: ["a"])
        manager.moveItem("a", afterItem: "x")
        #expect(manager.itemIdentifiers(inSection: 0) == ["b"])
        #expect(manager.itemIdentifiers(inSection: 1) == ["x", "a", "a1", "a2"])
        #expect(manager.visibleItems(inSection: 1) == ["x", "a", "a1", "a2"])
        manager.appendItems(["a"], toSection: 0)
        #expect(manager.itemIdentifiers(inSection: 0) == ["b", "a", "a1", "a2"])
        #expect(manager.level(of: "a2") == 1)
        // Moving a parent next to its own child changes nothing.
        let result = Diagnostics.collect { manager.moveItem("a", beforeItem: "a2") }
        #expect(result.diagnostics.map(\.kind) == ["itemRelativeToItself"])
        #expect(manager.itemIdentifiers(inSection: 0) == ["b", "a", "a1", "a2"])
    }
}
