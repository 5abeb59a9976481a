import CollectionCanvas
import CollectionControls
import CollectionModel
import CollectionViews

extension CollectionView {
    /// The direction in which a layout's content scrolls, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Hashable, Sendable {
        /// Content scrolls up and down; lines of items run across.
        case vertical
        /// Content scrolls left and right; lines of items run down.
        case horizontal
    }
}
