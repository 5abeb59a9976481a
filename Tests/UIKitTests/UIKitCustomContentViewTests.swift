import CollectionTesting
import Testing
import UIKit

/// A content configuration of the app's own whose view pins a label to its layout margins, as
/// UIKit code writes a custom `UIContentView`.
struct BadgeContentConfiguration: UIContentConfiguration, Hashable {
    var text = ""

    func makeContentView() -> UIView & UIContentView { BadgeContentView(configuration: self) }

    func updated(for state: UIConfigurationState) -> BadgeContentConfiguration { self }
}

final class BadgeContentView: UIView, UIContentView {
    private let label = UILabel()
    private var applied = BadgeContentConfiguration()

    init(configuration: BadgeContentConfiguration) {
        super.init(frame: .zero)
        addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
        apply(configuration)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var configuration: UIContentConfiguration {
        get { applied }
        set {
            guard let configuration = newValue as? BadgeContentConfiguration else { return }
            apply(configuration)
        }
    }

    private func apply(_ configuration: BadgeContentConfiguration) {
        applied = configuration
        label.text = configuration.text
    }
}

/// Badges of estimated width in a horizontal group: each cell reports the width its content
/// view's constraints give it (the text and UIKit's default 8-point margins).
final class BadgeCloudViewController: UIViewController {
    var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(44), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, text in
            cell.contentConfiguration = BadgeContentConfiguration(text: text)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Red", "Green", "Blue", "Cyan"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A cell showing a content view of the app's own sizes itself by that view's constraints.
@MainActor
@Suite struct UIKitCustomContentViewTests {
    @Test func aCustomContentViewSizesItsCellByItsConstraints() throws {
        try PointScale.withCurrent(.standard) {
            let controller = BadgeCloudViewController()
            let screen = HeadlessScreen(rootViewController: controller, width: 40, height: 6)
            let lines = screen.render().lines
            // Each badge is its text plus a column of margin on each side, side by side.
            #expect(lines[0].hasPrefix(" Red  Green  Blue  Cyan "), "\(lines[0])")
            let collectionView = try #require(controller.collectionView)
            let green = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(green.frame.size == CGSize(width: 7 * 8, height: 17))
        }
    }
}
