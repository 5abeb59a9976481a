import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

/// Told about rows shortly before they come into view, so that their data can be loaded ahead,
/// as `UITableViewDataSourcePrefetching`. Set it as a table view's
/// ``TableView/prefetchDataSource``; rows are asked for as a collection view asks for items
/// (see ``CollectionViewDataSourcePrefetching``).
@MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// Begin loading the data of the rows at `indexPaths` (in order), which are about to be
    /// shown.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// The rows at `indexPaths` are no longer expected soon: stop loading their data. Does
    /// nothing by default.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    /// Does nothing.
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
