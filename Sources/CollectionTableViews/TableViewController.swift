import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

/// A view controller whose view is a table view that it supplies and answers for, as
/// `UITableViewController`.
///
/// Its ``loadView()`` makes a ``TableView`` of the controller's style, sized with the view and
/// with the controller as its data source and delegate. Subclass it and override the data
/// source and delegate methods you need, as UIKit code does:
///
/// ```swift
/// final class FruitViewController: TableViewController {
///     let fruit = ["Apple", "Pear", "Quince"]
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
///     }
///     override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
///     override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///         cell.textLabel?.text = fruit[indexPath.row]
///         return cell
///     }
/// }
/// ```
///
/// Every method answers what the protocols' defaults answer (one section, no rows).
/// `refreshControl` is the table view's (see ``RefreshControl``).
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style of the table view ``loadView()`` makes.
    private let tableStyle: TableView.Style

    /// Whether ``viewWillAppear(_:)`` deselects the selected rows (`true`, as in UIKit), so that
    /// the row that led to a pushed screen is no longer selected on the way back.
    public var clearsSelectionOnViewWillAppear = true

    /// The table view: the controller's view. Setting it replaces the view.
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// A controller whose table view has `style`.
    public init(style: TableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a ``TableView/Style/plain`` table view (nibs are ignored, as in
    /// ``ViewController``).
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Archived controllers are not supported: always `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes the table view, sized with the view, with the controller as its data source and
    /// delegate.
    open override func loadView() {
        let table = TableView(frame: .zero, style: tableStyle).withCellFrame(initialViewFrame)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Enters or leaves editing mode, as UIKit's: the controller's (``ViewController/isEditing``,
    /// the ``ViewController/editButtonItem``'s title) and the table view's.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear`` is set.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, isViewLoaded, let tableView else { return }
        for indexPath in tableView.indexPathsForSelectedRows ?? [] {
            tableView.deselectRow(at: indexPath, animated: animated)
        }
    }

    // MARK: Data source

    /// One section.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No rows; override it.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// An empty default cell; override it (it is asked only for rows you report).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row is editable, as in UIKit.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// No row moves (see ``TableViewDataSource/tableView(_:canMoveRowAt:)``).
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Delegate

    /// The table view's ``TableView/rowHeight``.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// No indentation.
    open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// No view: the header title, if any, is shown.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No view: the footer title, if any, is shown.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// The table view's ``TableView/sectionHeaderHeight``.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table view's ``TableView/sectionFooterHeight``.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Every row can be highlighted.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Selects the row asked for.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Deselects the row asked for.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// No leading actions.
    open func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    /// The table's default trailing Delete action (see ``TableViewDelegate``).
    open func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    /// ``TableViewCell/EditingStyle/delete``.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        .delete
    }
    /// "Delete".
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        "Delete"
    }
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// No context menu.
    open func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
}
