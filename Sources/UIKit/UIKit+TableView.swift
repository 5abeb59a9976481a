import CollectionCore

// Table views.

/// `UITableView`: the toolkit's `TableView`.
public typealias UITableView = TableView
/// `UITableViewCell`: the toolkit's `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// `UITableViewHeaderFooterView`: the toolkit's `TableViewHeaderFooterView`.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// `UITableViewController`: the toolkit's `TableViewController`.
public typealias UITableViewController = TableViewController
/// `UITableViewDataSource`: the toolkit's `TableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// `UITableViewDataSourcePrefetching`: the toolkit's `TableViewDataSourcePrefetching`.
public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching
/// `UITableViewDelegate`: the toolkit's `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// `UITableViewDiffableDataSource`: the toolkit's `TableViewDiffableDataSource`.
public typealias UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
