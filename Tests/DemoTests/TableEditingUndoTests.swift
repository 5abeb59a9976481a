import CollectionCore
import CollectionTesting
import DemoKit
import Testing

/// `u` on the demo's UITableView: Editing screen (a `TableView` written the UIKit way) puts
/// deleted rows back, one deletion per press, and is offered only while there is one to undo.
@MainActor
@Suite struct TableEditingUndoTests {
    @Test func uPutsDeletedRowsBackWhereTheyWereOneDeletionAtATime() throws {
        let (app, pilot) = demoPilot(.tableEditing)
        let screen = try #require(app.topScreen as? SampleScreenHost)
        let controller = try #require(screen.controller as? TableEditingViewController)
        let original = controller.items
        #expect(!screen.keyHints.contains { $0.key == "u" }, "nothing to undo yet")
        // Editing: select the first two rows of the first list and delete them.
        pilot.type("e")
        pilot.press(.space, .down, .space)
        pilot.type("x")
        pilot.screen.render()
        #expect(controller.items == original, "two rows: an alert asks first")
        #expect(pilot.lines.contains { $0.contains("Delete 2 items?") })
        pilot.press(.enter)
        pilot.screen.render()
        #expect(!pilot.lines.contains { $0.contains("Delete 2 items?") })
        #expect(controller.items[.toBuy] == Array(original[.toBuy]!.dropFirst(2)))
        // Then one more, the next row: deleted at once.
        pilot.press(.space)
        pilot.type("x")
        pilot.screen.render()
        #expect(controller.items[.toBuy]?.count == original[.toBuy]!.count - 3)
        #expect(screen.keyHints.contains(KeyHint("u", "Undo")))
        #expect(screen.helpHints.contains { $0.key == "u" })
        pilot.type("u")
        pilot.screen.render()
        #expect(controller.items[.toBuy] == Array(original[.toBuy]!.dropFirst(2)), "the last deletion comes back first")
        pilot.type("u")
        pilot.screen.render()
        #expect(controller.items == original, "then the one before, in place")
        #expect(!screen.keyHints.contains { $0.key == "u" }, "nothing left to undo")
        #expect(!screen.helpHints.contains { $0.key == "u" })
    }

    /// Several rows are deleted only once the alert is answered: Escape (its cancel action)
    /// keeps them, selected; Delete (its preferred action, Return) deletes them.
    @Test func deletingSeveralRowsAsksFirst() throws {
        let (app, pilot) = demoPilot(.tableEditing)
        let screen = try #require(app.topScreen as? SampleScreenHost)
        let controller = try #require(screen.controller as? TableEditingViewController)
        let original = controller.items
        pilot.type("e")
        pilot.press(.space, .down, .space, .down, .space)
        pilot.type("x")
        pilot.screen.render()
        let alertRow = try #require(pilot.lines.firstIndex { $0.contains("Delete 3 items?") })
        // The status bar lists the alert's keys, not the table's behind it (which do not fire).
        #expect(pilot.lines[23].hasPrefix(" ↑↓←→ Move  Enter Choose  Esc Cancel"), "\(pilot.lines[23])")
        #expect(!pilot.lines[23].contains("Delete selected") && !pilot.lines[23].contains("Quit"))
        #expect(pilot.lines[alertRow...].contains { $0.contains("Undo (u) brings them back.") })
        #expect(pilot.lines[alertRow...].contains { $0.contains("Cancel") && $0.contains("Delete") })
        pilot.press(.escape)
        pilot.screen.render()
        #expect(!pilot.lines.contains { $0.contains("Delete 3 items?") })
        #expect(controller.items == original)
        #expect(controller.tableView.indexPathsForSelectedRows?.count == 3, "still selected")
        pilot.type("x")
        pilot.press(.enter)
        pilot.screen.render()
        #expect(controller.items[.toBuy] == Array(original[.toBuy]!.dropFirst(3)))
    }
}
