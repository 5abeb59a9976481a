import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

extension CollectionView {
    /// A supplementary or decoration element: its kind and index path (a cell's kind is empty).
    struct ElementKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }
}

/// The views of the elements in a collection view's bounds: cells by index path, supplementary
/// and decoration views by kind and index path, and the order they are drawn in.
///
/// The layout pass brings them up to date (``updateIfNeeded()``): views of elements still in
/// view are kept, those that left go back to the ``ReuseQueue`` (the delegate hears
/// `didEndDisplaying`), and those that came into view are made (the data source's cell
/// provider runs, then `willDisplay`). An update moves the cells with their items
/// (``follow(_:difference:)``). Drawing only draws what is here.
@MainActor
package final class VisibleElements {
    private typealias Key = CollectionView.ElementKey

    private unowned let collectionView: CollectionView
    private let reuseQueue: ReuseQueue
    private var cells: [IndexPath: CollectionViewCell] = [:]
    private var supplementaries: [Key: CollectionReusableView] = [:]
    private var decorations: [Key: CollectionReusableView] = [:]
    /// The visible elements in drawing order (decorations, cells, supplementaries by z index).
    private(set) var drawingOrder: [CollectionViewLayoutAttributes] = []
    /// Whether the next layout pass must ask the layout again.
    private var needsUpdate = true
    /// Cells kept through an update, to be measured again for self-sizing layouts.
    private var cellsNeedingMeasurement: Set<IndexPath> = []
    /// Supplementary views kept through a change of point scale, to be measured again.
    private var supplementariesNeedingMeasurement: Set<Key> = []

    init(collectionView: CollectionView, reuseQueue: ReuseQueue) {
        self.collectionView = collectionView
        self.reuseQueue = reuseQueue
    }

    // MARK: Reading

    /// The cell shown for the item at `indexPath`.
    package func cell(at indexPath: IndexPath) -> CollectionViewCell? { cells[indexPath] }

    /// The index paths of the cells shown, in order.
    package var indexPaths: [IndexPath] { cells.keys.sorted() }

    /// The first visible item's index path and cell.
    var firstCell: (indexPath: IndexPath, cell: CollectionViewCell)? {
        cells.keys.min().flatMap { path in cells[path].map { (path, $0) } }
    }

    /// The supplementary view shown for `kind` at `indexPath`.
    func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        supplementaries[Key(kind: kind, indexPath: indexPath)]
    }

    /// The view shown for a visible element.
    func view(for element: CollectionViewLayoutAttributes) -> CollectionReusableView? {
        switch element.representedElementCategory {
        case .cell: return cells[element.indexPath]
        case .supplementaryView:
            return supplementaries[Key(kind: element.representedElementKind ?? "", indexPath: element.indexPath)]
        case .decorationView:
            return decorations[Key(kind: element.representedElementKind ?? "", indexPath: element.indexPath)]
        }
    }

    /// The number of views shown.
    var count: Int { cells.count + supplementaries.count + decorations.count }

    /// The cells with their frames (content coordinates), by index path.
    var cellFrames: [IndexPath: (cell: CollectionViewCell, frame: CGRect)] {
        cells.mapValues { ($0, $0.cellFrame) }
    }

    /// The supplementary views with their frames (content coordinates).
    var supplementaryFrames: [CollectionView.ElementKey: (view: CollectionReusableView, frame: CGRect)] {
        supplementaries.mapValues { ($0, $0.cellFrame) }
    }

    /// Calls `body` with every cell shown and its index path.
    func forEachCell(_ body: (IndexPath, CollectionViewCell) -> Void) {
        for (path, cell) in cells { body(path, cell) }
    }

    // MARK: The layout pass

    /// Asks for the layout to be read again at the next layout pass (the bounds, the layout
    /// or the data changed).
    func setNeedsUpdate() {
        needsUpdate = true
    }

    /// Lays the collection view out, then makes, keeps and recycles the views of the elements
    /// in its bounds, if anything changed since the last time.
    func updateIfNeeded() {
        collectionView.layoutIfNeeded()
        guard needsUpdate else { return }
        // Cells may report other sizes (estimated layouts): lay out again until the layout
        // settles. Each pass measures only the cells that came into view, so this ends once no
        // new cell comes in; the bound is a guard against a layout that never settles.
        for _ in 0..<32 {
            needsUpdate = false
            update()
            collectionView.layoutIfNeeded()
            if !needsUpdate { break }
        }
        collectionView.prefetcher.update(collectionView) { cells[$0] != nil }
    }

    /// Asks the layout what is visible, keeps the views of elements still visible, recycles the
    /// rest and configures views for elements that became visible.
    private func update() {
        let collectionView = collectionView
        let layout = collectionView.collectionViewLayout
        let delegate = collectionView.delegate
        let attributes = (layout.cellAttributesForElements(in: collectionView.cellBounds) ?? []).filter { !$0.isHidden }
        var cells: [IndexPath: CollectionViewCell] = [:]
        var supplementaries: [Key: CollectionReusableView] = [:]
        var decorations: [Key: CollectionReusableView] = [:]
        var shown: [CollectionViewLayoutAttributes] = []
        let counts = collectionView.counts
        for element in attributes {
            let path = element.indexPath
            switch element.representedElementCategory {
            case .cell:
                guard path.count == 2, counts.indices.contains(path.section), path.item >= 0,
                    path.item < counts[path.section], cells[path] == nil
                else { continue }
                let existing = self.cells.removeValue(forKey: path)
                let cell = existing ?? collectionView.makeCell(at: path)
                collectionView.applyState(to: cell, at: path)
                place(cell, with: element)
                if existing == nil {
                    delegate?.collectionView(collectionView, willDisplay: cell, forItemAt: path)
                    if requestsRelayout(for: cell, with: element) { needsUpdate = true }
                } else if cellsNeedingMeasurement.remove(path) != nil {
                    if requestsRelayout(for: cell, with: element) { needsUpdate = true }
                }
                cells[path] = cell
            case .supplementaryView:
                let key = Key(kind: element.representedElementKind ?? "", indexPath: path)
                guard supplementaries[key] == nil else { continue }
                let existing = self.supplementaries.removeValue(forKey: key)
                let view = existing
                    ?? collectionView.dataSource?.collectionView(collectionView, viewForSupplementaryElementOfKind: key.kind, at: path)
                guard let view else { continue }
                place(view, with: element)
                if existing == nil || supplementariesNeedingMeasurement.remove(key) != nil {
                    // Headers, footers and badges size themselves as cells do (estimated sizes),
                    // list header cells with a content configuration too.
                    if requestsRelayout(for: view, with: element) { needsUpdate = true }
                }
                supplementaries[key] = view
            case .decorationView:
                let key = Key(kind: element.representedElementKind ?? "", indexPath: path)
                guard decorations[key] == nil else { continue }
                let view = self.decorations.removeValue(forKey: key)
                    ?? reuseQueue.dequeueDecorationView(ofKind: key.kind, registered: layout.decorationViewClasses[key.kind])
                place(view, with: element)
                decorations[key] = view
            }
            shown.append(element)
        }
        for (path, cell) in self.cells.sorted(by: { $0.key < $1.key }) {
            delegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: path)
            reuseQueue.enqueue(cell)
        }
        for view in self.supplementaries.values { reuseQueue.enqueue(view) }
        for view in self.decorations.values { reuseQueue.enqueue(view) }
        cellsNeedingMeasurement = []
        supplementariesNeedingMeasurement = []
        self.cells = cells
        self.supplementaries = supplementaries
        self.decorations = decorations
        drawingOrder = shown.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.zIndex, Self.rank(lhs.element.representedElementCategory), lhs.offset)
            let right = (rhs.element.zIndex, Self.rank(rhs.element.representedElementCategory), rhs.offset)
            return left < right
        }.map(\.element)
    }

    private static func rank(_ category: ElementCategory) -> Int {
        switch category {
        case .decorationView: 0
        case .cell: 1
        case .supplementaryView: 2
        }
    }

    private func place(_ view: CollectionReusableView, with attributes: CollectionViewLayoutAttributes) {
        view.hostCollectionView = collectionView
        view.apply(attributes)
        if view.cellFrame != attributes.frame { view.cellFrame = attributes.frame }
    }

    /// For estimated layouts: asks the freshly configured cell or supplementary view for its
    /// preferred attributes and hands them to the layout; returns whether the layout changed.
    private func requestsRelayout(for view: CollectionReusableView, with attributes: CollectionViewLayoutAttributes) -> Bool {
        let layout = collectionView.collectionViewLayout
        let preferred = view.preferredLayoutAttributesFitting(attributes.copy())
        guard preferred.frame.size != attributes.frame.size,
            layout.shouldInvalidateLayout(forPreferredCellAttributes: preferred, withOriginalAttributes: attributes)
        else { return false }
        layout.invalidateLayout(forPreferredCellAttributes: preferred, withOriginalAttributes: attributes)
        let now: CollectionViewLayoutAttributes? = switch attributes.representedElementCategory {
        case .cell: layout.cellAttributesForItem(at: attributes.indexPath)
        case .supplementaryView:
            layout.cellAttributesForSupplementaryView(
                ofKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
        case .decorationView: attributes
        }
        return now?.frame != attributes.frame
    }

    // MARK: Updates and reloads

    /// Moves the cells with their items through an update (the data source already has the new
    /// state): cells of deleted items, and of reloaded items and sections, leave; cells of
    /// reconfigured items are configured again in place (the data source's cell provider gets
    /// the same cell); supplementary views are made again. `difference` names reloads and
    /// reconfigures by their new index paths. Kept cells are measured again at the next pass.
    func follow(_ mapper: IndexPathMapper, difference: SnapshotDifference) {
        let collectionView = collectionView
        // Only the visible cells are looked up in the (possibly long) lists.
        let reloaded = ItemLocationList(difference.reloadedItems)
        let reconfigured = ItemLocationList(difference.reconfiguredItems)
        let reloadedSections = Set(difference.reloadedSections)
        var kept: [IndexPath: CollectionViewCell] = [:]
        var toReconfigure: [IndexPath] = []
        for (old, cell) in cells.sorted(by: { $0.key < $1.key }) {
            guard let new = mapper.newIndexPath(for: old), let location = ItemLocation(new), !reloaded.contains(location),
                !reloadedSections.contains(location.section)
            else {
                collectionView.delegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: old)
                reuseQueue.enqueue(cell)
                continue
            }
            kept[new] = cell
            if reconfigured.contains(location) { toReconfigure.append(new) }
        }
        cells = kept
        for view in supplementaries.values { reuseQueue.enqueue(view) }
        supplementaries = [:]
        for path in toReconfigure {
            guard let cell = cells[path] else { continue }
            let configured = reuseQueue.reconfiguring(cell, at: path) { collectionView.makeCell(at: path) }
            if configured !== cell {
                // The provider chose another cell: the old one leaves, the new one arrives.
                collectionView.delegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: path)
                reuseQueue.enqueue(cell)
                cells[path] = configured
                collectionView.applyState(to: configured, at: path)
                collectionView.delegate?.collectionView(collectionView, willDisplay: configured, forItemAt: path)
            }
        }
        // Kept cells are measured again (a self-sizing layout keeps sizes by position).
        cellsNeedingMeasurement = Set(cells.keys)
    }

    /// After a change of point scale: every view shown lays out again (its constraints are in
    /// other cells now) and every cell is measured again.
    func pointScaleDidChange() {
        for view in Array(cells.values) as [View] + Array(supplementaries.values) + Array(decorations.values) {
            view.setNeedsLayoutInSubtree()
        }
        cellsNeedingMeasurement = Set(cells.keys)
        supplementariesNeedingMeasurement = Set(supplementaries.keys)
        needsUpdate = true
    }

    /// Sends every view back to the reuse queue (a reload).
    func recycleAll() {
        for (path, cell) in cells.sorted(by: { $0.key < $1.key }) {
            collectionView.delegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: path)
            reuseQueue.enqueue(cell)
        }
        for view in supplementaries.values { reuseQueue.enqueue(view) }
        for view in decorations.values { reuseQueue.enqueue(view) }
        cells = [:]
        supplementaries = [:]
        decorations = [:]
        drawingOrder = []
        needsUpdate = true
    }
}
