import CollectionCore
import CollectionTesting
import Foundation
import TestSupport
import Testing
import UITestSupport

@MainActor
@Suite struct CollectionViewTests {
    private func items(_ range: Range<Int>) -> [String] { range.map { "i\($0)" } }

    @Test func showsTheSnapshotAndOnlyConfiguresVisibleItems() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 3)
        list.dataSource.apply(StringCollection.snapshot([("s", items(0..<100))]), animatingDifferences: false)
        let pilot = Pilot(root: list.collectionView, width: 10, height: 3)
        // Three rows visible; the scroll indicator takes the last column.
        #expect(pilot.lines.map { String($0.prefix(5)) } == ["> i0 ", "  i1 ", "  i2 "])
        #expect(list.takeConfigured() == ["i0", "i1", "i2"])
        #expect(list.collectionView.indexPathsForVisibleItems == (0..<3).map { IndexPath(item: $0, section: 0) })
    }

    @Test func cellsAreReusedWhileScrollingAHundredThousandItems() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 20, height: 10)
        list.dataSource.apply(StringCollection.snapshot([("s", items(0..<100_000))]), animatingDifferences: false)
        let screen = HeadlessScreen(root: list.collectionView, width: 20, height: 10)
        var peak = 0
        for step in stride(from: 0, to: 99_990, by: 997) {
            list.collectionView.setContentOffset(CGPoint(x: 0, y: step), animated: false)
            screen.render()
            peak = max(peak, list.collectionView.numberOfLiveReusableViews)
        }
        // Ten visible rows; cells that leave wait in the pool for the next ones.
        #expect(peak <= 10 + 10)
        #expect(list.collectionView.visibleCells.count == 10)
    }

    @Test func applyConfiguresOnlyInsertedReloadedReconfiguredAndNewlyShownItems() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 4)
        list.dataSource.apply(StringCollection.snapshot([("s", ["a", "b", "c", "d", "e"])]), animatingDifferences: false)
        let screen = HeadlessScreen(root: list.collectionView, width: 10, height: 4)
        screen.render()
        _ = list.takeConfigured()
        var snapshot = list.dataSource.snapshot()
        snapshot.deleteItems(["b"])
        snapshot.insertItems(["x"], beforeItem: "a")
        snapshot.reconfigureItems(["c"])
        list.dataSource.apply(snapshot, animatingDifferences: false)
        screen.render()
        // x inserted, c reconfigured; d stays configured; "e" was not visible before and now is.
        #expect(list.takeConfigured().sorted() == ["c", "x"])
        // The focus (on a since the first frame) stays on it.
        #expect(screen.lines.map { $0.prefix(5).trimmingCharacters(in: .whitespaces) } == ["x", "> a", "c", "d"])
        screen.render()
        #expect(list.takeConfigured().isEmpty)
    }

    @Test func reconfigureKeepsTheCellAndReloadReplacesIt() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 4)
        list.dataSource.apply(StringCollection.snapshot([("s", ["a", "b"])]), animatingDifferences: false)
        let first = list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell
        _ = list.takeConfigured()
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems(["a"])
        snapshot.reloadItems(["b"])
        list.dataSource.apply(snapshot, animatingDifferences: false)
        let reconfigured = list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell
        let reloaded = list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell
        // Reconfigure: the same cell, configured again without being prepared for reuse.
        #expect(reconfigured === first)
        #expect(reconfigured?.reuses == 0)
        // Reload: the old cell went back to the pool and a cell was dequeued and prepared anew.
        #expect(reloaded?.reuses == 1)
        #expect(list.takeConfigured().sorted() == ["a", "b"])
    }

    @Test("reloadItems(at:) in a batch update replaces exactly the named cells, named in any order")
    func batchReloadInAnyOrder() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 4)
        list.dataSource.apply(StringCollection.snapshot([("s", ["a", "b", "c", "d"])]), animatingDifferences: false)
        let before = (0..<4).map { list.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? LabelCell }
        _ = list.takeConfigured()
        list.collectionView.performBatchUpdates {
            list.collectionView.reloadItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 0)])
        }
        let after = (0..<4).map { list.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? LabelCell }
        #expect(after[1] === before[1] && after[2] === before[2])
        #expect(after[0]?.reuses == 1 && after[3]?.reuses == 1)
        #expect(after[1]?.reuses == 0 && after[2]?.reuses == 0)
        #expect(list.takeConfigured().sorted() == ["a", "d"])
    }

    @Test func selectionAndFocusFollowTheirItems() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 6)
        list.dataSource.apply(StringCollection.snapshot([("s", ["a", "b", "c", "d"])]), animatingDifferences: false)
        let view = list.collectionView
        view.focusItem(at: IndexPath(item: 2, section: 0))
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        var snapshot = list.dataSource.snapshot()
        snapshot.moveItem("c", beforeItem: "a")
        snapshot.deleteItems(["d"])
        snapshot.appendItems(["z"])
        list.dataSource.apply(snapshot, animatingDifferences: false)
        // c is now first, b third.
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        let screen = HeadlessScreen(root: view, width: 10, height: 6)
        screen.render()
        #expect(screen.lines.prefix(4).map { $0.trimmingCharacters(in: .whitespaces) } == ["> c", "a", "*b", "z"])
    }

    @Test func contentInsertedAboveTheViewportKeepsTheFirstVisibleItemInPlace() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 5)
        list.dataSource.apply(StringCollection.snapshot([("s", items(0..<50))]), animatingDifferences: false)
        let view = list.collectionView
        view.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
        let screen = HeadlessScreen(root: view, width: 10, height: 5)
        screen.render()
        // The first item in view takes the focus on entry: the app's scroll position stays.
        #expect(screen.lines[0].hasPrefix("> i20"))
        var snapshot = list.dataSource.snapshot()
        snapshot.insertItems(["new1", "new2", "new3"], beforeItem: "i0")
        list.dataSource.apply(snapshot, animatingDifferences: false)
        screen.render()
        #expect(view.contentOffset.y == 23)
        #expect(screen.lines[0].hasPrefix("> i20"))
    }

    @Test func invalidBatchUpdateIsReportedAndRecoveredByReloading() {
        let model = CountsDataSource([3])
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 5), collectionViewLayout: StringCollection.listLayout())
        view.dataSource = model
        #expect(view.numberOfItems(inSection: 0) == 3)
        model.counts = [5]
        var completed: Bool?
        let (_, diagnostics) = Diagnostics.collect {
            view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { completed = $0 })
        }
        #expect(completed == false)
        let invalid = diagnostics.filter { $0.kind == "invalidBatchUpdate" }
        #expect(invalid.count == 1)
        #expect(invalid.first?.message.hasPrefix("Invalid update") == true)
        #expect(view.numberOfItems(inSection: 0) == 5)
        // A consistent batch applies.
        model.counts = [4]
        let (_, none) = Diagnostics.collect {
            view.performBatchUpdates({ view.deleteItems(at: [IndexPath(item: 4, section: 0)]) }, completion: { completed = $0 })
        }
        #expect(!none.contains { $0.kind == "invalidBatchUpdate" })
        #expect(completed == true)
    }

    @Test func aLargeInvalidBatchIsReportedBriefly() {
        let model = CountsDataSource(Array(repeating: 10, count: 50))
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 5), collectionViewLayout: StringCollection.listLayout())
        view.dataSource = model
        _ = view.numberOfSections
        model.counts = Array(repeating: 10, count: 50)
        let (_, diagnostics) = Diagnostics.collect {
            view.performBatchUpdates({ view.insertItems(at: (0..<100).map { IndexPath(item: $0 % 10, section: $0 / 10) }) })
        }
        let message = diagnostics.first { $0.kind == "invalidBatchUpdate" }?.message ?? ""
        #expect(message.contains("100 inserted"))
        #expect(message.contains("(500 in all)"))
        #expect(message.count < 400)
    }

    @Test func arrowsMoveFocusThroughAGridAndAcrossSections() {
        let list = StringCollection(layout: StringCollection.gridLayout(columns: 3), width: 30, height: 10)
        list.dataSource.apply(StringCollection.snapshot([("a", items(0..<5)), ("b", items(5..<8))]), animatingDifferences: false)
        let view = list.collectionView
        let pilot = Pilot(root: view, width: 30, height: 10)
        // Section a: row 0 = i0 i1 i2, row 1 = i3 i4; section b: row 2 = i5 i6 i7.
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        pilot.press(.right, .right)
        #expect(view.focusedIndexPath == IndexPath(item: 2, section: 0))
        pilot.press(.down)
        // Nothing under i2 in row 1: the nearest item below is i4.
        #expect(view.focusedIndexPath == IndexPath(item: 4, section: 0))
        pilot.press(.down)
        #expect(view.focusedIndexPath == IndexPath(item: 1, section: 1))
        pilot.press(.left, .left)
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 1))
        #expect(pilot.press(.left) == [false])
        pilot.press(.up)
        #expect(view.focusedIndexPath == IndexPath(item: 3, section: 0))
        pilot.press(.end)
        #expect(view.focusedIndexPath == IndexPath(item: 2, section: 1))
        pilot.press(.home)
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        pilot.press(.tab)
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 1))
        #expect(pilot.lines[2].hasPrefix("> i5"))
    }

    @Test func pageDownMovesFocusAScreenAndScrolls() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 5)
        list.dataSource.apply(StringCollection.snapshot([("s", items(0..<30))]), animatingDifferences: false)
        let view = list.collectionView
        let pilot = Pilot(root: view, width: 10, height: 5)
        pilot.press(.down)
        #expect(view.focusedIndexPath?.item == 1)
        pilot.press(.pageDown)
        // A page is the height less one row of overlap: 4 rows.
        #expect(view.contentOffset.y == 4)
        #expect(view.focusedIndexPath?.item == 5)
        pilot.press(.pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown)
        #expect(view.contentOffset.y == 25)
        #expect(view.focusedIndexPath?.item == 29)
        pilot.press(.pageUp)
        #expect(view.contentOffset.y == 21)
    }

    @Test func enterAndSpaceSelectThroughTheDelegate() {
        @MainActor
        final class Delegate: CollectionViewDelegate {
            var selected: [IndexPath] = []
            var deselected: [IndexPath] = []
            func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
            func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { deselected.append(indexPath) }
            func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { indexPath.item != 2 }
        }
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 5)
        list.dataSource.apply(StringCollection.snapshot([("s", items(0..<4))]), animatingDifferences: false)
        let delegate = Delegate()
        let view = list.collectionView
        view.delegate = delegate
        let pilot = Pilot(root: view, width: 10, height: 5)
        pilot.press(.enter, .down, .enter)
        #expect(delegate.selected == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(delegate.deselected == [IndexPath(item: 0, section: 0)])
        pilot.press(.down, .enter)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        view.allowsMultipleSelection = true
        pilot.press(.down, .space, .up, .up, .space)
        #expect(Set(view.indexPathsForSelectedItems ?? []) == [IndexPath(item: 3, section: 0)])
    }

    @Test func mouseClickSelectsAndWheelScrolls() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 5)
        list.dataSource.apply(StringCollection.snapshot([("s", items(0..<30))]), animatingDifferences: false)
        let view = list.collectionView
        let pilot = Pilot(root: view, width: 10, height: 5)
        #expect(pilot.wheel(.down, x: 2, y: 2))
        #expect(view.contentOffset.y == 3)
        pilot.click(x: 3, y: 1)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(view.focusedIndexPath == IndexPath(item: 4, section: 0))
        #expect(pilot.lines[1].hasPrefix(">*i4"))
    }

    @Test func scrollToItemPositions() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 5)
        list.dataSource.apply(StringCollection.snapshot([("s", items(0..<30))]), animatingDifferences: false)
        let view = list.collectionView
        view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
        #expect(view.contentOffset.y == 10)
        view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .bottom, animated: false)
        #expect(view.contentOffset.y == 6)
        view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .centeredVertically, animated: false)
        // Row 20 is 1 high: its middle 20.5 less half the height 2.5.
        #expect(view.contentOffset.y == 18)
        view.scrollToItem(at: IndexPath(item: 29, section: 0), at: .top, animated: false)
        #expect(view.contentOffset.y == 25)
        view.scrollToItem(at: IndexPath(item: 23, section: 0), at: [], animated: false)
        #expect(view.contentOffset.y == 23)
        let (_, diagnostics) = Diagnostics.collect { view.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false) }
        #expect(diagnostics.map(\.kind) == ["invalidIndexPath"])
    }
}
