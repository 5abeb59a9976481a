import CollectionCanvas
import CollectionControls
import CollectionModel
import CollectionViews
import Foundation

/// The view behind ``CollectionViewCell/contentView``: it keeps the content view that a
/// ``ContentConfiguration`` installed filling its bounds.
final class CellContentView: View {
    /// The view the cell's content configuration made, if any.
    weak var configuredView: View?

    override func layoutSubviews() {
        configuredView?.cellFrame = CGRect(origin: .zero, size: cellBounds.size)
    }
}
