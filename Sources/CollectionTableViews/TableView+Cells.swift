import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

extension TableView {
    /// Registers a cell class for `identifier`, as UIKit's `register(_:forCellReuseIdentifier:)`.
    /// Cells of it are made with `init(style: .default, reuseIdentifier:)`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// A cell for the row at `indexPath`: one waiting for reuse under `identifier` (after
    /// `prepareForReuse()`), or a new one of the registered class. An unregistered identifier
    /// gives a ``TableViewCell/CellStyle/default`` cell and a diagnostic, never a crash.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        if let cell = cell as? TableViewCell { return cell }
        // The collection view reported the unregistered identifier and made a plain cell.
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell waiting for reuse under `identifier`, else a new one of the class registered for
    /// it, else `nil`, as UIKit's `dequeueReusableCell(withIdentifier:)`: the caller then makes
    /// one with ``TableViewCell/init(style:reuseIdentifier:)``.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        collectionView.reuseQueue.dequeueCellIfAvailable(withReuseIdentifier: identifier) as? TableViewCell
    }

    /// The cell of the row at `indexPath` when it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        collectionView.cellForItem(at: indexPath) as? TableViewCell
    }

    /// The index path of `cell` when it shows a row on screen.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        collectionView.indexPathsForVisibleItems.first { collectionView.cellForItem(at: $0) === cell }
    }

    /// The cells on screen.
    public var visibleCells: [TableViewCell] {
        collectionView.visibleCells.compactMap { $0 as? TableViewCell }
    }

    /// The index paths of the rows on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
        collectionView.indexPathsForVisibleItems.sorted()
    }

    /// The row at `point` (in the table view's bounds: in points under a point scale), if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        collectionView.indexPathForItem(atCell: effectivePointScale.cells(point))
    }

    /// Scrolls the row at `indexPath` to `scrollPosition`; a row that does not exist is reported
    /// by the collection view and nothing scrolls.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        collectionView.scrollToItem(at: indexPath, at: scrollPosition.collectionViewPosition, animated: animated)
    }

    // MARK: Configuring a row's cell

    /// Gives `cell` what the table decides for the row at `indexPath`: its editing controls and
    /// its fixed height.
    func prepare(_ cell: TableViewCell, at indexPath: IndexPath) {
        var editing: [CellAccessory] = []
        if let dataSource {
            if allowsMultipleSelectionDuringEditing {
                editing.append(.multiselect())
            } else if dataSource.tableView(self, canEditRowAt: indexPath) {
                switch editingStyle(at: indexPath) {
                case .delete:
                    editing.append(.delete(actionHandler: { [weak self, weak cell] in self?.commit(.delete, from: cell) }))
                case .insert:
                    editing.append(.insert(actionHandler: { [weak self, weak cell] in self?.commit(.insert, from: cell) }))
                case .none:
                    break
                }
            }
            if dataSource.tableView(self, canMoveRowAt: indexPath) { editing.append(.reorder()) }
        }
        cell.tableEditingAccessories = editing
        cell.fixedRowHeight = rowHeightInRows(at: indexPath)
        // The delegate's level; a level the cell set itself (in cellForRowAt) stays unless the
        // delegate asks for one.
        let level = delegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
        if level != 0 || cell.isIndentedByTable {
            cell.indentationLevel = level
            cell.isIndentedByTable = level != 0
        }
    }

    /// The row's fixed height in rows, or `nil` to size it to its content.
    private func rowHeightInRows(at indexPath: IndexPath) -> CGFloat? {
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height == TableView.automaticDimension { return nil }
        guard height.isFinite, height >= 0 else {
            Diagnostics.report(Diagnostic(
                domain: "tableView", kind: "invalidRowHeight",
                message: "The row height \(height) of row \(indexPath) is neither a size nor automaticDimension; "
                    + "the row is sized to its content."))
            return nil
        }
        let rows = pointScale.map { $0.rows(height) } ?? height
        return max(1, rows.rounded())
    }
}
