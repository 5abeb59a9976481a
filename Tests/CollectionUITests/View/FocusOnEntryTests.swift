import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// A collection view that is the key view shows its focus from the first frame (its preferred
/// item), so that the first arrow moves the focus instead of only revealing it; paging stays on
/// the last (first) item at the ends.
@Suite @MainActor struct FocusOnEntryTests {
    private func items(_ range: Range<Int>) -> [String] { range.map { "i\($0)" } }

    /// A delegate that refuses focus to some items and may prefer one.
    final class Delegate: CollectionViewDelegate {
        var refused: Set<Int> = []
        var preferred: IndexPath?
        var highlighted: [IndexPath] = []
        var unhighlighted: [IndexPath] = []
        func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            !refused.contains(indexPath.item)
        }
        func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) { highlighted.append(indexPath) }
        func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) { unhighlighted.append(indexPath) }
        func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? { preferred }
    }

    @Test func theFirstFrameShowsTheFocusOnTheFirstItem() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 3)
        list.dataSource.apply(StringCollection.snapshot([("s", items(0..<10))]), animatingDifferences: false)
        let pilot = Pilot(root: list.collectionView, width: 10, height: 3)
        #expect(list.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(pilot.lines[0].hasPrefix("> i0"))
        // The first arrow moves the focus: nothing is lost.
        pilot.press(.down)
        #expect(list.collectionView.focusedIndexPath == IndexPath(item: 1, section: 0))
        #expect(pilot.lines[1].hasPrefix("> i1"))
    }

    @Test func itemsThatMayNotTakeFocusAreSkippedAndTheDelegateIsTold() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 4)
        let delegate = Delegate()
        delegate.refused = [0, 1]
        list.collectionView.delegate = delegate
        list.dataSource.apply(StringCollection.snapshot([("s", items(0..<10))]), animatingDifferences: false)
        let pilot = Pilot(root: list.collectionView, width: 10, height: 4)
        #expect(list.collectionView.focusedIndexPath == IndexPath(item: 2, section: 0))
        #expect(delegate.highlighted == [IndexPath(item: 2, section: 0)])
        #expect(pilot.lines[2].hasPrefix("> i2"))
    }

    @Test func theDelegatesPreferredItemWins() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 3)
        let delegate = Delegate()
        delegate.preferred = IndexPath(item: 7, section: 0)
        list.collectionView.delegate = delegate
        list.dataSource.apply(StringCollection.snapshot([("s", items(0..<10))]), animatingDifferences: false)
        let pilot = Pilot(root: list.collectionView, width: 10, height: 3)
        #expect(list.collectionView.focusedIndexPath == IndexPath(item: 7, section: 0))
        #expect(pilot.lines.contains { $0.hasPrefix("> i7") })
    }

    @Test func anEmptyViewFocusesItsFirstItemWhenItemsArrive() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 3)
        let pilot = Pilot(root: list.collectionView, width: 10, height: 3)
        #expect(list.collectionView.focusedIndexPath == nil)
        list.dataSource.apply(StringCollection.snapshot([("s", items(0..<3))]), animatingDifferences: false)
        pilot.screen.render()
        #expect(list.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
    }

    @Test func aViewThatIsNotTheKeyViewShowsNoFocusAndRemembersItsLastWhenAsked() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 5)
        let view = list.collectionView
        let delegate = Delegate()
        view.delegate = delegate
        view.isKeyView = false
        list.dataSource.apply(StringCollection.snapshot([("s", items(0..<5))]), animatingDifferences: false)
        let pilot = Pilot(root: view, width: 10, height: 5)
        #expect(view.focusedIndexPath == nil)
        #expect(!pilot.lines.joined().contains(">"))
        // Becoming the key view focuses the first item.
        view.isKeyView = true
        pilot.screen.render()
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        pilot.press(.down, .down)
        // Leaving: the focus goes and the delegate hears it.
        view.isKeyView = false
        pilot.screen.render()
        #expect(view.focusedIndexPath == nil)
        #expect(delegate.unhighlighted.last == IndexPath(item: 2, section: 0))
        #expect(!pilot.lines.joined().contains(">"))
        // Without remembering, coming back starts on the first item again ...
        view.isKeyView = true
        pilot.screen.render()
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        // ... and with it, on the item focused last.
        view.remembersLastFocusedIndexPath = true
        pilot.press(.down, .down, .down)
        view.isKeyView = false
        view.isKeyView = true
        pilot.screen.render()
        #expect(view.focusedIndexPath == IndexPath(item: 3, section: 0))
        #expect(pilot.lines[3].hasPrefix("> i3"))
    }

    // MARK: Paging at the ends

    @Test func pageDownAtTheBottomStaysOnTheLastItemAndPageUpAtTheTopOnTheFirst() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 5)
        list.dataSource.apply(StringCollection.snapshot([("s", items(0..<12))]), animatingDifferences: false)
        let view = list.collectionView
        let pilot = Pilot(root: view, width: 10, height: 5)
        var seen: [Int] = []
        for _ in 0..<6 {
            pilot.press(.pageDown)
            seen.append(view.focusedIndexPath?.item ?? -1)
        }
        // Once at the end, every further Page Down stays on the last item (no bouncing).
        #expect(Array(seen.suffix(3)) == [11, 11, 11])
        seen = []
        for _ in 0..<6 {
            pilot.press(.pageUp)
            seen.append(view.focusedIndexPath?.item ?? -1)
        }
        #expect(Array(seen.suffix(3)) == [0, 0, 0])
        #expect(view.contentOffset.y == 0)
    }

    @Test func pagingInAGridThatFitsGoesToTheLastAndFirstItems() {
        let list = StringCollection(layout: StringCollection.gridLayout(columns: 3), width: 30, height: 10)
        list.dataSource.apply(StringCollection.snapshot([("s", items(0..<8))]), animatingDifferences: false)
        let view = list.collectionView
        let pilot = Pilot(root: view, width: 30, height: 10)
        pilot.press(.right)
        for _ in 0..<3 {
            pilot.press(.pageDown)
            #expect(view.focusedIndexPath == IndexPath(item: 7, section: 0))
        }
        for _ in 0..<3 {
            pilot.press(.pageUp)
            #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        }
    }

    @Test func pagingInAScrollingGridStopsAtTheLastItem() {
        let list = StringCollection(layout: StringCollection.gridLayout(columns: 3), width: 30, height: 4)
        list.dataSource.apply(StringCollection.snapshot([("s", items(0..<20))]), animatingDifferences: false)
        let view = list.collectionView
        let pilot = Pilot(root: view, width: 30, height: 4)
        var seen: [Int] = []
        for _ in 0..<8 {
            pilot.press(.pageDown)
            seen.append(view.focusedIndexPath?.item ?? -1)
        }
        #expect(Array(seen.suffix(3)) == [19, 19, 19])
    }
}
