import CollectionCore
import Foundation

/// Apple's "Settings: Wi-Fi" sample on a terminal: an inset grouped list with a Wi-Fi switch;
/// turning it off removes the network sections with an animation, turning it on brings them
/// back. `r` scans again: the networks re-sort by signal (the rows travel to their new places).
public final class WiFiSettingsExample: EditingExampleView, CollectionViewDelegate {
    /// A row of the screen.
    public enum Item: Hashable, Sendable {
        case wiFiSwitch
        case currentNetwork(String)
        case network(name: String, isSecure: Bool)
    }

    /// The sections of the screen.
    public enum Section: String, Hashable, Sendable {
        case config = "Wi-Fi"
        case networks = "Choose a network"
    }

    /// Whether Wi-Fi is on.
    public var isWiFiEnabled: Bool { switchState.isOn }
    /// The switch's state, shared with the cell registration.
    private final class SwitchState {
        var isOn = true
    }
    private let switchState = SwitchState()
    /// The networks in range, strongest first.
    public private(set) var networks: [(name: String, isSecure: Bool, signal: Int)] = [
        ("Café Lumière", false, 3), ("Home", true, 4), ("Library Guest", false, 2), ("Neighbour 5G", true, 1),
        ("Office", true, 2),
    ]
    /// The network in use.
    public let currentNetwork = "Home"
    /// The data source.
    public let dataSource: CollectionViewDiffableDataSource<Section, Item>
    private var scans = 0

    public init() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collectionView = Self.makeCollectionView(CollectionViewCompositionalLayout.list(using: configuration))
        let switchState = switchState
        let cell = CollectionView.CellRegistration<CollectionViewListCell, Item> { cell, _, item in
            switch item {
            case .wiFiSwitch:
                let text = GlyphSet.current.symbols(switchState.isOn ? "● On" : "○ Off")
                // On is green, as the switch is in Settings; the dot and the word say it without colour.
                let tint: Color = switchState.isOn ? .systemGreen : .secondaryLabel
                EditingExampleView.textCell(text: "Wi-Fi", accessories: [.label(text: text, options: .init(tintColor: tint))])(cell)
            case let .currentNetwork(name):
                EditingExampleView.textCell(text: name, accessories: [.checkmark(), .detail()])(cell)
            case let .network(name, isSecure):
                EditingExampleView.textCell(
                    text: name, accessories: (isSecure ? [.label(text: GlyphSet.current.symbols("🔒"))] : []) + [.detail()])(cell)
            }
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        super.init(collectionView: collectionView)
        collectionView.delegate = self
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionLayoutListConfiguration.elementKindSectionHeader) { _, _, _ in }
        dataSource.supplementaryViewProvider = { [weak self] view, _, indexPath in
            let headerView = view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            var content = ListContentConfiguration.groupedHeader()
            content.text = self?.dataSource.sectionIdentifier(for: indexPath.section)?.rawValue
            headerView.contentConfiguration = content
            return headerView
        }
        apply(animated: false)
    }

        required init?(coder: NSCoder) {
            return nil
        }

    public override var navigationTitle: String { "Settings: Wi-Fi" }

    public override var keyHints: [KeyHint] {
        [KeyHint("Enter", "Switch"), KeyHint("r", "Scan")]
    }

    /// Turns Wi-Fi on or off (animated).
    public func setWiFiEnabled(_ enabled: Bool) {
        guard enabled != isWiFiEnabled else { return }
        switchState.isOn = enabled
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([.wiFiSwitch])
        dataSource.apply(snapshot, animatingDifferences: false)
        apply(animated: true)
    }

    /// Scans again: the networks' signals change and the list re-sorts (animated).
    public func scan() {
        scans += 1
        for index in networks.indices {
            networks[index].signal = (networks[index].signal + index + scans) % 5
        }
        apply(animated: true)
    }

    private func apply(animated: Bool) {
        var snapshot = DiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.config])
        snapshot.appendItems([.wiFiSwitch])
        if isWiFiEnabled {
            snapshot.appendItems([.currentNetwork(currentNetwork)])
            snapshot.appendSections([.networks])
            let sorted = networks.filter { $0.name != currentNetwork }
                .sorted { ($0.signal, $1.name) > ($1.signal, $0.name) }
            snapshot.appendItems(sorted.map { .network(name: $0.name, isSecure: $0.isSecure) })
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    public override func handleExampleKey(_ event: KeyEvent) -> Bool {
        guard event == .character("r"), isWiFiEnabled else { return false }
        scan()
        return true
    }

    /// Selecting the switch row flips it.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        if dataSource.itemIdentifier(for: indexPath) == .wiFiSwitch { setWiFiEnabled(!isWiFiEnabled) }
    }
}
