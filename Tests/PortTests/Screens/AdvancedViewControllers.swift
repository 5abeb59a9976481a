import CollectionCore
import Foundation

/// "Nested Groups": a wide item beside a column of two, then a row of three.
final class NestedGroupsViewController: ViewController {
    enum Section {
        case main
    }

    var dataSource: CollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Nested Groups"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> CollectionViewLayout {
        let layout = CollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection? in
            let leadingItem = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
            leadingItem.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingItem = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
            trailingItem.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingGroup = CollectionLayoutGroup.vertical(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
                subitem: trailingItem, count: 2)
            let nestedGroup = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
                subitems: [leadingItem, trailingGroup])
            let section = CollectionLayoutSection(group: nestedGroup)
            return section
        }
        return layout
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<TextCell, Int> { cell, indexPath, identifier in
            cell.label.text = "\(indexPath.section), \(indexPath.item)"
            cell.contentView.backgroundColor = .cornflowerBlue
            cell.contentView.layer.borderColor = Color.black.cgColor
            cell.contentView.layer.borderWidth = 1
            cell.contentView.layer.cornerRadius = 8
            cell.label.textAlignment = .center
        }
        dataSource = CollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, identifier: Int) -> CollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<100))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// "Orthogonal Sections": each section scrolls sideways: a large item beside two small ones.
final class OrthogonalScrollingViewController: ViewController {
    static let headerElementKind = "header-element-kind"

    var dataSource: CollectionViewDiffableDataSource<Int, Int>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Orthogonal Sections"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> CollectionViewLayout {
        let layout = CollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection? in
            let leadingItem = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
            leadingItem.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingItem = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
            trailingItem.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingGroup = CollectionLayoutGroup.vertical(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
                subitem: trailingItem, count: 2)
            let containerGroup = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .fractionalHeight(0.4)),
                subitems: [leadingItem, trailingGroup])
            let section = CollectionLayoutSection(group: containerGroup)
            section.orthogonalScrollingBehavior = .continuous
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                elementKind: Self.headerElementKind, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
        return layout
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<TextCell, Int> { cell, indexPath, identifier in
            cell.label.text = "\(indexPath.section), \(indexPath.item)"
            cell.contentView.backgroundColor = .cornflowerBlue
            cell.contentView.layer.borderColor = Color.black.cgColor
            cell.contentView.layer.borderWidth = 1
            cell.contentView.layer.cornerRadius = 8
            cell.label.textAlignment = .center
        }
        let headerRegistration = CollectionView.SupplementaryRegistration<TitleSupplementaryView>(
            elementKind: Self.headerElementKind) { supplementaryView, string, indexPath in
            supplementaryView.label.text = "Section \(indexPath.section)"
        }
        dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, identifier: Int) -> CollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        // HAND EDIT: `[unowned self]`: the sample's closure holds its view controller, which holds
        // the closure through its data source, so neither was ever freed.
        dataSource.supplementaryViewProvider = { [unowned self] view, kind, index in
            return self.collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: index)
        }
        var identifierOffset = 0
        let itemsPerSection = 30
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        for section in 0..<5 {
            snapshot.appendSections([section])
            let maxIdentifier = identifierOffset + itemsPerSection
            snapshot.appendItems(Array(identifierOffset..<maxIdentifier))
            identifierOffset += itemsPerSection
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// "Simple List" (the list in an inset grouped appearance): list cells with default content.
final class SimpleListViewController: ViewController {
    enum Section {
        case main
    }

    var dataSource: CollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Simple List"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> CollectionViewLayout {
        let config = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        return CollectionViewCompositionalLayout.list(using: config)
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = "\(item)"
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, identifier: Int) -> CollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// "Orthogonal Section Behaviors": one sideways-scrolling section per behaviour, titled with it.
final class OrthogonalScrollBehaviorViewController: ViewController {
    static let headerElementKind = "header-element-kind"

    enum SectionKind: Int, CaseIterable {
        case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered, none
        func orthogonalScrollingBehavior() -> CollectionLayoutSectionOrthogonalScrollingBehavior {
            switch self {
            case .none: return CollectionLayoutSectionOrthogonalScrollingBehavior.none
            case .continuous: return CollectionLayoutSectionOrthogonalScrollingBehavior.continuous
            case .continuousGroupLeadingBoundary: return CollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary
            case .paging: return CollectionLayoutSectionOrthogonalScrollingBehavior.paging
            case .groupPaging: return CollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging
            case .groupPagingCentered: return CollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered
            }
        }
    }

    var dataSource: CollectionViewDiffableDataSource<Int, Int>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Orthogonal Section Behaviors"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> CollectionViewLayout {
        let config = CollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 20
        let layout = CollectionViewCompositionalLayout(sectionProvider: {
            (sectionIndex: Int, layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection? in
            guard let sectionKind = SectionKind(rawValue: sectionIndex) else { fatalError("unknown section kind") }
            let leadingItem = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
            leadingItem.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingItem = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
            trailingItem.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingGroup = CollectionLayoutGroup.vertical(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
                subitem: trailingItem, count: 2)
            let orthogonallyScrolls = sectionKind.orthogonalScrollingBehavior() != .none
            let containerGroupFractionalWidth = orthogonallyScrolls ? CGFloat(0.85) : CGFloat(1.0)
            let containerGroup = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(containerGroupFractionalWidth), heightDimension: .fractionalHeight(0.4)),
                subitems: [leadingItem, trailingGroup])
            let section = CollectionLayoutSection(group: containerGroup)
            section.orthogonalScrollingBehavior = sectionKind.orthogonalScrollingBehavior()
            let sectionHeader = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                elementKind: Self.headerElementKind, alignment: .top)
            section.boundarySupplementaryItems = [sectionHeader]
            return section
        }, configuration: config)
        return layout
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<TextCell, Int> { cell, indexPath, identifier in
            cell.label.text = "\(indexPath.section), \(indexPath.item)"
            cell.contentView.backgroundColor = .cornflowerBlue
            cell.contentView.layer.borderColor = Color.black.cgColor
            cell.contentView.layer.borderWidth = 1
            cell.contentView.layer.cornerRadius = 8
            cell.label.textAlignment = .center
        }
        let supplementaryRegistration = CollectionView.SupplementaryRegistration<TitleSupplementaryView>(
            elementKind: Self.headerElementKind) { supplementaryView, string, indexPath in
            let sectionKind = SectionKind(rawValue: indexPath.section)!
            supplementaryView.label.text = "." + String(describing: sectionKind)
        }
        dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, identifier: Int) -> CollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        // HAND EDIT: `[unowned self]`: the sample's closure holds its view controller, which holds
        // the closure through its data source, so neither was ever freed.
        dataSource.supplementaryViewProvider = { [unowned self] view, kind, index in
            return self.collectionView.dequeueConfiguredReusableSupplementary(using: supplementaryRegistration, for: index)
        }
        var identifierOffset = 0
        let itemsPerSection = 18
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        SectionKind.allCases.forEach {
            snapshot.appendSections([$0.rawValue])
            let maxIdentifier = identifierOffset + itemsPerSection
            snapshot.appendItems(Array(identifierOffset..<maxIdentifier))
            identifierOffset += itemsPerSection
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension SimpleListViewController: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
