import CollectionCore
import Foundation

/// A list with a refresh control: Ctrl-R (or the wheel turned up at the top) refreshes; the
/// refresh adds a row at the top and ends half a second later on the main run loop.
final class RefreshScreen: View, NavigationItemProviding {
    let collectionView: CollectionView
    let refreshControl = RefreshControl()
    private var dataSource: CollectionViewDiffableDataSource<Int, String>!
    private var rows = ["Monday", "Tuesday", "Wednesday"]

    override init(frame: CGRect = .zero) {
        collectionView = CollectionView(
            frame: frame, collectionViewLayout: CollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        super.init(frame: frame)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(collectionView)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        apply()
        refreshControl.attributedTitle = NSAttributedString(string: "Loading")
        refreshControl.addAction(Action { [unowned self] _ in refresh() }, for: .valueChanged)
        collectionView.refreshControl = refreshControl
    }

    required init?(coder: NSCoder) {
        return nil
    }

    var navigationTitle: String { "Refresh" }

    private func apply() {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(rows)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func refresh() {
        RunLoopTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [unowned self] _ in
            rows.insert("Refreshed \(rows.count - 2)", at: 0)
            apply()
            refreshControl.endRefreshing()
        }
    }
}
