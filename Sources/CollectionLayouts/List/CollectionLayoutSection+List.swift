import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

extension CollectionLayoutSection {
    /// A list section with `configuration`'s look (see ``CollectionLayoutListConfiguration`` for
    /// its geometry), as `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    public static func list(
        using configuration: CollectionLayoutListConfiguration, layoutEnvironment: CollectionLayoutEnvironment
    ) -> CollectionLayoutSection {
        let row = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)), subitems: [row])
        let section = CollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let inset = configuration.horizontalInset
        section.contentInsets = configuration.libraryContentInsets
        section.topPadding = configuration.resolvedTopPadding
        if configuration.showsSeparators {
            section.interGroupSpacing = 1
            section.separator = ListSeparatorSpec(
                elementKind: CollectionLayoutListConfiguration.separatorElementKind, height: 1,
                leadingInset: configuration.appearance == .insetGrouped ? 1 : 0, trailingInset: 0)
        }
        let rowSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1))
        if configuration.headerMode == .supplementary {
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: rowSize, elementKind: CollectionLayoutListConfiguration.elementKindSectionHeader, alignment: .top)
            if configuration.appearance == .plain {
                header.pinToVisibleBounds = true
                header.zIndex = 2
            }
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: rowSize, elementKind: CollectionLayoutListConfiguration.elementKindSectionFooter, alignment: .bottom))
        }
        if configuration.appearance == .insetGrouped {
            let background = CollectionLayoutDecorationItem.background(elementKind: CollectionLayoutListConfiguration.backgroundElementKind)
            background.contentInsets = DirectionalEdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)
            section.decorationItems = [background]
        }
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list with `configuration`'s look, as
    /// `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in
            CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
