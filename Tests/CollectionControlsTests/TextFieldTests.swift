import CollectionCanvas
import CollectionControls
import CollectionViews
import Foundation
import Testing

@MainActor
@Suite struct TextFieldTests {
    func type(_ text: String, into field: TextField) {
        for character in text { #expect(field.handle(.character(character))) }
    }

    @Test func insertsAtTheCursorAndReportsEachChange() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        type("ac", into: field)
        #expect(field.handle(.left))
        type("b", into: field)
        #expect(field.text == "abc")
        #expect(field.cursorIndex == 2)
        #expect(changes == ["a", "ac", "abc"])
    }

    @Test func backspaceDeleteAndMovement() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        type("hello", into: field)
        #expect(field.handle(.home))
        #expect(field.handle(KeyEvent(.delete)))
        #expect(field.text == "ello")
        #expect(field.handle(.backspace))  // at the start: handled, nothing deleted
        #expect(field.text == "ello")
        #expect(field.handle(.end))
        #expect(field.handle(.backspace))
        #expect(field.text == "ell")
        #expect(field.handle(.right))  // at the end: stays
        #expect(field.cursorIndex == 3)
        #expect(field.handle(.character("a", modifiers: .control)))
        #expect(field.cursorIndex == 0)
        #expect(field.handle(.character("k", modifiers: .control)))
        #expect(field.text == "")
    }

    @Test func wideCharactersEditAsOneAndCursorCountsColumns() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        type("한국a", into: field)
        #expect(field.cursorIndex == 3)
        #expect(field.cursorColumn == 5)  // 2 + 2 + 1
        #expect(field.handle(.left))
        #expect(field.handle(.backspace))
        #expect(field.text == "한a")
        #expect(field.cursorColumn == 2)
    }

    @Test func vietnameseWithACombiningMarkJoinsThePreviousLetter() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        type("Vie", into: field)
        #expect(field.handle(.character(Character("\u{0302}"))))  // combining circumflex
        #expect(field.text.count == 3)
        #expect(field.cursorIndex == 3)
        #expect(field.handle(.backspace))
        #expect(field.text == "Vi")
        type("ệt", into: field)
        #expect(field.text == "Việt")
        #expect(field.cursorColumn == 4)
    }

    @Test func keysItDoesNotEditPassThrough() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        #expect(!field.handle(.enter))
        #expect(!field.handle(.escape))
        #expect(!field.handle(.down))
        #expect(!field.handle(.character("x", modifiers: .alt)))
        #expect(!field.handle(.character("\u{7}")))  // a control character is not typed
        #expect(field.text == "")
        field.isEditing = false
        #expect(!field.handle(.character("a")))
    }

    @Test func drawsWithACursorCellAndPlaceholder() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        field.placeholder = "Search"
        var canvas = Canvas(width: 6, height: 1)
        field.render(into: &canvas, at: .zero)
        #expect(canvas.lines == ["Search"])
        #expect(canvas.styleMap(legend: [.secondaryLabel: "s", Style.label.adding(.reverse): "C"]) == ["Csssss"])
        type("ab", into: field)
        canvas = Canvas(width: 6, height: 1)
        field.render(into: &canvas, at: .zero)
        #expect(canvas.lines == ["ab    "])
        #expect(canvas.styleMap(legend: [.label: ".", Style.label.adding(.reverse): "C"]) == ["..C..."])
    }

    @Test func scrollsHorizontallyToKeepTheCursorVisible() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        type("abcdefgh", into: field)
        var canvas = Canvas(width: 5, height: 1)
        field.render(into: &canvas, at: .zero)
        // Cursor after "h" at column 8 needs a cell: columns 4..<9 are shown.
        #expect(field.scrollOffset == 4)
        #expect(canvas.lines == ["efgh "])
        #expect(field.handle(.home))
        canvas = Canvas(width: 5, height: 1)
        field.render(into: &canvas, at: .zero)
        #expect(field.scrollOffset == 0)
        #expect(canvas.lines == ["abcde"])
    }

    @Test func aWideCharacterCutByTheLeftEdgeShowsAsBlank() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        type("a한국", into: field)  // columns: a 0, 한 1-2, 국 3-4, cursor 5
        var canvas = Canvas(width: 4, height: 1)
        field.render(into: &canvas, at: .zero)
        // Shown from column 2: the right half of 한 (blank), 국, the cursor cell.
        #expect(field.scrollOffset == 2)
        #expect(canvas.lines == [" 국 "])
    }

    @Test func controlCharactersSetAsTextAreShownSanitised() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        field.text = "a\nb"
        field.isEditing = false
        var canvas = Canvas(width: 8, height: 1)
        field.render(into: &canvas, at: .zero)
        #expect(canvas.lines == ["a^Jb    "])
        #expect(field.cursorIndex == 3)
    }
}
