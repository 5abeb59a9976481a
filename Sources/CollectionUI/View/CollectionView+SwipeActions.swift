import CollectionCanvas
import CollectionModel
import Foundation

extension CollectionView {
    /// The row whose swipe actions are shown, if any.
    public var indexPathForShownSwipeActions: IndexPath? { swipeActions.indexPath }

    /// The titles of the shown swipe actions, left to right, and the chosen one's index.
    public var shownSwipeActions: (titles: [String], chosen: Int)? { swipeActions.titles }

    /// Shows the focused row's swipe actions (Delete or `.`); returns whether it has any.
    @discardableResult
    public func showSwipeActions() -> Bool {
        swipeActions.show()
    }

    /// Hides the swipe actions.
    public func dismissSwipeActions() {
        swipeActions.dismiss()
    }
}
