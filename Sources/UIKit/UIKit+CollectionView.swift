import CollectionCore

// The collection view, its cells and configurations, data sources and layouts.

/// `UICollectionView`: the toolkit's `CollectionView`.
public typealias UICollectionView = CollectionView
/// `UICollectionReusableView`: the toolkit's `CollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// `UICollectionViewCell`: the toolkit's `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionViewListCell`: the toolkit's `CollectionViewListCell`.
public typealias UICollectionViewListCell = CollectionViewListCell
/// `UICollectionViewDataSource`: the toolkit's `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// `UICollectionViewDataSourcePrefetching`: the toolkit's `CollectionViewDataSourcePrefetching`.
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
/// `UICollectionViewDelegate`: the toolkit's `CollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// `UICollectionViewDelegateFlowLayout`: the toolkit's `CollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// `UICollectionViewDiffableDataSource`: the toolkit's `CollectionViewDiffableDataSource`.
public typealias UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
/// `UICollectionViewFlowLayout`: the toolkit's `CollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// `UICollectionViewLayout`: the toolkit's `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// `UICollectionViewLayoutAttributes`: the toolkit's `CollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// `UICollectionViewCompositionalLayout`: the toolkit's `CollectionViewCompositionalLayout`.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// `UICollectionViewCompositionalLayoutConfiguration`:
/// the toolkit's `CollectionViewCompositionalLayoutConfiguration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
/// `UICollectionViewCompositionalLayoutSectionProvider`:
/// the toolkit's `CollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayoutSectionProvider
/// `UICollectionLayoutListConfiguration`: the toolkit's `CollectionLayoutListConfiguration`.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`:
/// the toolkit's `CollectionLayoutSectionOrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior
/// `UISwipeActionsConfiguration`: the toolkit's `SwipeActionsConfiguration`.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
/// `UIContextualAction`: the toolkit's `ContextualAction`.
public typealias UIContextualAction = ContextualAction
/// `NSRectAlignment`: the toolkit's `RectAlignment`.
public typealias NSRectAlignment = RectAlignment
/// `UIListContentConfiguration`: the toolkit's `ListContentConfiguration`.
public typealias UIListContentConfiguration = ListContentConfiguration
/// `UIListContentView`: the toolkit's `ListContentView`.
public typealias UIListContentView = ListContentView
/// `UIBackgroundConfiguration`: the toolkit's `BackgroundConfiguration`.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
/// `UICellAccessory`: the toolkit's `CellAccessory`.
public typealias UICellAccessory = CellAccessory
/// `UICellConfigurationState`: the toolkit's `CellConfigurationState`.
public typealias UICellConfigurationState = CellConfigurationState
/// `UIConfigurationState`: the toolkit's `ConfigurationState`.
public typealias UIConfigurationState = ConfigurationState
/// `UIConfigurationStateCustomKey`: the toolkit's `ConfigurationStateCustomKey`.
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey
/// `UIConfigurationColorTransformer`: the toolkit's `ConfigurationColorTransformer`.
public typealias UIConfigurationColorTransformer = ConfigurationColorTransformer
/// `UIContentConfiguration`: the toolkit's `ContentConfiguration`.
public typealias UIContentConfiguration = ContentConfiguration
/// `UIContentView`: the toolkit's `ContentView`.
public typealias UIContentView = ContentView

// Compositional layout descriptions.

/// `NSCollectionLayoutItem`: the toolkit's `CollectionLayoutItem`.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// `NSCollectionLayoutGroup`: the toolkit's `CollectionLayoutGroup`.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// `NSCollectionLayoutGroupCustomItem`: the toolkit's `CollectionLayoutGroupCustomItem`.
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
/// `NSCollectionLayoutGroupCustomItemProvider`: the toolkit's `CollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider = CollectionLayoutGroupCustomItemProvider
/// `NSCollectionLayoutSection`: the toolkit's `CollectionLayoutSection`.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`:
/// the toolkit's `CollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = CollectionLayoutSectionVisibleItemsInvalidationHandler
/// `NSCollectionLayoutSize`: the toolkit's `CollectionLayoutSize`.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// `NSCollectionLayoutDimension`: the toolkit's `CollectionLayoutDimension`.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// `NSCollectionLayoutSpacing`: the toolkit's `CollectionLayoutSpacing`.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// `NSCollectionLayoutEdgeSpacing`: the toolkit's `CollectionLayoutEdgeSpacing`.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
/// `NSCollectionLayoutAnchor`: the toolkit's `CollectionLayoutAnchor`.
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
/// `NSCollectionLayoutSupplementaryItem`: the toolkit's `CollectionLayoutSupplementaryItem`.
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
/// `NSCollectionLayoutBoundarySupplementaryItem`: the toolkit's `CollectionLayoutBoundarySupplementaryItem`.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// `NSCollectionLayoutDecorationItem`: the toolkit's `CollectionLayoutDecorationItem`.
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
/// `NSCollectionLayoutEnvironment`: the toolkit's `CollectionLayoutEnvironment`.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// `NSCollectionLayoutContainer`: the toolkit's `CollectionLayoutContainer`.
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
/// `NSCollectionLayoutVisibleItem`: the toolkit's `CollectionLayoutVisibleItem`.
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem

// Snapshots.

/// `NSDiffableDataSourceSnapshot`: the toolkit's `DiffableDataSourceSnapshot`.
public typealias NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
/// `NSDiffableDataSourceSectionSnapshot`: the toolkit's `DiffableDataSourceSectionSnapshot`.
public typealias NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable> =
    DiffableDataSourceSectionSnapshot<ItemIdentifierType>
/// `NSDiffableDataSourceTransaction`: the toolkit's `DiffableDataSourceTransaction`.
public typealias NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
/// `NSDiffableDataSourceSectionTransaction`: the toolkit's `DiffableDataSourceSectionTransaction`.
public typealias NSDiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>
