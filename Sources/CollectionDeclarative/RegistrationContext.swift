import CollectionCanvas
import CollectionModel
import CollectionUI
import Foundation

/// What a `.when` or `.flowLayoutSize` clause of a registration sees: the item, where it is,
/// and the collection view. No view exists yet when these are asked.
public struct ItemContext<Data> {
    /// The collection view that shows the item.
    public let collectionView: CollectionView
    /// The item (or, for `.config(map:)`, its projection).
    public let data: Data
    /// Where the item is shown.
    public let indexPath: IndexPath
}

/// What a `.config`, `.tap`, `.willDisplay` or `.didEndDisplay` clause of a registration sees:
/// the view the registration made, the cell that holds it, the item and its state.
public struct CellContext<Content, Data> {
    /// The collection view that shows the item.
    public let collectionView: CollectionView
    /// The view the registration's `view` closure made: the cell itself when that closure
    /// returns a ``CollectionViewCell``, otherwise the view hosted in ``cell``.
    public let view: Content
    /// The cell on screen: the view itself, or the ``CollectionViewHostingCell`` that hosts it.
    public let cell: CollectionViewCell
    /// The item (or, for `.config(map:)`, its projection).
    public let data: Data
    /// Where the item is shown.
    public let indexPath: IndexPath
    /// The cell's state (selected, focused, expanded, …). `.config` runs again whenever it
    /// changes.
    public let configurationState: CellConfigurationState
    /// The item's depth in an outline (0 for a root and in a flat section).
    public let level: Int

    func mapping<Mapped>(_ data: Mapped) -> CellContext<Content, Mapped> {
        CellContext<Content, Mapped>(
            collectionView: collectionView, view: view, cell: cell, data: data, indexPath: indexPath,
            configurationState: configurationState, level: level)
    }
}
