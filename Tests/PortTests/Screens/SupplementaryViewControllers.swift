import CollectionCore
import Foundation

/// "Section Headers/Footers": a list of 44-point rows in sections of five, each with a header
/// and a footer.
final class SectionHeadersFootersViewController: ViewController {
    static let sectionHeaderElementKind = "section-header-element-kind"
    static let sectionFooterElementKind = "section-footer-element-kind"

    var dataSource: CollectionViewDiffableDataSource<Int, Int>! = nil
    var collectionView: CollectionView! = nil
    /// Whether headers pin to the top while their section is in view ("Pinned Section Headers").
    let pinsHeaders: Bool

    init(pinsHeaders: Bool = false) {
        self.pinsHeaders = pinsHeaders
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = pinsHeaders ? "Pinned Section Headers" : "Section Headers/Footers"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> CollectionViewLayout {
        let itemSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = CollectionLayoutItem(layoutSize: itemSize)
        let groupSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

        let headerFooterSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let sectionHeader = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: Self.sectionHeaderElementKind, alignment: .top)
        let sectionFooter = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: Self.sectionFooterElementKind, alignment: .bottom)
        if pinsHeaders {
            sectionHeader.pinToVisibleBounds = true
            sectionHeader.zIndex = 2
        }
        section.boundarySupplementaryItems = pinsHeaders ? [sectionHeader] : [sectionHeader, sectionFooter]
        return CollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<ListCell, Int> { cell, indexPath, identifier in
            cell.label.text = "\(indexPath.section),\(indexPath.item)"
        }
        let headerRegistration = CollectionView.SupplementaryRegistration<TitleSupplementaryView>(
            elementKind: Self.sectionHeaderElementKind) { supplementaryView, string, indexPath in
            supplementaryView.label.text = "\(string) for section \(indexPath.section)"
            supplementaryView.backgroundColor = .lightGray
            supplementaryView.layer.borderColor = Color.black.cgColor
            supplementaryView.layer.borderWidth = 1.0
        }
        let footerRegistration = CollectionView.SupplementaryRegistration<TitleSupplementaryView>(
            elementKind: Self.sectionFooterElementKind) { supplementaryView, string, indexPath in
            supplementaryView.label.text = "\(string) for section \(indexPath.section)"
            supplementaryView.backgroundColor = .lightGray
            supplementaryView.layer.borderColor = Color.black.cgColor
            supplementaryView.layer.borderWidth = 1.0
        }
        dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, identifier: Int) -> CollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        // HAND EDIT: `[unowned self]`: the sample's closure holds its view controller, which holds
        // the closure through its data source, so neither was ever freed.
        dataSource.supplementaryViewProvider = { [unowned self] view, kind, index in
            return self.collectionView.dequeueConfiguredReusableSupplementary(
                using: kind == Self.sectionHeaderElementKind ? headerRegistration : footerRegistration, for: index)
        }
        let itemsPerSection = 5
        let sections = Array(0..<5)
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        var itemOffset = 0
        sections.forEach {
            snapshot.appendSections([$0])
            snapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
            itemOffset += itemsPerSection
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// "Item Badges": cards with a count badge on their top-trailing corner.
final class ItemBadgeSupplementaryViewController: ViewController {
    static let badgeElementKind = "badge-element-kind"

    enum Section {
        case main
    }

    struct Model: Hashable, Sendable {
        let title: String
        let badgeCount: Int
        let identifier = UUID()
        func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
        }
    }

    var dataSource: CollectionViewDiffableDataSource<Section, Model>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Item Badges"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> CollectionViewLayout {
        let badgeAnchor = CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = CollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: Self.badgeElementKind, containerAnchor: badgeAnchor)
        let itemSize = CollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
        let item = CollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        return CollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<TextCell, Model> { cell, indexPath, model in
            cell.label.text = model.title
            cell.contentView.backgroundColor = .cornflowerBlue
            cell.contentView.layer.borderColor = Color.black.cgColor
            cell.contentView.layer.borderWidth = 1
            cell.contentView.layer.cornerRadius = 8
            cell.label.textAlignment = .center
        }
        let supplementaryRegistration = CollectionView.SupplementaryRegistration<BadgeSupplementaryView>(
            elementKind: Self.badgeElementKind) { [unowned self] badgeView, string, indexPath in
            guard let model = self.dataSource.itemIdentifier(for: indexPath) else { return }
            let hasBadgeCount = model.badgeCount > 0
            badgeView.label.text = "\(model.badgeCount)"
            badgeView.isHidden = !hasBadgeCount
        }
        dataSource = CollectionViewDiffableDataSource<Section, Model>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, model: Model) -> CollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: model)
        }
        // HAND EDIT: `[unowned self]` here and in the badge registration: the sample's closures
        // hold their view controller, which holds them through its data source, so neither was
        // ever freed.
        dataSource.supplementaryViewProvider = { [unowned self] in
            return self.collectionView.dequeueConfiguredReusableSupplementary(using: supplementaryRegistration, for: $2)
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Model>()
        snapshot.appendSections([.main])
        // HAND EDIT: the sample's `Int.random(in: 0..<3)` counts are fixed here so that the
        // fixtures are stable.
        let models = (0..<100).map { Model(title: "\($0)", badgeCount: ($0 * 7) % 3) }
        snapshot.appendItems(models)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
