import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// A view controller with a key command, shown by the demo as its sample screens are.
private final class StarController: ViewController {
    var stars = 0
    override var keyCommands: [KeyCommand]? {
        [KeyCommand(title: "Star", action: StarController.star, input: "s", modifierFlags: .control)]
    }
    func star() { stars += 1 }
}

/// The demo's shell lists a screen's key commands where it lists keys (status bar, `?` help,
/// the command palette) and runs them from each, and the help takes the keys while it shows.
@Suite @MainActor struct DemoKeyCommandTests {
    private func demo() -> (DemoApp, Pilot, StarController) {
        let (app, pilot) = demoPilot()
        let controller = StarController()
        app.stack.push(SampleScreenHost(controller), title: "Stars")
        pilot.screen.render()
        return (app, pilot, controller)
    }

    @Test func theStatusBarAndTheHelpListTheCommandAndItRuns() {
        let (app, pilot, controller) = demo()
        #expect(app.stack.keyHints.contains(KeyHint("Ctrl-s", "Star")))
        #expect(pilot.lines.last?.contains("Ctrl-s Star") == true, "\(pilot.lines.last ?? "")")
        pilot.press(.character("s", modifiers: .control))
        #expect(controller.stars == 1)
        pilot.press(.character("?"))
        #expect(app.isShowingHelp)
        #expect(app.help.hints.contains(KeyHint("Ctrl-s", "Star")))
        // While the help shows, the key closes it and runs nothing.
        pilot.press(.character("s", modifiers: .control))
        #expect(!app.isShowingHelp)
        #expect(controller.stars == 1)
        pilot.press(.character("s", modifiers: .control))
        #expect(controller.stars == 2)
    }

    @Test func thePaletteRunsTheCommand() {
        let (app, pilot, controller) = demo()
        let entry = app.paletteEntries().first { $0.title == "Star" }
        #expect(entry?.key == "Ctrl-s")
        pilot.press(.character(":"))
        #expect(app.isShowingPalette)
        pilot.type("star")
        pilot.press(.enter)
        #expect(!app.isShowingPalette)
        #expect(controller.stars == 1)
    }

    /// The Products screen offers its key table to the responder chain: the status bar's
    /// command hints are the lookup's (not a list of the screen's own), a key runs the command
    /// it names, and while the query is typed no command takes a key.
    @Test func theProductsScreenKeysAreKeyCommandsOfTheResponderChain() throws {
        let (app, pilot) = demoPilot(.products, width: 120, height: 40)
        let products = try #require(app.topScreen as? ProductsScreen)
        #expect(products.keyHints == [KeyHint("↑↓←→", "Move")], "the screen lists only its moves itself")
        let looked = app.stack.topScreen.keyCommandHints
        #expect(looked.contains(KeyHint("/", "Search")))
        #expect(looked.contains(KeyHint("Enter", "Favourite")))
        #expect(!looked.contains { $0.key == "s" }, "a command kept out of the status bar is hidden")
        #expect(app.stack.keyHints.contains(KeyHint("/", "Search")))
        // The help's labels are the keys' own, except where one label stands for several.
        let help = products.helpHints
        #expect(help.contains(KeyHint("Shift-Tab", "Previous category")))
        #expect(help.contains(KeyHint("1-9", "Choose a category by its place (1 is All)")))
        #expect(help.contains(KeyHint("s", "Only products on sale")))
        let saleCommand = try #require(products.keyCommands?.first { $0.keyLabel == "s" })
        #expect(saleCommand.attributes.contains(.hidden))
        pilot.type("s")
        #expect(products.filter.onSale, "s runs the Sale command through the lookup")
        pilot.type("/")
        #expect(products.capturesKeys)
        #expect(products.keyCommands == nil, "no command while the query is typed")
        pilot.type("s")
        #expect(products.filter.onSale && products.query == "s", "s is typed into the query, not a command")
    }

    /// The sample screens' own keys are key commands too, found along the responder chain from
    /// the view that has the keys, and offered only while they work.
    @Test func theSampleScreensKeysAreKeyCommands() throws {
        let (app, pilot) = demoPilot(.tableEditing)
        let table = try #require((app.topScreen as? SampleScreenHost)?.controller as? TableEditingViewController)
        func inputs() -> [String] { app.topScreen.activeKeyCommands.compactMap(\.input) }
        #expect(inputs() == ["e"], "no undo, no selection: only Edit")
        pilot.type("e")
        #expect(table.tableView.isEditing)
        pilot.press(.space)
        #expect(inputs() == ["e", "x"])
        // The status bar's hints are the commands' own labels and titles.
        let commands = app.topScreen.activeKeyCommands.map { KeyHint($0.keyLabel, $0.hintTitle) }
        #expect(commands == [KeyHint("e", "Done"), KeyHint("x", "Delete selected")])
        #expect(commands.allSatisfy { table.keyHints.contains($0) } && commands.allSatisfy { app.stack.keyHints.contains($0) })
        pilot.type("x")
        #expect(inputs() == ["e", "u"], "the deletion can be undone; nothing is selected")

        let (mountainsApp, mountainsPilot) = demoPilot(.mountainsSearch)
        let mountains = try #require((mountainsApp.topScreen as? SampleScreenHost)?.controller as? MountainsViewController)
        #expect(mountainsApp.topScreen.firstResponder === mountains.searchBar)
        #expect(mountainsApp.topScreen.activeKeyCommands.map(\.keyLabel) == ["↓", "Tab"])
        mountainsPilot.press(.tab)
        #expect(mountains.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
        // ↑ is the grid's first: its command is not active while the grid has the keys.
        #expect(mountainsApp.topScreen.activeKeyCommands.map(\.keyLabel) == ["/"])
    }
}
