import CollectionUI
import Foundation
import ViewTestSupport

/// A collection view driving a layout in tests; it keeps its counting data source alive.
@MainActor
package struct LayoutHarness: LayoutQueries {
    package let view: CollectionView
    package let dataSource: CountsDataSource
    package let layout: CollectionViewLayout

    package init(_ layout: CollectionViewLayout, counts: [Int], width: CGFloat = 80, height: CGFloat = 24) {
        self.layout = layout
        view = CollectionView(frame: .zero, collectionViewLayout: layout).withCellFrame(CGRect(x: 0, y: 0, width: width, height: height))
        // Layout math on the whole width: the scroll indicator's own column is tested on its own.
        view.showsVerticalScrollIndicator = false
        dataSource = CountsDataSource(counts)
        view.dataSource = dataSource
        layout.prepareIfNeeded()
    }
}
