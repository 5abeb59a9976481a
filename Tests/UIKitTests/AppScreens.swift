import UIKit

// An app's own code, written as for UIKit: its own types named like the toolkit's (`Color`,
// `ViewController`, `Label`, `Image`) shadow them, and UIKit's names reach the toolkit.

/// The app's own colour type: no relation to `UIColor`.
struct Color: Hashable {
    var name: String
    var hex: String
}

/// The app's own label model.
struct Label: Hashable {
    var text: String
}

/// The app's own image reference.
struct Image: Hashable {
    var file: String
}

/// A list cell that follows its selection, as app cells do.
final class PaletteCell: UICollectionViewListCell {
    private(set) var selectionChanges: [Bool] = []

    override var isSelected: Bool {
        didSet { selectionChanges.append(isSelected) }
    }
}

/// The app's screen, named as Xcode's template names it.
final class ViewController: UIViewController {
    enum Section: Hashable, Sendable { case main }

    let colors = [
        Color(name: "Red", hex: "#FF0000"), Color(name: "Green", hex: "#00FF00"), Color(name: "Blue", hex: "#0000FF"),
    ]
    private(set) var collectionView: UICollectionView!
    private(set) var cells: [PaletteCell] = []
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Palette"
        view.backgroundColor = .systemBackground
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<PaletteCell, String> { [weak self] cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.secondaryText = self?.colors.first { $0.name == name }?.hex
            content.image = UIImage(systemName: "circle.fill")
            cell.contentConfiguration = content
            if let self, !self.cells.contains(where: { $0 === cell }) { self.cells.append(cell) }
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(colors.map(\.name))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A compositional grid written with `NSCollectionLayout*` names and a custom root view.
final class GridViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func loadView() {
        view = UIView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(1)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        let collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var content = UIListContentConfiguration.cell()
            content.text = "Cell \(number)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<6))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
