import CollectionCore
import Foundation

/// Screen 6: the layout gallery, one entry per layout of Apple's "Implementing Modern
/// Collection Views" sample, grouped as in the sample (an inset-grouped list with headers).
/// Enter opens the layout (``GalleryLayoutScreen``).
public final class LayoutGalleryScreen: CollectionScreen, DemoScreen, CollectionViewDelegate {
    public let dataSource: CollectionViewDiffableDataSource<String, GalleryEntry>
    /// Called with the entry to open.
    public var onOpen: ((GalleryEntry) -> Void)?

    public init() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.showsSeparators = false
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = CollectionView(frame: CollectionScreen.initialFrame, collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, GalleryEntry> { cell, _, entry in
            var content = ListContentConfiguration.valueCell()
            content.text = entry.rawValue
            content.secondaryText = entry.summary
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionLayoutListConfiguration.elementKindSectionHeader) { view, _, indexPath in
            var content = ListContentConfiguration.groupedHeader()
            content.text = GalleryEntry.groups.indices.contains(indexPath.section) ? GalleryEntry.groups[indexPath.section] : ""
            view.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, entry in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: entry)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        super.init(collectionView: collectionView)
        collectionView.delegate = self
        var snapshot = DiffableDataSourceSnapshot<String, GalleryEntry>()
        for group in GalleryEntry.groups {
            snapshot.appendSections([group])
            snapshot.appendItems(GalleryEntry.allCases.filter { $0.group == group }, toSection: group)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.focusItem(at: IndexPath(item: 0, section: 0))
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        if let entry = dataSource.itemIdentifier(for: indexPath) { onOpen?(entry) }
    }

    public var navigationTitle: String { "Layout Gallery" }

    public var keyHints: [KeyHint] { [KeyHint("↑↓", "Move"), KeyHint("Enter", "Open")] }

    public var helpHints: [KeyHint] { [KeyHint("↑ ↓", "Move"), KeyHint("Enter", "Open the layout"), KeyHint("Tab", "Next group")] }
}

/// One layout of the gallery, filled with numbered items.
public final class GalleryLayoutScreen: CollectionScreen, DemoScreen {
    public let entry: GalleryEntry
    public let dataSource: CollectionViewDiffableDataSource<Int, Int>
    /// The list appearance shown by the List Appearances entry (`a` cycles).
    public private(set) var listAppearance = CollectionLayoutListConfiguration.Appearance.plain

    public init(entry: GalleryEntry) {
        self.entry = entry
        let collectionView = CollectionView(frame: CollectionScreen.initialFrame,
                                            collectionViewLayout: GalleryLayouts.layout(for: entry, listAppearance: .plain))
        let numberRegistration = CollectionView.CellRegistration<NumberCell, Int> { cell, _, number in
            cell.text = "\(number)"
        }
        let listRegistration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(number)"
            cell.contentConfiguration = content
        }
        let newsRegistration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, number in
            let post = ConferenceNews.items[number % ConferenceNews.items.count]
            var content = ListContentConfiguration.subtitleCell()
            content.text = post.title + cell.traitCollection.glyphSet.symbols("  ·  ") + post.date
            content.textProperties.attributes = .bold
            content.secondaryText = post.body
            content.secondaryTextProperties.numberOfLines = 0
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, number in
            switch entry {
            case .listAppearances:
                collectionView.dequeueConfiguredReusableCell(using: listRegistration, for: indexPath, item: number)
            case .conferenceNews:
                collectionView.dequeueConfiguredReusableCell(using: newsRegistration, for: indexPath, item: number)
            default:
                collectionView.dequeueConfiguredReusableCell(using: numberRegistration, for: indexPath, item: number)
            }
        }
        let header = CollectionView.SupplementaryRegistration<LabelView>(elementKind: GalleryLayouts.headerKind) { view, _, indexPath in
            if entry == .orthogonalSectionBehaviors {
                view.text = GalleryLayouts.behaviors[indexPath.section % GalleryLayouts.behaviors.count].name
            } else {
                view.text = "Section \(indexPath.section + 1)" + (entry == .pinnedSectionHeaders ? " (pinned)" : "")
            }
            view.style = Style(foreground: .tint, background: .groupedBackground, attributes: .bold)
        }
        let footer = CollectionView.SupplementaryRegistration<LabelView>(elementKind: GalleryLayouts.footerKind) { view, _, indexPath in
            view.text = "End of section \(indexPath.section + 1)"
            view.style = Style(foreground: .secondaryLabel)
        }
        let badge = CollectionView.SupplementaryRegistration<LabelView>(elementKind: GalleryLayouts.badgeKind) { view, _, indexPath in
            let count = (indexPath.item * 7) % 12
            view.text = count == 0 ? "" : "\(count)"
            view.isHidden = count == 0
            view.alignment = .center
            view.style = Style(foreground: .label, background: .indexed(160), attributes: .bold)
        }
        let listHeader = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionLayoutListConfiguration.elementKindSectionHeader) { view, _, indexPath in
            var content = ListContentConfiguration.groupedHeader()
            content.text = "Section \(indexPath.section + 1)"
            view.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            switch kind {
            case GalleryLayouts.headerKind: collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            case GalleryLayouts.footerKind: collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
            case GalleryLayouts.badgeKind: collectionView.dequeueConfiguredReusableSupplementary(using: badge, for: indexPath)
            default: collectionView.dequeueConfiguredReusableSupplementary(using: listHeader, for: indexPath)
            }
        }
        super.init(collectionView: collectionView)
        headerHeight = 1
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        var next = 0
        for (section, count) in GalleryLayouts.contents(for: entry).enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(next..<(next + count)), toSection: section)
            next += count
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    public override func drawHeader(in rect: CGRect, canvas: inout Canvas) {
        var text = " " + entry.summary
        if entry == .listAppearances { text += " · showing ." + "\(listAppearance)" + " (a: next)" }
        if entry == .adaptiveSections { text += " · width \(Int(rect.width))" }
        canvas.draw(traitCollection.glyphSet.symbols(text), in: rect, style: .secondaryLabel)
    }

    /// `a` shows the next list appearance, on the list appearances page.
    public override var keyCommands: [KeyCommand]? {
        guard entry == .listAppearances else { return nil }
        return [KeyCommand(.character("a"), title: "Next list appearance", discoverabilityTitle: "Appearance") {
            [weak self] in self?.showNextAppearance()
        }].compactMap { $0 }
    }

    private func showNextAppearance() {
        let all = CollectionLayoutListConfiguration.Appearance.allCases
        listAppearance = all[(all.firstIndex(of: listAppearance)! + 1) % all.count]
        collectionView.setCollectionViewLayout(GalleryLayouts.layout(for: entry, listAppearance: listAppearance), animated: false)
        collectionView.reloadData()
        setNeedsDisplay()
    }

    public var navigationTitle: String { entry.rawValue }

    public var keyHints: [KeyHint] {
        entry == .listAppearances ? [KeyHint("↑↓", "Move")] : [KeyHint("↑↓←→", "Move")]
    }
}
