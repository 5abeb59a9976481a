import CollectionCore
import Foundation

/// "Settings: Wi-Fi": an inset grouped table with a switch in its first row; turning it off
/// removes the networks. Written as the UIKit sample is, with this project's own data.
final class WiFiSettingsTableViewController: ViewController, TableViewDelegate {
    enum Section: Hashable {
        case config
        case networks
    }

    enum ItemType: Hashable {
        case wifiEnabled
        case currentNetwork
        case availableNetwork
    }

    struct Item: Hashable {
        let title: String
        let type: ItemType
        let isSecure: Bool
        init(title: String, type: ItemType, isSecure: Bool = false) {
            self.title = title
            self.type = type
            self.isSecure = isSecure
        }
    }

    final class WiFiDataSource: TableViewDiffableDataSource<Section, Item> {
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section) == .networks ? "Networks Nearby" : nil
        }
    }

    static let reuseIdentifier = "reuse-identifier"
    var tableView: TableView! = nil
    var dataSource: WiFiDataSource! = nil
    var wifiEnabled = true
    let currentNetwork = Item(title: "Harbour Lights", type: .currentNetwork, isSecure: true)
    let nearby = [
        Item(title: "Lighthouse", type: .availableNetwork, isSecure: true),
        Item(title: "Quay Café", type: .availableNetwork),
        Item(title: "Ferry Terminal", type: .availableNetwork),
        Item(title: "Harbourmaster", type: .availableNetwork, isSecure: true),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Wi-Fi"
        configureTableView()
        configureDataSource()
        updateUI(animated: false)
    }

    private func configureTableView() {
        tableView = TableView(frame: view.bounds, style: .insetGrouped)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        tableView.delegate = self
        view.addSubview(tableView)
    }

    private func configureDataSource() {
        dataSource = WiFiDataSource(tableView: tableView) { [weak self] tableView, indexPath, item -> TableViewCell? in
            guard let self = self else { return nil }
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
            // Available networks show their lock as a value at the trailing edge.
            var content = item.type == .availableNetwork ? ListContentConfiguration.valueCell() : cell.defaultContentConfiguration()
            content.text = item.title
            switch item.type {
            case .wifiEnabled:
                let enableWifiSwitch = Switch()
                enableWifiSwitch.isOn = self.wifiEnabled
                enableWifiSwitch.addAction(Action { [weak self] action in
                    guard let self = self, let toggle = action.sender as? Switch else { return }
                    self.wifiEnabled = toggle.isOn
                    self.updateUI()
                }, for: .valueChanged)
                cell.accessoryView = enableWifiSwitch
                cell.selectionStyle = .none
            case .currentNetwork:
                content.image = Image(systemName: "checkmark")
                cell.accessoryType = .detailButton
                cell.accessoryView = nil
            case .availableNetwork:
                content.secondaryText = item.isSecure ? "🔒" : nil
                cell.accessoryType = .detailButton
                cell.accessoryView = nil
            }
            cell.contentConfiguration = content
            return cell
        }
        dataSource.defaultRowAnimation = .fade
    }

    private func updateUI(animated: Bool = true) {
        var snapshot = DiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.config])
        snapshot.appendItems([Item(title: "Wi-Fi", type: .wifiEnabled)], toSection: .config)
        if wifiEnabled {
            snapshot.appendItems([currentNetwork], toSection: .config)
            snapshot.appendSections([.networks])
            snapshot.appendItems(nearby, toSection: .networks)
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// "UITableView: Editing": two lists whose rows are deleted, moved (also between the lists)
/// and inserted by a data source subclass, as the UIKit sample's is.
final class TableViewEditingViewController: ViewController {
    enum Section: Int, CaseIterable {
        case swum
        case toSwim

        var description: String {
            switch self {
            case .swum: return "Lakes Swum In"
            case .toSwim: return "Lakes to Swim In"
            }
        }
    }

    struct Lake: Hashable {
        let name: String
        let identifier = UUID()
    }

    final class DataSource: TableViewDiffableDataSource<Section, Lake> {
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            Section(rawValue: section)?.description
        }

        override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(
            _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            if editingStyle == .delete, let identifierToDelete = itemIdentifier(for: indexPath) {
                var snapshot = self.snapshot()
                snapshot.deleteItems([identifierToDelete])
                apply(snapshot)
            }
        }

        override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            guard let sourceIdentifier = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath else { return }
            let destinationIdentifier = itemIdentifier(for: destinationIndexPath)
            var snapshot = self.snapshot()
            if let destinationIdentifier = destinationIdentifier {
                if let sourceIndex = snapshot.indexOfItem(sourceIdentifier),
                    let destinationIndex = snapshot.indexOfItem(destinationIdentifier)
                {
                    let isAfter = destinationIndex > sourceIndex
                        && snapshot.sectionIdentifier(containingItem: sourceIdentifier)
                            == snapshot.sectionIdentifier(containingItem: destinationIdentifier)
                    snapshot.deleteItems([sourceIdentifier])
                    if isAfter {
                        snapshot.insertItems([sourceIdentifier], afterItem: destinationIdentifier)
                    } else {
                        snapshot.insertItems([sourceIdentifier], beforeItem: destinationIdentifier)
                    }
                }
            } else {
                let destinationSectionIdentifier = snapshot.sectionIdentifiers[destinationIndexPath.section]
                snapshot.deleteItems([sourceIdentifier])
                snapshot.appendItems([sourceIdentifier], toSection: destinationSectionIdentifier)
            }
            apply(snapshot, animatingDifferences: false)
        }
    }

    var dataSource: DataSource!
    var tableView: TableView!
    let startsEditing: Bool

    init(startsEditing: Bool = false) {
        self.startsEditing = startsEditing
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "UITableView: Editing"
        tableView = TableView(frame: view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        view.addSubview(tableView)
        dataSource = DataSource(tableView: tableView) { tableView, indexPath, lake in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = lake.name
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Lake>()
        snapshot.appendSections([.swum, .toSwim])
        snapshot.appendItems(["Loch Morlich", "Lake Bled", "Lac d'Annecy"].map { Lake(name: $0) }, toSection: .swum)
        snapshot.appendItems(["Lake Baikal", "Königssee", "Lake Tahoe", "Lago di Braies"].map { Lake(name: $0) }, toSection: .toSwim)
        dataSource.apply(snapshot, animatingDifferences: false)
        if startsEditing { tableView.setEditing(true, animated: false) }
    }
}
