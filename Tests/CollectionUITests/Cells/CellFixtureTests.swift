import CollectionCore
import Foundation
import TestSupport
import Testing
import ViewTestSupport

@MainActor func expectFixture(_ canvas: Canvas, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let mismatch = ScreenFixture.mismatch(canvas.fixtureText, fixtureAt: CellFixtures.directory.appendingPathComponent(name + ".txt").path)
    #expect(mismatch == nil, "\(mismatch ?? "")", sourceLocation: sourceLocation)
}

/// A list cell showing `configuration` with `accessories`.
@MainActor func listCell(_ configuration: ListContentConfiguration, accessories: [CellAccessory] = [],
              state: CellConfigurationState = CellConfigurationState()) -> CollectionViewListCell {
    let cell = CollectionViewListCell()
    cell.contentConfiguration = configuration
    cell.accessories = accessories
    cell.setConfigurationState(state)
    return cell
}


@MainActor
@Suite struct CellFixtureTests {
    /// Every preset, each cell as high as its fitting size says.
    @Test func presets() {
        let configurations: [(ListContentConfiguration, Int)] = [
            (content(.cell(), image: "📁", text: "Documents", secondaryText: "12 items"), 2),
            (content(.subtitleCell(), image: "♫", text: "Song", secondaryText: "Artist"), 2),
            (content(.valueCell(), text: "Volume", secondaryText: "80%"), 1),
            (content(.plainHeader(), text: "Fruits"), 1),
            (content(.plainFooter(), text: "3 items"), 1),
            (content(.groupedHeader(), text: "Settings"), 1),
            (content(.groupedFooter(), text: "Changes apply after restart of the app"), 2),
            (content(.sidebarCell(), image: "✉", text: "Inbox"), 1),
            (content(.sidebarHeader(), text: "Library"), 1),
            (content(.sidebarSubtitleCell(), image: "✉", text: "Inbox", secondaryText: "3 unread"), 2),
        ]
        var stack: [(View, height: Int)] = []
        for (configuration, expectedHeight) in configurations {
            let cell = listCell(configuration)
            let size = cell.systemLayoutSizeFitting(CGSize(width: 30, height: 0))
            #expect(size.height == CGFloat(expectedHeight), "\(configuration.text ?? "")")
            stack.append((cell, Int(size.height)))
        }
        expectFixture(CellFixtures.renderStack(stack, width: 30), "presets")
    }

    @Test func allAccessoriesNotEditingAndEditing() {
        let accessories: [CellAccessory] = [
            .disclosureIndicator(), .reorder(), .checkmark(), .detail(), .label(text: "12"),
            .outlineDisclosure(), .multiselect(), .insert(), .delete(),
        ]
        let notEditing = listCell(content(text: "Row"), accessories: accessories)
        let editing = listCell(content(text: "Row"), accessories: accessories, state: state(editing: true))
        let canvas = CellFixtures.renderStack([(notEditing, 1), (editing, 1)], width: 34)
        expectFixture(canvas, "accessories")
        let ascii = CellFixtures.renderStack([(notEditing, 1), (editing, 1)], width: 34, glyphs: .ascii)
        expectFixture(ascii, "accessories-ascii")
    }

    @Test func states() {
        let accessories: [CellAccessory] = [.checkmark(), .disclosureIndicator()]
        let states = [
            state(), state(highlighted: true), state(selected: true), state(focused: true),
            state(selected: true, focused: true), state(disabled: true),
        ]
        let cells = states.map { (listCell(content(.valueCell(), text: "Apple", secondaryText: "3"),
                                           accessories: accessories, state: $0) as View, 1) }
        expectFixture(CellFixtures.renderStack(cells, width: 20), "states")
    }

    @Test func editingWithMultiselect() {
        let accessories: [CellAccessory] = [.multiselect(), .reorder(), .delete()]
        let cells = [state(editing: true), state(selected: true, editing: true)].map {
            (listCell(content(text: "Pear"), accessories: accessories, state: $0) as View, 1)
        }
        expectFixture(CellFixtures.renderStack(cells, width: 20), "editing")
    }

    @Test func sidebarStates() {
        let cells = [state(), state(selected: true), state(focused: true)].map { state -> (View, Int) in
            let cell = listCell(content(.sidebarCell(), image: "✉", text: "Inbox"), state: state)
            cell.backgroundConfiguration = .listSidebarCell()
            return (cell, 1)
        }
        expectFixture(CellFixtures.renderStack(cells, width: 16), "sidebar")
    }

    @Test func outline() {
        func row(_ text: String, level: Int, expanded: Bool, parent: Bool = true) -> (View, Int) {
            let cell = listCell(content(text: text), accessories: parent ? [.outlineDisclosure()] : [],
                                state: state(expanded: expanded))
            cell.indentationLevel = level
            return (cell, 1)
        }
        let header = listCell(content(.plainHeader(), text: "Produce"), accessories: [.outlineDisclosure()],
                              state: state(expanded: true))
        let unindented = listCell(content(text: "Seeds"), accessories: [.outlineDisclosure()])
        unindented.indentationLevel = 2
        unindented.indentsAccessories = false
        let canvas = CellFixtures.renderStack([
            (header, 1), row("Fruits", level: 0, expanded: true), row("Citrus", level: 1, expanded: false),
            row("Berries", level: 1, expanded: true), row("Strawberry", level: 2, expanded: false, parent: false),
            (unindented, 1),
        ], width: 20)
        expectFixture(canvas, "outline")
        let ascii = CellFixtures.renderStack([
            row("Fruits", level: 0, expanded: true), row("Citrus", level: 1, expanded: false),
        ], width: 20, glyphs: .ascii)
        expectFixture(ascii, "outline-ascii")
    }

    @Test func wideCharacters() {
        var wrapped = content(text: "가나다라 마바사 아자차카 타파하")
        wrapped.textProperties.numberOfLines = 0
        let cells: [(View, Int)] = [
            (listCell(content(text: "한국어 텍스트입니다")), 1),
            (listCell(content(image: "🍎", text: "사과와 배 그리고 포도")), 1),
            (listCell(content(.valueCell(), text: "이름", secondaryText: "홍길동님의 주소입니다")), 1),
            (listCell(content(text: "Party 🎉🎉🎉 time"), accessories: [.disclosureIndicator()]), 1),
            (listCell(wrapped), 3),
        ]
        expectFixture(CellFixtures.renderStack(cells, width: 15), "wide")
    }

    @Test func textPropertiesAndLayout() {
        var centered = content(text: "Middle")
        centered.textProperties.alignment = .center
        var lower = content(text: "LOUD Words", secondaryText: "quiet words")
        lower.textProperties.transform = .lowercase
        lower.secondaryTextProperties.transform = .capitalized
        lower.prefersSideBySideTextAndSecondaryText = true
        var reserved = content(image: "•", text: "Bullet")
        reserved.imageProperties.reservedLayoutWidth = 3
        reserved.imageToTextPadding = 0
        var margins = content(text: "Inset", secondaryText: "below")
        margins.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 4, bottom: 1, trailing: 4)
        margins.textToSecondaryTextVerticalPadding = 1
        var oneLine = content(text: "A long text that would wrap")
        oneLine.textProperties.numberOfLines = 1
        var head = content(text: "/usr/local/share/doc")
        head.textProperties.lineBreakMode = .byTruncatingHead
        let cells: [(View, Int)] = [
            (listCell(centered), 1), (listCell(lower), 1), (listCell(reserved), 1), (listCell(margins), 5),
            (listCell(oneLine), 2), (listCell(head), 1),
        ]
        expectFixture(CellFixtures.renderStack(cells, width: 18), "text-properties")
    }
}
