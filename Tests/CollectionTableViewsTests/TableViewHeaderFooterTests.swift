import CollectionCanvas
import CollectionModel
import CollectionTableViews
import CollectionTesting
import CollectionUI
import Foundation
import Testing

/// Section header and footer views, their heights, and the table header and footer views, with
/// a delegate written as UIKit code writes it.
@MainActor
@Suite struct TableViewHeaderFooterTests {
    /// A header view subclass as UIKit code writes it: a label pinned to the content view.
    final class SectionHeader: TableViewHeaderFooterView {
        static var made = 0
        let title = Label()

        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            Self.made += 1
            title.translatesAutoresizingMaskIntoConstraints = false
            title.font = .preferredFont(forTextStyle: .headline)
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 1),
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                title.topAnchor.constraint(equalTo: contentView.topAnchor),
                title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// Sections of rows whose headers come from the delegate.
    final class Model: TableViewDataSource, TableViewDelegate {
        var sections: [(name: String, rows: [String])]
        var headerHeight: CGFloat = TableView.automaticDimension
        var footerView: ((Int) -> View?)?
        var displayed: [String] = []

        init(_ sections: [(name: String, rows: [String])]) { self.sections = sections }

        func numberOfSections(in tableView: TableView) -> Int { sections.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
            return cell
        }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader else {
                return nil
            }
            header.title.text = sections[section].name.uppercased()
            return header
        }
        func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { footerView?(section) }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
        func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
            displayed.append("header \(section)")
        }
    }

    private func makeTable(_ model: Model, style: TableView.Style = .plain, width: Int = 24, height: Int = 10) -> (TableView, HeadlessScreen) {
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.dataSource = model
        tableView.delegate = model
        let screen = HeadlessScreen(root: tableView, width: width, height: height)
        screen.render()
        return (tableView, screen)
    }

    private static let fruitAndVegetables: [(name: String, rows: [String])] = [
        ("Fruit", ["Apple", "Pear"]), ("Vegetables", ["Leek"]),
    ]

    @Test func aRegisteredHeaderSubclassSizesItselfFromItsConstraintsAboveItsRows() throws {
        let model = Model(Self.fruitAndVegetables)
        let (tableView, screen) = makeTable(model)
        let lines = screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        // One row per header (the label's height), then the section's rows and separators.
        #expect(lines[0] == "FRUIT")
        #expect(lines[1] == "Apple")
        #expect(lines[3] == "Pear")
        #expect(lines.firstIndex(of: "VEGETABLES").map { $0 > 3 } == true)
        #expect(lines.contains("Leek"))
        let header = try #require(tableView.headerView(forSection: 0) as? SectionHeader)
        #expect(header.title.text == "FRUIT")
        #expect(model.displayed.contains("header 0"))
        #expect(model.displayed.contains("header 1"))
    }

    @Test func aFixedHeaderHeightIsRowsAndZeroOrTheSmallestHeightHidesTheHeader() {
        let model = Model(Self.fruitAndVegetables)
        model.headerHeight = 3
        let (_, tall) = makeTable(model)
        let tallLines = tall.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        // Three rows of header (a label centres its text vertically, as UILabel does).
        #expect(tallLines[0..<3].filter { $0 == "FRUIT" }.count == 1)
        #expect(tallLines[0..<3].filter(\.isEmpty).count == 2)
        #expect(tallLines[3] == "Apple")

        for hidden in [CGFloat(0), .leastNormalMagnitude] {
            let model = Model(Self.fruitAndVegetables)
            model.headerHeight = hidden
            let (tableView, screen) = makeTable(model)
            #expect(screen.lines[0].trimmingCharacters(in: .whitespaces) == "Apple", "height \(hidden)")
            #expect(!screen.lines.joined().contains("FRUIT"))
            #expect(tableView.headerView(forSection: 0) == nil)
        }
    }

    @Test func aHeightInPointsIsConvertedWithThePointScale() {
        let model = Model(Self.fruitAndVegetables)
        model.headerHeight = 44
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 24, height: 10), style: .plain)
        tableView.pointScale = .standard
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.dataSource = model
        tableView.delegate = model
        let screen = HeadlessScreen(root: tableView, width: 24, height: 10)
        screen.render()
        let rows = Int(PointScale.standard.rows(44).rounded())
        #expect(rows > 1)
        let lines = screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines[0..<rows].contains("FRUIT"))
        #expect(lines[rows] == "Apple")
    }

    @Test func anyViewCanBeAFooterAndTheTitlesStillWorkBeside() {
        let model = Model(Self.fruitAndVegetables)
        model.footerView = { section in
            let label = Label()
            label.text = "\(section == 0 ? 2 : 1) items"
            return label
        }
        let (_, screen) = makeTable(model, height: 12)
        let lines = screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let pear = lines.firstIndex(of: "Pear")
        #expect(pear.map { lines[$0 + 1] } == "2 items")
        #expect(lines.contains("1 items"))
    }

    @Test func headersAreReusedWhileScrollingAndEachShowsItsSection() {
        let sections = (0..<60).map { (name: "S\($0)", rows: ["r\($0)"]) }
        let model = Model(sections)
        SectionHeader.made = 0
        let (tableView, screen) = makeTable(model, height: 8)
        for _ in 0..<40 { _ = tableView.handle(KeyEvent(.down)); screen.render() }
        // Every visible header shows its own section.
        for section in 0..<60 {
            if let header = tableView.headerView(forSection: section) as? SectionHeader {
                #expect(header.title.text == "S\(section)")
            }
        }
        // Views go back to the pool: far fewer are made than sections were shown.
        #expect(SectionHeader.made < 25, "made \(SectionHeader.made)")
        #expect(screen.lines.joined().contains("S"))
    }

    @Test func theClassicTextLabelShowsInTheTableStylesHeaderLook() throws {
        final class Titles: TableViewDataSource, TableViewDelegate {
            func numberOfSections(in tableView: TableView) -> Int { 1 }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "Row"
                return cell
            }
            func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "plain")
                header?.textLabel?.text = "Classic"
                return header
            }
        }
        let titles = Titles()
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), style: .insetGrouped)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "plain")
        tableView.dataSource = titles
        tableView.delegate = titles
        let screen = HeadlessScreen(root: tableView, width: 20, height: 5)
        screen.render()
        // Grouped headers are drawn in capitals, as UIKit draws them.
        #expect(screen.lines[1].trimmingCharacters(in: .whitespaces) == "CLASSIC")
        #expect(screen.lines[2].trimmingCharacters(in: .whitespaces) == "Row")
        let header = try #require(tableView.headerView(forSection: 0))
        #expect(header.defaultContentConfiguration() == .groupedHeader())
        #expect((header.contentConfiguration as? ListContentConfiguration)?.text == "Classic")
    }

    @Test func dequeuingAnUnregisteredIdentifierAnswersNilWithADiagnostic() {
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), style: .plain)
        let (view, diagnostics) = Diagnostics.collect { tableView.dequeueReusableHeaderFooterView(withIdentifier: "missing") }
        #expect(view == nil)
        #expect(diagnostics.map(\.kind) == ["unregisteredHeaderFooterView"])
    }

    @Test func tableHeaderAndFooterViewsScrollWithTheRows() {
        let table = ClassicTable([(title: nil, rows: ["One", "Two"])], width: 20, height: 10)
        let banner = Label()
        banner.text = "Banner"
        banner.frame = CGRect(x: 0, y: 0, width: 20, height: 2)
        table.tableView.tableHeaderView = banner
        let footer = Label()
        footer.text = "The end"
        table.tableView.tableFooterView = footer
        let screen = HeadlessScreen(root: table.tableView, width: 20, height: 10)
        screen.render()
        let lines = screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines[0] == "Banner")
        #expect(lines[1].isEmpty)
        #expect(lines[2] == "One")
        let two = lines.firstIndex(of: "Two")
        #expect(two.map { lines[$0 + 1] } == "The end")
        table.tableView.tableHeaderView = nil
        screen.render()
        #expect(screen.lines[0].trimmingCharacters(in: .whitespaces) == "One")
    }
}

extension TableViewHeaderFooterTests {
    @Test func anInsetGroupedTableWithHeaderViewsAndATableHeaderLooksRight() {
        let model = Model([("Fruit", ["Apple", "Pear"]), ("Vegetables", ["Leek", "Kale"])])
        model.footerView = { section in
            let label = Label()
            label.text = section == 0 ? "Picked this morning." : "From the garden."
            label.textColor = .secondaryLabel
            return label
        }
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 36, height: 16), style: .insetGrouped)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        let banner = Label()
        banner.text = "Market stall"
        banner.textAlignment = .center
        banner.frame.size.height = 2
        tableView.tableHeaderView = banner
        tableView.dataSource = model
        tableView.delegate = model
        let screen = HeadlessScreen(root: tableView, width: 36, height: 16)
        screen.render()
        let mismatch = ScreenFixture.mismatch(
            screen.fixtureText, fixtureAt: ScreenFixture.path("table-header-footer-views", folder: "Screens", testFile: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
