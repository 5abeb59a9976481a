import CollectionCore
import Foundation

/// A custom data source (not diffable) over one section of rows that form an outline and can
/// be reordered, through the public protocols: expanding shows a parent's hidden rows below it
/// (``CollectionView/insertItems(at:)``), collapsing hides them again
/// (``CollectionView/deleteItems(at:)``), and a carried row moves with
/// ``CollectionView/moveItem(at:to:)``. Top-level rows without shown children can move.
final class ChecklistDataSource: CollectionViewOutlineDataSource, CollectionViewReorderingDataSource {
    struct Row: Equatable {
        var name: String
        var level: Int
    }

    /// The rows shown, in order.
    private(set) var rows: [Row]
    /// The rows below each collapsed parent, by the parent's name.
    private var hidden: [String: [Row]]
    /// Every finished move, as the collection view reported it.
    private(set) var finishedMoves: [(from: IndexPath, to: IndexPath)] = []
    private let registration = CollectionView.CellRegistration<LabelCell, String> { cell, _, text in cell.text = text }

    /// Top-level rows, each with its children (collapsed).
    init(_ tree: [(String, [String])]) {
        rows = tree.map { Row(name: $0.0, level: 0) }
        hidden = [:]
        for (parent, children) in tree where !children.isEmpty {
            hidden[parent] = children.map { Row(name: $0, level: 1) }
        }
    }

    var names: [String] { rows.map(\.name) }

    /// How many rows below `index` are shown descendants of it.
    private func shownDescendants(of index: Int) -> Int {
        var end = index + 1
        while end < rows.count, rows[end].level > rows[index].level { end += 1 }
        return end - index - 1
    }

    // MARK: CollectionViewDataSource

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let row = rows[indexPath.item]
        let text = String(repeating: "  ", count: row.level) + row.name
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
    }

    // MARK: CollectionViewOutlineDataSource

    func collectionView(_ collectionView: CollectionView, outlineStateForItemAt indexPath: IndexPath) -> OutlineItemState? {
        guard rows.indices.contains(indexPath.item) else { return nil }
        let row = rows[indexPath.item]
        let expanded = shownDescendants(of: indexPath.item) > 0
        return OutlineItemState(level: row.level, hasChildren: expanded || hidden[row.name] != nil, isExpanded: expanded)
    }

    func collectionView(_ collectionView: CollectionView, expandItemAt indexPath: IndexPath) -> Bool {
        guard let children = hidden.removeValue(forKey: rows[indexPath.item].name) else { return false }
        rows.insert(contentsOf: children, at: indexPath.item + 1)
        collectionView.insertItems(at: children.indices.map { IndexPath(item: indexPath.item + 1 + $0, section: 0) })
        return true
    }

    func collectionView(_ collectionView: CollectionView, collapseItemAt indexPath: IndexPath) -> Bool {
        let count = shownDescendants(of: indexPath.item)
        guard count > 0 else { return false }
        let range = (indexPath.item + 1)...(indexPath.item + count)
        hidden[rows[indexPath.item].name] = Array(rows[range])
        rows.removeSubrange(range)
        collectionView.deleteItems(at: range.map { IndexPath(item: $0, section: 0) })
        return true
    }

    // MARK: CollectionViewReorderingDataSource

    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        rows[indexPath.item].level == 0 && shownDescendants(of: indexPath.item) == 0
    }

    func collectionView(
        _ collectionView: CollectionView, updateInteractiveMovementOfItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        rows.insert(rows.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        collectionView.moveItem(at: sourceIndexPath, to: destinationIndexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, endInteractiveMovementOfItemFrom originalIndexPath: IndexPath,
        to currentIndexPath: IndexPath
    ) {
        finishedMoves.append((originalIndexPath, currentIndexPath))
    }
}
