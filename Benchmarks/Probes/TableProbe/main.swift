// Layout passes of a table of 2,000 sections whose delegate gives every section a header view
// (dequeued and configured, as UIKit code does), for `valgrind --tool=callgrind`:
//   swift build -c release --product TableProbe
//   valgrind --tool=callgrind --toggle-collect='*ScenarioO12layoutPasses*' .build/release/TableProbe
//       (10 layout passes after width changes, each of which lays every section out again;
//        the toggle leaves out the start-up and the first pass)
import CollectionCore
import Foundation

@MainActor
final class SectionsModel: NSObject, TableViewDataSource, TableViewDelegate {
    static let sectionCount = 2_000

    func numberOfSections(in tableView: TableView) -> Int { Self.sectionCount }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = "Section \(section)"
        return header
    }
}

@MainActor
enum TableProbeScenario {
    static func table(_ model: SectionsModel) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 80, height: 24), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = model
        table.delegate = model
        return table
    }

    static func render(_ table: TableView) -> Canvas {
        var canvas = Canvas(width: Int(table.frame.width), height: Int(table.frame.height))
        table.render(into: &canvas, at: .zero)
        return canvas
    }

    /// `count` layout passes, each after a change of the table's width (which lays every
    /// section out again); returns the last frame's first row.
    @inline(never)
    static func layoutPasses(_ table: TableView, count: Int) -> String {
        var last = ""
        for pass in 0..<count {
            table.frame = CGRect(x: 0, y: 0, width: pass % 2 == 0 ? 100 : 80, height: 24)
            last = render(table).lines[0]
        }
        return last
    }
}

MainActor.assumeIsolated {
    let model = SectionsModel()
    let table = TableProbeScenario.table(model)
    _ = TableProbeScenario.render(table)
    print(TableProbeScenario.layoutPasses(table, count: 10))
}
