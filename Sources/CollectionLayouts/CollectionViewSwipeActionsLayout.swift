import CollectionModel
import CollectionViews
import Foundation

/// A layout whose items can show swipe actions, as ``CollectionViewCompositionalLayout`` does
/// for list sections whose ``CollectionLayoutListConfiguration`` has swipe action providers.
///
/// Delete or `.` shows the focused item's actions over its row, the leading and the trailing
/// ones together at the row's trailing edge (leading first, so the row's text keeps its start);
/// Left and Right choose, Enter performs and Escape dismisses them (a click on a button performs
/// it). The collection view asks the layout for the actions when they are to be shown.
@MainActor
public protocol CollectionViewSwipeActionsLayout: CollectionViewLayout {
    /// The actions shown at the leading edge of the item at `indexPath` (UIKit's swipe to the
    /// right), or `nil` for none.
    func leadingSwipeActionsConfigurationForItem(at indexPath: IndexPath) -> SwipeActionsConfiguration?

    /// The actions shown at the trailing edge of the item at `indexPath` (UIKit's swipe to the
    /// left, as Delete), listed from the edge inwards; `nil` for none.
    func trailingSwipeActionsConfigurationForItem(at indexPath: IndexPath) -> SwipeActionsConfiguration?
}
