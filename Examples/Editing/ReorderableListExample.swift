import CollectionCore
import Foundation

/// Apple's "Reorderable List" sample on a terminal: two sections of items that move with `m`
/// and the arrows (Enter drops, Escape puts back), with Alt-Up/Alt-Down, or by dragging with
/// the mouse. The data source's ``ReorderingHandlers`` keep the model in step: `didReorder`
/// takes the new order from the transaction's final snapshot.
///
/// ```swift
/// let screen = ReorderableListExample()
/// NavigationStackView(root: screen, title: screen.navigationTitle)
/// ```
public final class ReorderableListExample: EditingExampleView {
    /// The sections and their items, as the user ordered them.
    public private(set) var model: [(section: String, items: [String])] = [
        ("Favourites", ["Espresso", "Flat white", "Cortado"]),
        ("Others", ["Americano", "Cappuccino", "Latte", "Macchiato", "Mocha"]),
    ]
    /// The data source; its reordering handlers are set.
    public let dataSource: CollectionViewDiffableDataSource<String, String>
    /// The transactions of the reorders so far, newest last.
    public private(set) var reorders: [DiffableDataSourceTransaction<String, String>] = []

    public init() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collectionView = Self.makeCollectionView(CollectionViewCompositionalLayout.list(using: configuration))
        let cell = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            EditingExampleView.textCell(text: item, accessories: [.reorder(displayed: .always)])(cell)
        }
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionLayoutListConfiguration.elementKindSectionHeader) { _, _, _ in }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        super.init(collectionView: collectionView)
        dataSource.supplementaryViewProvider = { [weak self] view, _, indexPath in
            let headerView = view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            var content = ListContentConfiguration.groupedHeader()
            content.text = self?.dataSource.sectionIdentifier(for: indexPath.section)
            headerView.contentConfiguration = content
            return headerView
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self else { return }
            let snapshot = transaction.finalSnapshot
            model = snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
            reorders.append(transaction)
        }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        for (section, items) in model {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    public override var navigationTitle: String { "Reorderable List" }

    public override var keyHints: [KeyHint] {
        // m and Alt-↑↓ move the focused row: shown once there is one.
        if let modeKeyHints = collectionView.modeKeyHints { return modeKeyHints }
        let rowKeys = collectionView.focusedIndexPath != nil ? [KeyHint("m", "Pick up"), KeyHint("Alt-↑↓", "Move")] : []
        return [KeyHint("↑↓", "Focus")] + rowKeys + [KeyHint("drag", "Move")]
    }
}
