import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// UIKit API the sample code uses: the compositional configuration as a class, the scroll
/// indicator switches, an overridable `canMoveItemAt`, the text and image colour resolvers.
@MainActor
@Suite struct UIKitAPIAdditionsTests {
    private func listSection() -> CollectionLayoutSection {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        return CollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)]))
    }

    private func collection(_ layout: CollectionViewLayout, items: Int, height: Int = 4) -> StringCollection {
        let collection = StringCollection(layout: layout, width: 10, height: height)
        collection.dataSource.apply(
            StringCollection.snapshot([("a", ["0"]), ("b", (1..<items).map(String.init))]), animatingDifferences: false)
        return collection
    }

    @Test func theConfigurationIsAClassWrittenAsUIKitCodeWritesIt() {
        let config = CollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 2
        let layout = CollectionViewCompositionalLayout(section: listSection(), configuration: config)
        let list = collection(layout, items: 3)
        list.collectionView.layoutIfNeeded()
        // Section 0 is one row; section 1 starts 2 rows after it.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 3)
        // Changing the configuration the layout holds invalidates it.
        config.interSectionSpacing = 0
        #expect(layout.needsPrepare)
        list.collectionView.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 1)
        layout.configuration.interSectionSpacing = 1
        list.collectionView.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 2)
        // A replaced configuration no longer invalidates the layout.
        layout.configuration = CollectionViewCompositionalLayoutConfiguration()
        list.collectionView.layoutIfNeeded()
        config.interSectionSpacing = 5
        #expect(!layout.needsPrepare)
    }

    @Test func theVerticalScrollIndicatorCanBeHidden() {
        let list = collection(StringCollection.listLayout(), items: 10, height: 3)
        let screen = HeadlessScreen(root: list.collectionView, width: 10, height: 3)
        _ = screen.render()
        #expect(screen.lines.allSatisfy { $0.hasSuffix("┃") || $0.hasSuffix("│") })
        list.collectionView.showsVerticalScrollIndicator = false
        list.collectionView.showsHorizontalScrollIndicator = false
        _ = screen.render()
        #expect(screen.lines.allSatisfy { $0.hasSuffix(" ") })
    }

    final class PinnedFirstDataSource: CollectionViewDiffableDataSource<String, String> {
        override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            indexPath.item > 0
        }
    }

    @Test func aDataSourceSubclassDecidesWhatMoves() {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 3), collectionViewLayout: StringCollection.listLayout())
        let dataSource = PinnedFirstDataSource(collectionView: view) { _, _, _ in CollectionViewCell() }
        let reordering: any CollectionViewReorderingDataSource = dataSource
        #expect(!reordering.collectionView(view, canMoveItemAt: IndexPath(item: 0, section: 0)))
        #expect(reordering.collectionView(view, canMoveItemAt: IndexPath(item: 1, section: 0)))
    }

    @Test func textAndImageColoursResolve() {
        var content = ListContentConfiguration.cell()
        content.textProperties.color = .tint
        #expect(content.textProperties.resolvedColor() == .tint)
        content.imageProperties.tintColor = nil
        #expect(content.imageProperties.resolvedTintColor(for: .secondaryLabel) == .secondaryLabel)
        content.imageProperties.tintColor = .indexed(2)
        #expect(content.imageProperties.resolvedTintColor(for: .secondaryLabel) == .indexed(2))
    }
}
