import CollectionLayouts
import CollectionModel
import Foundation

/// A layout driven in tests on a ``LayoutHostView``: the same queries as the collection view
/// makes, without the collection view.
@MainActor
struct LayoutHarness {
    let view: LayoutHostView
    let layout: CollectionViewLayout

    init(_ layout: CollectionViewLayout, counts: [Int], width: CGFloat = 80, height: CGFloat = 24) {
        self.layout = layout
        view = LayoutHostView(frame: CGRect(x: 0, y: 0, width: width, height: height), counts: counts, layout: layout)
        // Layout math on the whole width, as on a collection view without its scroll indicator.
        view.showsVerticalScrollIndicator = false
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
