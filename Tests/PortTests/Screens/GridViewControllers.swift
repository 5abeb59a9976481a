import CollectionCore
import Foundation

// The sample's "Compositional Layout > Basics" grids, written as UIKit code is written, with
// the UI/NS prefixes dropped. Hand edits beyond the prefixes are marked HAND EDIT.

/// "Grid": five square items per row.
final class GridViewController: ViewController {
    enum Section {
        case main
    }

    var dataSource: CollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Grid"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> CollectionViewLayout {
        let itemSize = CollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = CollectionLayoutItem(layoutSize: itemSize)
        let groupSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = CollectionLayoutSection(group: group)
        let layout = CollectionViewCompositionalLayout(section: section)
        return layout
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .black
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<TextCell, Int> { cell, indexPath, identifier in
            cell.label.text = "\(identifier)"
            cell.contentView.backgroundColor = .cornflowerBlue
            cell.layer.borderColor = Color.black.cgColor
            cell.layer.borderWidth = 1
            cell.label.textAlignment = .center
            cell.label.font = Font.preferredFont(forTextStyle: .title1)
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

/// "Inset Items Grid": the grid with 5-point insets around each item.
final class InsetItemsGridViewController: ViewController {
    enum Section {
        case main
    }

    var dataSource: CollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Inset Items Grid"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> CollectionViewLayout {
        let itemSize = CollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = CollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = CollectionLayoutSection(group: group)
        return CollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<TextCell, Int> { cell, indexPath, identifier in
            cell.label.text = "\(identifier)"
            cell.contentView.backgroundColor = .cornflowerBlue
            cell.layer.borderColor = Color.black.cgColor
            cell.layer.borderWidth = 1
            cell.label.textAlignment = .center
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

/// "Two-Column Grid": two 44-point items per row, 10 points apart.
final class TwoColumnViewController: ViewController {
    enum Section {
        case main
    }

    var dataSource: CollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Two-Column Grid"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> CollectionViewLayout {
        let itemSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = CollectionLayoutItem(layoutSize: itemSize)
        let groupSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
        let spacing = CGFloat(10)
        group.interItemSpacing = .fixed(spacing)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return CollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<TextCell, Int> { cell, indexPath, identifier in
            cell.label.text = "\(identifier)"
            cell.contentView.backgroundColor = .cornflowerBlue
            cell.layer.borderColor = Color.black.cgColor
            cell.layer.borderWidth = 1
            cell.label.textAlignment = .center
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

/// "Distinct Sections": a list section, a five-column and a three-column grid, chosen by the
/// section's kind.
final class DistinctSectionsViewController: ViewController {
    enum SectionLayoutKind: Int, CaseIterable {
        case list, grid5, grid3
        var columnCount: Int {
            switch self {
            case .grid3: return 3
            case .grid5: return 5
            case .list: return 1
            }
        }
    }

    var dataSource: CollectionViewDiffableDataSource<SectionLayoutKind, Int>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Distinct Sections"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> CollectionViewLayout {
        let layout = CollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection? in
            guard let sectionLayoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
            let columns = sectionLayoutKind.columnCount
            let itemSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = CollectionLayoutItem(layoutSize: itemSize)
            item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let groupHeight = columns == 1 ? CollectionLayoutDimension.absolute(44) : CollectionLayoutDimension.fractionalWidth(0.2)
            let groupSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
            let group = CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
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
        let listCellRegistration = CollectionView.CellRegistration<ListCell, Int> { cell, indexPath, identifier in
            cell.label.text = "\(identifier)"
        }
        let textCellRegistration = CollectionView.CellRegistration<TextCell, Int> { cell, indexPath, identifier in
            let section = SectionLayoutKind(rawValue: indexPath.section)!
            cell.label.text = "\(identifier)"
            cell.contentView.backgroundColor = .cornflowerBlue
            cell.contentView.layer.borderColor = Color.black.cgColor
            cell.contentView.layer.borderWidth = 1
            cell.contentView.layer.cornerRadius = section == .grid5 ? 8 : 0
            cell.label.textAlignment = .center
        }
        dataSource = CollectionViewDiffableDataSource<SectionLayoutKind, Int>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, identifier: Int) -> CollectionViewCell? in
            return SectionLayoutKind(rawValue: indexPath.section)! == .list
                ? collectionView.dequeueConfiguredReusableCell(using: listCellRegistration, for: indexPath, item: identifier)
                : collectionView.dequeueConfiguredReusableCell(using: textCellRegistration, for: indexPath, item: identifier)
        }
        let itemsPerSection = 10
        var snapshot = DiffableDataSourceSnapshot<SectionLayoutKind, Int>()
        SectionLayoutKind.allCases.forEach {
            snapshot.appendSections([$0])
            let itemOffset = $0.rawValue * itemsPerSection
            let itemUpperbound = itemOffset + itemsPerSection
            snapshot.appendItems(Array(itemOffset..<itemUpperbound))
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// "Adaptive Sections": as many columns as the width allows, decided in points.
final class AdaptiveSectionsViewController: ViewController {
    enum SectionLayoutKind: Int, CaseIterable {
        case list, grid5, grid3
        func columnCount(for width: CGFloat) -> Int {
            let wideMode = width > 800
            switch self {
            case .grid3: return wideMode ? 6 : 3
            case .grid5: return wideMode ? 10 : 5
            case .list: return wideMode ? 2 : 1
            }
        }
    }

    var dataSource: CollectionViewDiffableDataSource<SectionLayoutKind, Int>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Adaptive Sections"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> CollectionViewLayout {
        let layout = CollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection? in
            guard let layoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
            let columns = layoutKind.columnCount(for: layoutEnvironment.container.effectiveContentSize.width)
            let itemSize = CollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
            let item = CollectionLayoutItem(layoutSize: itemSize)
            item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let groupHeight = layoutKind == .list ? CollectionLayoutDimension.absolute(44) : CollectionLayoutDimension.fractionalWidth(0.2)
            let groupSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
            let group = CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
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
        let listCellRegistration = CollectionView.CellRegistration<ListCell, Int> { cell, indexPath, identifier in
            cell.label.text = "\(identifier)"
        }
        let textCellRegistration = CollectionView.CellRegistration<TextCell, Int> { cell, indexPath, identifier in
            let section = SectionLayoutKind(rawValue: indexPath.section)!
            cell.label.text = "\(identifier)"
            cell.contentView.backgroundColor = .cornflowerBlue
            cell.contentView.layer.borderColor = Color.black.cgColor
            cell.contentView.layer.borderWidth = 1
            cell.contentView.layer.cornerRadius = section == .grid5 ? 8 : 0
            cell.label.textAlignment = .center
        }
        dataSource = CollectionViewDiffableDataSource<SectionLayoutKind, Int>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, identifier: Int) -> CollectionViewCell? in
            return SectionLayoutKind(rawValue: indexPath.section)! == .list
                ? collectionView.dequeueConfiguredReusableCell(using: listCellRegistration, for: indexPath, item: identifier)
                : collectionView.dequeueConfiguredReusableCell(using: textCellRegistration, for: indexPath, item: identifier)
        }
        let itemsPerSection = 10
        var snapshot = DiffableDataSourceSnapshot<SectionLayoutKind, Int>()
        SectionLayoutKind.allCases.forEach {
            snapshot.appendSections([$0])
            let itemOffset = $0.rawValue * itemsPerSection
            snapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
