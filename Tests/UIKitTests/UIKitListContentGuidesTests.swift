import CollectionTesting
import Testing
import UIKit

/// A list cell that lines up a value label and its separator with the text of its list content
/// view, as Apple's custom cell list writes it.
@MainActor
final class ValueListCell: UICollectionViewListCell {
    let listContentView = UIListContentView(configuration: .subtitleCell())
    let valueLabel = UILabel()
    var separatorConstraint: NSLayoutConstraint?
    var item: (title: String, subtitle: String)? { didSet { setNeedsUpdateConfiguration() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [listContentView, valueLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
            listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            listContentView.trailingAnchor.constraint(equalTo: valueLabel.leadingAnchor),
            valueLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -1),
            valueLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = UIListContentConfiguration.subtitleCell().updated(for: state)
        content.image = UIImage(systemName: "star")
        content.text = item?.title
        content.secondaryText = item?.subtitle
        content.axesPreservingSuperviewLayoutMargins = []
        content.textProperties.adjustsFontForContentSizeCategory = true
        listContentView.configuration = content
        valueLabel.text = "42"
        valueLabel.textColor = tintColor
        if separatorConstraint == nil, let textLayoutGuide = listContentView.textLayoutGuide {
            let constraint = separatorLayoutGuide.leadingAnchor.constraint(equalTo: textLayoutGuide.leadingAnchor)
            constraint.isActive = true
            separatorConstraint = constraint
        }
    }
}

/// A list of one item in value cells, with a custom root view.
@MainActor
final class ValueListViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func loadView() {
        view = UIView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<ValueListCell, String> { cell, _, title in
            cell.item = (title, "Coffee")
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
@Suite struct UIKitListContentGuidesTests {
    @Test func theTextGuidesFollowTheTextAndTheSeparatorGuideLinesUpWithIt() throws {
        #expect(UIListContentView(configuration: .cell()).textLayoutGuide == nil, "no text, no guide")
        let controller = ValueListViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 30, height: 6)
        let reports = Diagnostics.collect { screen.render() }.diagnostics
        #expect(reports.isEmpty, "\(reports.map(\.message))")
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ValueListCell)
        let row = try #require(screen.lines.firstIndex { $0.contains("Espresso") })
        let line = screen.lines[row]
        let text = try #require(cell.listContentView.textLayoutGuide)
        let secondary = try #require(cell.listContentView.secondaryTextLayoutGuide)
        let image = try #require(cell.listContentView.imageLayoutGuide)
        // Where the text is drawn: after the margin, the star and its padding.
        let column = try #require(line.range(of: "Espresso")).lowerBound.utf16Offset(in: line)
        #expect(text.layoutFrame.minX == CGFloat(column))
        #expect(text.layoutFrame.height == 1)
        #expect(secondary.layoutFrame.minY == text.layoutFrame.maxY && secondary.layoutFrame.minX == text.layoutFrame.minX)
        #expect(screen.lines[row + 1].dropFirst(column).hasPrefix("Coffee"))
        #expect(image.layoutFrame.width == 1 && image.layoutFrame.maxX < text.layoutFrame.minX)
        #expect(cell.separatorLayoutGuide.layoutFrame.minX == text.layoutFrame.minX, "the sample's separator constraint")
        #expect(screen.lines[row + 1].contains("42"), "the value label beside the text")

        // A wider image column moves the text, and the guides follow it.
        var content = try #require(cell.listContentView.configuration as? UIListContentConfiguration)
        content.imageProperties.reservedLayoutWidth = 5
        cell.listContentView.configuration = content
        screen.render()
        #expect(text.layoutFrame.minX == image.layoutFrame.minX + 5 + 1)
        #expect(cell.separatorLayoutGuide.layoutFrame.minX == text.layoutFrame.minX)
    }
}
