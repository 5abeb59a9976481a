import CollectionCanvas
import CollectionModel
import CollectionTableViews
import CollectionTesting
import CollectionUI
import Foundation
import Testing

/// Editing a table: delete controls and the Delete swipe action commit through the data
/// source, rows move through `moveRowAt`, the delegate's swipe actions show.
@MainActor
@Suite struct TableViewEditingTests {
    @Test func theDeleteControlCommitsTheDeletion() throws {
        let table = ClassicTable([(nil, ["Apples", "Bread", "Cheese"])])
        let pilot = Pilot(root: table.tableView, width: 30, height: 8)
        #expect(!pilot.lines[0].contains("⊖"))
        table.tableView.setEditing(true, animated: false)
        pilot.screen.render()
        #expect(table.tableView.isEditing)
        #expect(pilot.lines[2].contains("⊖"))
        // Click the delete control of Bread (row 2 on screen, the control at column 1).
        let column = try #require(pilot.lines[2].firstIndex(of: "⊖")).utf16Offset(in: pilot.lines[2])
        pilot.click(x: column, y: 2)
        #expect(table.log == ["commit delete 0.1"])
        #expect(table.rows == [["Apples", "Cheese"]])
        pilot.screen.render()
        #expect(pilot.lines[2].contains("Cheese"))
    }

    @Test func aRowThatCannotBeEditedShowsNoControlAndNoDeleteAction() {
        let table = ClassicTable([(nil, ["Apples"])])
        table.editable = false
        let pilot = Pilot(root: table.tableView, width: 30, height: 8)
        table.tableView.setEditing(true, animated: false)
        pilot.screen.render()
        #expect(!pilot.lines[0].contains("⊖"))
        table.tableView.setEditing(false, animated: false)
        pilot.press(KeyEvent(.delete))
        #expect(table.tableView.shownSwipeActions == nil)
    }

    @Test func theDefaultTrailingSwipeActionDeletesThroughCommit() {
        let table = ClassicTable([(nil, ["Apples", "Bread"])])
        let pilot = Pilot(root: table.tableView, width: 30, height: 8)
        pilot.press(.down, KeyEvent(.delete))
        #expect(table.tableView.shownSwipeActions?.titles == ["Delete"])
        pilot.press(.enter)
        #expect(table.log == ["commit delete 0.1"])
        #expect(table.rows == [["Apples"]])
    }

    @Test func theDelegatesSwipeActionsReplaceTheDefault() {
        let table = ClassicTable([(nil, ["Apples", "Bread"])])
        var performed: [String] = []
        table.trailingActions = { indexPath in
            SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Flag") { _, _, done in
                performed.append("flag \(indexPath.row)")
                done(true)
            }])
        }
        table.leadingActions = { _ in
            SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Read") { _, _, done in
                performed.append("read")
                done(true)
            }])
        }
        let pilot = Pilot(root: table.tableView, width: 30, height: 8)
        pilot.press(KeyEvent(.delete))
        #expect(table.tableView.shownSwipeActions?.titles == ["Read", "Flag"])
        pilot.press(.enter)
        #expect(performed == ["flag 0"])
        #expect(table.log.isEmpty)
    }

    @Test func movingARowCallsMoveRowAtAndTheModelFollows() {
        let table = ClassicTable([(nil, ["A", "B", "C"])])
        table.movable = true
        let pilot = Pilot(root: table.tableView, width: 30, height: 8)
        // Not editing: rows do not move, as in UIKit.
        pilot.press(KeyEvent(.down, modifiers: .alt))
        #expect(table.log.isEmpty)
        #expect(table.rows == [["A", "B", "C"]])
        table.tableView.setEditing(true, animated: false)
        pilot.press(.home)
        #expect(pilot.lines[0].contains("≡"))
        pilot.press(KeyEvent(.down, modifiers: .alt))
        #expect(table.log == ["move 0.0 -> 0.1"])
        #expect(table.rows == [["B", "A", "C"]])
        pilot.screen.render()
        #expect(pilot.lines[0].contains("B"))
        #expect(pilot.lines[2].contains("A"))
        // Carried with m and dropped with Enter: one call per step.
        pilot.press(.character("m"), .down, .enter)
        #expect(table.rows == [["B", "C", "A"]])
        #expect(table.log.last == "move 0.1 -> 0.2")
    }

    @Test func multipleSelectionDuringEditingShowsSelectionBoxes() {
        let table = ClassicTable([(nil, ["A", "B"])])
        table.tableView.allowsMultipleSelectionDuringEditing = true
        let pilot = Pilot(root: table.tableView, width: 30, height: 8)
        table.tableView.setEditing(true, animated: false)
        pilot.screen.render()
        #expect(pilot.lines[0].contains("☐"))
        #expect(!pilot.lines[0].contains("⊖"))
        pilot.press(.space, .down, .space)
        #expect(table.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    }

    @Test func withoutSelectionDuringEditingEnterSelectsNothingWhileEditing() {
        let table = ClassicTable([(nil, ["A", "B"])])
        let pilot = Pilot(root: table.tableView, width: 30, height: 8)
        table.tableView.isEditing = true
        pilot.press(.enter)
        #expect(table.log.isEmpty)
        table.tableView.allowsSelectionDuringEditing = true
        pilot.press(.enter)
        #expect(table.log == ["select 0.0"])
    }
}
