import CollectionCanvas
import CollectionControls
import CollectionTesting
import CollectionViews
import Foundation
import Testing

/// Pasted text (bracketed paste) reaches the text field being edited as one insertion, and
/// nothing else: a pasted line break or Escape is never a key.
@MainActor
@Suite struct PasteTests {
    @Test func aPasteIsOneEditAtTheCursorWithoutControlCharacters() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        #expect(field.handle(.character("a")))
        #expect(field.handle(.character("z")))
        #expect(field.handle(.left))
        // Line breaks (also NEL, U+0085) and tabs become spaces; ESC, DEL, BEL are left out.
        #expect(field.handlePaste("b\nc\td\u{1B}[31me\u{7F}f\u{85}g\u{7}"))
        #expect(field.text == "ab c d[31mef gz")
        #expect(field.cursorIndex == 14)
        #expect(changes == ["a", "az", "ab c d[31mef gz"])
    }

    @Test func aFieldThatIsNotEditingAndAPasteOfOnlyControlsChangeNothing() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        var changes = 0
        field.onChange = { _ in changes += 1 }
        field.isEditing = false
        #expect(!field.handlePaste("text"))
        field.isEditing = true
        #expect(field.handlePaste("\u{1B}\u{7}"))
        #expect(field.text.isEmpty && changes == 0)
    }

    @Test func viewsOfferAPasteToTheirVisibleSubviewsFrontToBack() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 3))
        let back = TextField(frame: CGRect(x: 0, y: 0, width: 40, height: 1))
        let hidden = TextField(frame: CGRect(x: 0, y: 1, width: 40, height: 1))
        let front = TextField(frame: CGRect(x: 0, y: 2, width: 40, height: 1))
        hidden.isHidden = true
        root.addSubview(back)
        root.addSubview(hidden)
        root.addSubview(front)
        front.isEditing = false
        #expect(root.handlePaste("x"))
        #expect(back.text == "x" && hidden.text.isEmpty && front.text.isEmpty)
        back.isEditing = false
        #expect(!root.handlePaste("y"))
        #expect(back.text == "x")
    }

    @Test func aNavigationStackGivesAPasteToItsTopScreenOnly() {
        let first = View()
        let field = TextField()
        first.addSubview(field)
        let second = View()
        let stack = NavigationStackView(root: first)
        stack.push(second)
        let pilot = Pilot(root: stack, width: 30, height: 5)
        #expect(!pilot.paste("hidden below"))
        #expect(field.text.isEmpty)
        _ = stack.pop()
        #expect(pilot.paste("top"))
        #expect(field.text == "top")
    }
}
