import CollectionCore
import CollectionExamples
import Foundation
import TestSupport
import Testing
import UITestSupport

@MainActor
@Suite struct TableLayoutTests {
    /// 5 rows of height 2 in an 80-wide view: rows at y = 0, 2, 4, 6, 8; content 80 × 10.
    @Test func articlePortLaysOutRows() {
        let layout = TableLayout()
        layout.itemSize = CGSize(width: 10, height: 2)
        let dataSource = CountsDataSource([5])
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 80, height: 4), collectionViewLayout: layout)
        collectionView.dataSource = dataSource
        layout.prepareIfNeeded()

        #expect(layout.collectionViewContentSize == CGSize(width: 80, height: 10))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
            == CGRect(x: 0, y: 6, width: 80, height: 2))
        // Rows 1 (2..<4) and 2 (4..<6) intersect 3..<5.
        let hits = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 3, width: 80, height: 2)) ?? []
        #expect(hits.map(\.indexPath) == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(hits.map(\.frame) == [CGRect(x: 0, y: 2, width: 80, height: 2), CGRect(x: 0, y: 4, width: 80, height: 2)])
    }

    /// The visible elements of a collection view scrolled to y = 4 with height 4: rows 2 and 3.
    @Test func libraryCopyDrivesTheCollectionView() {
        let layout = CollectionExamples.TableLayout()
        layout.itemSize = CGSize(width: 0, height: 2)
        let dataSource = CountsDataSource([5])
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 4), collectionViewLayout: layout)
        collectionView.dataSource = dataSource
        collectionView.setContentOffset(CGPoint(x: 0, y: 4), animated: false)

        // Ten rows in a view four tall: the scroll indicator keeps the last column, and the rows
        // span the 29 columns left of it.
        #expect(collectionView.adjustedContentInset.right == 1)
        #expect(collectionView.contentSize == CGSize(width: 29, height: 10))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 4))
        let visible = collectionView.layoutAttributesForVisibleElements()
        #expect(visible.map(\.indexPath.item) == [2, 3])
        #expect(visible.map(\.frame) == [CGRect(x: 0, y: 4, width: 29, height: 2), CGRect(x: 0, y: 6, width: 29, height: 2)])

        // Scrolling past the end clamps to the last screen: 10 - 4 = 6.
        collectionView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 6))
    }

    /// Rows stay clear of the scroll indicator's column while it shows, and take the whole width
    /// back when the content fits.
    @Test func rowsSpanTheWidthLeftOfTheScrollIndicator() {
        let layout = CollectionExamples.TableLayout()
        layout.itemSize = CGSize(width: 0, height: 1)
        let dataSource = CountsDataSource([3])
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), collectionViewLayout: layout)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 20)
        dataSource.counts = [12]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(collectionView.adjustedContentInset.right == 1)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 19)
        #expect(layout.collectionViewContentSize.width == 19)
    }

    @Test func libraryCopyWithoutCollectionViewIsEmpty() {
        let layout = CollectionExamples.TableLayout()
        layout.itemSize = CGSize(width: 0, height: 1)
        layout.prepareIfNeeded()
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 10, height: 10))?.isEmpty == true)
    }

    @Test func negativeHeightIsClampedWithADiagnostic() {
        let layout = CollectionExamples.TableLayout()
        layout.itemSize = CGSize(width: 0, height: -3)
        let dataSource = CountsDataSource([3])
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 5), collectionViewLayout: layout)
        collectionView.dataSource = dataSource
        let (_, diagnostics) = Diagnostics.collect { collectionView.layoutIfNeeded() }
        #expect(collectionView.contentSize == CGSize(width: 10, height: 0))
        #expect(diagnostics.contains { $0.domain == "layout" && $0.kind == "invalidSize" })
    }
}
