import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

/// Answers a table view's questions about row heights, selection, swipe actions and editing,
/// and hears what the user did, as `UITableViewDelegate`. Every method has a default.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The height of the row at `indexPath`, in rows (in points when the table view has a
    /// ``TableView/pointScale``), or ``TableView/automaticDimension`` to size the row to its
    /// content. The default answers the table view's ``TableView/rowHeight``.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// How many levels the row at `indexPath` is indented (each level is the cell's
    /// ``CollectionViewListCell/indentationWidth`` columns); 0 by default.
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// The view above `section`'s rows: a ``TableViewHeaderFooterView`` (usually dequeued with
    /// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``) or any view; `nil` (the
    /// default) shows the data source's title, if any. The table asks for every section when it
    /// lays out (to learn which sections have one) and keeps the view until it shows it.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The view below `section`'s rows (see `tableView(_:viewForHeaderInSection:)`).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// The height of `section`'s header in rows (in points with a ``TableView/pointScale``), 0
    /// for none, or ``TableView/automaticDimension`` to size it to its content. The default
    /// answers the table view's ``TableView/sectionHeaderHeight``.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer (see `tableView(_:heightForHeaderInSection:)`); the
    /// default answers ``TableView/sectionFooterHeight``.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// Called when the table hands out `section`'s header view to be shown.
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// Called when the table hands out `section`'s footer view to be shown.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// Whether the row at `indexPath` can be focused and highlighted; `true` by default.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row to select when the user selects the one at `indexPath` (Enter, Space or a
    /// click): `indexPath` itself (the default), or `nil` to select nothing. Answering another
    /// row is treated as `nil` here.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row at `indexPath`.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row about to be deselected by the user, or `nil` to keep it selected; `indexPath` by
    /// default.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user deselected the row at `indexPath`.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The actions at the row's leading edge (UIKit's swipe to the right; Delete or `.` on the
    /// focused row shows them with the trailing ones, before them at the trailing edge). `nil`
    /// (the default) shows none.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    /// The actions at the row's trailing edge. `nil` (the default) shows a Delete action when the
    /// row is editable with the ``TableViewCell/EditingStyle/delete`` style, as UIKit does; it
    /// calls the data source's `tableView(_:commit:forRowAt:)`.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    /// The editing control of the row at `indexPath`; ``TableViewCell/EditingStyle/delete`` by
    /// default.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The title of the default Delete swipe action; "Delete" by default.
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// The cell of the row at `indexPath` is about to be shown.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The cell of the row at `indexPath` left the screen.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The context menu of the row at `indexPath`, opened at `point` (in the table view's
    /// coordinates) by Shift-F10 or Alt-Return on the focused row, or a right click; `nil`, the
    /// default, opens none (a right click then shows the row's swipe actions).
    func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration?
}

extension TableViewDelegate {
    /// The table view's ``TableView/rowHeight``.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// No indentation.
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// No view: the data source's title, if any, is shown.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No view: the data source's title, if any, is shown.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// The table view's ``TableView/sectionHeaderHeight``.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table view's ``TableView/sectionFooterHeight``.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Every row can be highlighted.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Selects the row.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Deselects the row.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// No leading actions.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration? { nil }
    /// The table view's default (a Delete action for deletable rows).
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration? { nil }
    /// A delete control.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        .delete
    }
    /// "Delete".
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        "Delete"
    }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// No menu.
    public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
}
