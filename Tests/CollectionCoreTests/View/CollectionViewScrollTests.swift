import CollectionCore
import Foundation
import Testing

/// A layout that counts its `prepare()` calls and reports a fixed content size.
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

@Suite struct CollectionViewScrollTests {
    @Test func contentSizeComesFromThePreparedLayout() {
        let layout = CountingLayout()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 20), collectionViewLayout: layout)
        collectionView.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        #expect(layout.prepareCount == 1)
        #expect(collectionView.contentSize == CGSize(width: 10, height: 100))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 80))
        _ = collectionView.layoutAttributesForVisibleElements()
        #expect(layout.prepareCount == 1)
    }

    @Test func scrollingKeepsTheLayoutResizingInvalidatesIt() {
        let layout = CountingLayout()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 20), collectionViewLayout: layout)
        collectionView.layoutIfNeeded()
        collectionView.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
        _ = collectionView.layoutAttributesForVisibleElements()
        #expect(layout.prepareCount == 1)
        collectionView.frame = CGRect(x: 0, y: 0, width: 12, height: 20)
        #expect(layout.needsPrepare)
        _ = collectionView.layoutAttributesForVisibleElements()
        #expect(layout.prepareCount == 2)
    }

    @Test func aLayoutThatAsksIsInvalidatedOnEveryScroll() {
        let layout = CountingLayout()
        layout.invalidatesOnScroll = true
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 20), collectionViewLayout: layout)
        collectionView.layoutIfNeeded()
        collectionView.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
        _ = collectionView.layoutAttributesForVisibleElements()
        #expect(layout.prepareCount == 2)
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
