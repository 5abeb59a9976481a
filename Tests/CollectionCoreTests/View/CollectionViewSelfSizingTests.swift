import CollectionCore
import CollectionTesting
import Foundation
import Testing

@Suite struct CollectionViewSelfSizingTests {
    @Test func estimatedRowsGrowToTheirWrappedText() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 8), collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            content.textProperties.numberOfLines = 0
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
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
