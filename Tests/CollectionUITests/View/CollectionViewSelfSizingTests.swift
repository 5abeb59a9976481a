import CollectionCore
import CollectionTesting
import Foundation
import Testing

@MainActor
@Suite struct CollectionViewSelfSizingTests {
    @Test func estimatedRowsGrowToTheirWrappedText() {
        let (view, dataSource, _) = SelfSizingList.make(width: 20, height: 8)
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["short", "a much longer line that wraps over lines", "end"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let pilot = Pilot(root: view, width: 20, height: 8)
        let second = view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        let third = view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        // The long text wraps to more than one row; the row after it moves down with it.
        #expect((second?.height ?? 0) > 1)
        #expect(third?.minY == second?.maxY)
        let endRow = pilot.lines.firstIndex { $0.contains("end") }
        #expect(endRow == Int(third?.minY ?? -1))
        #expect(view.contentSize.height == (third?.maxY ?? 0))
    }
}
