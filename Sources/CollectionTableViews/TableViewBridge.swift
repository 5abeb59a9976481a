import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

/// The collection view's data source and delegate for a table view: it asks the table's
/// ``TableViewDataSource`` and ``TableViewDelegate`` in their terms, so that the table is the
/// collection view's engine with the table's API.
@MainActor
final class TableViewBridge: CollectionViewReorderingDataSource, CollectionViewDelegate {
    /// The reuse identifier of the header and footer views.
    static let headerFooterIdentifier = "TableViewHeaderFooter"

    private unowned let tableView: TableView

    /// How many times the collection view asked for the number of sections: it asks once after
    /// each reload and each update (and caches the counts until the next), before its layout
    /// asks for any section, so each new state of the data has a new number.
    private(set) var dataGeneration = 0
    /// Which sections show headers and footers, as last asked (see
    /// `TableView.hasHeaderFooter(inSection:footer:)`).
    var headerFooterPresence = HeaderFooterPresence()

    init(tableView: TableView) {
        self.tableView = tableView
    }

    // MARK: Data source

    func numberOfSections(in collectionView: CollectionView) -> Int {
        dataGeneration &+= 1
        return tableView.dataSource.map { $0.numberOfSections(in: tableView) } ?? 0
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        tableView.dataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let dataSource = tableView.dataSource else { return TableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = dataSource.tableView(tableView, cellForRowAt: indexPath)
        tableView.prepare(cell, at: indexPath)
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? {
        if kind == TableViewHeaderFooterHost.tableHeaderKind || kind == TableViewHeaderFooterHost.tableFooterKind {
            return tableView.tableBoundarySupplementary(ofKind: kind, at: indexPath)
        }
        guard let dataSource = tableView.dataSource else { return nil }
        let isHeader = kind == CollectionLayoutListConfiguration.elementKindSectionHeader
        let section = indexPath.section
        let fixedHeight = tableView.headerFooterHeightInRows(inSection: section, footer: !isHeader)
        // The delegate's view, else a header view showing the data source's title.
        let view: View
        let shown: CollectionReusableView
        if let delegateView = tableView.delegateHeaderFooterView(inSection: section, footer: !isHeader) {
            view = delegateView
            shown = tableView.supplementary(
                showing: delegateView, ofKind: kind, at: indexPath, footer: !isHeader, fixedHeight: fixedHeight)
        } else {
            let title = isHeader
                ? dataSource.tableView(tableView, titleForHeaderInSection: section)
                : dataSource.tableView(tableView, titleForFooterInSection: section)
            let dequeued = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: Self.headerFooterIdentifier, for: indexPath)
            guard let header = dequeued as? TableViewHeaderFooterView else { return dequeued }
            header.tableStyle = tableView.style
            header.isFooter = !isHeader
            header.fixedHeight = fixedHeight
            var content = header.defaultContentConfiguration()
            content.text = title
            header.contentConfiguration = content
            view = header
            shown = header
        }
        if isHeader {
            tableView.delegate?.tableView(tableView, willDisplayHeaderView: view, forSection: section)
        } else {
            tableView.delegate?.tableView(tableView, willDisplayFooterView: view, forSection: section)
        }
        return shown
    }

    // MARK: Moving rows

    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        tableView.isEditing && (tableView.dataSource?.tableView(tableView, canMoveRowAt: indexPath) ?? false)
    }

    func collectionView(
        _ collectionView: CollectionView, updateInteractiveMovementOfItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        guard let dataSource = tableView.dataSource else { return }
        dataSource.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        // A diffable data source shows the move by applying its snapshot; a classic one changed
        // its model only, and the table shows the row at its new place, as UIKit does.
        if !(dataSource is TableViewSnapshotDataSource) {
            collectionView.moveItem(at: sourceIndexPath, to: destinationIndexPath)
        }
    }

    // MARK: Delegate

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        tableView.userMaySelectRow(at: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        tableView.delegate?.tableView(tableView, didSelectRowAt: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        guard let delegate = tableView.delegate else { return true }
        return delegate.tableView(tableView, willDeselectRowAt: indexPath) == indexPath
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        tableView.delegate?.tableView(tableView, didDeselectRowAt: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        tableView.delegate?.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    }

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        tableView.delegate?.tableView(tableView, shouldHighlightRowAt: indexPath) ?? true
    }

    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let cell = cell as? TableViewCell else { return }
        tableView.delegate?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        guard let cell = cell as? TableViewCell else { return }
        tableView.delegate?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }
}

/// A table data source that shows changes by applying snapshots (``TableViewDiffableDataSource``):
/// the table does not move rows for it.
@MainActor
protocol TableViewSnapshotDataSource: AnyObject {}

extension TableViewBridge: CollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        tableView.prefetchDataSource?.tableView(tableView, prefetchRowsAt: indexPaths)
    }

    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        tableView.prefetchDataSource?.tableView(tableView, cancelPrefetchingForRowsAt: indexPaths)
    }
}
