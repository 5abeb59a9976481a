import CollectionCanvas
import CollectionModel
import CollectionTableViews
import CollectionTesting
import CollectionUI
import Foundation
import Testing

/// Row and section updates of a table view, alone and in batches, and bad input.
@MainActor
@Suite struct TableViewUpdatesTests {
    @Test func aBatchInsertsDeletesAndReloads() {
        let table = ClassicTable([(nil, ["A", "B", "C"])])
        let pilot = Pilot(root: table.tableView, width: 30, height: 8)
        var completed: Bool?
        table.tableView.performBatchUpdates({
            table.sections[0].rows = ["A", "X", "C", "D"]
            table.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            table.tableView.insertRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)], with: .automatic)
        }, completion: { completed = $0 })
        pilot.screen.render()
        #expect(completed == true)
        #expect(pilot.lines[2].contains("X"))
        #expect(pilot.lines[6].contains("D"))
    }

    @Test func beginAndEndUpdatesAnimateAndNest() {
        let table = ClassicTable([(nil, ["A", "B", "C"])])
        let clock = TestAnimationClock()
        table.tableView.animationClock = clock
        let screen = HeadlessScreen(root: table.tableView, width: 30, height: 8)
        screen.render()
        table.tableView.beginUpdates()
        table.tableView.beginUpdates()
        table.sections[0].rows.remove(at: 0)
        table.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        table.tableView.endUpdates()
        // The inner end applies nothing yet.
        #expect(table.tableView.numberOfRows(inSection: 0) == 3)
        table.tableView.endUpdates()
        #expect(table.tableView.numberOfRows(inSection: 0) == 2)
        #expect(table.tableView.isAnimating)
        table.tableView.finishAnimations()
        screen.render()
        #expect(screen.lines[0].contains("B"))
    }

    @Test func rowAnimationNoneAppliesAtOnce() {
        let table = ClassicTable([(nil, ["A", "B"])])
        table.tableView.animationClock = TestAnimationClock()
        let screen = HeadlessScreen(root: table.tableView, width: 30, height: 8)
        screen.render()
        table.tableView.performBatchUpdates {
            table.sections[0].rows.append("C")
            table.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        }
        #expect(!table.tableView.isAnimating)
        screen.render()
        #expect(screen.lines[4].contains("C"))
    }

    @Test func deletingARowOutOfRangeIsReportedAndTheTableReloads() {
        let table = ClassicTable([(nil, ["A", "B"])])
        let screen = HeadlessScreen(root: table.tableView, width: 30, height: 8)
        screen.render()
        var completed: Bool?
        let diagnostics = Diagnostics.collect {
            table.tableView.performBatchUpdates({
                table.sections[0].rows.removeLast()
                table.tableView.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
            }, completion: { completed = $0 })
        }.diagnostics
        #expect(diagnostics.map(\.kind) == ["invalidBatchUpdate"])
        #expect(completed == false)
        screen.render()
        #expect(table.tableView.numberOfRows(inSection: 0) == 1)
        #expect(screen.lines[0].contains("A"))
        #expect(!screen.lines.joined().contains("B"))
    }

    @Test func deleteRowsOutsideABatchThatDoesNotAddUpIsReported() {
        let table = ClassicTable([(nil, ["A", "B"])])
        let screen = HeadlessScreen(root: table.tableView, width: 30, height: 8)
        screen.render()
        // The model was not changed: the counts do not add up.
        let diagnostics = Diagnostics.collect {
            table.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }.diagnostics
        #expect(diagnostics.map(\.kind) == ["invalidBatchUpdate"])
        screen.render()
        #expect(screen.lines[0].contains("A"))
    }

    @Test func endUpdatesWithoutBeginIsReported() {
        let table = ClassicTable([(nil, ["A"])])
        let diagnostics = Diagnostics.collect { table.tableView.endUpdates() }.diagnostics
        #expect(diagnostics.map(\.kind) == ["unbalancedEndUpdates"])
    }

    @Test func sectionsAreInsertedAndDeleted() {
        let table = ClassicTable([("One", ["A"])], style: .grouped)
        let screen = HeadlessScreen(root: table.tableView, width: 30, height: 8)
        screen.render()
        table.tableView.performBatchUpdates {
            table.sections.append(("Two", ["B"]))
            table.tableView.insertSections(IndexSet(integer: 1), with: .fade)
        }
        screen.render()
        #expect(screen.lines.joined(separator: "\n").contains("TWO"))
        table.tableView.performBatchUpdates {
            table.sections.remove(at: 0)
            table.tableView.deleteSections(IndexSet(integer: 0), with: .fade)
        }
        screen.render()
        #expect(!screen.lines.joined(separator: "\n").contains("ONE"))
        #expect(table.tableView.numberOfSections == 1)
    }

    @Test func reloadRowsAsksForANewCell() {
        let table = ClassicTable([(nil, ["A", "B"])])
        let screen = HeadlessScreen(root: table.tableView, width: 30, height: 8)
        screen.render()
        table.sections[0].rows[1] = "Beta"
        table.tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        screen.render()
        #expect(screen.lines[2].contains("Beta"))
    }
}
