import CollectionCanvas
import CollectionModel
import CollectionUI
import Foundation

/// The data of a ``ConfigurableCollectionView``, with the snapshot's API, as
/// ConfigableCollectionView's `DataManager`: no snapshot to build and apply, and flat sections
/// and outlines in one model.
///
/// ```swift
/// let manager = collectionView.dataManager
/// manager.appendSections([Section.main])
/// manager.appendItems(products)                               // to the last section
/// manager.appendChildItems(menu, to: nil, recursivePath: \.children)
/// manager.expand(parents: [menu[0]])
/// manager.deleteItems([sold]).on(animatingDifferences: false) { print("done") }
/// ```
///
/// - **One model, applied in batches.** Each mutation changes the model at once, so queries
///   (``itemIdentifiers``, ``indexPath(for:)``, ``isExpanded(_:)``, …) always answer the new
///   state; the changes made in one turn (one event) are applied to the data source in one
///   `apply`, when ``scheduler`` says (see ``UpdateScheduler``). Every mutation returns the
///   batch's ``ReloadHandler``.
/// - **Every section is a tree.** Items appended with `appendItems` are roots; children added
///   with ``appendChildItems(_:to:recursivePath:)`` start collapsed; the collection view shows
///   the visible items, and index paths (``itemIdentifier(for:)``, ``indexPath(for:)``) count
///   visible items only, as the collection view does.
/// - **Several types.** With `Item == Any` (or `Section == Any`) values of any hashable types
///   coexist; they are kept in ``AnyIdentifier`` boxes, so equal values of different types are
///   different items. A value that is not `Hashable` is skipped with a diagnostic.
/// - **Never crashes.** Duplicates and absent identifiers are resolved as
///   ``DiffableDataSourceSnapshot`` documents (``SnapshotError``) and reported through
///   ``Diagnostics``: an item appended again is moved (with its children), a repeat within one
///   call is ignored, an absent anchor changes nothing. An item is in at most one section.
/// - **Expansion is remembered by identity.** An item expanded once stays expanded when the
///   items are rebuilt (``applyItems(_:updatedSection:)``, ``deleteAllItems()`` and appending
///   again, …) until it is collapsed.
@MainActor
public final class DataManager<Section, Item> {
    typealias Tree = DiffableDataSourceSectionSnapshot<AnyIdentifier>

    /// When the pending batch is applied; ``UpdateScheduler/nextLayout`` by default.
    public var scheduler: UpdateScheduler = .nextLayout

    /// How many times the manager applied a batch to the data source (for tests and
    /// instrumentation).
    public private(set) var numberOfApplies = 0

    /// The sections in order (their items are in `trees`).
    var sections = DiffableDataSourceSnapshot<AnyIdentifier, AnyIdentifier>()
    var trees = TreeStore() {
        didSet { visibleCache = [:] }
    }
    private var visibleCache: [AnyIdentifier: VisibleItems] = [:]
    /// Items expanded by identity; kept across rebuilds.
    var expandedItems: Set<AnyIdentifier.ID> = []
    var reloadMarks: [AnyIdentifier] = []
    var reconfigureMarks: [AnyIdentifier] = []
    var sectionReloadMarks: [AnyIdentifier] = []

    private var pending: ReloadHandler?
    private var isApplying = false
    weak var dataSource: DeclarativeDataSource?
    /// Called when a batch starts, so that the view lays out (and flushes) before it draws.
    var batchDidStart: (() -> Void)?

    init(dataSource: DeclarativeDataSource?) {
        self.dataSource = dataSource
    }

    // MARK: Batches

    /// The pending batch, started (and scheduled) when there is none.
    func changed() -> ReloadHandler {
        if let pending { return pending }
        let batch = ReloadHandler { [weak self] in self?.reloadImmediately() }
        pending = batch
        batchDidStart?()
        scheduler.schedule?({ [weak self, weak batch] in
            guard let self, let batch, self.pending === batch else { return }
            self.reloadImmediately()
        })
        return pending ?? batch
    }

    /// Whether changes wait to be applied.
    public var hasPendingChanges: Bool { pending != nil }

    /// Applies the pending batch to the data source now (nothing when there is none).
    public func reloadImmediately() {
        guard let batch = pending, !isApplying else { return }
        pending = nil
        let snapshot = nextSnapshot()
        trees.markApplied()
        if let dataSource {
            isApplying = true
            var treesBySection: [AnyIdentifier: Tree] = [:]
            for section in sections.sectionIdentifiers { treesBySection[section] = trees[section] ?? Tree() }
            dataSource.sectionSnapshots = treesBySection
            dataSource.apply(snapshot, animatingDifferences: batch.animatingDifferences)
            isApplying = false
        }
        reloadMarks = []
        reconfigureMarks = []
        sectionReloadMarks = []
        numberOfApplies += 1
        batch.didApply()
    }

    /// The flat snapshot the collection view shows: each section's visible items, with the
    /// pending reload marks.
    public func visibleSnapshot() -> DiffableDataSourceSnapshot<AnyIdentifier, AnyIdentifier> {
        var snapshot = DiffableDataSourceSnapshot<AnyIdentifier, AnyIdentifier>()
        for section in sections.sectionIdentifiers {
            snapshot.appendSections([section])
            snapshot.appendItems(visible(section).items, toSection: section)
        }
        return marked(snapshot)
    }

    /// The snapshot to apply: the data source's current one with only the changed sections
    /// rebuilt (untouched sections keep their storage, so the diff skips them), or a new one
    /// when the sections themselves changed.
    private func nextSnapshot() -> DiffableDataSourceSnapshot<AnyIdentifier, AnyIdentifier> {
        guard let current = dataSource?.snapshot(), !trees.needsFullRebuild,
            current.sectionIdentifiers == sections.sectionIdentifiers
        else { return visibleSnapshot() }
        var snapshot = current
        let changed = sections.sectionIdentifiers.filter(trees.changedSections.contains)
        // Empty them all first, so that an item moving between two of them is never in both.
        for section in changed { snapshot.replaceItems(inSection: section, with: []) }
        for section in changed { snapshot.replaceItems(inSection: section, with: visible(section).items) }
        return marked(snapshot)
    }

    private func marked(_ snapshot: DiffableDataSourceSnapshot<AnyIdentifier, AnyIdentifier>)
        -> DiffableDataSourceSnapshot<AnyIdentifier, AnyIdentifier>
    {
        var snapshot = snapshot
        let reloads = reloadMarks.filter(snapshot.contains)
        if !reloads.isEmpty { snapshot.reloadItems(reloads) }
        let reconfigures = reconfigureMarks.filter(snapshot.contains)
        if !reconfigures.isEmpty { snapshot.reconfigureItems(reconfigures) }
        let sectionReloads = sectionReloadMarks.filter { snapshot.indexOfSection($0) != nil }
        if !sectionReloads.isEmpty { snapshot.reloadSections(sectionReloads) }
        return snapshot
    }

    /// Called by the data source when an outline item was expanded or collapsed from the
    /// keyboard: takes the new expansion state into the model.
    func dataSourceDidApply(_ tree: Tree, to section: AnyIdentifier) {
        guard !isApplying, var own = trees[section] else { return }
        for item in tree.items where own.contains(item) {
            let expanded = tree.isExpanded(item)
            guard expanded != own.isExpanded(item) else { continue }
            if expanded {
                own.expand([item])
                expandedItems.insert(item.id)
            } else {
                own.collapse([item])
                expandedItems.remove(item.id)
            }
        }
        trees[section] = own
    }

    // MARK: Boxing

    func box(_ item: Item, _ operation: String) -> AnyIdentifier? {
        if let identifier = AnyIdentifier(any: item) { return identifier }
        Diagnostics.report(Diagnostic(
            domain: "dataManager", kind: "unhashableItem",
            message: "\(operation): \(item) of type \(type(of: item)) is not Hashable; it is skipped."))
        return nil
    }

    func box(_ items: [Item], _ operation: String) -> [AnyIdentifier] {
        items.compactMap { box($0, operation) }
    }

    func boxSection(_ section: Section, _ operation: String) -> AnyIdentifier? {
        if let identifier = AnyIdentifier(any: section) { return identifier }
        Diagnostics.report(Diagnostic(
            domain: "dataManager", kind: "unhashableSection",
            message: "\(operation): section \(section) of type \(type(of: section)) is not Hashable; it is skipped."))
        return nil
    }

    func boxSections(_ sections: [Section], _ operation: String) -> [AnyIdentifier] {
        sections.compactMap { boxSection($0, operation) }
    }

    func unbox(_ identifier: AnyIdentifier) -> Item? { identifier.base as? Item }

    func unboxSection(_ identifier: AnyIdentifier) -> Section? { identifier.base as? Section }

    // MARK: Trees

    func tree(_ section: AnyIdentifier) -> Tree { trees[section] ?? Tree() }

    /// The visible items of `section` with their positions (cached until a tree changes).
    func visible(_ section: AnyIdentifier) -> VisibleItems {
        if let cached = visibleCache[section] { return cached }
        let computed = VisibleItems(tree(section))
        visibleCache[section] = computed
        return computed
    }

    /// The section whose tree holds `item`.
    func section(containing item: AnyIdentifier) -> AnyIdentifier? {
        sections.sectionIdentifiers.first { trees[$0]?.contains(item) ?? false }
    }

    /// Expands, in `section`'s tree, the items remembered as expanded.
    func restoreExpansion(in section: AnyIdentifier) {
        guard !expandedItems.isEmpty, var tree = trees[section] else { return }
        let toExpand = tree.items.filter { expandedItems.contains($0.id) && !tree.isExpanded($0) }
        guard !toExpand.isEmpty else { return }
        tree.expand(toExpand)
        trees[section] = tree
    }
}
