import CollectionCanvas
import Foundation
import Testing

@Suite struct MenuTests {
    @Test func anActionHasUIKitsDefaultsAndAUniqueIdentifier() {
        let first = Action { _ in }
        let second = Action(title: "Copy") { _ in }
        #expect(first.title == "" && first.image == nil && first.discoverabilityTitle == nil)
        #expect(first.attributes.isEmpty && first.state == .off)
        #expect(first.identifier != second.identifier)
        let named = Action(
            title: "Delete", image: Image(systemName: "trash"), identifier: Action.Identifier("delete"),
            discoverabilityTitle: "Delete the note", attributes: [.destructive, .disabled], state: .mixed
        ) { _ in }
        #expect(named.identifier.rawValue == "delete")
        #expect(named.attributes.contains(.destructive) && named.attributes.contains(.disabled))
        #expect(!named.attributes.contains(.hidden))
        #expect(named.state == .mixed && named.discoverabilityTitle == "Delete the note")
    }

    @Test func performingAnActionGivesItsSenderOnlyWhileTheHandlerRuns() {
        final class Source {}
        let source = Source()
        var seen: [Bool] = []
        let action = Action { action in seen.append(action.sender === source) }
        action.perform(sender: source)
        #expect(seen == [true])
        #expect(action.sender == nil)
    }

    @Test func aMenuKeepsItsChildrenInOrderAndReplacingThemKeepsTheRest() {
        let copy = Action(title: "Copy") { _ in }
        let paste = Action(title: "Paste") { _ in }
        let menu = Menu(title: "Edit", identifier: Menu.Identifier("edit"), options: .displayInline, children: [copy])
        #expect(menu.children.map(\.title) == ["Copy"])
        let replaced = menu.replacingChildren([paste, copy])
        #expect(replaced.children.map(\.title) == ["Paste", "Copy"])
        #expect(replaced.title == "Edit" && replaced.identifier == menu.identifier && replaced.options == .displayInline)
        #expect(menu.children.count == 1)  // the original is unchanged
        #expect(Menu().identifier != Menu().identifier)
        #expect(Menu().children.isEmpty && Menu().options.isEmpty && Menu().title == "")
    }

    @Test func selectedElementsAreTheActionsOnIncludingInlineMenusButNotSubmenus() {
        let on = Action(title: "Date", state: .on) { _ in }
        let off = Action(title: "Name") { _ in }
        let inlineOn = Action(title: "Ascending", state: .on) { _ in }
        let nestedOn = Action(title: "Hidden away", state: .on) { _ in }
        let menu = Menu(options: .singleSelection, children: [
            on, off,
            Menu(options: .displayInline, children: [inlineOn]),
            Menu(title: "More", children: [nestedOn]),
        ])
        #expect(menu.selectedElements.map(\.title) == ["Date", "Ascending"])
    }
}
