import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// A data source that turns snapshots into collection view updates, as
/// `UICollectionViewDiffableDataSource`.
///
/// ```swift
/// let registration = CollectionView.CellRegistration<CollectionViewListCell, Product> { cell, _, product in
///     var content = cell.defaultContentConfiguration()
///     content.text = product.name
///     cell.contentConfiguration = content
/// }
/// let dataSource = CollectionViewDiffableDataSource<Section, Product>(collectionView: collectionView) {
///     collectionView, indexPath, product in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: product)
/// }
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// `apply` diffs the new snapshot against the current one and updates the collection view in
/// one batch: only cells whose item was inserted, reloaded, reconfigured or newly shown are
/// configured; selection and focus follow their items; when content above the viewport changes
/// the first visible item keeps its place on screen. The collection view holds its data source
/// weakly: keep a strong reference to this object.
@MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    CollectionViewDataSource
{
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The section snapshot type of one section's items (outlines).
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Makes the cell for an item, usually with `dequeueConfiguredReusableCell(using:for:item:)`.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view (header, footer, badge) for a kind and index path.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    /// The collection view this data source feeds.
    public private(set) weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    /// Makes supplementary views; `nil` shows none.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// Handlers for expanding and collapsing outline items of section snapshots.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// Handlers for interactive reordering.
    public var reorderingHandlers = ReorderingHandlers<SectionIdentifierType, ItemIdentifierType>()

    var current = Snapshot()
    package var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

    /// Creates the data source and makes it `collectionView`'s data source.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: Reordering

    /// Whether the item at `indexPath` can be moved by the user (UIKit's
    /// `collectionView(_:canMoveItemAt:)`): by default, whether
    /// ``ReorderingHandlers/canReorderItem`` is set and lets the item move. `open`, so that a
    /// subclass decides instead, as UIKit code does.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = current.itemIdentifier(at: indexPath) else {
            return false
        }
        return canReorder(item)
    }

    // MARK: Applying

    /// Makes `snapshot` current, updating the collection view with the difference from the
    /// current one. With `animatingDifferences` (and animations on, see ``AnimationSettings``)
    /// the change is drawn over a short animation: moved items travel, inserted ones appear,
    /// deleted ones fade; the model is final at once either way. A running animation is
    /// finished first. `completion` runs when the animation ends (at once without one).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView else {
            var stored = snapshot
            stored.clearMarks()
            current = stored
            dropStaleSectionSnapshots()
            completion?()
            return
        }
        // The collection view applies the difference; selection and focus follow their items
        // by identity (also into new sections).
        collectionView.performUpdate(animated: animatingDifferences, {
            let difference = snapshot.difference(from: current)
            let old = current
            var stored = snapshot
            stored.clearMarks()
            current = stored
            dropStaleSectionSnapshots()
            return CollectionViewUpdate(difference: difference) { path in
                old.itemIdentifier(at: path).flatMap(self.current.indexPath(for:))
            }
        }, completion: completion.map { done in { _ in done() } })
    }

    /// Makes `snapshot` current and reloads the collection view without diffing.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        var stored = snapshot
        stored.clearMarks()
        current = stored
        dropStaleSectionSnapshots()
        collectionView?.reloadData()
        completion?()
    }

    /// Makes `sectionSnapshot` the content of `section` (appending the section when it is
    /// missing): the section shows the snapshot's visible items.
    open func apply(_ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        var snapshot = current
        if snapshot.indexOfSection(section) == nil { snapshot.appendSections([section]) }
        snapshot.replaceItems(inSection: section, with: sectionSnapshot.visibleItems)
        sectionSnapshots[section] = sectionSnapshot
        apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// A copy of the current snapshot.
    public func snapshot() -> Snapshot { current }

    /// The section snapshot of `section`: the one applied to it, or a flat one of its items.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = SectionSnapshot()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Keeps each section's tree only while the section still shows exactly the tree's visible
    /// items (by identity; updated values are taken into the tree). A section changed by a
    /// plain snapshot apply loses its tree and becomes flat, so expanding can never bring back
    /// an old state.
    private func dropStaleSectionSnapshots() {
        for (section, tree) in sectionSnapshots {
            guard current.indexOfSection(section) != nil else {
                sectionSnapshots[section] = nil
                continue
            }
            let shown = current.itemIdentifiers(inSection: section)
            let visible = tree.visibleItems
            guard shown.count == visible.count, zip(shown, visible).allSatisfy({ current.isSameItem($0, $1) }) else {
                sectionSnapshots[section] = nil
                continue
            }
            var updated = tree
            var changed = false
            for (item, old) in zip(shown, visible) where item != old { changed = updated.updateValue(item) || changed }
            if changed { sectionSnapshots[section] = updated }
        }
    }

    // MARK: Lookups

    /// The item at `indexPath`, or `nil`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// The index path of `itemIdentifier`, or `nil`.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(for: itemIdentifier) }

    /// The section at `index`, or `nil`.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    /// The index of `sectionIdentifier`, or `nil`.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: CollectionViewDataSource

    /// The number of sections of the current snapshot.
    public func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The number of items in `section` of the current snapshot.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell for the item at `indexPath`; when the provider returns `nil`, an
    /// empty cell and a `nilCell` diagnostic.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = current.itemIdentifier(at: indexPath) else { return CollectionViewCell() }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        Diagnostics.report(Diagnostic(
            domain: "dataSource", kind: "nilCell",
            message: "The cell provider returned nil for item \(item) at \(indexPath); an empty cell is shown."))
        return CollectionViewCell()
    }

    /// The ``supplementaryViewProvider``'s view of `kind` at `indexPath`, or `nil` without one.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }
}

/// Sections with a section snapshot (``apply(_:to:animatingDifferences:completion:)``) form an
/// outline: Right expands a parent and Left collapses it, through ``sectionSnapshotHandlers``.
extension CollectionViewDiffableDataSource: CollectionViewOutlineDataSource {
    /// The item's level, children and expansion in its section's snapshot; `nil` in a section
    /// without one.
    public func collectionView(_ collectionView: CollectionView, outlineStateForItemAt indexPath: IndexPath) -> OutlineItemState? {
        outlineInfo(at: indexPath).map { OutlineItemState(level: $0.level, hasChildren: $0.hasChildren, isExpanded: $0.isExpanded) }
    }

    /// Expands the item in its section's snapshot (asking ``SectionSnapshotHandlers/shouldExpandItem``
    /// and loading children with ``SectionSnapshotHandlers/snapshotForExpandingParent``) and
    /// applies it, animated.
    public func collectionView(_ collectionView: CollectionView, expandItemAt indexPath: IndexPath) -> Bool {
        setExpanded(true, at: indexPath)
    }

    /// Collapses the item in its section's snapshot (asking
    /// ``SectionSnapshotHandlers/shouldCollapseItem``) and applies it, animated.
    public func collectionView(_ collectionView: CollectionView, collapseItemAt indexPath: IndexPath) -> Bool {
        setExpanded(false, at: indexPath)
    }

    /// The outline facts of the item at `indexPath`, or `nil` outside section snapshots.
    package func outlineInfo(at indexPath: IndexPath) -> (hasChildren: Bool, isExpanded: Bool, level: Int)? {
        guard let section = current.sectionIdentifier(at: indexPath.section), let tree = sectionSnapshots[section],
            let item = current.itemIdentifier(at: indexPath), let index = tree.index(of: item)
        else { return nil }
        let level = tree.level(of: item)
        let items = tree.items
        let hasChildren = index + 1 < items.count && tree.level(of: items[index + 1]) > level
        return (hasChildren, tree.isExpanded(item), level)
    }

    private func setExpanded(_ expanded: Bool, at indexPath: IndexPath) -> Bool {
        guard let section = current.sectionIdentifier(at: indexPath.section), var tree = sectionSnapshots[section],
            let item = current.itemIdentifier(at: indexPath)
        else { return false }
        let handlers = sectionSnapshotHandlers
        if expanded {
            guard handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                tree.replace(childrenOf: item, using: provide(item, tree.snapshot(of: item)))
            }
            tree.expand([item])
        } else {
            guard handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
            tree.collapse([item])
        }
        apply(tree, to: section, animatingDifferences: true)
        return true
    }
}

/// Handlers for expanding and collapsing the items of section snapshots, as
/// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
@MainActor
public struct SectionSnapshotHandlers<ItemIdentifierType: Hashable & Sendable> {
    /// Whether the item may expand; `nil` allows it.
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    /// Called before the item expands.
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    /// Whether the item may collapse; `nil` allows it.
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    /// Called before the item collapses.
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// Gives the children of a parent that is about to expand (given its current subtree), for
    /// loading children lazily.
    public var snapshotForExpandingParent: (
        (ItemIdentifierType, DiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    )?

    /// Handlers that are all `nil`: set the ones you need.
    public init() {}
}

/// Handlers for interactive reordering, as `UICollectionViewDiffableDataSource.ReorderingHandlers`.
@MainActor
public struct ReorderingHandlers<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// Whether the item can be moved; `nil` means reordering is off.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called with the transaction before the data source applies a reorder.
    public var willReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Called with the transaction after the data source applied a reorder.
    public var didReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// Handlers that are all `nil` (reordering off): set the ones you need.
    public init() {}
}
