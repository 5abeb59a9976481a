import CollectionCore
import CollectionExamples
import CollectionTesting
import Testing

/// Deleted rows come back where they were, one deletion per undo, last first; and `u` does it
/// on the table-editing screen with an animation, shown in the key hints only while there is
/// something to undo.
@Suite @MainActor struct DeletionUndoStackTests {
    typealias Snapshot = DiffableDataSourceSnapshot<Int, String>

    func snapshot(_ sections: [[String]]) -> Snapshot {
        var snapshot = Snapshot()
        for (index, items) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(items, toSection: index)
        }
        return snapshot
    }

    func deleting(_ items: [String], from current: Snapshot, into stack: inout DeletionUndoStack<Int, String>) -> Snapshot {
        stack.recordDeletion(of: items, from: current)
        var next = current
        next.deleteItems(items)
        return next
    }

    /// The stack's undo, which must give a snapshot.
    func undo(_ stack: inout DeletionUndoStack<Int, String>, _ list: Snapshot) throws -> Snapshot {
        let restored = stack.undo(in: list)
        return try #require(restored)
    }

    @Test func eachUndoPutsOneDeletionBackInPlaceLastFirst() throws {
        var stack = DeletionUndoStack<Int, String>()
        var list = snapshot([["A", "B", "C", "D", "E", "F", "G"]])
        #expect(!stack.canUndo)
        list = deleting(["C"], from: list, into: &stack)
        list = deleting(["F", "E"], from: list, into: &stack)
        #expect(list.itemIdentifiers == ["A", "B", "D", "G"])
        #expect(stack.count == 2)
        list = try undo(&stack, list)
        #expect(list.itemIdentifiers == ["A", "B", "D", "E", "F", "G"])
        list = try undo(&stack, list)
        #expect(list.itemIdentifiers == ["A", "B", "C", "D", "E", "F", "G"])
        #expect(!stack.canUndo)
        let nothing = stack.undo(in: list)
        #expect(nothing == nil)
    }

    @Test func neighboursDeletedTooChainUpAndTheFirstRowGoesFirst() throws {
        var stack = DeletionUndoStack<Int, String>()
        var list = snapshot([["A", "B", "C", "D"]])
        list = deleting(["B"], from: list, into: &stack)
        list = deleting(["C", "A"], from: list, into: &stack)
        #expect(list.itemIdentifiers == ["D"])
        list = try undo(&stack, list)
        #expect(list.itemIdentifiers == ["A", "C", "D"])
        list = try undo(&stack, list)
        #expect(list.itemIdentifiers == ["A", "B", "C", "D"])
    }

    @Test func changesMadeSinceAreKept() throws {
        var stack = DeletionUndoStack<Int, String>()
        var list = snapshot([["A", "B", "C"], ["X", "Y"]])
        list = deleting(["B", "Y"], from: list, into: &stack)
        // Since the deletion: C moved to the top, Z was added, every row of section 0 but C left.
        list.moveItem("C", beforeItem: "A")
        list.appendItems(["Z"], toSection: 1)
        list.deleteItems(["A"])
        list = try undo(&stack, list)
        #expect(list.itemIdentifiers(inSection: 0) == ["B", "C"], "B goes before C, the row that followed it")
        #expect(list.itemIdentifiers(inSection: 1) == ["X", "Y", "Z"])
        // A row that is back already is not added twice; items never there are not recorded.
        stack.recordDeletion(of: ["Q"], from: list)
        #expect(!stack.canUndo)
        stack.recordDeletion(of: ["X"], from: list)
        let again = stack.undo(in: list)
        #expect(again?.itemIdentifiers == list.itemIdentifiers)
    }

    @Test func onlyTheLastDeletionsAreKept() {
        var stack = DeletionUndoStack<Int, String>(limit: 2)
        var list = snapshot([["A", "B", "C"]])
        for item in ["A", "B", "C"] { list = deleting([item], from: list, into: &stack) }
        #expect(stack.count == 2)
        for _ in 0..<2 { list = stack.undo(in: list) ?? list }
        #expect(list.itemIdentifiers == ["B", "C"])
    }

    @Test func uUndoesDeletionsOnTheTableEditingScreenWithAnAnimation() throws {
        let screen = TableEditingExample()
        let pilot = Pilot(root: screen, width: 30, height: 10)
        #expect(!screen.keyHints.contains { $0.key == "u" }, "nothing to undo yet")
        #expect(pilot.press(.character("u")) == [false])
        // Delete Apples with its swipe action, then Dates and Figs selected while editing.
        pilot.press(KeyEvent(.delete), .enter)
        pilot.press(.character("e"), .down, .down, .space, .down, .down, .space, .character("x"))
        #expect(screen.items == ["Bread", "Cheese", "Eggs", "Grapes", "Honey"])
        #expect(screen.keyHints.contains(KeyHint("u", "Undo")))

        pilot.finishesAnimations = false
        #expect(pilot.press(.character("u")) == [true])
        #expect(screen.collectionView.isAnimating, "the rows come back with an animation")
        pilot.finishesAnimations = true
        pilot.screen.render()
        #expect(screen.items == ["Bread", "Cheese", "Dates", "Eggs", "Figs", "Grapes", "Honey"])
        #expect(pilot.lines.contains { $0.contains("Dates") } && pilot.lines.contains { $0.contains("Figs") })
        pilot.press(.character("e"), .character("u"))
        #expect(screen.items == ["Apples", "Bread", "Cheese", "Dates", "Eggs", "Figs", "Grapes", "Honey"])
        #expect(pilot.lines[0].contains("Apples"))
        #expect(!screen.keyHints.contains { $0.key == "u" }, "nothing left to undo")
    }
}
