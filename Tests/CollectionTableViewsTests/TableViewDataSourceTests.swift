import CollectionCanvas
import CollectionModel
import CollectionTableViews
import CollectionTesting
import CollectionUI
import Foundation
import Testing

/// A table view with a classic data source and delegate: rows, headers, heights, selection.
@MainActor
@Suite struct TableViewDataSourceTests {
    @Test func rowsAndSectionHeadersComeFromTheDataSource() {
        let table = ClassicTable([("Fruit", ["Apple", "Banana"]), (nil, ["Carrot"])], style: .grouped, height: 8)
        let pilot = Pilot(root: table.tableView, width: 30, height: 8)
        #expect(table.tableView.numberOfSections == 2)
        #expect(table.tableView.numberOfRows(inSection: 0) == 2)
        #expect(table.tableView.numberOfRows(inSection: 7) == 0)
        let text = pilot.lines.joined(separator: "\n")
        // A grouped header shows the title; a section without a title has no header row.
        #expect(text.contains("FRUIT"))
        #expect(pilot.lines.firstIndex { $0.contains("Apple") }! < pilot.lines.firstIndex { $0.contains("Carrot") }!)
        #expect(pilot.lines.filter { $0.contains("FRUIT") }.count == 1)
    }

    @Test func reloadDataAsksAgain() {
        let table = ClassicTable([(nil, ["Apple"])])
        let pilot = Pilot(root: table.tableView, width: 30, height: 8)
        #expect(pilot.lines[0].contains("Apple"))
        table.sections[0].rows = ["Quince", "Pear"]
        table.tableView.reloadData()
        pilot.screen.render()
        #expect(pilot.lines[0].contains("Quince"))
        #expect(pilot.lines[2].contains("Pear"))
    }

    @Test func heightForRowAtAndRowHeightFixTheRowsHeight() throws {
        let table = ClassicTable([(nil, ["One", "Two", "Three"])])
        table.tableView.separatorStyle = .none
        table.heights[IndexPath(row: 0, section: 0)] = 3
        let pilot = Pilot(root: table.tableView, width: 30, height: 8)
        // Row 0 is three rows high (its text in the middle): row 1 starts on the fourth line.
        #expect(pilot.lines[1].contains("One"))
        #expect(pilot.lines[3].contains("Two"))
        #expect(pilot.lines[4].contains("Three"))
        table.tableView.rowHeight = 2
        pilot.screen.render()
        #expect(pilot.lines[3].contains("Two"))
        #expect(pilot.lines[5].contains("Three"))
        // In points with a point scale: 34 points are two rows of 17.
        table.heights = [:]
        table.tableView.rowHeight = 34
        table.tableView.pointScale = .standard
        pilot.screen.render()
        #expect(pilot.lines[2].contains("Two"))
    }

    @Test func aBadRowHeightIsReportedAndTheRowSizesToItsContent() {
        let table = ClassicTable([(nil, ["One", "Two"])])
        table.tableView.separatorStyle = .none
        table.heights[IndexPath(row: 0, section: 0)] = -5
        let screen = HeadlessScreen(root: table.tableView, width: 30, height: 4)
        let diagnostics = Diagnostics.collect { screen.render() }.diagnostics
        #expect(diagnostics.contains { $0.kind == "invalidRowHeight" })
        #expect(screen.lines[1].contains("Two"))
    }

    @Test func selectionCallsTheDelegateAndWillSelectCanRefuse() {
        let table = ClassicTable([(nil, ["A", "B", "C"])])
        table.refusesSelection = [IndexPath(row: 2, section: 0)]
        let pilot = Pilot(root: table.tableView, width: 30, height: 8)
        pilot.press(.enter)
        #expect(table.log == ["select 0.0"])
        #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        pilot.press(.down, .enter)
        // Single selection: the row selected before is deselected, and the delegate told.
        #expect(table.log == ["select 0.0", "deselect 0.0", "select 0.1"])
        pilot.press(.down, .enter)
        // willSelectRowAt answered nil: nothing happens.
        #expect(table.log == ["select 0.0", "deselect 0.0", "select 0.1"])
        #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        table.tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(table.tableView.indexPathForSelectedRow == nil)
        #expect(table.tableView.indexPathsForSelectedRows == nil)
        // Programmatic selection does not tell the delegate.
        table.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.log.count == 3)
    }

    @Test func multipleSelectionTogglesAndTellsTheDelegateOfDeselection() {
        let table = ClassicTable([(nil, ["A", "B"])])
        table.tableView.allowsMultipleSelection = true
        let pilot = Pilot(root: table.tableView, width: 30, height: 8)
        pilot.press(.space, .down, .space, .up, .space)
        #expect(table.log == ["select 0.0", "select 0.1", "deselect 0.0"])
        #expect(table.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test func withoutSelectionAllowedNothingIsSelected() {
        let table = ClassicTable([(nil, ["A", "B"])])
        table.tableView.allowsSelection = false
        let pilot = Pilot(root: table.tableView, width: 30, height: 8)
        pilot.press(.enter)
        #expect(table.log.isEmpty)
        #expect(table.tableView.indexPathForSelectedRow == nil)
    }
}
