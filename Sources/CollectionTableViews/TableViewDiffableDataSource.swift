import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

/// A table view's data source driven by snapshots, as `UITableViewDiffableDataSource`.
///
/// It keeps the current ``DiffableDataSourceSnapshot`` and shows each applied snapshot through
/// the same diff and update path as ``CollectionViewDiffableDataSource`` (it uses one inside):
/// moved rows travel, inserted ones appear, deleted ones fade, and selection and focus follow
/// their items. Editing answers come from overriding its methods, as in UIKit:
///
/// ```swift
/// final class GroceriesDataSource: TableViewDiffableDataSource<Section, String> {
///     override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
///     override func tableView(
///         _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
///     ) {
///         guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
///         var snapshot = snapshot()
///         snapshot.deleteItems([item])
///         apply(snapshot)
///     }
///     override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
///         sectionIdentifier(for: section)?.title
///     }
/// }
/// ```
@MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    TableViewDataSource, TableViewSnapshotDataSource
{
    /// Makes the cell of an item, usually dequeued from the table view; `nil` shows an empty
    /// cell and reports a diagnostic.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?
    /// The snapshot type.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The collection view data source that keeps the snapshot and applies differences.
    private let engine: CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
    private let cellProvider: CellProvider

    /// How ``apply(_:animatingDifferences:completion:)`` animates: ``TableView/RowAnimation/none``
    /// applies without animation even when asked to animate; every other kind runs the update
    /// animation (the default is ``TableView/RowAnimation/automatic``).
    public var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// A data source for `tableView`, made its ``TableView/dataSource``.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        engine = CollectionViewDiffableDataSource(collectionView: tableView.collectionView) { _, _, _ in nil }
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// Makes `snapshot` current and shows the difference from the last one, animated when
    /// `animatingDifferences` and ``defaultRowAnimation`` is not `.none`. A running animation is
    /// finished first; `completion` runs when the animation ends (at once without one).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        engine.apply(snapshot, animatingDifferences: animatingDifferences && defaultRowAnimation != .none, completion: completion)
    }

    /// Makes `snapshot` current and reloads the table without diffing.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        engine.applySnapshotUsingReloadData(snapshot, completion: completion)
    }

    /// A copy of the current snapshot.
    public func snapshot() -> Snapshot { engine.snapshot() }

    /// The item at `indexPath`, if there is one.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { engine.itemIdentifier(for: indexPath) }

    /// Where `itemIdentifier` is, if it is in the snapshot.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { engine.indexPath(for: itemIdentifier) }

    /// The section at `index`, if there is one.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { engine.sectionIdentifier(for: index) }

    /// The index of `sectionIdentifier`, if it is in the snapshot.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { engine.index(for: sectionIdentifier) }

    // MARK: Table view data source

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: TableView) -> Int {
        engine.snapshot().numberOfSections
    }

    /// The number of items in the snapshot's section at `section`.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        guard let collectionView = engine.collectionView else { return 0 }
        return engine.collectionView(collectionView, numberOfItemsInSection: section)
    }

    /// The cell provider's cell for the item at `indexPath`; when the provider returns `nil`, an
    /// empty cell and a `nilCell` diagnostic.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return TableViewCell(style: .default, reuseIdentifier: nil) }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        Diagnostics.report(Diagnostic(
            domain: "dataSource", kind: "nilCell",
            message: "The cell provider returned nil for item \(item) at \(indexPath); an empty cell is shown."))
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header; override it to give sections titles.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer; override it to give sections footers.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// `false`: no row is editable until a subclass says so.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing; a subclass deletes the item from a snapshot and applies it.
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// `false`: no row moves until a subclass says so.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Moves the item in the current snapshot and applies it (the table shows the row at its
    /// new place). A subclass that overrides it calls `super` (or applies a snapshot of its own)
    /// and updates its model; see ``TableViewDataSource/tableView(_:moveRowAt:to:)`` for when
    /// it is called.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let moved = CollectionViewDiffableDataSource.snapshot(snapshot(), moving: sourceIndexPath, to: destinationIndexPath)
        else { return }
        engine.apply(moved, animatingDifferences: false)
    }
}
