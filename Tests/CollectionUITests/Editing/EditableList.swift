import CollectionCore
import CollectionTesting
import Foundation

/// A plain list of strings in list cells with delete, multiselect and reorder accessories, for
/// editing tests; reorderable unless told otherwise, with a test clock.
@MainActor
final class EditableList {
    let view: CollectionView
    let dataSource: CollectionViewDiffableDataSource<String, String>
    let clock = TestAnimationClock()
    var transactions: [(phase: String, transaction: DiffableDataSourceTransaction<String, String>)] = []
    var deleted: [String] = []

    init(
        _ sections: [(String, [String])], width: Int = 24, height: Int = 8, reorderable: Bool = true,
        configure: (inout CollectionLayoutListConfiguration) -> Void = { _ in }
    ) {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        configure(&configuration)
        view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height),
            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        view.animationClock = clock
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.delete(), .multiselect(), .reorder()]
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        if reorderable {
            dataSource.reorderingHandlers.canReorderItem = { $0 != "Pinned" }
            dataSource.reorderingHandlers.willReorder = { [unowned self] in transactions.append(("will", $0)) }
            dataSource.reorderingHandlers.didReorder = { [unowned self] in transactions.append(("did", $0)) }
        }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The items in order, section by section.
    var items: [[String]] {
        let snapshot = dataSource.snapshot()
        return snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
    }

    /// Deletes `item` with an animated apply (what a delete action does).
    func delete(_ item: String) {
        deleted.append(item)
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([item])
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
