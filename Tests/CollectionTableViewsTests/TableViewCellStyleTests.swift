import CollectionCanvas
import CollectionModel
import CollectionTableViews
import CollectionTesting
import CollectionUI
import Foundation
import Testing

/// The four classic cell styles, accessories and selection styles, drawn headless.
@MainActor
@Suite struct TableViewCellStyleTests {
    private func check(_ screen: HeadlessScreen, _ name: String, file: String = #filePath) {
        let mismatch = ScreenFixture.mismatch(screen.fixtureText, fixtureAt: ScreenFixture.path(name, folder: "Screens", testFile: file))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// One row per style, each made by a data source that picks the style by row.
    final class StylesDataSource: TableViewDataSource {
        let styles: [TableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { styles.count }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let style = styles[indexPath.row]
            let identifier = "style\(style.rawValue)"
            let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
                ?? TableViewCell(style: style, reuseIdentifier: identifier)
            cell.textLabel?.text = "\(style)"
            cell.detailTextLabel?.text = "Detail"
            cell.imageView?.image = indexPath.row == 0 ? Image(systemName: "star") : nil
            cell.accessoryType = indexPath.row == 1 ? .disclosureIndicator : indexPath.row == 3 ? .checkmark : .none
            return cell
        }
    }

    @Test func theFourClassicStylesDrawAsTheirPresets() throws {
        let dataSource = StylesDataSource()
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 32, height: 9), style: .plain)
        tableView.dataSource = dataSource
        let screen = HeadlessScreen(root: tableView, width: 32, height: 9)
        screen.render()
        // default: image and text, no detail label at all.
        let first = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.detailTextLabel == nil)
        #expect(screen.lines[0].contains("default"))
        #expect(!screen.lines[0].contains("Detail"))
        // value1: the detail at the trailing edge, before the chevron.
        #expect(screen.lines[2].hasPrefix(" value1"))
        #expect(screen.lines[2].trimmingCharacters(in: .whitespaces).hasSuffix("Detail ›"))
        // value2: text then detail side by side.
        #expect(screen.lines[4].contains("value2 Detail"))
        // subtitle: the detail on the row below.
        #expect(screen.lines[6].contains("subtitle"))
        #expect(screen.lines[7].contains("Detail"))
        check(screen, "table-cell-styles")
    }

    @Test func defaultContentConfigurationIsThePresetOfTheStyleAndReplacesTheLabels() throws {
        #expect(TableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
        #expect(TableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration() == .subtitleCell())
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: "x")
        #expect(cell.reuseIdentifier == "x")
        cell.textLabel?.text = "Old"
        var content = cell.defaultContentConfiguration()
        content.text = "New"
        cell.contentConfiguration = content
        cell.textLabel?.text = "Changed later"
        // A configuration of one's own wins over the classic labels.
        #expect((cell.contentConfiguration as? ListContentConfiguration)?.text == "New")
    }

    /// A cell subclass as UIKit code writes it.
    final class SettingCell: TableViewCell {
        let toggle = Switch()

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
            accessoryView = toggle
            selectionStyle = .none
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class SettingsDataSource: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
            cell.textLabel?.text = indexPath.row == 0 ? "Airplane Mode" : "Bluetooth"
            (cell as? SettingCell)?.toggle.isOn = indexPath.row == 1
            return cell
        }
    }

    @Test func aRegisteredSubclassIsMadeThroughItsInitialiserWithASwitchAccessory() throws {
        let dataSource = SettingsDataSource()
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 30, height: 4), style: .insetGrouped)
        tableView.register(SettingCell.self, forCellReuseIdentifier: "setting")
        tableView.dataSource = dataSource
        let pilot = Pilot(root: tableView, width: 30, height: 4)
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? SettingCell)
        #expect(cell.style == .value1)
        #expect(cell.accessoryView === cell.toggle)
        // The switch is drawn at the trailing edge of each row; selection style none keeps a
        // selected row unselected-looking.
        pilot.press(.down, .enter)
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        let selected = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(!selected.configurationState.isSelected)
        check(pilot.screen, "table-cell-switch-accessory")
    }

    @Test func anUnregisteredIdentifierGivesADefaultCellAndADiagnostic() {
        final class Unregistered: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "missing", for: indexPath)
                cell.textLabel?.text = "Still here"
                return cell
            }
        }
        let dataSource = Unregistered()
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 20, height: 2), style: .plain)
        tableView.dataSource = dataSource
        let screen = HeadlessScreen(root: tableView, width: 20, height: 2)
        let diagnostics = Diagnostics.collect { screen.render() }.diagnostics
        #expect(diagnostics.map(\.kind).contains("unregisteredCell"))
        #expect(screen.lines[0].contains("Still here"))
    }
}
