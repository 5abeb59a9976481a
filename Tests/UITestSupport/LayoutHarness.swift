import CollectionUI
import Foundation

/// A collection view driving a layout in tests; it keeps its counting data source alive.
@MainActor
package struct LayoutHarness {
    package let view: CollectionView
    package let dataSource: CountsDataSource
    package let layout: CollectionViewLayout

    package init(_ layout: CollectionViewLayout, counts: [Int], width: CGFloat = 80, height: CGFloat = 24) {
        self.layout = layout
        view = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        // Layout math on the whole width: the scroll indicator's own column is tested on its own.
        view.showsVerticalScrollIndicator = false
        dataSource = CountsDataSource(counts)
        view.dataSource = dataSource
        layout.prepareIfNeeded()
    }

    package func item(_ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    package func supplementary(_ kind: String, _ item: Int, _ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }

    package func decoration(_ kind: String, _ item: Int, _ section: Int) -> CGRect? {
        layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }

    /// Every element in `rect`, as sortable descriptions.
    package func elements(in rect: CGRect) -> [String] {
        (layout.layoutAttributesForElements(in: rect) ?? []).map(Self.key).sorted()
    }

    package static func key(_ attributes: CollectionViewLayoutAttributes) -> String {
        let f = attributes.frame
        return "\(attributes.representedElementCategory) \(attributes.representedElementKind ?? "-") \(Array(attributes.indexPath)) \(f.minX),\(f.minY),\(f.width),\(f.height) z\(attributes.zIndex)"
    }
}
