import CollectionCore
import Foundation

// The sample's "Lists > List Appearances", written as UIKit code is written, with the UI/NS
// prefixes dropped. Hand edits beyond the prefixes are marked HAND EDIT.

/// "List Appearances": five sections, each an expandable header item (the first item of the
/// section) over three items; the bar button cycles the list's appearance through plain,
/// sidebar plain, sidebar, grouped and inset grouped.
final class ListAppearancesViewController: ViewController {
    struct Item: Hashable {
        let title: String?
        private let identifier = UUID()
    }

    var dataSource: CollectionViewDiffableDataSource<Int, Item>! = nil
    var collectionView: CollectionView! = nil
    var appearance = CollectionLayoutListConfiguration.Appearance.plain

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "List Appearances"
        configureHierarchy()
        configureDataSource()
        updateBarButtonItem()
    }

    private func updateBarButtonItem() {
        var title: String? = nil
        switch appearance {
        case .plain: title = "Plain"
        case .sidebarPlain: title = "Sidebar Plain"
        case .sidebar: title = "Sidebar"
        case .grouped: title = "Grouped"
        case .insetGrouped: title = "Inset Grouped"
        }
        // HAND EDIT: no `target:action:` selectors on Linux: the item runs an Action, and a
        // terminal needs a key for it.
        let item = BarButtonItem(title: title, primaryAction: Action { [weak self] _ in self?.changeListAppearance() })
        item.keyEquivalent = .character("a")
        navigationItem.rightBarButtonItem = item
    }

    private func changeListAppearance() {
        switch appearance {
        case .plain: appearance = .sidebarPlain
        case .sidebarPlain: appearance = .sidebar
        case .sidebar: appearance = .grouped
        case .grouped: appearance = .insetGrouped
        case .insetGrouped: appearance = .plain
        }
        updateBarButtonItem()
        collectionView.setCollectionViewLayout(createLayout(), animated: true)
    }

    private func createLayout() -> CollectionViewLayout {
        // HAND EDIT: `[unowned self]`: the sample's closure holds its view controller, which holds
        // the closure through its collection view's layout, so neither was ever freed.
        return CollectionViewCompositionalLayout { [unowned self] section, layoutEnvironment in
            var config = CollectionLayoutListConfiguration(appearance: self.appearance)
            config.headerMode = .firstItemInSection
            return CollectionLayoutSection.list(using: config, layoutEnvironment: layoutEnvironment)
        }
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    private func configureDataSource() {
        let headerRegistration = CollectionView.CellRegistration<CollectionViewListCell, Item> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, Item> { [weak self] cell, indexPath, item in
            guard let self = self else { return }
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            switch self.appearance {
            case .sidebar, .sidebarPlain:
                cell.accessories = []
            default:
                cell.accessories = [.disclosureIndicator()]
            }
        }
        dataSource = CollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, item: Item) -> CollectionViewCell? in
            if indexPath.item == 0 {
                return collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: item)
            } else {
                return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
            }
        }
        let sections = Array(0..<5)
        var snapshot = DiffableDataSourceSnapshot<Int, Item>()
        snapshot.appendSections(sections)
        dataSource.apply(snapshot, animatingDifferences: false)
        for section in sections {
            var sectionSnapshot = DiffableDataSourceSectionSnapshot<Item>()
            let headerItem = Item(title: "Section \(section)")
            sectionSnapshot.append([headerItem])
            let items = Array(0..<3).map { Item(title: "Item \($0)") }
            sectionSnapshot.append(items, to: headerItem)
            sectionSnapshot.expand([headerItem])
            dataSource.apply(sectionSnapshot, to: section)
        }
    }
}

extension ListAppearancesViewController: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
