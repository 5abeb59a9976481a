import CollectionLayouts
import CollectionModel
import Foundation

/// The queries a layout test makes of a layout installed in a host (a collection view, or a
/// host view of the layouts' own tests), with frames and sortable descriptions as answers.
@MainActor
package protocol LayoutQueries {
    /// The layout asked.
    var layout: CollectionViewLayout { get }
}

extension LayoutQueries {
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
        (layout.layoutAttributesForElements(in: rect) ?? []).map { Self.key($0) }.sorted()
    }

    package static func key(_ attributes: CollectionViewLayoutAttributes) -> String {
        let f = attributes.frame
        return "\(attributes.representedElementCategory) \(attributes.representedElementKind ?? "-") \(Array(attributes.indexPath)) \(f.minX),\(f.minY),\(f.width),\(f.height) z\(attributes.zIndex)"
    }
}
