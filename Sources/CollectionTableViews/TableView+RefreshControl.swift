import CollectionControls
import CollectionUI
import CollectionViews
import Foundation

extension TableView {
    /// The control that refreshes the rows, as `UITableView.refreshControl` (a scroll view's):
    /// the table's collection view draws it above the rows while it refreshes, and Ctrl-R or the
    /// mouse wheel turned up past the top refreshes (see ``RefreshControl``).
    public var refreshControl: RefreshControl? {
        get { collectionView.refreshControl }
        set { collectionView.refreshControl = newValue }
    }
}

extension TableViewController {
    /// The table view's refresh control, as `UITableViewController.refreshControl`.
    public var refreshControl: RefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }
}
