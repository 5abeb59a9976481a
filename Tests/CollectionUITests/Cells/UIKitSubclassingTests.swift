import CollectionCore
import CollectionTesting
import Foundation
import Testing

extension ConfigurationStateCustomKey {
    static let isFavourite = ConfigurationStateCustomKey("test.isFavourite")
}

/// Content that shows a star when the state's custom `isFavourite` is set.
struct StarConfiguration: ContentConfiguration, Equatable {
    var text = ""
    var starred = false

    func makeContentView() -> View & ContentView { StarView(configuration: self) }

    func updated(for state: any ConfigurationState) -> StarConfiguration {
        var copy = self
        copy.starred = state[.isFavourite] as? Bool == true
        return copy
    }
}

@MainActor
final class StarView: View, ContentView {
    var configuration: ContentConfiguration { didSet { setNeedsDisplay() } }

    init(configuration: StarConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    var star: StarConfiguration? { configuration as? StarConfiguration }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        guard let star else { return }
        canvas.draw((star.starred ? "★ " : "  ") + star.text, x: Int(rect.minX), y: Int(rect.minY), style: .label)
    }
}

/// A cell written the way UIKit code writes one: `override init(frame:)` with
/// `required init?(coder:)`, the overridable hooks, and custom state in an override of
/// `configurationState`.
final class FavouriteCell: CollectionViewCell {
    let badge = View()
    var isFavourite = false {
        didSet { setNeedsUpdateConfiguration() }
    }
    private(set) var preparedForReuse = 0
    private(set) var updatedStates: [CellConfigurationState] = []
    private(set) var laidOut = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        preparedForReuse += 1
        isFavourite = false
    }

    override var configurationState: CellConfigurationState {
        var state = super.configurationState
        state[.isFavourite] = isFavourite
        return state
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        super.updateConfiguration(using: state)
        updatedStates.append(state)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        laidOut += 1
        badge.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
    }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.frame.size.height = 2
        return attributes
    }
}

/// A header written as UIKit code writes one.
final class TitleHeaderView: CollectionReusableView {
    var title = ""

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundStyle = .background
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.draw("## " + title, x: Int(rect.minX), y: Int(rect.minY), style: .label)
    }
}

@MainActor
@Suite struct UIKitSubclassingTests {
    @Test func theCustomStateOfAnOverriddenConfigurationStateReachesTheConfigurations() {
        let cell = FavouriteCell(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        cell.contentConfiguration = StarConfiguration(text: "Ant")
        #expect(cell.configurationState[.isFavourite] as? Bool == false)
        cell.isFavourite = true
        #expect((cell.configuredContentView as? StarView)?.star?.starred == true)
        #expect(cell.updatedStates.last?[.isFavourite] as? Bool == true)
        var canvas = Canvas(width: 10, height: 1)
        cell.render(into: &canvas, at: .zero)
        #expect(canvas.lines == ["★ Ant     "])
        // The collection view's flags come through the override too.
        cell.isSelected = true
        #expect(cell.updatedStates.last?.isSelected == true)
        #expect(cell.updatedStates.last?[.isFavourite] as? Bool == true)
    }

    @Test func customStatesTakePartInEquality() {
        var state = CellConfigurationState()
        var other = CellConfigurationState()
        #expect(state == other)
        state[.isFavourite] = true
        #expect(state != other)
        other[.isFavourite] = true
        #expect(state == other)
        state[.isFavourite] = nil
        #expect(state[.isFavourite] == nil)
        #expect(state == CellConfigurationState())
    }

    @Test func registeredSubclassesAreMadeWithTheirOverriddenInitializer() {
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 12, height: 4), collectionViewLayout: StringCollection.listLayout())
        view.register(FavouriteCell.self, forCellWithReuseIdentifier: "favourite")
        let registration = CollectionView.CellRegistration<FavouriteCell, String> { cell, _, item in
            cell.contentConfiguration = StarConfiguration(text: item)
            cell.isFavourite = item == "Bee"
        }
        let header = CollectionView.SupplementaryRegistration<TitleHeaderView>(elementKind: "header") { view, _, _ in
            view.title = "Bugs"
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { collectionView, indexPath, item in
            if item == "Cat" {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "favourite", for: indexPath)
                (cell as? FavouriteCell)?.contentConfiguration = StarConfiguration(text: item)
                return cell
            }
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
            elementKind: "header", alignment: .top)]
        view.collectionViewLayout = CollectionViewCompositionalLayout(section: section)
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Ant", "Bee", "Cat"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let screen = HeadlessScreen(root: view, width: 12, height: 4)
        _ = screen.render()
        #expect(screen.lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["## Bugs", "Ant", "★ Bee", "Cat"])
        let cells = view.visibleCells.compactMap { $0 as? FavouriteCell }
        #expect(cells.count == 3)
        // Made with `init(frame:)`: the badge the initializer adds is there, and layout ran.
        #expect(cells.allSatisfy { $0.badge.superview === $0.contentView && $0.laidOut > 0 })
    }

    @Test func reusedCellsArePreparedThroughTheOverride() {
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 12, height: 2), collectionViewLayout: StringCollection.listLayout())
        let registration = CollectionView.CellRegistration<FavouriteCell, String> { cell, _, item in
            cell.contentConfiguration = StarConfiguration(text: item)
            if item.hasPrefix("*") { cell.isFavourite = true }
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["*a", "b", "c", "d"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let screen = HeadlessScreen(root: view, width: 12, height: 2)
        _ = screen.render()
        #expect(screen.lines.map { String($0.prefix(4)) } == ["★ *a", "  b "])
        for item in 2...3 {
            view.scrollToItem(at: IndexPath(item: item, section: 0), at: .bottom, animated: false)
            _ = screen.render()
        }
        #expect(screen.lines.map { String($0.prefix(4)) } == ["  c ", "  d "])
        let cells = view.visibleCells.compactMap { $0 as? FavouriteCell }
        #expect(cells.contains { $0.preparedForReuse > 0 })
        #expect(cells.allSatisfy { !$0.isFavourite })
    }

    @Test func aSubclassesPreferredAttributesAreItsOwn() {
        let cell = FavouriteCell()
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 8, height: 1)
        #expect(cell.preferredLayoutAttributesFitting(attributes).frame.size == CGSize(width: 8, height: 2))
    }

    @Test func initFromACoderAnswersNilAsThereAreNoArchives() {
        let coder = NSCoder()
        #expect(TitleHeaderView(coder: coder) == nil)
        #expect(CollectionViewCell(coder: coder) == nil)
    }
}
