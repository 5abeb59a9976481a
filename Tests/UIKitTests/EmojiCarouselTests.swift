import CollectionTesting
import Testing
import UIKit

/// Emoji Explorer's first screen as its sample writes it: a carousel of recent emoji (groups a
/// fifth of the width tall, scrolling sideways) over a sidebar list, in points.
final class EmojiCarouselViewController: UIViewController {
    enum Section: Int, Hashable, Sendable { case recents, outline }

    struct Emoji: Hashable, Sendable {
        var text: String
        var title: String
    }

    static let recents = [
        Emoji(text: "😀", title: "Grinning"), Emoji(text: "🐶", title: "Dog"), Emoji(text: "🍎", title: "Apple"),
        Emoji(text: "⚽", title: "Soccer"), Emoji(text: "🚄", title: "Train"), Emoji(text: "🌵", title: "Cactus"),
    ]
    static let titles = ["Smileys", "Nature", "Food", "Activities", "Travel", "Objects", "Symbols", "Flags"]

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func loadView() {
        view = UIView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.pointScale = .standard
        view.addSubview(collectionView)
        let grid = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, text in
            var content = UIListContentConfiguration.cell()
            content.text = text
            content.textProperties.font = .boldSystemFont(ofSize: 38)
            content.textProperties.alignment = .center
            content.directionalLayoutMargins = .zero
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            background.cornerRadius = 8
            background.strokeColor = .systemGray3
            background.strokeWidth = 1.0 / cell.traitCollection.displayScale
            cell.backgroundConfiguration = background
        }
        let list = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, text in
            indexPath.section == Section.recents.rawValue
                ? collectionView.dequeueConfiguredReusableCell(using: grid, for: indexPath, item: text)
                : collectionView.dequeueConfiguredReusableCell(using: list, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.recents, .outline])
        snapshot.appendItems(Self.recents.map(\.text), toSection: .recents)
        snapshot.appendItems(Self.titles, toSection: .outline)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            guard let kind = Section(rawValue: sectionIndex) else { return nil }
            switch kind {
            case .recents:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.28), heightDimension: .fractionalWidth(0.2)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                return section
            case .outline:
                let section = NSCollectionLayoutSection.list(using: .init(appearance: .sidebar), layoutEnvironment: layoutEnvironment)
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
                return section
            }
        }
    }
}

/// The carousel sits one inset and the sidebar's padding above the list, not ten rows: the list
/// section's `top: 10` is points, as every inset the sample writes.
@MainActor
@Suite struct EmojiCarouselTests {
    @Test(arguments: [(80, 24), (120, 40)])
    func theCarouselAndTheListMatchTheirFixture(_ size: (width: Int, height: Int)) {
        let screen = HeadlessScreen(rootViewController: EmojiCarouselViewController(), width: size.width, height: size.height)
        let lines = screen.render().lines
        // The cards' bottom edge, then the carousel's bottom inset, the sidebar's padding and the
        // list's 10-point inset: three blank rows before the first title.
        let bottom = lines.firstIndex { $0.contains("╰") }
        let first = lines.firstIndex { $0.contains("Smileys") }
        #expect(bottom != nil && first == bottom.map { $0 + 4 })
        let mismatch = ScreenFixture.mismatch(
            screen.fixtureText,
            fixtureAt: ScreenFixture.path("emoji-carousel-\(size.width)x\(size.height)", folder: "UIKit", testFile: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
