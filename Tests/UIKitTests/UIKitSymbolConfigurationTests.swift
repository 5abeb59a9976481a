import CollectionTesting
import Testing
import UIKit

/// A settings screen written as an app writes it, with symbol configurations on an image view and
/// in list content.
final class SymbolSettingsViewController: UIViewController {
    let badge = UIImageView(image: UIImage(systemName: "star.fill"))
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func loadView() {
        view = UIView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.frame = CGRect(x: 1, y: 0, width: 1, height: 1)
        badge.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large)
        view.addSubview(badge)
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 1, width: 40, height: 8),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            switch name {
            case "Bold":
                content.image = UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(weight: .semibold))
            case "Headline":
                content.image = UIImage(systemName: "heart")
                content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .headline)
            case "Tinted":
                content.image = UIImage(systemName: "heart")?.withConfiguration(UIImage.SymbolConfiguration(hierarchicalColor: .systemRed))
            default:
                content.image = UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .light))
            }
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Bold", "Headline", "Tinted", "Light"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
@Suite struct UIKitSymbolConfigurationTests {
    @Test func weightsDrawBoldColoursTintAndSizesChangeNothing() throws {
        let controller = SymbolSettingsViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 40, height: 9)
        screen.render()
        let canvas = screen.canvas
        // The image view's glyph, bold from its preferred configuration, one cell at 24 points.
        #expect(screen.lines[0].hasPrefix(" ★ "))
        #expect(canvas[x: 1, y: 0].style.attributes.contains(.bold))
        // The rows (a plain list: a separator row between rows); each image is in column 1.
        func image(row: Int) -> Style { canvas[x: 1, y: 1 + row * 2].style }
        #expect(screen.lines[1].hasPrefix(" ♡ Bold"))
        #expect(image(row: 0).attributes.contains(.bold))
        #expect(image(row: 1).attributes.contains(.bold))
        #expect(image(row: 2).foreground == .systemRed)
        #expect(!image(row: 3).attributes.contains(.bold))
        #expect(screen.lines[7].hasPrefix(" ♡ Light"))
        // Preferring a regular weight makes the image view's glyph plain again.
        controller.badge.preferredSymbolConfiguration = UIImage.SymbolConfiguration(weight: .regular)
        screen.render()
        #expect(!screen.canvas[x: 1, y: 0].style.attributes.contains(.bold))
    }
}
