import CollectionCore
import Foundation

/// "Simple List", written as a UIKit view controller: a list configuration, a compositional
/// list layout, one cell registration that fills the default content configuration, and a
/// diffable data source holding the 88 constellations.
final class SimpleListViewController: ViewController, CollectionViewDelegate {
    enum Section {
        case main
    }

    private var dataSource: CollectionViewDiffableDataSource<Section, String>!
    private(set) var collectionView: CollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Simple List"
        configureHierarchy()
        configureDataSource()
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
        collectionView.delegate = self
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, indexPath, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, name: String) -> CollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: name)
        }
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Self.constellations)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    /// The 88 constellations, in alphabetical order.
    static let constellations = [
        "Andromeda", "Antlia", "Apus", "Aquarius", "Aquila", "Ara", "Aries", "Auriga", "Boötes", "Caelum",
        "Camelopardalis", "Cancer", "Canes Venatici", "Canis Major", "Canis Minor", "Capricornus", "Carina",
        "Cassiopeia", "Centaurus", "Cepheus", "Cetus", "Chamaeleon", "Circinus", "Columba", "Coma Berenices",
        "Corona Australis", "Corona Borealis", "Corvus", "Crater", "Crux", "Cygnus", "Delphinus", "Dorado", "Draco",
        "Equuleus", "Eridanus", "Fornax", "Gemini", "Grus", "Hercules", "Horologium", "Hydra", "Hydrus", "Indus",
        "Lacerta", "Leo", "Leo Minor", "Lepus", "Libra", "Lupus", "Lynx", "Lyra", "Mensa", "Microscopium",
        "Monoceros", "Musca", "Norma", "Octans", "Ophiuchus", "Orion", "Pavo", "Pegasus", "Perseus", "Phoenix",
        "Pictor", "Pisces", "Piscis Austrinus", "Puppis", "Pyxis", "Reticulum", "Sagitta", "Sagittarius", "Scorpius",
        "Sculptor", "Scutum", "Serpens", "Sextans", "Taurus", "Telescopium", "Triangulum", "Triangulum Australe",
        "Tucana", "Ursa Major", "Ursa Minor", "Vela", "Virgo", "Volans", "Vulpecula",
    ]
}

extension SimpleListViewController: SampleScreenKeys {
    var keyHints: [KeyHint] { [KeyHint("↑↓", "Move"), KeyHint("PgUp PgDn", "Page")] }

    var helpHints: [KeyHint] {
        [KeyHint("↑ ↓", "Move the focus"), KeyHint("PgUp PgDn", "Move a screen"), KeyHint("Home End", "First or last row")]
    }
}
