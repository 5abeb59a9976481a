import CollectionCanvas
import CollectionModel
import CollectionTableViews
import CollectionTesting
import CollectionUI
import Foundation
import Testing

/// A `UITableViewController` subclass as UIKit code writes it, shown headless.
@MainActor
@Suite struct TableViewControllerTests {
    final class FruitViewController: TableViewController {
        var fruit = [["Apple", "Pear", "Quince"], ["Fig"]]
        var picked: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Fruit"
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        }

        override func numberOfSections(in tableView: TableView) -> Int { fruit.count }

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruit[section].count }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = fruit[indexPath.section][indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }

        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Orchard" : "Greenhouse"
        }

        override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            picked.append(fruit[indexPath.section][indexPath.row])
        }

        override func tableView(
            _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete else { return }
            fruit[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    @Test func theSubclassSuppliesTheRowsAndHearsTheSelection() throws {
        let controller = FruitViewController(style: .insetGrouped)
        let screen = HeadlessScreen(rootViewController: controller, width: 30, height: 14)
        screen.render()
        let table = try #require(controller.tableView)
        #expect(table.style == .insetGrouped)
        #expect(table.dataSource === controller && table.delegate === controller)
        #expect(table.numberOfSections == 2)
        let text = screen.lines.joined(separator: "\n")
        for name in ["ORCHARD", "Apple", "Pear", "Quince", "GREENHOUSE", "Fig"] { #expect(text.contains(name), "\(name)") }
        // The table fills the screen the controller is shown on.
        #expect(table.frame.size == CGSize(width: 30, height: 14))
        _ = controller.view.handle(KeyEvent(.enter))
        screen.render()
        #expect(controller.picked.count == 1)
        #expect(table.indexPathForSelectedRow != nil)
        // Coming back to the screen clears the selection, as UIKit's clearsSelectionOnViewWillAppear.
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func deletingThroughTheDefaultSwipeActionCallsTheOverride() {
        let controller = FruitViewController(style: .plain)
        let screen = HeadlessScreen(rootViewController: controller, width: 30, height: 14)
        screen.render()
        _ = controller.view.handle(KeyEvent(.delete))
        screen.render()
        #expect(screen.lines.joined().contains("Delete"))
        _ = controller.view.handle(KeyEvent(.enter))
        controller.tableView.finishAnimations()
        screen.render()
        #expect(controller.fruit[0].count == 2)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test func aPlainControllerWithNoOverridesShowsAnEmptyTable() {
        let controller = TableViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 20, height: 5)
        screen.render()
        #expect(controller.tableView.style == .plain)
        #expect(controller.tableView.numberOfSections == 1)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
        #expect(screen.lines.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
    }
}

extension TableViewControllerTests {
    final class IndentedViewController: TableViewController {
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row")
                ?? TableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = "Level \(indexPath.row)"
            let done = Label()
            done.text = "[Done]"
            cell.editingAccessoryView = indexPath.row == 0 ? done : nil
            return cell
        }
        override func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indexPath.row }
        override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    }

    @Test func indentationLevelsAndTheEditingAccessoryViewShow() throws {
        let controller = IndentedViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 30, height: 8)
        screen.render()
        func column(of text: String) -> Int? {
            for line in screen.lines { if let range = line.range(of: text) { return line.distance(from: line.startIndex, to: range.lowerBound) } }
            return nil
        }
        let zero = try #require(column(of: "Level 0"))
        let one = try #require(column(of: "Level 1"))
        let two = try #require(column(of: "Level 2"))
        #expect(one - zero == 2 && two - one == 2, "each level indents by the cell's indentationWidth")
        #expect(!screen.lines.joined().contains("[Done]"))
        controller.tableView.setEditing(true, animated: false)
        screen.render()
        let line = try #require(screen.lines.first { $0.contains("Level 0") })
        #expect(line.trimmingCharacters(in: .whitespaces).hasSuffix("[Done]"))
    }
}
