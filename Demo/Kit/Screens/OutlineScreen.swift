import CollectionCore
import Foundation

/// Screen 5, after Apple's "Emoji Explorer": an outline built from section snapshots, one per
/// section (a collapsed tree of categories, and a flat list of recently opened emoji). Right or
/// Enter expands a category, Left collapses it (Left on a child goes to its parent).
public final class OutlineScreen: CollectionScreen, DemoScreen, CollectionViewDelegate {
    public enum Section: Int, Hashable, Sendable, CaseIterable {
        case outline, recents
    }

    public typealias Node = EmojiCategories.Node

    /// The outline level of a node, read from the data source once it exists.
    private final class LevelBox {
        var level: (Node, IndexPath) -> Int = { _, _ in 0 }
    }

    public let dataSource: CollectionViewDiffableDataSource<Section, Node>

    public init() {
        var configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = CollectionView(frame: CollectionScreen.initialFrame, collectionViewLayout: layout)
        let levels = LevelBox()
        let parentRegistration = CollectionView.CellRegistration<CollectionViewListCell, Node> { cell, indexPath, node in
            let level = levels.level(node, indexPath)
            var content = level == 0 ? ListContentConfiguration.sidebarHeader() : ListContentConfiguration.sidebarCell()
            content.image = Image(node.emoji)
            content.text = node.title
            if level == 0 { content.secondaryText = "\(node.children.count)" }
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: level == 0 ? .header : .cell))]
        }
        // The collection view indents each row by its outline level, as UIKit does.
        let leafRegistration = CollectionView.CellRegistration<CollectionViewListCell, Node> { cell, _, node in
            var content = ListContentConfiguration.sidebarCell()
            content.image = Image(node.emoji)
            content.text = node.title
            cell.contentConfiguration = content
            cell.accessories = []
        }
        let dataSource = CollectionViewDiffableDataSource<Section, Node>(collectionView: collectionView) { collectionView, indexPath, node in
            node.children.isEmpty
                ? collectionView.dequeueConfiguredReusableCell(using: leafRegistration, for: indexPath, item: node)
                : collectionView.dequeueConfiguredReusableCell(using: parentRegistration, for: indexPath, item: node)
        }
        self.dataSource = dataSource
        levels.level = { [weak dataSource] node, indexPath in
            guard let dataSource, let section = dataSource.sectionIdentifier(for: indexPath.section) else { return 0 }
            return dataSource.snapshot(for: section).level(of: node)
        }
        super.init(collectionView: collectionView)
        collectionView.delegate = self
        var outline = DiffableDataSourceSectionSnapshot<Node>()
        let root = Node("📂", "Emoji", EmojiCategories.tree)
        outline.append([root])
        outline.append(root.children, to: root, recursivePath: \.children)
        outline.expand([root])
        dataSource.apply(outline, to: .outline, animatingDifferences: false)
        var recents = DiffableDataSourceSectionSnapshot<Node>()
        let recentsHeader = Node("🕘", "Recents", [Node("🥢", "Chopsticks"), Node("🏮", "Lantern"), Node("🪁", "Kite")])
        recents.append([recentsHeader])
        recents.append(recentsHeader.children, to: recentsHeader)
        recents.expand([recentsHeader])
        dataSource.apply(recents, to: .recents, animatingDifferences: false)
    }

        required init?(coder: NSCoder) {
            return nil
        }

    /// Expands or collapses the parent at `indexPath` (Enter).
    public func toggle(at indexPath: IndexPath) {
        guard let node = dataSource.itemIdentifier(for: indexPath), !node.children.isEmpty,
              let section = dataSource.sectionIdentifier(for: indexPath.section) else { return }
        var snapshot = dataSource.snapshot(for: section)
        if snapshot.isExpanded(node) { snapshot.collapse([node]) } else { snapshot.expand([node]) }
        dataSource.apply(snapshot, to: section, animatingDifferences: true)
        collectionView.focusItem(at: indexPath)
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        toggle(at: indexPath)
    }

    public var navigationTitle: String { "Emoji Outline" }

    /// The keys that work on the focused row: → on a collapsed category, ← and Enter on an
    /// expanded one (Enter expands a collapsed one too), ← on a child (to its parent).
    private var focusedRowHints: [KeyHint] {
        guard let path = collectionView.focusedIndexPath, let node = dataSource.itemIdentifier(for: path),
              let section = dataSource.sectionIdentifier(for: path.section) else { return [] }
        let snapshot = dataSource.snapshot(for: section)
        if !node.children.isEmpty {
            return snapshot.isExpanded(node)
                ? [KeyHint("←", "Collapse"), KeyHint("Enter", "Collapse")]
                : [KeyHint("→", "Expand"), KeyHint("Enter", "Expand")]
        }
        return snapshot.parent(of: node) == nil ? [] : [KeyHint("←", "Parent")]
    }

    public var keyHints: [KeyHint] { [KeyHint("↑↓", "Move")] + focusedRowHints }

    public var helpHints: [KeyHint] { [KeyHint("↑ ↓", "Move")] + focusedRowHints + [KeyHint("Tab", "Next section")] }
}
