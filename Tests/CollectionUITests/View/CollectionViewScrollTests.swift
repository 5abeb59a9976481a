import CollectionCore
import Foundation
import TestSupport
import Testing
import UITestSupport

/// A layout that counts its `prepare()` calls and reports a fixed content size.
@MainActor
final class CountingLayout: CollectionViewLayout {
    var prepareCount = 0
    var size = CGSize(width: 10, height: 100)
    var invalidatesOnScroll = false

    override func prepare() { prepareCount += 1 }
    override var collectionViewContentSize: CGSize { size }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        invalidatesOnScroll || super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
}

@MainActor
@Suite struct CollectionViewScrollTests {
    @Test func contentSizeComesFromThePreparedLayout() {
        let layout = CountingLayout()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 20), collectionViewLayout: layout)
        collectionView.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        // Two passes: across the whole width, where the content overflows, then within the
        // scroll indicator's column (ScrollIndicatorColumnTests).
        #expect(layout.prepareCount == 2)
        #expect(collectionView.contentSize == CGSize(width: 10, height: 100))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 80))
        _ = collectionView.layoutAttributesForVisibleElements()
        #expect(layout.prepareCount == 2)
    }

    @Test func scrollingKeepsTheLayoutResizingInvalidatesIt() {
        let layout = CountingLayout()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 20), collectionViewLayout: layout)
        collectionView.layoutIfNeeded()
        collectionView.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
        _ = collectionView.layoutAttributesForVisibleElements()
        #expect(layout.prepareCount == 2)
        collectionView.frame = CGRect(x: 0, y: 0, width: 12, height: 20)
        #expect(layout.needsPrepare)
        _ = collectionView.layoutAttributesForVisibleElements()
        #expect(layout.prepareCount == 4)
    }

    @Test func aLayoutThatAsksIsInvalidatedOnEveryScroll() {
        let layout = CountingLayout()
        layout.invalidatesOnScroll = true
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 20), collectionViewLayout: layout)
        collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
        // A scroll changes neither the content nor the size: one pass, within the same column.
        collectionView.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
        _ = collectionView.layoutAttributesForVisibleElements()
        #expect(layout.prepareCount == 3)
        #expect(collectionView.adjustedContentInset.right == 1)
        collectionView.setContentOffset(CGPoint(x: 0, y: 6), animated: false)
        collectionView.setContentOffset(CGPoint(x: 0, y: 7), animated: false)
        _ = collectionView.layoutAttributesForVisibleElements()
        #expect(layout.prepareCount == 5)
        #expect(collectionView.adjustedContentInset.right == 1)
    }

    @Test func shrinkingContentPullsTheOffsetBack() {
        let layout = CountingLayout()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 20), collectionViewLayout: layout)
        collectionView.setContentOffset(CGPoint(x: 0, y: 70), animated: false)
        layout.size = CGSize(width: 10, height: 50)
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 30))
    }

    @Test func orthogonalOffsetsAreKeptPerSection() {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 20), collectionViewLayout: CountingLayout())
        collectionView.setOrthogonalContentOffset(CGPoint(x: 7, y: 0), forSection: 2)
        #expect(collectionView.orthogonalContentOffset(forSection: 2) == CGPoint(x: 7, y: 0))
        #expect(collectionView.orthogonalContentOffset(forSection: 1) == .zero)
    }
}

@MainActor
@Suite struct CollectionViewFlowScrollingTests {
    /// 100 rows of 1 in a 10 × 4 view with paging: pages are 4 rows.
    func makeList() -> (CollectionView, CountsDataSource) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 1)
        layout.minimumLineSpacing = 0
        let dataSource = CountsDataSource([100])
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 4), collectionViewLayout: layout)
        // The scroll model on the whole width: the indicator's own column is LayoutEdgesTests' subject.
        collectionView.showsVerticalScrollIndicator = false
        collectionView.dataSource = dataSource
        return (collectionView, dataSource)
    }

    @Test func pagingThroughAList() {
        let (collectionView, dataSource) = makeList()
        collectionView.isPagingEnabled = true
        // Three key presses down from 0 propose 3 with a positive velocity: the next page, 4.
        collectionView.endScrolling(atProposedContentOffset: CGPoint(x: 0, y: 3), velocity: CGPoint(x: 0, y: 1), animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 4))
        #expect(collectionView.layoutAttributesForVisibleElements().map(\.indexPath.item) == [4, 5, 6, 7])
        // Far past the end: the last page rests at 100 - 4 = 96.
        collectionView.endScrolling(atProposedContentOffset: CGPoint(x: 0, y: 1000), velocity: CGPoint(x: 0, y: 1), animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 96))
        _ = dataSource
    }

    @Test func scrollingAnItemIntoView() throws {
        let (collectionView, dataSource) = makeList()
        collectionView.layoutIfNeeded()
        // Item 20 is at y 20; showing it from the top scrolls until its bottom (21) meets the
        // bottom edge: 21 - 4 = 17.
        let item20 = try #require(collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 20, section: 0)))
        #expect(item20.frame == CGRect(x: 0, y: 20, width: 10, height: 1))
        collectionView.scrollRectToVisible(item20.frame, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 17))
        #expect(collectionView.layoutAttributesForVisibleElements().map(\.indexPath.item) == [17, 18, 19, 20])
        _ = dataSource
    }

    /// Content insets widen the range and narrow the layout: 2 + 2 cells across leaves 6.
    @Test func contentInsetsAndTheFlowLayout() {
        let (collectionView, dataSource) = makeList()
        let (_, diagnostics) = Diagnostics.collect {
            collectionView.contentInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
            collectionView.layoutIfNeeded()
        }
        #expect(collectionView.contentSize == CGSize(width: 6, height: 100))
        // The 10-wide rows no longer fit and are narrowed to 6.
        #expect(diagnostics.map(\.kind) == ["itemTooLarge"])
        collectionView.setContentOffset(CGPoint(x: -50, y: -50), animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: -2, y: -1))
        // 100 + 1 - 4 = 97.
        collectionView.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: -2, y: 97))
        _ = dataSource
    }
}
