import CollectionTesting
import Testing
import UIKit

/// A cell whose label's leading constraint changes after it is shown, as app code indents a
/// row it marks: the next frame shows the label where the constraint now puts it.
@MainActor
final class IndentingCell: UICollectionViewListCell {
    let label = UILabel()
    var leading: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        leading = label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 1)
        NSLayoutConstraint.activate([leading, label.topAnchor.constraint(equalTo: contentView.topAnchor),
                                     label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor)])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
final class IndentingListViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<IndentingCell, String> { cell, _, title in
            cell.label.text = title
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Espresso"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
@Suite struct CellConstraintChangeTests {
    @Test func aTextChangedAfterDisplayShowsInTheNextFrame() throws {
        let controller = IndentingListViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 30, height: 4)
        screen.render()
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? IndentingCell)
        cell.label.text = "Ristretto"
        screen.render()
        #expect(screen.lines.contains { $0.contains("Ristretto") }, "\(screen.lines)")
    }

    @Test func aConstraintChangedAfterDisplayShowsInTheNextFrame() throws {
        let controller = IndentingListViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 30, height: 4)
        screen.render()
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? IndentingCell, "\(screen.lines)")
        let row = try #require(screen.lines.firstIndex { $0.contains("Espresso") })
        #expect(screen.lines[row].hasPrefix(" Espresso"))
        cell.leading.constant = 5
        screen.render()
        #expect(cell.label.frame.minX == 5)
        #expect(screen.lines[row].hasPrefix("     Espresso"), "\(screen.lines[row])")
    }
}
