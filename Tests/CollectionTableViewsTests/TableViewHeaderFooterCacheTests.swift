import CollectionCanvas
import CollectionModel
import CollectionTableViews
import CollectionTesting
import CollectionUI
import Foundation
import Testing

/// Which sections show a header or footer is asked once per reload or update, not on every
/// layout pass: a resize lays every section out again without making (and putting back) a
/// header view per section. What the table shows stays the same.
@MainActor
@Suite struct TableViewHeaderFooterCacheTests {
    /// Sections with a header view (from the delegate) where `hasHeader` says so; counts the
    /// delegate's header calls per section.
    final class Model: TableViewDataSource, TableViewDelegate {
        var sectionCount: Int
        var hasHeader: (Int) -> Bool = { _ in true }
        var footerTitle: (Int) -> String? = { _ in nil }
        var asked: [Int: Int] = [:]

        init(sections: Int) { sectionCount = sections }

        var totalAsked: Int { asked.values.reduce(0, +) }

        func numberOfSections(in tableView: TableView) -> Int { sectionCount }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "row \(indexPath.section)"
            return cell
        }
        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { footerTitle(section) }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            asked[section, default: 0] += 1
            guard hasHeader(section) else { return nil }
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
            header?.textLabel?.text = "Head \(section)"
            return header
        }
    }

    private func makeTable(_ model: Model, width: Int = 30, height: Int = 12) -> (TableView, HeadlessScreen) {
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: .plain)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.dataSource = model
        tableView.delegate = model
        let screen = HeadlessScreen(root: tableView, width: width, height: height)
        screen.render()
        return (tableView, screen)
    }

    /// The first `count` rows' text, without the table's leading column.
    private func rows(_ screen: HeadlessScreen, _ count: Int) -> [String] {
        screen.lines.prefix(count).map { String($0.trimmingCharacters(in: .whitespaces).prefix(6)) }
    }

    private func resize(_ screen: HeadlessScreen, _ tableView: TableView, width: Int) {
        tableView.frame = CGRect(x: 0, y: 0, width: width, height: 12)
        screen.render()
    }

    @Test func aResizeAsksOnlyForTheHeadersItShows() {
        let model = Model(sections: 300)
        let (tableView, screen) = makeTable(model)
        #expect(model.asked.count == 300)
        let before = model.totalAsked
        resize(screen, tableView, width: 40)
        resize(screen, tableView, width: 30)
        // Only headers coming into view are asked for (a screen holds six sections), not every
        // section's once per pass.
        #expect(model.totalAsked - before <= 12, "\(model.totalAsked - before)")
        #expect(screen.lines[0].dropFirst().hasPrefix("Head 0"), "\(screen.lines)")
    }

    @Test func aReloadAsksAgainAndShowsTheNewAnswer() {
        let model = Model(sections: 40)
        let (tableView, screen) = makeTable(model)
        model.hasHeader = { $0 != 0 }
        // Not asked again until the data changes.
        resize(screen, tableView, width: 40)
        #expect(screen.lines[0].dropFirst().hasPrefix("Head 0"), "\(screen.lines)")
        let before = model.totalAsked
        tableView.reloadData()
        screen.render()
        #expect(model.totalAsked - before >= 40)
        #expect(screen.lines[0].dropFirst().hasPrefix("row 0"), "\(screen.lines)")
        #expect(screen.lines[1].dropFirst().hasPrefix("Head 1"), "\(screen.lines)")
    }

    @Test func reloadingInsertingAndDeletingSectionsAskAgain() {
        let model = Model(sections: 3)
        model.hasHeader = { $0 != 1 }
        let (tableView, screen) = makeTable(model)
        #expect(rows(screen, 5) == ["Head 0", "row 0", "row 1", "Head 2", "row 2"])
        model.hasHeader = { _ in true }
        tableView.reloadSections(IndexSet(integer: 1), with: .none)
        screen.render()
        #expect(screen.lines[2].dropFirst().hasPrefix("Head 1"), "\(screen.lines)")
        // A new first section without a header: every section moves down one (its row keeps
        // the cell it had, as in UIKit).
        model.sectionCount = 4
        model.hasHeader = { $0 != 0 }
        tableView.insertSections(IndexSet(integer: 0), with: .none)
        screen.render()
        #expect(rows(screen, 3) == ["row 0", "Head 1", "row 0"], "\(screen.lines)")
        model.sectionCount = 3
        model.hasHeader = { _ in true }
        tableView.deleteSections(IndexSet(integer: 0), with: .none)
        screen.render()
        #expect(screen.lines[0].dropFirst().hasPrefix("Head 0"), "\(screen.lines)")
    }

    @Test func rowUpdatesAndBatchesAskAgain() {
        let model = Model(sections: 2)
        let (tableView, screen) = makeTable(model)
        let before = model.totalAsked
        tableView.performBatchUpdates({ tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none) })
        screen.render()
        #expect(model.totalAsked - before >= 2)
    }

    @Test func anotherDelegateIsAskedAtTheNextLayoutPass() {
        let model = Model(sections: 3)
        let (tableView, screen) = makeTable(model)
        let other = Model(sections: 3)
        other.hasHeader = { _ in false }
        tableView.delegate = other
        resize(screen, tableView, width: 40)
        #expect(other.asked.count == 3)
        #expect(screen.lines[0].dropFirst().hasPrefix("row 0"), "\(screen.lines)")
    }

    @Test func footersFromTitlesAreKeptToo() {
        let model = Model(sections: 2)
        model.hasHeader = { _ in false }
        model.footerTitle = { "Foot \($0)" }
        let (tableView, screen) = makeTable(model)
        resize(screen, tableView, width: 40)
        #expect(rows(screen, 4) == ["row 0", "Foot 0", "row 1", "Foot 1"], "\(screen.lines)")
    }
}
