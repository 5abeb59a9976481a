import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// The view drawn for list separators (decoration elements of kind
/// ``CollectionLayoutListConfiguration/separatorElementKind``): a horizontal rule in the
/// separator style (`─`, or `-` with the ASCII glyph set).
final class ListSeparatorView: CollectionReusableView {
    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let rule = traitCollection.glyphSet.horizontalLine
        let width = Int(rect.width)
        guard width > 0 else { return }
        for row in Int(rect.minY)..<Int(rect.maxY) {
            canvas.draw(String(repeating: rule, count: width), x: Int(rect.minX), y: row, style: .separator)
        }
    }
}
