import CollectionCore
import Foundation

/// "Outline" (the sample's menu): a sidebar list whose groups expand and collapse.
final class OutlineViewController: ViewController {
    enum Section {
        case main
    }

    // HAND EDIT: the sample's `class OutlineItem: Hashable` holds a `UIViewController.Type?`
    // and is not `Sendable`, which the data source requires of items (as UIKit's now does);
    // it is declared `@unchecked Sendable` (it is only used on the main thread).
    final class OutlineItem: Hashable, @unchecked Sendable {
        let title: String
        let subitems: [OutlineItem]

        init(title: String, subitems: [OutlineItem] = []) {
            self.title = title
            self.subitems = subitems
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
        }

        static func == (lhs: OutlineItem, rhs: OutlineItem) -> Bool {
            return lhs.identifier == rhs.identifier
        }

        private let identifier = UUID()
    }

    var dataSource: CollectionViewDiffableDataSource<Section, OutlineItem>! = nil
    var outlineCollectionView: CollectionView! = nil

    private lazy var menuItems: [OutlineItem] = {
        return [
            OutlineItem(title: "Compositional Layout", subitems: [
                OutlineItem(title: "Getting Started", subitems: [
                    OutlineItem(title: "Grid"),
                    OutlineItem(title: "Inset Items Grid"),
                    OutlineItem(title: "Two-Column Grid"),
                    OutlineItem(title: "Per-Section Layout", subitems: [
                        OutlineItem(title: "Distinct Sections"),
                        OutlineItem(title: "Adaptive Sections"),
                    ]),
                ]),
                OutlineItem(title: "Advanced Layouts", subitems: [
                    OutlineItem(title: "Supplementary Views", subitems: [
                        OutlineItem(title: "Item Badges"),
                        OutlineItem(title: "Section Headers/Footers"),
                        OutlineItem(title: "Pinned Section Headers"),
                    ]),
                    OutlineItem(title: "Section Background Decoration"),
                    OutlineItem(title: "Nested Groups"),
                    OutlineItem(title: "Orthogonal Sections", subitems: [
                        OutlineItem(title: "Orthogonal Sections"),
                        OutlineItem(title: "Orthogonal Section Behaviors"),
                    ]),
                ]),
            ]),
            OutlineItem(title: "Diffable Data Source", subitems: [
                OutlineItem(title: "Mountains Search"),
                OutlineItem(title: "Settings: Wi-Fi"),
                OutlineItem(title: "Insertion Sort Visualization"),
                OutlineItem(title: "UITableView: Editing"),
            ]),
            OutlineItem(title: "Lists", subitems: [
                OutlineItem(title: "Simple List"),
                OutlineItem(title: "Reorderable List"),
                OutlineItem(title: "List Appearances"),
                OutlineItem(title: "List with Custom Cells"),
            ]),
        ]
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Modern Collection Views"
        configureCollectionView()
        configureDataSource()
    }

    private func configureCollectionView() {
        let collectionView = CollectionView(frame: view.bounds, collectionViewLayout: generateLayout())
        view.addSubview(collectionView)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        self.outlineCollectionView = collectionView
    }

    private func configureDataSource() {
        let containerCellRegistration = CollectionView.CellRegistration<CollectionViewListCell, OutlineItem> { cell, indexPath, menuItem in
            var contentConfiguration = cell.defaultContentConfiguration()
            contentConfiguration.text = menuItem.title
            cell.contentConfiguration = contentConfiguration
            let disclosureOptions = CellAccessory.OutlineDisclosureOptions(style: .header)
            cell.accessories = [.outlineDisclosure(options: disclosureOptions)]
            cell.backgroundConfiguration = BackgroundConfiguration.clear()
        }
        let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, OutlineItem> { cell, indexPath, menuItem in
            var contentConfiguration = cell.defaultContentConfiguration()
            contentConfiguration.text = menuItem.title
            cell.contentConfiguration = contentConfiguration
        }
        dataSource = CollectionViewDiffableDataSource<Section, OutlineItem>(collectionView: outlineCollectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, item: OutlineItem) -> CollectionViewCell? in
            if item.subitems.isEmpty {
                return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
            } else {
                return collectionView.dequeueConfiguredReusableCell(using: containerCellRegistration, for: indexPath, item: item)
            }
        }
        let snapshot = initialSnapshot()
        self.dataSource.apply(snapshot, to: .main, animatingDifferences: false)
    }

    private func generateLayout() -> CollectionViewLayout {
        let listConfiguration = CollectionLayoutListConfiguration(appearance: .sidebar)
        let layout = CollectionViewCompositionalLayout.list(using: listConfiguration)
        return layout
    }

    private func initialSnapshot() -> DiffableDataSourceSectionSnapshot<OutlineItem> {
        var snapshot = DiffableDataSourceSectionSnapshot<OutlineItem>()
        func addItems(_ menuItems: [OutlineItem], to parent: OutlineItem?) {
            snapshot.append(menuItems, to: parent)
            for menuItem in menuItems where !menuItem.subitems.isEmpty {
                addItems(menuItem.subitems, to: menuItem)
            }
        }
        addItems(menuItems, to: nil)
        return snapshot
    }
}
