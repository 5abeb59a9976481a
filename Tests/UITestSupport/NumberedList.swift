import CollectionModel
import CollectionUI

/// A data source that shows `items` in one section, `0`, of `collectionView`, each in a cell
/// from `registration`, applied without animation: the list of numbers many tests start from.
/// The collection view holds its data source weakly: keep the result alive.
@MainActor
package func numberedListDataSource<Cell: CollectionViewCell>(
    _ items: [Int], in collectionView: CollectionView, using registration: CollectionView.CellRegistration<Cell, Int>
) -> CollectionViewDiffableDataSource<Int, Int> {
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animatingDifferences: false)
    return dataSource
}

/// The same list in list cells whose text is `title(item)`.
@MainActor
package func numberedListDataSource(
    _ items: [Int], in collectionView: CollectionView, title: @escaping (Int) -> String
) -> CollectionViewDiffableDataSource<Int, Int> {
    let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = title(item)
        cell.contentConfiguration = content
    }
    return numberedListDataSource(items, in: collectionView, using: registration)
}
