import CollectionCore
import Foundation

/// The compositional layouts of the gallery, each as Apple's sample builds it, in character
/// cells (an item that is square on a phone is 3 rows high here).
enum GalleryLayouts {
    static let headerKind = "gallery-header"
    static let footerKind = "gallery-footer"
    static let badgeKind = "gallery-badge"
    static let backgroundKind = "gallery-background"

    static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    static func header(pinned: Bool = false) -> CollectionLayoutBoundarySupplementaryItem {
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(1)), elementKind: headerKind, alignment: .top)
        header.pinToVisibleBounds = pinned
        if pinned { header.zIndex = 2 }
        return header
    }

    static func footer() -> CollectionLayoutBoundarySupplementaryItem {
        CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(1)), elementKind: footerKind, alignment: .bottom)
    }

    /// `columns` items of `height` rows per row.
    static func grid(columns: Int, height: CGFloat, inset: CGFloat = 0) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: inset)
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(height)), subitem: item, count: columns)
        let section = CollectionLayoutSection(group: group)
        // The last column is the scroll indicator's.
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 2)
        return section
    }

    @MainActor static func layout(for entry: GalleryEntry, listAppearance: CollectionLayoutListConfiguration.Appearance) -> CollectionViewLayout {
        switch entry {
        case .grid:
            return CollectionViewCompositionalLayout(section: grid(columns: 5, height: 3))
        case .insetItemsGrid:
            return CollectionViewCompositionalLayout(section: grid(columns: 5, height: 5, inset: 1))
        case .twoColumnGrid:
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(3)), subitem: item, count: 2)
            group.interItemSpacing = .fixed(2)
            let section = CollectionLayoutSection(group: group)
            section.interGroupSpacing = 1
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
            return CollectionViewCompositionalLayout(section: section)
        case .distinctSections, .adaptiveSections:
            let adaptive = entry == .adaptiveSections
            return CollectionViewCompositionalLayout { index, environment in
                let wide = environment.container.effectiveContentSize.width > 100
                let section: CollectionLayoutSection
                switch index % 3 {
                case 0: section = grid(columns: adaptive && wide ? 2 : 1, height: 1)
                case 1: section = grid(columns: adaptive && wide ? 10 : 5, height: 3)
                default: section = grid(columns: adaptive && wide ? 6 : 3, height: 3)
                }
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2)
                return section
            }
        case .itemBadges:
            let badge = CollectionLayoutSupplementaryItem(
                layoutSize: size(.absolute(4), .absolute(1)), elementKind: badgeKind,
                containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 0, y: 0)))
            badge.zIndex = 3
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
            item.contentInsets = DirectionalEdgeInsets(all: 1)
            let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(5)), subitem: item, count: 4)
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
            return CollectionViewCompositionalLayout(section: section)
        case .sectionHeadersFooters, .pinnedSectionHeaders:
            let pinned = entry == .pinnedSectionHeaders
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)), subitem: item, count: 1)
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
            section.boundarySupplementaryItems = pinned ? [header(pinned: true)] : [header(), footer()]
            let layout = CollectionViewCompositionalLayout(section: section)
            let configuration = CollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = 1
            layout.configuration = configuration
            return layout
        case .sectionBackgroundDecoration:
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)), subitem: item, count: 1)
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 4, bottom: 1, trailing: 4)
            let background = CollectionLayoutDecorationItem.background(elementKind: backgroundKind)
            background.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
            section.decorationItems = [background]
            section.interGroupSpacing = 0
            let layout = CollectionViewCompositionalLayout(section: section)
            let configuration = CollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = 1
            layout.configuration = configuration
            layout.register(SectionBackgroundView.self, forDecorationViewOfKind: backgroundKind)
            return layout
        case .nestedGroups, .orthogonalSections:
            let orthogonal = entry == .orthogonalSections
            return CollectionViewCompositionalLayout { _, _ in
                let leading = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
                leading.contentInsets = DirectionalEdgeInsets(all: 0)
                let trailingItem = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
                let trailing = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                              subitem: trailingItem, count: 2)
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: size(.fractionalWidth(orthogonal ? 0.85 : 1), .absolute(8)), subitems: [leading, trailing])
                let section = CollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = orthogonal ? .continuous : .none
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)
                return section
            }
        case .orthogonalSectionBehaviors:
            return CollectionViewCompositionalLayout { index, _ in
                let behavior = GalleryLayouts.behaviors[index % behaviors.count].behavior
                let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.4), .absolute(3)), subitem: item, count: 1)
                group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 0)
                let section = CollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = behavior
                section.boundarySupplementaryItems = [header()]
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
                return section
            }
        case .listAppearances:
            var configuration = CollectionLayoutListConfiguration(appearance: listAppearance)
            configuration.headerMode = .supplementary
            return CollectionViewCompositionalLayout.list(using: configuration)
        case .conferenceNews:
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(3)))
            let group = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(3)), subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.interGroupSpacing = 1
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
            return CollectionViewCompositionalLayout(section: section)
        }
    }

    static let behaviors: [(name: String, behavior: CollectionLayoutSectionOrthogonalScrollingBehavior)] = [
        ("continuous", .continuous), ("continuousGroupLeadingBoundary", .continuousGroupLeadingBoundary), ("paging", .paging),
        ("groupPaging", .groupPaging), ("groupPagingCentered", .groupPagingCentered), ("none", .none),
    ]

    /// (sections, items per section) of each entry.
    static func contents(for entry: GalleryEntry) -> [Int] {
        switch entry {
        case .grid, .insetItemsGrid, .twoColumnGrid, .itemBadges: [60]
        case .distinctSections, .adaptiveSections: [10, 10, 9, 10, 10, 9]
        case .sectionHeadersFooters, .pinnedSectionHeaders: Array(repeating: 5, count: 6)
        case .sectionBackgroundDecoration: Array(repeating: 5, count: 6)
        case .nestedGroups: [12, 12, 12]
        case .orthogonalSections: [12, 12, 12]
        case .orthogonalSectionBehaviors: Array(repeating: 9, count: behaviors.count)
        case .listAppearances: [5, 5, 5]
        case .conferenceNews: [ConferenceNews.items.count]
        }
    }
}

/// The news feed of the Conference News layout: posts of different lengths, so that rows
/// measure their own height (estimated dimensions).
enum ConferenceNews {
    struct Post: Sendable {
        var title: String
        var date: String
        var body: String
    }

    static let items: [Post] = [
        Post(title: "Conference App Released", date: "Jun 3", body: "Download the conference app to keep your schedule, watch sessions and find the labs."),
        Post(title: "Lab Signups Open", date: "Jun 4", body: "Sign up for one-on-one labs with engineers."),
        Post(title: "Keynote Highlights", date: "Jun 5", body: "Compositional layouts, diffable data sources and list configurations: everything you need to build modern collection views, now in the terminal too, drawn with character cells."),
        Post(title: "Bản tin hội nghị", date: "Jun 6", body: "Các phiên thảo luận về bố cục và nguồn dữ liệu sẽ bắt đầu lúc 9 giờ sáng."),
        Post(title: "세션 안내", date: "Jun 7", body: "컬렉션 뷰 세션은 오전 10시에 시작합니다. 미리 자리를 확보하세요."),
        Post(title: "Thank You", date: "Jun 8", body: "See you next year."),
    ]
}
