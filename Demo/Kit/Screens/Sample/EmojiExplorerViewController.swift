import CollectionCore
import Foundation

/// "Emoji Explorer", written as a UIKit view controller: one collection view with three
/// sections, each laid out and filled on its own: a grid carousel of recent emoji (an
/// orthogonal section of outlined tiles), an outline of the categories (a sidebar list whose
/// parents expand and collapse) and a plain list of every emoji, each from its own section
/// snapshot.
final class EmojiExplorerViewController: ViewController {
    typealias Node = EmojiCategories.Node

    enum Section: Int, Hashable, CaseIterable {
        case recents, outline, list

        var title: String {
            switch self {
            case .recents: "Recently Used"
            case .outline: "Categories"
            case .list: "All Emoji"
            }
        }
    }

    /// An item of a section; the same emoji may be in all three, so the section is part of
    /// its identity.
    enum Item: Hashable {
        case recent(Node)
        case outline(Node)
        case list(Node)
    }

    private var dataSource: CollectionViewDiffableDataSource<Section, Item>!
    private(set) var collectionView: CollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Emoji Explorer"
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshots()
    }

    private func createLayout() -> CollectionViewLayout {
        CollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection? in
            guard let sectionKind = Section(rawValue: sectionIndex) else { return nil }
            switch sectionKind {
            case .recents:
                // Tiles of 64 by 51 points (8 columns by 3 rows), written in points.
                let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(widthDimension: .absolute(64), heightDimension: .absolute(51)), subitems: [item])
                let section = CollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                section.interGroupSpacing = 8
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 17, trailing: 8)
                section.boundarySupplementaryItems = [Self.header()]
                return section
            case .outline:
                let configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
                return CollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            case .list:
                var configuration = CollectionLayoutListConfiguration(appearance: .plain)
                configuration.headerMode = .supplementary
                return CollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            }
        }
    }

    /// A header one row tall across the section, for the carousel.
    private static func header() -> CollectionLayoutBoundarySupplementaryItem {
        CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(17)),
            elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.pointScale = .standard
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    private func configureDataSource() {
        let gridCellRegistration = CollectionView.CellRegistration<CollectionViewCell, Node> { cell, indexPath, node in
            var content = ListContentConfiguration.cell()
            content.text = node.emoji
            content.textProperties.font = .boldSystemFont(ofSize: 38)
            content.textProperties.alignment = .center
            content.directionalLayoutMargins = .zero
            cell.contentConfiguration = content
            var background = BackgroundConfiguration.listPlainCell()
            background.cornerRadius = 8
            background.strokeColor = .systemGray3
            background.strokeWidth = 1
            cell.backgroundConfiguration = background
        }
        let outlineHeaderRegistration = CollectionView.CellRegistration<CollectionViewListCell, Node> { cell, indexPath, node in
            var content = cell.defaultContentConfiguration()
            content.text = node.title
            content.image = Image(node.emoji)
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let outlineCellRegistration = CollectionView.CellRegistration<CollectionViewListCell, Node> { cell, indexPath, node in
            var content = cell.defaultContentConfiguration()
            content.text = node.title
            content.image = Image(node.emoji)
            cell.contentConfiguration = content
            cell.accessories = []
        }
        let listCellRegistration = CollectionView.CellRegistration<CollectionViewListCell, Node> { cell, indexPath, node in
            var content = ListContentConfiguration.valueCell()
            content.image = Image(node.emoji)
            content.text = node.title
            content.secondaryText = Self.category(of: node)
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, item: Item) -> CollectionViewCell? in
            switch item {
            case let .recent(node):
                collectionView.dequeueConfiguredReusableCell(using: gridCellRegistration, for: indexPath, item: node)
            case let .outline(node):
                node.children.isEmpty
                    ? collectionView.dequeueConfiguredReusableCell(using: outlineCellRegistration, for: indexPath, item: node)
                    : collectionView.dequeueConfiguredReusableCell(using: outlineHeaderRegistration, for: indexPath, item: node)
            case let .list(node):
                collectionView.dequeueConfiguredReusableCell(using: listCellRegistration, for: indexPath, item: node)
            }
        }
        let headerRegistration = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionView.elementKindSectionHeader) { [weak self] headerView, elementKind, indexPath in
            var content = ListContentConfiguration.groupedHeader()
            content.text = self?.dataSource.sectionIdentifier(for: indexPath.section)?.title
            headerView.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, elementKind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    private func applyInitialSnapshots() {
        var snapshot = DiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        dataSource.apply(snapshot, animatingDifferences: false)

        let leaves = Self.leaves
        var recents = DiffableDataSourceSectionSnapshot<Item>()
        // Emoji of one code point: they take two columns on every terminal.
        recents.append(leaves.filter { $0.emoji.unicodeScalars.count == 1 }.prefix(12).map(Item.recent))
        dataSource.apply(recents, to: .recents, animatingDifferences: false)

        var outline = DiffableDataSourceSectionSnapshot<Item>()
        func addItems(_ nodes: [Node], to parent: Item?) {
            let items = nodes.map(Item.outline)
            outline.append(items, to: parent)
            for (node, item) in zip(nodes, items) where !node.children.isEmpty {
                addItems(node.children, to: item)
            }
        }
        addItems(EmojiCategories.tree, to: nil)
        dataSource.apply(outline, to: .outline, animatingDifferences: false)

        var list = DiffableDataSourceSectionSnapshot<Item>()
        list.append(leaves.sorted { $0.title < $1.title }.map(Item.list))
        dataSource.apply(list, to: .list, animatingDifferences: false)
    }

    /// Every emoji (the leaves of the tree), in the tree's order.
    static let leaves: [Node] = {
        func collect(_ nodes: [Node]) -> [Node] { nodes.flatMap { $0.children.isEmpty ? [$0] : collect($0.children) } }
        return collect(EmojiCategories.tree)
    }()

    /// The title of the top-level category that holds `node`.
    static func category(of node: Node) -> String? {
        func holds(_ parent: Node) -> Bool { parent.children.contains { $0 == node || holds($0) } }
        return EmojiCategories.tree.first(where: holds)?.title
    }

    /// Expands or collapses the category at `indexPath` (Enter on a category).
    func toggle(at indexPath: IndexPath) {
        guard case let .outline(node)? = dataSource.itemIdentifier(for: indexPath), !node.children.isEmpty else { return }
        var snapshot = dataSource.snapshot(for: .outline)
        let item = Item.outline(node)
        if snapshot.isExpanded(item) { snapshot.collapse([item]) } else { snapshot.expand([item]) }
        dataSource.apply(snapshot, to: .outline, animatingDifferences: true)
        collectionView.focusItem(at: indexPath)
    }

    /// The outline's snapshot, for tests.
    var outlineSnapshot: DiffableDataSourceSectionSnapshot<Item> { dataSource.snapshot(for: .outline) }

    /// The focused item.
    var focusedItem: Item? { collectionView.focusedIndexPath.flatMap { dataSource.itemIdentifier(for: $0) } }
}

extension EmojiExplorerViewController: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        toggle(at: indexPath)
    }
}

extension EmojiExplorerViewController: SampleScreenKeys {
    /// The keys that work on the focused row: → on a collapsed category, ← and Enter on an
    /// expanded one, ← on a row inside a category (to its parent).
    private var focusedRowHints: [KeyHint] {
        guard case let .outline(node)? = focusedItem else { return [] }
        let snapshot = outlineSnapshot
        let item = Item.outline(node)
        if !node.children.isEmpty {
            return snapshot.isExpanded(item)
                ? [KeyHint("←", "Collapse"), KeyHint("Enter", "Collapse")]
                : [KeyHint("→", "Expand"), KeyHint("Enter", "Expand")]
        }
        return snapshot.parent(of: item) == nil ? [] : [KeyHint("←", "Parent")]
    }

    var keyHints: [KeyHint] { [KeyHint("↑↓←→", "Move"), KeyHint("Tab", "Section")] + focusedRowHints }

    var helpHints: [KeyHint] {
        var hints = [KeyHint("↑ ↓ ← →", "Move (← → scroll the carousel)"), KeyHint("Tab", "Next section")]
        if (collectionView.focusedIndexPath?.section ?? 0) > 0 { hints.append(KeyHint("Shift-Tab", "Previous section")) }
        return hints + focusedRowHints
    }
}
