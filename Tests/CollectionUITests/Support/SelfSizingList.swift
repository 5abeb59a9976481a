import CollectionCore
import Foundation

/// A list whose rows have estimated heights and wrap their text (`numberOfLines = 0`), so each
/// row grows to its text when shown.
@MainActor
enum SelfSizingList {
    static func make(width: CGFloat, height: CGFloat)
        -> (CollectionView, CollectionViewDiffableDataSource<Int, String>, CollectionViewCompositionalLayout)
    {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            content.textProperties.numberOfLines = 0
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        return (view, dataSource, layout)
    }
}
