import CollectionTesting
import Testing
import UIKit

/// A collection view made with `frame: .zero` and sized later by Auto Layout, as most app code
/// makes it: the pass at zero size is not bad input and reports nothing.
@MainActor
@Suite struct ZeroFrameCollectionViewTests {
    /// A screen whose collection view is pinned to its root view by constraints, with one of
    /// three layouts: a grid of rows a tenth of the width tall with headers, a list with
    /// headers, or a carousel (an orthogonal section of groups a fraction of the width wide and
    /// tall) over a grid.
    final class PinnedLayoutViewController: UIViewController {
        enum Kind { case grid, list, carousel }
        let kind: Kind
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

        init(_ kind: Kind) {
            self.kind = kind
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            view = UIView()
        }

        func makeLayout() -> UICollectionViewLayout {
            switch kind {
            case .grid:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.1)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
                return UICollectionViewCompositionalLayout(section: section)
            case .list:
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                return UICollectionViewCompositionalLayout.list(using: configuration)
            case .carousel:
                return UICollectionViewCompositionalLayout { sectionIndex, _ in
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    if sectionIndex == 0 {
                        let group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalWidth(0.1)),
                            subitems: [item])
                        let section = NSCollectionLayoutSection(group: group)
                        section.orthogonalScrollingBehavior = .groupPaging
                        section.interGroupSpacing = 1
                        return section
                    }
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)),
                        subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))])
                    return NSCollectionLayoutSection(group: group)
                }
            }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
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
                content.text = "Item \(number)"
                cell.contentConfiguration = content
            }
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
                var content = view.defaultContentConfiguration()
                content.text = "Section \(indexPath.section)"
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
            snapshot.appendSections([0, 1])
            snapshot.appendItems(Array(0..<6), toSection: 0)
            snapshot.appendItems(Array(6..<10), toSection: 1)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    @Test(arguments: [PinnedLayoutViewController.Kind.grid, .list, .carousel], [false, true])
    func theZeroSizePassReportsNothing(_ kind: PinnedLayoutViewController.Kind, points: Bool) {
        let (lines, diagnostics) = Diagnostics.collect {
            let render = {
                HeadlessScreen(rootViewController: PinnedLayoutViewController(kind), width: 40, height: 12).render().lines
            }
            return points ? PointScale.withCurrent(.standard, render) : render()
        }
        #expect(diagnostics.map(\.description) == [])
        #expect(lines.joined().contains("Item 0"))
        if kind != .carousel { #expect(lines.joined().contains("Section 0")) }
        if kind == .grid { #expect(lines.joined().contains("Item 9")) }
    }
}
