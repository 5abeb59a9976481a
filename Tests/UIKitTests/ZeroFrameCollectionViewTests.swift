import CollectionTesting
import Testing
import UIKit

/// A collection view made with `frame: .zero` and sized later by Auto Layout, as most app code
/// makes it: the pass at zero size is not bad input and reports nothing.
@MainActor
@Suite struct ZeroFrameCollectionViewTests {
    final class PinnedGridViewController: UIViewController {
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

        override func viewDidLoad() {
            super.viewDidLoad()
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.1)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            collectionView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(collectionView)
            NSLayoutConstraint.activate([
                collectionView.topAnchor.constraint(equalTo: view.topAnchor),
                collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
                var content = cell.defaultContentConfiguration()
                content.text = "\(number)"
                cell.contentConfiguration = content
            }
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
                var content = view.defaultContentConfiguration()
                content.text = "Numbers"
                view.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                collectionView, indexPath, number in
                collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: number)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<12))
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    @Test func theZeroSizePassReportsNothing() {
        let (lines, diagnostics) = Diagnostics.collect {
            HeadlessScreen(rootViewController: PinnedGridViewController(), width: 40, height: 12).render().lines
        }
        #expect(diagnostics.map(\.description) == [])
        #expect(lines.joined().contains("Numbers"))
        #expect(lines.joined().contains("11"))
    }
}
