import CollectionCore
import Foundation

/// The Reload screen, after an article on reloading cells: the same superheroes as a class
/// (reloaded with `reloadItems`), as a struct (replaced by inserting the new value before the
/// old one and deleting the old one, as the article does) and as an `Identifiable` struct
/// (reloaded directly, matched by `id`). Enter appends " ★" to the focused hero through its
/// section's path.
public final class ReloadScreen: CollectionScreen, DemoScreen, CollectionViewDelegate {
    public enum Section: Int, Hashable, Sendable, CaseIterable {
        case objects, values, identified

        var title: String {
            switch self {
            case .objects: "Class heroes"
            case .values: "Struct heroes"
            case .identified: "Identifiable struct heroes"
            }
        }

        /// Which update path the section uses.
        var path: String {
            switch self {
            case .objects: "reloadItems([hero]): the object is its own identity"
            case .values: "insertItems([new], beforeItem: old) + deleteItems([old])"
            case .identified: "reloadItems([updated]): matched by id"
            }
        }
    }

    /// One item type for the three sections. Its `id` is what each hero type's identity is: the
    /// object, the whole struct value, or the `Identifiable` struct's `id`; the snapshot matches
    /// items by it.
    public enum Item: Hashable, Sendable, Identifiable {
        case object(Heroes.Object)
        case value(Heroes.Value)
        case identified(Heroes.Identified)

        public enum ID: Hashable, Sendable {
            case object(ObjectIdentifier)
            case value(Heroes.Value)
            case identified(Int)
        }

        public var id: ID {
            switch self {
            case let .object(hero): .object(ObjectIdentifier(hero))
            case let .value(hero): .value(hero)
            case let .identified(hero): .identified(hero.id)
            }
        }

        var name: String {
            switch self {
            case let .object(hero): hero.name
            case let .value(hero): hero.name
            case let .identified(hero): hero.name
            }
        }
    }

    public let dataSource: CollectionViewDiffableDataSource<Section, Item>
    /// Items that were replaced or reloaded, with the cells made for them (to show that a
    /// reload made a new cell).
    public private(set) var updateCount = 0

    public init() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.showsSeparators = false
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = CollectionView(frame: CollectionScreen.initialFrame, collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Item> { cell, _, item in
            var content = ListContentConfiguration.cell()
            let glyphs = cell.traitCollection.glyphSet
            content.text = glyphs.symbols(item.name)
            switch item {
            case .object: content.image = Image(glyphs.heroKinds.0)
            case .value: content.image = Image(glyphs.heroKinds.1)
            case .identified: content.image = Image(glyphs.heroKinds.2)
            }
            cell.contentConfiguration = content
        }
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionLayoutListConfiguration.elementKindSectionHeader) { view, _, indexPath in
            var content = ListContentConfiguration.groupedHeader()
            content.text = Section(rawValue: indexPath.section)?.title
            view.contentConfiguration = content
        }
        let footer = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionLayoutListConfiguration.elementKindSectionFooter) { view, _, indexPath in
            var content = ListContentConfiguration.groupedFooter()
            content.text = Section(rawValue: indexPath.section)?.path
            view.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == CollectionLayoutListConfiguration.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
        }
        super.init(collectionView: collectionView)
        headerHeight = 2
        collectionView.delegate = self
        var snapshot = DiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(Heroes.names.map { .object(Heroes.Object(name: $0)) }, toSection: .objects)
        snapshot.appendItems(Heroes.names.map { .value(Heroes.Value(name: $0)) }, toSection: .values)
        snapshot.appendItems(Heroes.names.enumerated().map { .identified(Heroes.Identified(id: $0.offset, name: $0.element)) },
                             toSection: .identified)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Appends " ★" to the hero at `indexPath` through its section's update path.
    public func star(at indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        var snapshot = dataSource.snapshot()
        switch item {
        case let .object(hero):
            hero.name += " ★"
            snapshot.reloadItems([item])
        case let .value(hero):
            let updated = Item.value(Heroes.Value(name: hero.name + " ★"))
            guard snapshot.indexOfItem(updated) == nil else { return }
            snapshot.insertItems([updated], beforeItem: item)
            snapshot.deleteItems([item])
        case var .identified(hero):
            hero.name += " ★"
            snapshot.reloadItems([.identified(hero)])
        }
        updateCount += 1
        dataSource.apply(snapshot)
        collectionView.focusItem(at: indexPath)
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        star(at: indexPath)
    }

    static let explanation = "Enter appends \" ★\". ◆ class: reloadItems · ◇ struct: insert before + delete · "
        + "◈ Identifiable struct: reloadItems by id"

    public override func layoutSubviews() {
        // The explanation takes one row when it fits, two otherwise.
        headerHeight = CGFloat(TerminalText.width(of: traitCollection.glyphSet.symbols(Self.explanation))) <= bounds.width - 2 ? 1 : 2
        super.layoutSubviews()
    }

    public override func drawHeader(in rect: CGRect, canvas: inout Canvas) {
        canvas.draw(traitCollection.glyphSet.symbols(Self.explanation), in: rect.insetBy(dx: 1, dy: 0), style: .secondaryLabel, lineBreakMode: .byWordWrapping,
                    numberOfLines: 2)
    }

    public var navigationTitle: String { "Reload" }

    public var keyHints: [KeyHint] { [KeyHint("↑↓", "Move"), KeyHint("Enter", "Append ★")] }

    public var helpHints: [KeyHint] {
        [KeyHint("↑ ↓", "Move between heroes"), KeyHint("Enter", "Append \" ★\" through the section's update path"),
         KeyHint("Tab", "Next section")]
    }
}
