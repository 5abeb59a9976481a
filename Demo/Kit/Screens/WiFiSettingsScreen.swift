import CollectionCore
import Foundation

/// Settings: Wi-Fi, written as UIKit code writes it: a view controller with an inset grouped
/// ``TableView``, a ``TableViewDiffableDataSource`` subclass that titles the networks section,
/// table cell subclasses (a ``Switch`` as the Wi-Fi row's accessory view, value1 network rows
/// with a lock as detail text) and the controller as the table's delegate. Turning Wi-Fi off
/// removes the network sections with an animation; `r` scans again and the networks move to
/// their new order; Enter on a network joins it.
public final class WiFiSettingsViewController: ViewController, TableViewDelegate {
    /// The sections of the screen.
    public enum Section: Hashable, Sendable {
        case configuration
        case networks
    }

    /// A row of the screen.
    public enum Item: Hashable, Sendable {
        case wiFiEnabled
        case currentNetwork(String)
        case availableNetwork(String)
    }

    /// A network in range.
    public struct Network: Sendable {
        public var name: String
        public var isSecure: Bool
        public var signal: Int
    }

    /// Titles the networks section, as UIKit code does by subclassing.
    final class DataSource: TableViewDiffableDataSource<Section, Item> {
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section) == .networks ? "Choose a Network" : nil
        }
    }

    /// The Wi-Fi row: its switch is the accessory view.
    final class SwitchCell: TableViewCell {
        static let reuseIdentifier = "switch-cell"
        let toggle = Switch()
        /// Called when the user flips the switch (a click on it).
        var onToggle: ((Bool) -> Void)?

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: .default, reuseIdentifier: reuseIdentifier)
            selectionStyle = .none
            accessoryView = toggle
            toggle.addAction(Action { [weak self] _ in
                guard let self else { return }
                onToggle?(toggle.isOn)
            }, for: .valueChanged)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// A network row: its name, a lock for a secured network, an info button.
    final class NetworkCell: TableViewCell {
        static let reuseIdentifier = "network-cell"

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// The table.
    public private(set) var tableView: TableView!
    private var dataSource: DataSource!
    /// Whether Wi-Fi is on.
    public private(set) var isWiFiEnabled = true
    /// The network in use.
    public private(set) var currentNetwork = "Home"
    /// The networks in range.
    public private(set) var networks: [Network] = [
        Network(name: "Home", isSecure: true, signal: 4), Network(name: "Café Lumière", isSecure: false, signal: 3),
        Network(name: "Library Guest", isSecure: false, signal: 2), Network(name: "Office", isSecure: true, signal: 2),
        Network(name: "Neighbour 5G", isSecure: true, signal: 1),
    ]
    private var scans = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Settings: Wi-Fi"
        configureTableView()
        configureDataSource()
        updateUI(animated: false)
    }

    private func configureTableView() {
        tableView = TableView(frame: view.bounds, style: .insetGrouped)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(SwitchCell.self, forCellReuseIdentifier: SwitchCell.reuseIdentifier)
        tableView.register(NetworkCell.self, forCellReuseIdentifier: NetworkCell.reuseIdentifier)
        tableView.delegate = self
        view.addSubview(tableView)
    }

    private func configureDataSource() {
        dataSource = DataSource(tableView: tableView) { [weak self] tableView, indexPath, item in
            guard let self else { return nil }
            switch item {
            case .wiFiEnabled:
                guard let cell = tableView.dequeueReusableCell(withIdentifier: SwitchCell.reuseIdentifier, for: indexPath)
                    as? SwitchCell else { return nil }
                cell.textLabel?.text = "Wi-Fi"
                cell.toggle.isOn = isWiFiEnabled
                cell.onToggle = { [weak self] isOn in self?.setWiFiEnabled(isOn) }
                return cell
            case let .currentNetwork(name), let .availableNetwork(name):
                let cell = tableView.dequeueReusableCell(withIdentifier: NetworkCell.reuseIdentifier, for: indexPath)
                let network = networks.first { $0.name == name }
                cell.textLabel?.text = name
                cell.detailTextLabel?.text = network?.isSecure == true ? cell.traitCollection.glyphSet.symbols("🔒") : nil
                cell.imageView?.image = name == currentNetwork ? Image(systemName: "checkmark") : nil
                cell.accessoryType = .detailButton
                return cell
            }
        }
        dataSource.defaultRowAnimation = .fade
    }

    /// Shows the model: the Wi-Fi row, and while Wi-Fi is on the network in use and the
    /// others, strongest first.
    private func updateUI(animated: Bool) {
        var snapshot = DiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.configuration])
        snapshot.appendItems([.wiFiEnabled])
        if isWiFiEnabled {
            snapshot.appendItems([.currentNetwork(currentNetwork)])
            snapshot.appendSections([.networks])
            let others = networks.filter { $0.name != currentNetwork }
                .sorted { ($0.signal, $1.name) > ($1.signal, $0.name) }
            snapshot.appendItems(others.map { .availableNetwork($0.name) })
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    /// Turns Wi-Fi on or off: the network sections leave or come back with an animation.
    public func setWiFiEnabled(_ enabled: Bool) {
        guard enabled != isWiFiEnabled else { return }
        isWiFiEnabled = enabled
        if let path = dataSource.indexPath(for: .wiFiEnabled), let cell = tableView.cellForRow(at: path) as? SwitchCell {
            cell.toggle.setOn(enabled, animated: true)
        }
        updateUI(animated: true)
    }

    /// Scans again: the signals change and the networks move to their new order.
    public func scan() {
        guard isWiFiEnabled else { return }
        scans += 1
        for index in networks.indices {
            networks[index].signal = (networks[index].signal + index + scans) % 5
        }
        updateUI(animated: true)
    }

    /// Joins `name`: it becomes the network in use.
    public func join(_ name: String) {
        guard name != currentNetwork else { return }
        currentNetwork = name
        updateUI(animated: true)
    }

    /// The keys that do something on the focused row.
    public var keyHints: [KeyHint] {
        var hints: [KeyHint] = []
        switch tableView.focusedIndexPath.flatMap(dataSource.itemIdentifier(for:)) {
        case .wiFiEnabled: hints.append(KeyHint("Enter", isWiFiEnabled ? "Turn off" : "Turn on"))
        case .availableNetwork: hints.append(KeyHint("Enter", "Join"))
        default: break
        }
        return hints
    }

    /// `r` scans again, while Wi-Fi is on (the status bar lists it after the row's keys).
    public override var keyCommands: [KeyCommand]? {
        guard isWiFiEnabled else { return nil }
        return [KeyCommand(.character("r"), title: "Scan again", discoverabilityTitle: "Scan") { [weak self] in self?.scan() }]
            .compactMap { $0 }
    }

    // MARK: Table view delegate

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch dataSource.itemIdentifier(for: indexPath) {
        case .wiFiEnabled: setWiFiEnabled(!isWiFiEnabled)
        case let .availableNetwork(name): join(name)
        default: break
        }
    }
}

/// The keys the demo shows and handles for this screen (it is shown by a ``SampleScreenHost``).
extension WiFiSettingsViewController: SampleScreenKeys {
    public var helpHints: [KeyHint] {
        [KeyHint("↑ ↓", "Move the focus"), KeyHint("Enter", "Turn Wi-Fi on or off, or join the focused network"),
         KeyHint("click", "Flip the switch"), KeyHint("r", "Scan again (the networks re-sort)")]
    }
}
