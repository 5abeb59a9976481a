import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// Where an item sits in an outline, as a ``CollectionViewOutlineDataSource`` reports it.
public struct OutlineItemState: Hashable, Sendable {
    /// The item's depth: 0 for a root item, 1 for its children, and so on. A
    /// ``CollectionViewListCell`` indents by it.
    public var level: Int
    /// Whether the item has children (shown or not): only such an item expands and collapses.
    public var hasChildren: Bool
    /// Whether the item's children are shown. Cells get it as
    /// ``CellConfigurationState/isExpanded`` (an outline disclosure accessory turns with it).
    public var isExpanded: Bool

    /// Creates the state of an item at `level` that has children or not, expanded or not.
    public init(level: Int, hasChildren: Bool, isExpanded: Bool) {
        self.level = level
        self.hasChildren = hasChildren
        self.isExpanded = isExpanded
    }
}

/// A data source whose items form an outline (a tree whose expanded parents show their
/// children below them), as ``CollectionViewDiffableDataSource`` does for section snapshots.
///
/// The collection view asks it for each visible cell's ``OutlineItemState`` (cells get
/// ``CellConfigurationState/isExpanded``, list cells their
/// ``CollectionViewListCell/indentationLevel``), and lets the keyboard walk the tree: Right on a
/// collapsed parent expands it, Left on an expanded parent collapses it, and Left on a child
/// moves focus to its parent.
///
/// Expanding and collapsing change which items the collection view shows: change the model and
/// tell the collection view, with ``CollectionView/insertItems(at:)`` and
/// ``CollectionView/deleteItems(at:)`` (or ``CollectionView/performBatchUpdates(_:completion:)``,
/// or by applying a snapshot), before returning.
@MainActor
public protocol CollectionViewOutlineDataSource: CollectionViewDataSource {
    /// Where the item at `indexPath` sits in the outline, or `nil` for an item that is not part
    /// of one (it neither expands nor collapses, and its cell is not indented).
    func collectionView(_ collectionView: CollectionView, outlineStateForItemAt indexPath: IndexPath) -> OutlineItemState?

    /// Shows the children of the item at `indexPath` (Right on a collapsed parent); returns
    /// whether anything changed.
    func collectionView(_ collectionView: CollectionView, expandItemAt indexPath: IndexPath) -> Bool

    /// Hides the children of the item at `indexPath` (Left on an expanded parent); returns
    /// whether anything changed.
    func collectionView(_ collectionView: CollectionView, collapseItemAt indexPath: IndexPath) -> Bool
}
