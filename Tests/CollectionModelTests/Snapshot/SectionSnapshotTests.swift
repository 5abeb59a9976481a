import CollectionModel
import TestSupport
import Testing

@Suite struct SectionSnapshotTests {
    /// fruits ─ apple, pear ─ (pear: conference, williams); veg ─ leek
    private func tree() -> DiffableDataSourceSectionSnapshot<String> {
        var snapshot = DiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["fruits", "veg"])
        snapshot.append(["apple", "pear"], to: "fruits")
        snapshot.append(["conference", "williams"], to: "pear")
        snapshot.append(["leek"], to: "veg")
        return snapshot
    }

    @Test func buildsATreeDepthFirst() {
        let snapshot = tree()
        #expect(snapshot.items == ["fruits", "apple", "pear", "conference", "williams", "veg", "leek"])
        #expect(snapshot.rootItems == ["fruits", "veg"])
        #expect(snapshot.level(of: "williams") == 2)
        #expect(snapshot.parent(of: "williams") == "pear")
        #expect(snapshot.parent(of: "veg") == nil)
        #expect(snapshot.index(of: "veg") == 5)
        #expect(snapshot.contains("leek"))
        #expect(!snapshot.contains("kale"))
    }

    @Test func childrenStartCollapsedAndVisibilityFollowsEveryAncestor() {
        var snapshot = tree()
        #expect(snapshot.visibleItems == ["fruits", "veg"])
        #expect(!snapshot.isVisible("apple"))
        snapshot.expand(["pear"])
        #expect(snapshot.visibleItems == ["fruits", "veg"])
        #expect(!snapshot.isVisible("conference"))
        snapshot.expand(["fruits"])
        #expect(snapshot.visibleItems == ["fruits", "apple", "pear", "conference", "williams", "veg"])
        snapshot.collapse(["fruits"])
        #expect(snapshot.isExpanded("pear"))
        #expect(snapshot.visibleItems == ["fruits", "veg"])
    }

    @Test func insertAndDeleteWithChildren() {
        var snapshot = tree()
        snapshot.insert(["banana"], before: "pear")
        snapshot.insert(["cherry"], after: "pear")
        #expect(snapshot.items == ["fruits", "apple", "banana", "pear", "conference", "williams", "cherry", "veg", "leek"])
        #expect(snapshot.level(of: "cherry") == 1)
        snapshot.delete(["pear"])
        #expect(snapshot.items == ["fruits", "apple", "banana", "cherry", "veg", "leek"])
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
    }

    @Test func subtreeSnapshotsAndInsertingThem() {
        var snapshot = tree()
        snapshot.expand(["pear"])
        let pear = snapshot.snapshot(of: "pear", includingParent: true)
        #expect(pear.items == ["pear", "conference", "williams"])
        #expect(pear.level(of: "conference") == 1)
        #expect(pear.isExpanded("pear"))
        #expect(snapshot.snapshot(of: "fruits").rootItems == ["apple", "pear"])

        var other = DiffableDataSourceSectionSnapshot<String>()
        other.append(["nuts"])
        other.append(["almond"], to: "nuts")
        snapshot.insert(other, after: "fruits")
        #expect(snapshot.items == ["fruits", "apple", "pear", "conference", "williams", "nuts", "almond", "veg", "leek"])
        #expect(snapshot.level(of: "almond") == 1)
    }

    @Test func replacingChildrenKeepsExpansionState() {
        var snapshot = tree()
        snapshot.expand(["fruits", "pear"])
        var children = DiffableDataSourceSectionSnapshot<String>()
        children.append(["pear", "quince"])
        children.append(["comice"], to: "pear")
        snapshot.replace(childrenOf: "fruits", using: children)
        #expect(snapshot.items == ["fruits", "pear", "comice", "quince", "veg", "leek"])
        #expect(snapshot.isExpanded("pear"))
        #expect(snapshot.isExpanded("fruits"))
        #expect(snapshot.visibleItems == ["fruits", "pear", "comice", "quince", "veg"])
    }

    struct Node: Hashable, Sendable {
        var name: String
        var children: [Node] = []
    }

    @Test func appendsAWholeTreeThroughAKeyPath() {
        let root = Node(name: "root", children: [Node(name: "a", children: [Node(name: "a1")]), Node(name: "b")])
        var snapshot = DiffableDataSourceSectionSnapshot<Node>()
        snapshot.append([root], recursivePath: \.children)
        #expect(snapshot.items.map(\.name) == ["root", "a", "a1", "b"])
        #expect(snapshot.items.map { snapshot.level(of: $0) } == [0, 1, 2, 1])
    }

    @Test func visualDescriptionDrawsTheTree() {
        var snapshot = tree()
        snapshot.expand(["fruits"])
        #expect(snapshot.visualDescription() == """
            + fruits
              • apple
              - pear
                • conference
                • williams
            - veg
              • leek
            """)
    }

    @Test func invalidOperationsAreReportedAndRecovered() {
        var snapshot = tree()
        let before = snapshot.items
        let (_, diagnostics) = Diagnostics.collect {
            snapshot.append(["x"], to: "missing")
            snapshot.insert(["x"], before: "missing")
            snapshot.delete(["missing"])
            snapshot.expand(["missing"])
            // Moving an item under its own child is impossible: nothing changes.
            snapshot.append(["pear"], to: "conference")
        }
        #expect(snapshot.items == before)
        #expect(diagnostics.map(\.kind) == [
            "anchorItemNotFound", "anchorItemNotFound", "itemNotFound", "itemNotFound",
            "itemAlreadyPresent", "itemRelativeToItself",
        ])
        // Appending an existing item moves it with its children; a repeat in the call is ignored.
        let (_, moves) = Diagnostics.collect { snapshot.append(["pear", "pear"], to: "veg") }
        #expect(snapshot.items == ["fruits", "apple", "veg", "leek", "pear", "conference", "williams"])
        #expect(snapshot.level(of: "williams") == 2)
        #expect(moves.map(\.kind) == ["itemAlreadyPresent", "duplicateItemInCall"])
    }
}
