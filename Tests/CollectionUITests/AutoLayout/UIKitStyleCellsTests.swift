import CollectionCore
import CollectionTesting
import Foundation
import Testing

// Cells written the way UIKit code writes them (views in the content view, pinned with
// anchors), rendered headlessly against fixtures in Tests/Fixtures/Screens.

/// A glyph and a label pinned to the content view's layout margins.
final class IconLabelCell: CollectionViewCell {
    let iconView = ImageView()
    let label = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configure() {
        iconView.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(iconView)
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            label.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 1),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }
}

/// Three stacked labels (a headline, a wrapping body, a dim date) whose height is the cell's.
final class NewsFeedCell: CollectionViewCell {
    let titleLabel = Label()
    let bodyLabel = Label()
    let dateLabel = Label()
    let stack = StackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configure() {
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        dateLabel.font = .preferredFont(forTextStyle: .caption1)
        dateLabel.textAlignment = .right
        stack.axis = .vertical
        stack.spacing = 0
        for label in [titleLabel, bodyLabel, dateLabel] { stack.addArrangedSubview(label) }
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        contentView.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }
}

/// A badge: a count in a reusable view, centred by constraints.
final class BadgeView: CollectionReusableView {
    let label = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 12)
        backgroundStyle = Style(foreground: .label, background: .tint)
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite @MainActor struct UIKitStyleCellsTests {
    private func check(_ screen: HeadlessScreen, _ name: String, file: String = #filePath) {
        let mismatch = ScreenFixture.mismatch(screen.fixtureText, fixtureAt: ScreenFixture.path(name, folder: "Screens", testFile: file))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    private func listLayout() -> CollectionViewCompositionalLayout {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1))
        let item = CollectionLayoutItem(layoutSize: size)
        let group = CollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    @Test func iconAndLabelPinnedToTheMargins() {
        let items = [("star.fill", "Favourites"), ("folder", "Documents"), ("trash", "Trash"),
                     ("gear", "Settings with a title too long for the row"), ("no.such.symbol.for.tests", "Unknown")]
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])))
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 6), collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<IconLabelCell, Int> { cell, _, index in
            cell.iconView.image = Image(systemName: items[index].0)
            cell.label.text = items[index].1
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, index in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: index)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(items.indices))
        let screen = HeadlessScreen(root: view, width: 30, height: 6)
        let reports = Diagnostics.collect {
            dataSource.apply(snapshot, animatingDifferences: false)
            _ = screen.render()
        }.diagnostics
        #expect(reports.map(\.kind) == ["unknownSystemName"], "\(reports)")
        check(screen, "autolayout-icon-label-30x6")
    }

    @Test func newsFeedCellsTakeTheirHeightFromTheirConstraints() {
        let stories = [
            ("Solver ships", "A constraint solver now lays out cells written with anchors.", "Today"),
            ("Short", "One line.", "Yesterday"),
            ("Terminals", "Cells are characters, so heights are whole rows and neighbours tile exactly.", "Monday"),
        ]
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 32, height: 16), collectionViewLayout: listLayout())
        let registration = CollectionView.CellRegistration<NewsFeedCell, Int> { cell, _, index in
            cell.titleLabel.text = stories[index].0
            cell.bodyLabel.text = stories[index].1
            cell.dateLabel.text = stories[index].2
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, index in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: index)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(stories.indices))
        let screen = HeadlessScreen(root: view, width: 32, height: 16)
        let reports = Diagnostics.collect {
            dataSource.apply(snapshot, animatingDifferences: false)
            _ = screen.render()
            _ = screen.render()
        }.diagnostics
        #expect(reports.isEmpty, "\(reports)")
        let heights = (0..<3).compactMap { view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height }
        // Title, the body wrapped at 30 columns (3, 1 and 3 lines), date, the bottom margin row.
        #expect(heights == [6, 4, 6])
        check(screen, "autolayout-news-feed-32x16")
    }

    @Test func aBadgeSupplementaryViewCentresItsLabel() {
        let badgeKind = "badge"
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(4), heightDimension: .absolute(1)),
            elementKind: badgeKind,
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)),
            subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 6), collectionViewLayout: layout)
        let cell = CollectionView.CellRegistration<IconLabelCell, Int> { cell, _, index in
            cell.iconView.image = Image(systemName: "envelope")
            cell.label.text = "Inbox \(index)"
            cell.backgroundConfiguration = .listGroupedCell()
        }
        let badges = CollectionView.SupplementaryRegistration<BadgeView>(elementKind: badgeKind) { view, _, indexPath in
            view.label.text = "\(indexPath.item * 7 + 3)"
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, index in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: index)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2, 3])
        let screen = HeadlessScreen(root: view, width: 30, height: 6)
        let reports = Diagnostics.collect {
            dataSource.apply(snapshot, animatingDifferences: false)
            _ = screen.render()
        }.diagnostics
        #expect(reports.isEmpty, "\(reports)")
        check(screen, "autolayout-badge-30x6")
    }
}
