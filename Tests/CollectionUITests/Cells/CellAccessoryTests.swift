import CollectionCore
import Foundation
import TestSupport
import Testing
import ViewTestSupport

@MainActor
@Suite struct CellAccessoryTests {
    /// Every accessory kind with the line a 12-column cell showing "A" draws when the
    /// accessory is displayed (worked out by hand: trailing glyphs at column 10 before a
    /// column of margin, leading ones at column 1 with the text moving to column 3).
    static var kinds: [(name: String, make: (CellAccessory.DisplayedState) -> CellAccessory, shown: String)] { [
        ("disclosureIndicator", { .disclosureIndicator(displayed: $0) }, " A        › "),
        ("checkmark", { .checkmark(displayed: $0) }, " A        ✓ "),
        ("detail", { .detail(displayed: $0) }, " A        ⓘ "),
        ("reorder", { .reorder(displayed: $0) }, " A        ≡ "),
        ("label", { .label(text: "9", displayed: $0) }, " A        9 "),
        ("outlineDisclosure", { .outlineDisclosure(displayed: $0) }, " ▸ A        "),
        ("delete", { .delete(displayed: $0) }, " ⊖ A        "),
        ("insert", { .insert(displayed: $0) }, " ⊕ A        "),
        ("multiselect", { .multiselect(displayed: $0) }, " ☐ A        "),
        ("customView", { displayed in
            let badge = TextView(text: "#")
            badge.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
            return .customView(configuration: .init(customView: badge, placement: .trailing(displayed: displayed)))
        }, " A        # "),
    ] }

    static let hidden = " A          "

    @Test(arguments: CellAccessory.DisplayedState.allCases, [false, true])
    func everyAccessoryHonoursDisplayed(displayed: CellAccessory.DisplayedState, editing: Bool) {
        // By hand: always shows; whenEditing only while editing; whenNotEditing only when not.
        let expectedShown = displayed == .always || (displayed == .whenEditing) == editing
        for kind in Self.kinds {
            let cell = listCell(content(text: "A"), accessories: [kind.make(displayed)], state: state(editing: editing))
            let line = CellFixtures.render(cell, width: 12, height: 1).lines[0]
            #expect(line == (expectedShown ? kind.shown : Self.hidden), "\(kind.name) \(displayed) editing: \(editing)")
        }
    }

    @Test func defaultDisplayedStatesFollowUIKit() {
        #expect(CellAccessory.delete().displayed == .whenEditing)
        #expect(CellAccessory.insert().displayed == .whenEditing)
        #expect(CellAccessory.reorder().displayed == .whenEditing)
        #expect(CellAccessory.multiselect().displayed == .whenEditing)
        #expect(CellAccessory.disclosureIndicator().displayed == .always)
        #expect(CellAccessory.outlineDisclosure().displayed == .always)
        #expect(CellAccessory.checkmark().displayed == .always)
        #expect(CellAccessory.label(text: "x").displayed == .always)
        #expect(CellAccessory.detail().displayed == .always)
        #expect(CellAccessory.label(text: "x").accessoryType == .label("x"))
    }

    @Test func outlineDisclosureStylesChooseTheEdge() {
        let header = listCell(content(.plainHeader(), text: "H"), accessories: [.outlineDisclosure()])
        let headerAsCell = listCell(content(.plainHeader(), text: "H"),
                                    accessories: [.outlineDisclosure(options: .init(style: .cell))])
        let cellAsHeader = listCell(content(text: "C"), accessories: [.outlineDisclosure(options: .init(style: .header))])
        #expect(CellFixtures.render(header, width: 8, height: 1).lines == [" H    ▸ "])
        #expect(CellFixtures.render(headerAsCell, width: 8, height: 1).lines == [" ▸ H    "])
        #expect(CellFixtures.render(cellAsHeader, width: 8, height: 1).lines == [" C    ▸ "])
    }

    @Test func outlineDisclosureRotatesWithExpansion() {
        let cell = listCell(content(text: "A"), accessories: [.outlineDisclosure()])
        #expect(CellFixtures.render(cell, width: 6, height: 1).lines == [" ▸ A  "])
        cell.changeState { $0.isExpanded = true }
        #expect(CellFixtures.render(cell, width: 6, height: 1).lines == [" ▾ A  "])
        #expect(CellFixtures.render(cell, width: 6, height: 1, glyphs: .ascii).lines == [" v A  "])
    }

    @Test func hiddenAccessoryKeepsItsRoom() {
        let cell = listCell(content(text: "A"), accessories: [
            .checkmark(options: .init(isHidden: true)), .disclosureIndicator(),
        ])
        #expect(CellFixtures.render(cell, width: 10, height: 1).lines == [" A      › "])
    }

    @Test func reservedWidthAndTint() {
        let cell = listCell(content(text: "A"), accessories: [
            .label(text: "7", options: .init(reservedLayoutWidth: 3, tintColor: .tint)),
        ])
        let canvas = CellFixtures.render(cell, width: 10, height: 1)
        #expect(canvas.lines == [" A    7   "])
        #expect(canvas[x: 6, y: 0].style.foreground == .tint)
    }

    @Test func accessoriesCentreOnMultiLineContent() {
        let cell = listCell(content(text: "One", secondaryText: "Two"), accessories: [.disclosureIndicator()])
        // Rows 1 and 2 hold the texts in a 4-row cell; the chevron sits on the first of them.
        #expect(CellFixtures.render(cell, width: 8, height: 4).lines == ["        ", " One  › ", " Two    ", "        "])
    }

    @Test func clickOnAccessoryCallsItsHandler() {
        @MainActor
        final class Counter: @unchecked Sendable { var deletes = 0; var details = 0 }
        let counter = Counter()
        let cell = listCell(content(text: "A"), accessories: [
            .delete(displayed: .always) { counter.deletes += 1 }, .detail { counter.details += 1 },
        ])
        _ = CellFixtures.render(cell, width: 12, height: 1)  // " ⊖ A      ⓘ "
        #expect(cell.handle(MouseEvent(.press(.primary), at: CGPoint(x: 1, y: 0))))
        #expect(cell.handle(MouseEvent(.press(.primary), at: CGPoint(x: 10, y: 0))))
        #expect(!cell.handle(MouseEvent(.press(.primary), at: CGPoint(x: 5, y: 0))))
        #expect(!cell.handle(MouseEvent(.release(.primary), at: CGPoint(x: 1, y: 0))))
        #expect(counter.deletes == 1 && counter.details == 1)
    }

    @Test func leadingCustomViewGoesAfterTheEditingControls() {
        let badge = TextView(text: "@@")
        badge.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
        let cell = listCell(content(text: "A"), accessories: [
            .customView(configuration: .init(customView: badge, placement: .leading())), .delete(displayed: .always),
        ])
        #expect(CellFixtures.render(cell, width: 10, height: 1).lines == [" ⊖ @@ A   "])
    }

    @Test func indentationMovesLeadingAccessoriesAndContent() {
        let cell = listCell(content(text: "A"), accessories: [.outlineDisclosure()])
        cell.indentationLevel = 2
        cell.indentationWidth = 3
        #expect(CellFixtures.render(cell, width: 12, height: 1).lines == ["       ▸ A  "])
        cell.indentationLevel = -4
        #expect(CellFixtures.render(cell, width: 12, height: 1).lines == [" ▸ A        "])
    }

    @Test func narrowCellNeverCrashes() {
        let cell = listCell(content(image: "🍎", text: "Apple", secondaryText: "Red"),
                            accessories: [.delete(displayed: .always), .disclosureIndicator(), .label(text: "123")])
        for width in 0...6 {
            let canvas = CellFixtures.render(cell, width: width, height: 1)
            #expect(canvas.width == width)
        }
        // The label (innermost trailing) gives way so that the chevron does not cover the
        // delete control.
        #expect(CellFixtures.render(cell, width: 6, height: 1).lines == [" ⊖  › "])
    }
}

/// A view that draws one line of text, for tests.
@MainActor
final class TextView: View {
    var text: String
    init(text: String) {
        self.text = text
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) {
        return nil
    }
    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.draw(text, in: rect, style: canvas.style(.label, onBackgroundAt: rect.origin))
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: min(CGFloat(TerminalText.width(of: text)), size.width), height: 1)
    }
}
