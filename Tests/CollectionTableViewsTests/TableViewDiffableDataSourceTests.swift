import CollectionCanvas
import CollectionModel
import CollectionTableViews
import CollectionTesting
import CollectionUI
import Foundation
import Testing

/// The diffable table data source: snapshots, lookups, and editing by subclassing.
@MainActor
@Suite struct TableViewDiffableDataSourceTests {
    enum Section: String, Hashable, Sendable {
        case pantry = "Pantry"
        case fridge = "Fridge"
    }

    /// A data source subclassed as UIKit code does, to edit and title sections.
    final class GroceriesDataSource: TableViewDiffableDataSource<Section, String> {
        var moves: [String] = []

        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)?.rawValue
        }

        override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(
            _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
            var snapshot = snapshot()
            snapshot.deleteItems([item])
            apply(snapshot)
        }

        override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append("\(sourceIndexPath.row) -> \(destinationIndexPath.row)")
            super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
    }

    private func makeTable() -> (TableView, GroceriesDataSource) {
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 30, height: 10), style: .insetGrouped)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = GroceriesDataSource(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.pantry, .fridge])
        snapshot.appendItems(["Rice", "Pasta"], toSection: .pantry)
        snapshot.appendItems(["Milk"], toSection: .fridge)
        dataSource.apply(snapshot, animatingDifferences: false)
        return (tableView, dataSource)
    }

    @Test func aSnapshotShowsItsSectionsWithTitlesAndLookupsWork() {
        let (tableView, dataSource) = makeTable()
        let screen = HeadlessScreen(root: tableView, width: 30, height: 10)
        screen.render()
        #expect(tableView.dataSource === dataSource)
        #expect(tableView.numberOfSections == 2)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Pasta")
        #expect(dataSource.indexPath(for: "Milk") == IndexPath(row: 0, section: 1))
        #expect(dataSource.snapshot().itemIdentifiers == ["Rice", "Pasta", "Milk"])
        let text = screen.lines.joined(separator: "\n")
        #expect(text.contains("PANTRY") && text.contains("FRIDGE") && text.contains("Milk"))
    }

    @Test func applyingAnotherSnapshotAnimatesUnlessTheDefaultRowAnimationIsNone() {
        let (tableView, dataSource) = makeTable()
        tableView.animationClock = TestAnimationClock()
        let screen = HeadlessScreen(root: tableView, width: 30, height: 10)
        screen.render()
        var snapshot = dataSource.snapshot()
        snapshot.appendItems(["Butter"], toSection: .fridge)
        dataSource.apply(snapshot)
        #expect(tableView.isAnimating)
        tableView.finishAnimations()
        dataSource.defaultRowAnimation = .none
        snapshot.deleteItems(["Rice"])
        dataSource.apply(snapshot)
        #expect(!tableView.isAnimating)
        screen.render()
        #expect(!screen.lines.joined().contains("Rice"))
        #expect(screen.lines.joined().contains("Butter"))
    }

    @Test func theDeleteSwipeActionCommitsThroughTheSubclass() {
        let (tableView, dataSource) = makeTable()
        let pilot = Pilot(root: tableView, width: 30, height: 10)
        pilot.press(KeyEvent(.delete))
        #expect(tableView.shownSwipeActions?.titles == ["Delete"])
        pilot.press(.enter)
        #expect(dataSource.snapshot().itemIdentifiers == ["Pasta", "Milk"])
    }

    @Test func movingARowMovesTheItemThroughTheSubclass() {
        let (tableView, dataSource) = makeTable()
        let pilot = Pilot(root: tableView, width: 30, height: 10)
        tableView.setEditing(true, animated: false)
        pilot.press(KeyEvent(.down, modifiers: .alt))
        #expect(dataSource.moves == ["0 -> 1"])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: .pantry) == ["Pasta", "Rice"])
        #expect(tableView.focusedIndexPath == IndexPath(row: 1, section: 0))
    }

    @Test func aNilCellIsReportedAndAnEmptyRowShown() {
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 20, height: 3), style: .plain)
        let dataSource = TableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, _ in nil }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["x"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let screen = HeadlessScreen(root: tableView, width: 20, height: 3)
        let diagnostics = Diagnostics.collect { screen.render() }.diagnostics
        #expect(diagnostics.map(\.kind) == ["nilCell"])
    }
}
