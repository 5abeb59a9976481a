import CollectionTesting
import Testing
import UIKit

/// A tag: a bordered cell whose label sets its width, as a cell that self-sizes to its text.
final class TagCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 17),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -17),
        ])
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray.cgColor
        layer.cornerRadius = 4
    }

    required init?(coder: NSCoder) { nil }
}

/// A tag cloud as UIKit writes one: items of estimated width in a horizontal group the width of
/// the section, so that each row holds the tags that fit at the widths their cells report.
final class TagCloudViewController: UIViewController {
    static let tags = [
        "Swift", "Terminal", "UIKit", "Compositional", "Layout", "Cells", "ncurses", "Diffable", "Snapshot",
        "Auto Layout", "Points", "Tag", "Cloud", "Self-sizing", "Group", "Rows",
    ]

    var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.pointScale = .standard
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<TagCell, String> { cell, _, tag in
            cell.label.text = tag
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, tag in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tag)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.tags)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(44), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)), subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 17
        section.contentInsets = NSDirectionalEdgeInsets(top: 17, leading: 8, bottom: 17, trailing: 8)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

@MainActor
@Suite struct TagCloudTests {
    /// At 80 columns the rows are 78 wide (an 8-point inset is a column on each side) and tags
    /// are their text plus a border column on each side, a column apart: "Swift" to "ncurses"
    /// end at column 69 and "Diffable" (10) would end at 80; "Diffable" to "Self-sizing" end at
    /// 72 and "Group" would end at 80; "Group" and "Rows" remain.
    @Test func eachRowHoldsTheTagsThatFit() throws {
        let controller = TagCloudViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 80, height: 24)
        let lines = screen.render().lines
        let first = try #require(lines.firstIndex { $0.contains("Swift") }, "\(lines)")
        #expect(lines[first] == " │Swift│ │Terminal│ │UIKit│ │Compositional│ │Layout│ │Cells│ │ncurses│" + String(repeating: " ", count: 10))
        let second = try #require(lines.firstIndex { $0.contains("Diffable") })
        #expect(lines[second].hasPrefix(" │Diffable│ │Snapshot│ │Auto Layout│ │Points│ │Tag│ │Cloud│ │Self-sizing│ "), "\(lines[second])")
        let third = try #require(lines.firstIndex { $0.contains("Group") })
        #expect(lines[third].hasPrefix(" │Group│ │Rows│ "), "\(lines[third])")
        // Rows of 3 (a border, the text, a border) a row apart.
        #expect(second == first + 4 && third == second + 4)
        // The cells' frames follow their text: "Compositional" is 15 columns.
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(cell.frame.width == CGFloat(15 * 8))
        let mismatch = ScreenFixture.mismatch(
            screen.fixtureText, fixtureAt: ScreenFixture.path("tag-cloud-80x24", folder: "UIKit", testFile: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
