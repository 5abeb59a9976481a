import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

extension TableView {
    /// The editing style of the row at `indexPath`: the delegate's, else `.delete`.
    func editingStyle(at indexPath: IndexPath) -> TableViewCell.EditingStyle {
        delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Tells the data source that the user committed `style` on `cell`'s row (its editing
    /// control was clicked).
    func commit(_ style: TableViewCell.EditingStyle, from cell: TableViewCell?) {
        guard let cell, let indexPath = indexPath(for: cell) else { return }
        dataSource?.tableView(self, commit: style, forRowAt: indexPath)
    }

    /// The delegate's leading swipe actions for the row.
    func leadingSwipeActions(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
        delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// The delegate's trailing swipe actions for the row, else a Delete action for an editable
    /// row whose editing style is `.delete`, as UIKit gives.
    func trailingSwipeActions(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
        if let configured = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) { return configured }
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath), editingStyle(at: indexPath) == .delete else {
            return nil
        }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = ContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
}
