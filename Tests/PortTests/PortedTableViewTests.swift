import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// The sample's two table-view screens at 80 x 24 and 120 x 40, against reviewed fixtures in
/// `Tests/Fixtures/Port/`, and their behaviour. The controllers are in
/// `Screens/TableViewControllers.swift`.
@MainActor
@Suite struct PortedTableViewTests {
    nonisolated static let sizes = [(80, 24), (120, 40)]

    @Test(arguments: sizes) func wiFiSettings(width: Int, height: Int) {
        checkPortedScreen("wifi-settings", { WiFiSettingsTableViewController() }, width: width, height: height)
    }

    @Test(arguments: sizes) func tableViewEditing(width: Int, height: Int) {
        // Editing: every row shows its delete control and reorder grip.
        checkPortedScreen(
            "table-view-editing", { TableViewEditingViewController(startsEditing: true) }, width: width, height: height)
    }

    @Test func theWiFiSwitchRemovesTheNetworksWhenClicked() throws {
        let controller = WiFiSettingsTableViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 60, height: 16)
        screen.render()
        #expect(controller.tableView.numberOfSections == 2)
        let row = try #require(screen.lines.firstIndex { $0.contains("Wi-Fi") })
        let column = try #require(screen.lines[row].firstIndex(of: "●")).utf16Offset(in: screen.lines[row])
        _ = controller.view.handle(MouseEvent(.press(.primary), at: CGPoint(x: column, y: row)))
        controller.tableView.finishAnimations()
        screen.render()
        #expect(!controller.wifiEnabled)
        #expect(controller.tableView.numberOfSections == 1)
        #expect(!screen.lines.joined().contains("Lighthouse"))
    }

    @Test func editingDeletesAndMovesThroughTheDataSourceSubclass() throws {
        let controller = TableViewEditingViewController(startsEditing: true)
        let screen = HeadlessScreen(rootViewController: controller, width: 60, height: 20)
        screen.render()
        // Click the delete control of the first lake.
        let row = try #require(screen.lines.firstIndex { $0.contains("Loch Morlich") })
        let column = try #require(screen.lines[row].firstIndex(of: "⊖")).utf16Offset(in: screen.lines[row])
        _ = controller.view.handle(MouseEvent(.press(.primary), at: CGPoint(x: column, y: row)))
        controller.tableView.finishAnimations()
        #expect(controller.dataSource.snapshot().itemIdentifiers(inSection: .swum).map(\.name) == ["Lake Bled", "Lac d'Annecy"])
        // Alt-Down twice carries Lake Bled past the end of its list into the next one.
        screen.render()
        _ = controller.view.handle(KeyEvent(.down, modifiers: .alt))
        _ = controller.view.handle(KeyEvent(.down, modifiers: .alt))
        let snapshot = controller.dataSource.snapshot()
        #expect(snapshot.itemIdentifiers(inSection: .swum).map(\.name) == ["Lac d'Annecy"])
        #expect(snapshot.itemIdentifiers(inSection: .toSwim).first?.name == "Lake Bled")
    }
}
