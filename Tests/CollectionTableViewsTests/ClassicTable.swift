import CollectionCanvas
import CollectionModel
import CollectionTableViews
import CollectionUI
import Foundation

/// A table view with a classic data source and delegate written as UIKit code writes them: an
/// array model per section, cells dequeued by identifier, and a log of what the table said.
@MainActor
final class ClassicTable: TableViewDataSource, TableViewDelegate {
    var sections: [(title: String?, rows: [String])]
    let tableView: TableView
    var log: [String] = []
    var movable = false
    var editable = true
    var heights: [IndexPath: CGFloat] = [:]
    var trailingActions: ((IndexPath) -> SwipeActionsConfiguration?)?
    var leadingActions: ((IndexPath) -> SwipeActionsConfiguration?)?
    var refusesSelection: Set<IndexPath> = []

    init(_ sections: [(title: String?, rows: [String])], style: TableView.Style = .plain, width: Int = 30, height: Int = 8) {
        self.sections = sections
        tableView = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }

    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle) \(indexPath.section).\(indexPath.row)")
        guard editingStyle == .delete else { return }
        sections[indexPath.section].rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.section).\(sourceIndexPath.row) -> \(destinationIndexPath.section).\(destinationIndexPath.row)")
        let row = sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].rows.insert(row, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        refusesSelection.contains(indexPath) ? nil : indexPath
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("deselect \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        leadingActions?(indexPath)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }

    /// Every row's text, by section.
    var rows: [[String]] { sections.map(\.rows) }
}
