import CollectionCore
import Foundation

// The sample's "Compositional Layout > Getting Started > List" and "Advanced Layouts > Section
// Background Decoration", written as UIKit code is written, with the UI/NS prefixes dropped.
// Hand edits beyond the prefixes are marked HAND EDIT.

/// "List": 94 rows of 44 points, each a `ListCell`, in one compositional section.
final class ListViewController: ViewController {
    enum Section {
        case main
    }

    var dataSource: CollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "List"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> CollectionViewLayout {
        let itemSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = CollectionLayoutItem(layoutSize: itemSize)
        let groupSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = CollectionLayoutSection(group: group)
        let layout = CollectionViewCompositionalLayout(section: section)
        return layout
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<ListCell, Int> { cell, indexPath, identifier in
            cell.label.text = "\(identifier)"
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

extension ListViewController: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// The background behind each section of "Section Background Decoration".
final class SectionBackgroundDecorationView: CollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

extension SectionBackgroundDecorationView {
    func configure() {
        backgroundColor = Color.lightGray.withAlphaComponent(0.5)
        layer.borderColor = Color.black.cgColor
        layer.borderWidth = 1
        layer.cornerRadius = 12
    }
}

/// "Section Background Decoration": sections of 44-point rows, each over a decoration view
/// inset 5 points inside the section's 10-point insets.
final class SectionDecorationViewController: ViewController {
    static let sectionBackgroundDecorationElementKind = "section-background-element-kind"

    var currentSnapshot: DiffableDataSourceSnapshot<Int, Int>! = nil
    var dataSource: CollectionViewDiffableDataSource<Int, Int>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Section Background Decoration"
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
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

        let sectionBackgroundDecoration = CollectionLayoutDecorationItem.background(
            elementKind: SectionDecorationViewController.sectionBackgroundDecorationElementKind)
        sectionBackgroundDecoration.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [sectionBackgroundDecoration]

        let layout = CollectionViewCompositionalLayout(section: section)
        layout.register(
            SectionBackgroundDecorationView.self,
            forDecorationViewOfKind: SectionDecorationViewController.sectionBackgroundDecorationElementKind)
        return layout
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<ListCell, Int> { cell, indexPath, identifier in
            let sectionIndex = indexPath.section
            cell.label.text = "\(sectionIndex),\(indexPath.item)"
            cell.seperatorView.isHidden = indexPath.item == 4
        }
        dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, identifier: Int) -> CollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        let itemsPerSection = 5
        let sections = Array(0..<5)
        currentSnapshot = DiffableDataSourceSnapshot<Int, Int>()
        var itemOffset = 0
        sections.forEach {
            currentSnapshot.appendSections([$0])
            currentSnapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
            itemOffset += itemsPerSection
        }
        dataSource.apply(currentSnapshot, animatingDifferences: false)
    }
}

extension SectionDecorationViewController: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
