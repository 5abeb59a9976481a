import CollectionCore
import Foundation

/// "List with Custom Cells", written as a UIKit view controller: a plain list of
/// ``TripStopCell``s, a list cell subclass with its own image view and label pinned beside a
/// list content view, configured from a custom configuration state in
/// `updateConfiguration(using:)`.
final class CustomCellListViewController: ViewController {
    enum Section: Hashable {
        case main
    }

    private var dataSource: CollectionViewDiffableDataSource<Section, TripStop>!
    private(set) var collectionView: CollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "List with Custom Cells"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> CollectionViewLayout {
        let configuration = CollectionLayoutListConfiguration(appearance: .plain)
        return CollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<TripStopCell, TripStop> { cell, indexPath, stop in
            cell.updateWithStop(stop)
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = CollectionViewDiffableDataSource<Section, TripStop>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, stop: TripStop) -> CollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: stop)
        }
        var snapshot = DiffableDataSourceSnapshot<Section, TripStop>()
        snapshot.appendSections([.main])
        snapshot.appendItems(TripStop.jeju)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension CustomCellListViewController: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

extension CustomCellListViewController: SampleScreenKeys {
    var keyHints: [KeyHint] { [KeyHint("↑↓", "Move"), KeyHint("PgUp PgDn", "Page")] }

    var helpHints: [KeyHint] {
        [KeyHint("↑ ↓", "Move the focus"), KeyHint("PgUp PgDn", "Move a screen"), KeyHint("Home End", "First or last stop")]
    }
}
