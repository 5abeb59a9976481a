import CollectionCore
import Foundation

/// The App Store clone: a feature carousel (groups 0.9 wide,
/// `groupPagingCentered`, a one-row separator footer), a ranking carousel (vertical groups of
/// three, 0.9 wide, `groupPagingCentered`, header "지금 주목해야 할 앱" with description "새로
/// 나온 앱과 업데이트") and a theme carousel (0.65 wide, `groupPaging`, header "테마별 필수 앱").
/// One section enum, one item enum with three payload types, three cell registrations, and
/// header and footer registrations through `supplementaryViewProvider`.
public final class AppStoreScreen: CollectionScreen, DemoScreen {
    public enum Section: Int, Hashable, Sendable, CaseIterable {
        case feature, ranking, theme
    }

    public enum Item: Hashable, Sendable {
        case feature(AppStoreSamples.FeatureApp)
        case ranking(AppStoreSamples.RankedApp)
        case theme(AppStoreSamples.Theme)
    }

    static let headerKind = "app-store-header"
    static let footerKind = "app-store-footer"

    public let dataSource: CollectionViewDiffableDataSource<Section, Item>

    public init() {
        let layout = CollectionViewCompositionalLayout { index, _ in
            Section(rawValue: index).map(AppStoreScreen.layoutSection(for:))
        }
        let collectionView = CollectionView(frame: CollectionScreen.initialFrame, collectionViewLayout: layout)
        let featureRegistration = CollectionView.CellRegistration<FeatureAppCell, AppStoreSamples.FeatureApp> { cell, _, app in
            cell.app = app
        }
        let rankingRegistration = CollectionView.CellRegistration<RankedAppCell, AppStoreSamples.RankedApp> { cell, _, app in
            cell.app = app
        }
        let themeRegistration = CollectionView.CellRegistration<ThemeCell, AppStoreSamples.Theme> { cell, _, theme in
            cell.theme = theme
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            switch item {
            case let .feature(app):
                collectionView.dequeueConfiguredReusableCell(using: featureRegistration, for: indexPath, item: app)
            case let .ranking(app):
                collectionView.dequeueConfiguredReusableCell(using: rankingRegistration, for: indexPath, item: app)
            case let .theme(theme):
                collectionView.dequeueConfiguredReusableCell(using: themeRegistration, for: indexPath, item: theme)
            }
        }
        let headerRegistration = CollectionView.SupplementaryRegistration<AppStoreHeaderView>(elementKind: Self.headerKind) {
            header, _, indexPath in
            switch Section(rawValue: indexPath.section) {
            case .ranking:
                header.title = "지금 주목해야 할 앱"
                header.detail = "새로 나온 앱과 업데이트"
            case .theme:
                header.title = "테마별 필수 앱"
                header.detail = ""
            default:
                header.title = ""
                header.detail = ""
            }
        }
        let footerRegistration = CollectionView.SupplementaryRegistration<SeparatorFooterView>(elementKind: Self.footerKind) { _, _, _ in }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == Self.headerKind
                ? collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
        }
        super.init(collectionView: collectionView)
        var snapshot = DiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(AppStoreSamples.features.map(Item.feature), toSection: .feature)
        snapshot.appendItems(AppStoreSamples.rankings.map(Item.ranking), toSection: .ranking)
        snapshot.appendItems(AppStoreSamples.themes.map(Item.theme), toSection: .theme)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    static func layoutSection(for section: Section) -> CollectionLayoutSection {
        let fill = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let layoutSection: CollectionLayoutSection
        switch section {
        case .feature:
            let item = CollectionLayoutItem(layoutSize: fill)
            item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(5)), subitems: [item])
            layoutSection = CollectionLayoutSection(group: group)
            layoutSection.orthogonalScrollingBehavior = .groupPagingCentered
            let footer = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                elementKind: footerKind, alignment: .bottom)
            layoutSection.boundarySupplementaryItems = [footer]
            layoutSection.contentInsets = DirectionalEdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0)
        case .ranking:
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1.0 / 3.0)))
            item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
            let group = CollectionLayoutGroup.vertical(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(6)),
                subitem: item, count: 3)
            layoutSection = CollectionLayoutSection(group: group)
            layoutSection.orthogonalScrollingBehavior = .groupPagingCentered
            layoutSection.boundarySupplementaryItems = [header(height: 2)]
            layoutSection.contentInsets = DirectionalEdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 0)
        case .theme:
            let item = CollectionLayoutItem(layoutSize: fill)
            item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.65), heightDimension: .absolute(4)), subitems: [item])
            layoutSection = CollectionLayoutSection(group: group)
            layoutSection.orthogonalScrollingBehavior = .groupPaging
            layoutSection.boundarySupplementaryItems = [header(height: 1)]
            layoutSection.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
        }
        return layoutSection
    }

    private static func header(height: CGFloat) -> CollectionLayoutBoundarySupplementaryItem {
        CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            elementKind: headerKind, alignment: .top)
    }

    public var navigationTitle: String { "App Store" }

    public var keyHints: [KeyHint] {
        [KeyHint("←→", "Carousel"), KeyHint("↑↓", "Sections")]
    }

    public var helpHints: [KeyHint] {
        [KeyHint("← →", "Move inside a carousel (it pages to the focused group)"), KeyHint("↑ ↓", "Move between rows and carousels"),
         KeyHint("Tab", "Next carousel"), KeyHint("Shift-wheel", "Scroll the carousel under the pointer")]
    }
}
