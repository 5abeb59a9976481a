import CollectionCore
import Foundation

/// "Reorderable List": a plain list whose rows carry a reorder control and whose order is
/// kept in the model after each move.
final class ReorderableListViewController: ViewController {
    enum Section: String, CaseIterable {
        case fruit = "Fruit"
        case vegetables = "Vegetables"
    }

    var dataSource: CollectionViewDiffableDataSource<Section, String>! = nil
    var collectionView: CollectionView! = nil
    /// The model the list reorders.
    var backingStore: [Section: [String]] = [
        .fruit: ["Apple", "Banana", "Cherry", "Damson"],
        .vegetables: ["Artichoke", "Beetroot", "Carrot"],
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Reorderable List"
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshots()
    }

    private func createLayout() -> CollectionViewLayout {
        let configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        return CollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder(displayed: .always)]
        }
        dataSource = CollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, item: String) -> CollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.reorderingHandlers.canReorderItem = { item in return true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self = self else { return }
            for sectionTransaction in transaction.sectionTransactions {
                let sectionIdentifier = sectionTransaction.sectionIdentifier
                self.backingStore[sectionIdentifier] = sectionTransaction.finalSnapshot.items
            }
        }
    }

    private func applyInitialSnapshots() {
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        for section in Section.allCases {
            snapshot.appendSections([section])
            snapshot.appendItems(backingStore[section] ?? [], toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
