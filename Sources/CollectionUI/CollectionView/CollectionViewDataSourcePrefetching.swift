import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// Told about items shortly before they come into view, so that their data can be loaded
/// ahead, as `UICollectionViewDataSourcePrefetching`. Set it as a collection view's
/// ``CollectionView/prefetchDataSource``.
///
/// The collection view asks for the items of the next screen in the direction the view last
/// scrolled (down or right to begin with), each once while it stays ahead; items that come into
/// view are not cancelled. When the view turns back or jumps, the items that are no longer
/// ahead are cancelled. An update (`apply`, batch updates) moves the remembered items with
/// their index paths, and deleted ones are forgotten; `reloadData()` forgets them all.
@MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Begin loading the data of the items at `indexPaths` (in order), which are about to be
    /// shown.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// The items at `indexPaths` are no longer expected soon: stop loading their data. Does
    /// nothing by default.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
