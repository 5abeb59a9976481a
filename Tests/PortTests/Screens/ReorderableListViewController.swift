import CollectionCore
import Foundation

/// "Reorderable List": a plain list whose rows carry a reorder control and whose order is
/// kept in the model after each move.
final class ReorderableListViewController: ViewController {
    enum Section: String, CaseIterable {
        case fruit = "Fruit"
        case vegetables = "Vegetables"
    }

    enum ReorderingMethod: CustomStringConvertible {
        case finalSnapshot, collectionDifference
    }

    var dataSource: CollectionViewDiffableDataSource<Section, String>! = nil
    var collectionView: CollectionView! = nil
    /// The model the list reorders.
    lazy var backingStore: [Section: [String]] = { initialBackingStore() }()
    var reorderingMethod: ReorderingMethod = .collectionDifference

    override func viewDidLoad() {
        super.viewDidLoad()
        configureNavItem()
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshots()
    }

    func configureNavItem() {
        navigationItem.title = "Reorderable List"
        let navItem = BarButtonItem(image: Image(systemName: "gear"), menu: createMenu())
        navigationItem.rightBarButtonItem = navItem
    }

    // A method here, where the sample nests it in configureNavItem(): a nested function whose
    // actions call it captures the controller strongly, through the item's menu (in UIKit too).
    func createMenu() -> Menu {
        let refreshAction = Action(title: "Reload backingStore", image: Image(systemName: "arrow.counterclockwise")) { [weak self] _ in
            guard let self = self else { return }
            // update from our source of truth: our backing store.
            self.applySnapshotsFromBackingStore(animated: true)
        }

        let restoreAction = Action(title: "Reload initialStore", image: Image(systemName: "arrow.counterclockwise")) { [weak self] _ in
            guard let self = self else { return }
            self.applyInitialBackingStore(animated: true)
        }

        let finalSnapshotAction = Action(
            title: String(describing: ReorderingMethod.finalSnapshot),
            image: Image(systemName: "function")) { [weak self] action in
            guard let self = self else { return }
            self.reorderingMethod = .finalSnapshot
            if let barButtonItem = action.sender as? BarButtonItem {
                barButtonItem.menu = self.createMenu()
            }
        }

        let collectionDifferenceAction = Action(
            title: String(describing: ReorderingMethod.collectionDifference),
            image: Image(systemName: "function")) { [weak self] action in
            guard let self = self else { return }
            self.reorderingMethod = .collectionDifference
            if let barButtonItem = action.sender as? BarButtonItem {
                barButtonItem.menu = self.createMenu()
            }
        }

        if self.reorderingMethod == .collectionDifference {
            collectionDifferenceAction.state = .on
        } else if self.reorderingMethod == .finalSnapshot {
            finalSnapshotAction.state = .on
        }

        let reorderingMethodMenu = Menu(title: "", options: .displayInline, children: [finalSnapshotAction, collectionDifferenceAction])
        let menu = Menu(title: "", children: [refreshAction, restoreAction, reorderingMethodMenu])
        return menu
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

            // method 1: enumerate through the section transactions and update
            //           each section's backing store via the Swift stdlib CollectionDifference API
            if self.reorderingMethod == .collectionDifference {
                for sectionTransaction in transaction.sectionTransactions {
                    let sectionIdentifier = sectionTransaction.sectionIdentifier
                    if let previousSectionItems = self.backingStore[sectionIdentifier],
                       let updatedSectionItems = previousSectionItems.applying(sectionTransaction.difference) {
                        self.backingStore[sectionIdentifier] = updatedSectionItems
                    }
                }

            // method 2: use the section transaction's finalSnapshot items as the new updated ordering
            } else if self.reorderingMethod == .finalSnapshot {
                for sectionTransaction in transaction.sectionTransactions {
                    let sectionIdentifier = sectionTransaction.sectionIdentifier
                    self.backingStore[sectionIdentifier] = sectionTransaction.finalSnapshot.items
                }
            }
        }
    }

    func initialBackingStore() -> [Section: [String]] {
        [
            .fruit: ["Apple", "Banana", "Cherry", "Damson"],
            .vegetables: ["Artichoke", "Beetroot", "Carrot"],
        ]
    }

    func applyInitialBackingStore(animated: Bool = false) {
        for (section, items) in initialBackingStore() {
            var sectionSnapshot = DiffableDataSourceSectionSnapshot<String>()
            sectionSnapshot.append(items)
            dataSource.apply(sectionSnapshot, to: section, animatingDifferences: animated)
        }
    }

    func applySnapshotsFromBackingStore(animated: Bool = false) {
        for (section, items) in backingStore {
            var sectionSnapshot = DiffableDataSourceSectionSnapshot<String>()
            sectionSnapshot.append(items)
            dataSource.apply(sectionSnapshot, to: section, animatingDifferences: animated)
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

extension ReorderableListViewController.ReorderingMethod {
    var description: String {
        switch self {
        case .collectionDifference: return "Collection Difference"
        case .finalSnapshot: return "Final Snapshot Items"
        }
    }
}
