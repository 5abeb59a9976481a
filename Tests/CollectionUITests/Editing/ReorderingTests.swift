import CollectionCore
import CollectionTesting
import Foundation
import Testing

@MainActor
@Suite struct ReorderingTests {
    @Test func mPicksUpArrowsMoveAndEnterDrops() {
        let list = EditableList([("main", ["A", "B", "C", "D"])])
        let pilot = Pilot(root: list.view, width: 24, height: 8)
        pilot.press(.character("m"))
        #expect(list.view.isReordering)
        pilot.press(.down, .down)
        // While carried, the list shows the new place but the handlers have heard nothing.
        #expect(list.items == [["B", "C", "A", "D"]])
        #expect(list.transactions.isEmpty)
        #expect(list.view.focusedIndexPath == IndexPath(item: 2, section: 0))
        pilot.press(.enter)
        #expect(!list.view.isReordering)
        #expect(list.items == [["B", "C", "A", "D"]])
        #expect(list.transactions.map(\.phase) == ["will", "did"])
        let transaction = list.transactions[1].transaction
        #expect(transaction.initialSnapshot.itemIdentifiers == ["A", "B", "C", "D"])
        #expect(transaction.finalSnapshot.itemIdentifiers == ["B", "C", "A", "D"])
        // The difference reproduces the move.
        #expect(["A", "B", "C", "D"].applying(transaction.difference) == ["B", "C", "A", "D"])
        #expect(transaction.difference.count == 2)
        #expect(pilot.lines[2].contains("A"))
    }

    @Test func willReorderSeesTheOldOrderAndDidReorderTheNew() {
        let list = EditableList([("main", ["A", "B", "C"])])
        var seen: [[String]] = []
        list.dataSource.reorderingHandlers.willReorder = { [unowned list] _ in seen.append(list.items[0]) }
        list.dataSource.reorderingHandlers.didReorder = { [unowned list] _ in seen.append(list.items[0]) }
        let pilot = Pilot(root: list.view, width: 24, height: 8)
        pilot.press(KeyEvent(.down, modifiers: .alt))
        #expect(seen == [["A", "B", "C"], ["B", "A", "C"]])
    }

    @Test func escapePutsTheItemBack() {
        let list = EditableList([("main", ["A", "B", "C"])])
        let pilot = Pilot(root: list.view, width: 24, height: 8)
        pilot.press(.character("m"), .down, .down)
        #expect(list.items == [["B", "C", "A"]])
        pilot.press(.escape)
        #expect(list.items == [["A", "B", "C"]])
        #expect(list.transactions.isEmpty)
        #expect(!list.view.isReordering)
    }

    @Test func altArrowsMoveTheFocusedItemAtOnceAcrossSections() {
        let list = EditableList([("one", ["A", "B"]), ("two", ["C"])])
        let pilot = Pilot(root: list.view, width: 24, height: 8)
        pilot.press(.down)  // B
        pilot.press(KeyEvent(.down, modifiers: .alt))
        #expect(list.items == [["A"], ["B", "C"]])
        #expect(list.view.focusedIndexPath == IndexPath(item: 0, section: 1))
        pilot.press(KeyEvent(.up, modifiers: .alt), KeyEvent(.up, modifiers: .alt))
        #expect(list.items == [["B", "A"], ["C"]])
        #expect(list.transactions.count == 6)
        // At the top nothing moves, and the handlers are not called.
        pilot.press(KeyEvent(.up, modifiers: .alt))
        #expect(list.items == [["B", "A"], ["C"]])
        #expect(list.transactions.count == 6)
    }

    @Test func itemsThatCannotMoveStayAndKeysPassThroughWithoutHandlers() {
        let list = EditableList([("main", ["Pinned", "A"])])
        let pilot = Pilot(root: list.view, width: 24, height: 8)
        #expect(pilot.press(.character("m")) == [false])
        #expect(!list.view.isReordering)
        pilot.press(KeyEvent(.down, modifiers: .alt))
        #expect(list.items == [["Pinned", "A"]])
        #expect(list.transactions.isEmpty)

        let plain = EditableList([("main", ["A", "B"])], reorderable: false)
        let other = Pilot(root: plain.view, width: 24, height: 8)
        #expect(other.press(.character("m")) == [false])
    }

    @Test func aMouseDragMovesTheItem() {
        let list = EditableList([("main", ["A", "B", "C", "D"])])
        let pilot = Pilot(root: list.view, width: 24, height: 8)
        // Press on A (row 0), drag over B and C, release on C.
        pilot.drag(fromX: 5, y: 0, through: [(x: 5, y: 1), (x: 5, y: 2)])
        #expect(list.items == [["B", "C", "A", "D"]])
        #expect(list.transactions.map(\.phase) == ["will", "did"])
        #expect(["A", "B", "C", "D"].applying(list.transactions[1].transaction.difference) == ["B", "C", "A", "D"])
        // A press and release without a drag selects, as a click does.
        pilot.click(x: 5, y: 3)
        #expect(list.view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(list.transactions.count == 2)
    }

    @Test func theCarriedItemIsDrawnUnderlinedAndTheMoveAnimates() {
        let list = EditableList([("main", ["A", "B", "C"])], height: 4)
        let pilot = Pilot(root: list.view, width: 24, height: 4)
        pilot.finishesAnimations = false
        pilot.press(.character("m"))
        pilot.press(.down)
        #expect(list.view.isAnimating)
        let frames = pilot.screen.renderFrames(advancing: list.clock, by: .milliseconds(50))
        let text = frames.enumerated().map { "=== frame \($0.offset)\n\($0.element)" }.joined()
        let path = ScreenFixture.path("reorder-step", folder: "Animation", testFile: #filePath)
        let mismatch = ScreenFixture.mismatch(text, fixtureAt: path)
        #expect(mismatch == nil, "\(mismatch ?? "")")
        #expect(frames.last?.contains("underline") == true)
    }
}

@MainActor
@Suite struct ReorderingInterruptionTests {
    @Test func aChangeFromElsewhereEndsTheCarryWithoutHandlers() {
        let list = EditableList([("main", ["A", "B", "C"])])
        let pilot = Pilot(root: list.view, width: 24, height: 8)
        pilot.press(.character("m"), .down)
        #expect(list.items == [["B", "A", "C"]])
        // A timer replaces the data meanwhile.
        list.dataSource.apply(StringCollection.snapshot([("main", ["X", "B", "A", "C"])]), animatingDifferences: true)
        #expect(!list.view.isReordering)
        pilot.press(.enter)
        #expect(list.transactions.isEmpty)
        #expect(list.items == [["X", "B", "A", "C"]])
    }
}
