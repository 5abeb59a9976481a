import CollectionCore
import Foundation

/// "Custom Configurations", written as a UIKit view controller: a grid of tiles whose cell
/// sets a content configuration of our own (``TileContentConfiguration``, drawn by
/// ``TileContentView``) and a background made for its state (``TileBackground``) in
/// `updateConfiguration(using:)`. Several tiles can be selected.
final class CustomConfigurationsViewController: ViewController {
    enum Section: Hashable {
        case main
    }

    /// A tile: an SF Symbols name and a title.
    struct Tile: Hashable {
        let symbolName: String
        let title: String
    }

    private var dataSource: CollectionViewDiffableDataSource<Section, Tile>!
    private(set) var collectionView: CollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Custom Configurations"
        configureHierarchy()
        configureDataSource()
    }

    /// Tiles of 120 by 85 points (five rows), as many across as fit; written in points.
    private func createLayout() -> CollectionViewLayout {
        CollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection? in
            let width = layoutEnvironment.container.effectiveContentSize.width
            let columns = max(1, Int(width / 120))
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(85)),
                subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.interGroupSpacing = 0
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 12)
            return section
        }
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.pointScale = .standard
        collectionView.allowsMultipleSelection = true
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<TileCell, Tile> { cell, indexPath, tile in
            cell.image = Image(systemName: tile.symbolName)
            cell.title = tile.title
        }
        dataSource = CollectionViewDiffableDataSource<Section, Tile>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, tile: Tile) -> CollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: tile)
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Tile>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Self.tiles)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The number of selected tiles.
    var selectedCount: Int { collectionView.indexPathsForSelectedItems?.count ?? 0 }

    static let tiles: [Tile] = [
        Tile(symbolName: "sun.max", title: "Sunny"), Tile(symbolName: "cloud", title: "Cloudy"),
        Tile(symbolName: "bolt", title: "Storm"), Tile(symbolName: "moon", title: "Night"),
        Tile(symbolName: "sparkles", title: "Clear"), Tile(symbolName: "star", title: "Stars"),
        Tile(symbolName: "airplane", title: "Flights"), Tile(symbolName: "globe", title: "World"),
        Tile(symbolName: "mappin", title: "Places"), Tile(symbolName: "house", title: "Home"),
        Tile(symbolName: "bell", title: "Alerts"), Tile(symbolName: "calendar", title: "Days"),
        Tile(symbolName: "clock", title: "Hours"), Tile(symbolName: "music.note", title: "Music"),
        Tile(symbolName: "photo", title: "Photos"), Tile(symbolName: "heart", title: "Health"),
        Tile(symbolName: "flag", title: "Goals"), Tile(symbolName: "bookmark", title: "Saved"),
        Tile(symbolName: "envelope", title: "Mail"), Tile(symbolName: "phone", title: "Calls"),
        Tile(symbolName: "cart", title: "Shop"), Tile(symbolName: "tag", title: "Deals"),
        Tile(symbolName: "gear", title: "Settings"), Tile(symbolName: "lock", title: "Privacy"),
    ]

    /// `x` deselects every tile, while some are selected.
    override var keyCommands: [KeyCommand]? {
        guard selectedCount > 0 else { return nil }
        return [KeyCommand(.character("x"), title: "Deselect every tile", discoverabilityTitle: "Clear") { [weak self] in
            guard let self else { return }
            for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: indexPath, animated: true)
            }
        }].compactMap { $0 }
    }
}

extension CustomConfigurationsViewController: SampleScreenKeys {
    var keyHints: [KeyHint] {
        [KeyHint("↑↓←→", "Move"), KeyHint("Space", "Select")]
    }

    var helpHints: [KeyHint] {
        var hints = [KeyHint("↑ ↓ ← →", "Move between tiles"), KeyHint("Space", "Select or deselect the tile"),
                     KeyHint("Enter", "Select the tile")]
        if selectedCount > 0 { hints.append(KeyHint("x", "Deselect every tile")) }
        return hints + [KeyHint("PgUp PgDn", "Move a screen")]
    }
}
