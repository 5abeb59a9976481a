import CollectionCore
import Foundation

/// A collection view driving a layout in tests; it keeps its counting data source alive.
struct LayoutHarness {
    let view: CollectionView
    let dataSource: CountsDataSource
    let layout: CollectionViewLayout

    init(_ layout: CollectionViewLayout, counts: [Int], width: CGFloat = 80, height: CGFloat = 24) {
        self.layout = layout
        view = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        dataSource = CountsDataSource(counts)
        view.dataSource = dataSource
        layout.prepareIfNeeded()
    }

    func item(_ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func supplementary(_ kind: String, _ item: Int, _ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }

    func decoration(_ kind: String, _ item: Int, _ section: Int) -> CGRect? {
        layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }

    /// Every element in `rect`, as sortable descriptions.
    func elements(in rect: CGRect) -> [String] {
        (layout.layoutAttributesForElements(in: rect) ?? []).map(Self.key).sorted()
    }

    static func key(_ attributes: CollectionViewLayoutAttributes) -> String {
        let f = attributes.frame
        return "\(attributes.representedElementCategory) \(attributes.representedElementKind ?? "-") \(Array(attributes.indexPath)) \(f.minX),\(f.minY),\(f.width),\(f.height) z\(attributes.zIndex)"
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

extension CollectionLayoutSize {
    static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }
}
