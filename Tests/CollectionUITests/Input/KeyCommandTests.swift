import CollectionCore
import CollectionTesting
import Foundation
import Testing
import UITestSupport

/// A notes screen written as UIKit code writes one with key commands: the controller lists
/// them in `keyCommands` (a method reference for the selector, a closure), one more is added
/// with `addKeyCommand(_:)`, and the collection view inside takes the arrows.
private final class NotesController: ViewController {
    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Int, Int>?
    var log: [String] = []
    var downCommand: KeyCommand?

    override var keyCommands: [KeyCommand]? {
        var commands = [
            KeyCommand(title: "New Note", action: NotesController.newNote, input: "n", modifierFlags: .control),
            KeyCommand(input: "m", modifierFlags: [], action: { [weak self] command in self?.log.append("mark \(command.input ?? "")") }),
            KeyCommand(title: "Reload", action: NotesController.reload(_:), input: KeyCommand.inputF5, discoverabilityTitle: "Reload All"),
            KeyCommand(title: "Secret", action: { [weak self] _ in self?.log.append("secret") }, input: "z", attributes: .hidden),
            KeyCommand(title: "Gone", action: { [weak self] _ in self?.log.append("gone") }, input: "g", attributes: .disabled),
            KeyCommand(title: "Type", action: { [weak self] _ in self?.log.append("t") }, input: "t"),
        ]
        if let downCommand { commands.append(downCommand) }
        return commands + (super.keyCommands ?? [])
    }

    func newNote() { log.append("new note") }
    func reload(_ sender: KeyCommand) { log.append("reload \(sender.hintTitle)") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Notes"
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        dataSource = numberedListDataSource(Array(0..<3), in: collectionView) { "Note \($0)" }
    }
}

/// A view with a command of its own for a key the controller also has.
private final class ShortcutView: View {
    var log: [String] = []
    override var keyCommands: [KeyCommand]? {
        [KeyCommand(title: "Mark Here", action: { [weak self] _ in self?.log.append("view m") }, input: "m")]
    }
}

@Suite @MainActor struct KeyCommandTests {
    private func notes(width: Int = 60, height: Int = 8) -> (NotesController, NavigationStackView, Pilot) {
        let controller = NotesController()
        let stack = NavigationStackView(rootViewController: controller)
        return (controller, stack, Pilot(root: stack, width: width, height: height))
    }

    // MARK: Keys

    @Test("a command stands for the key the terminal sends")
    func commandsMatchTerminalKeys() {
        let noop: @MainActor (KeyCommand) -> Void = { _ in }
        #expect(KeyCommand(input: "n", modifierFlags: .control, action: noop).keyEvent == .character("n", modifiers: .control))
        #expect(KeyCommand(input: "n", modifierFlags: .command, action: noop).keyEvent == .character("n", modifiers: .control))
        #expect(KeyCommand(input: "N", modifierFlags: .control, action: noop).keyEvent == .character("n", modifiers: .control))
        #expect(KeyCommand(input: "f", modifierFlags: .shift, action: noop).matches(.character("F")))
        #expect(!KeyCommand(input: "f", modifierFlags: .shift, action: noop).matches(.character("f")))
        #expect(KeyCommand(input: "x", modifierFlags: .alternate, action: noop).matches(.character("x", modifiers: .alt)))
        #expect(KeyCommand(input: KeyCommand.inputUpArrow, modifierFlags: .alternate, action: noop).keyEvent == KeyEvent(.up, modifiers: .alt))
        #expect(KeyCommand(input: "\t", modifierFlags: .shift, action: noop).keyEvent == .backTab)
        #expect(KeyCommand(input: "\r", modifierFlags: [], action: noop).keyEvent == .enter)
        #expect(KeyCommand(input: "\u{8}", modifierFlags: [], action: noop).keyEvent == .backspace)
        #expect(KeyCommand(input: KeyCommand.inputEscape, modifierFlags: [], action: noop).keyEvent == .escape)
        #expect(KeyCommand(input: KeyCommand.inputF12, modifierFlags: [], action: noop).keyEvent == KeyEvent(.function(12)))
        // Keys a terminal never reports never match.
        #expect(KeyCommand(input: "a", modifierFlags: .alphaShift, action: noop).keyEvent == nil)
        #expect(KeyCommand(input: "1", modifierFlags: .numericPad, action: noop).keyEvent == nil)
        #expect(KeyCommand(input: "ab", modifierFlags: [], action: noop).keyEvent == nil)
    }

    @Test("the status bar writes a command's key the way the hints write keys")
    func keyLabels() {
        let noop: @MainActor (KeyCommand) -> Void = { _ in }
        #expect(KeyCommand(input: "n", modifierFlags: .control, action: noop).keyLabel == "Ctrl-n")
        #expect(KeyCommand(input: KeyCommand.inputUpArrow, modifierFlags: .alternate, action: noop).keyLabel == "Alt-↑")
        #expect(KeyCommand(input: "\t", modifierFlags: .shift, action: noop).keyLabel == "Shift-Tab")
        #expect(KeyCommand(input: KeyCommand.inputF5, modifierFlags: [], action: noop).keyLabel == "F5")
        #expect(KeyCommand(input: " ", modifierFlags: [], action: noop).keyLabel == "Space")
        #expect(KeyCommand(input: KeyCommand.inputPageDown, modifierFlags: [], action: noop).keyLabel == "PgDn")
    }

    // MARK: Dispatch

    @Test("a controller's commands run from the keys, a method reference on the controller")
    func controllerCommandsRun() {
        let (controller, _, pilot) = notes()
        #expect(pilot.press(.character("n", modifiers: .control)) == [true])
        #expect(pilot.press(KeyEvent(.function(5))) == [true])
        #expect(controller.log == ["new note", "reload Reload All"])
    }

    @Test("the responder chain runs from the focused collection view through the controller to the stack")
    func responderChain() {
        let (controller, stack, _) = notes()
        #expect(stack.firstResponder === controller.collectionView)
        let chain = stack.firstResponder.responderChain
        #expect(chain.count == 4)
        #expect(chain[0] === controller.collectionView)
        #expect(chain[1] === controller.view)
        #expect(chain[2] === controller)
        #expect(chain[3] === stack)
    }

    @Test("a command comes before the collection view's own keys (m picks a row up without it)")
    func commandBeforeTheCollectionViewsKeys() {
        let (controller, _, pilot) = notes()
        pilot.press(.character("m"))
        #expect(controller.log == ["mark m"])
        #expect(!controller.collectionView.isReordering)
    }

    @Test("the focus keeps its arrows, unless a command wants priority over the system")
    func focusKeysComeFirst() {
        let (controller, _, pilot) = notes()
        controller.downCommand = KeyCommand(input: KeyCommand.inputDownArrow, modifierFlags: []) { [weak controller] _ in
            controller?.log.append("down")
        }
        let start = controller.collectionView.focusedIndexPath
        pilot.press(.down)
        #expect(controller.log.isEmpty)
        #expect(controller.collectionView.focusedIndexPath != start)
        let moved = controller.collectionView.focusedIndexPath
        controller.downCommand?.wantsPriorityOverSystemBehavior = true
        pilot.press(.down)
        #expect(controller.log == ["down"])
        #expect(controller.collectionView.focusedIndexPath == moved)
    }

    @Test("a text field being edited keeps its characters; control keys still reach the commands")
    func textFieldKeepsItsCharacters() {
        let (controller, stack, pilot) = notes()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        #expect(stack.firstResponder === field)
        pilot.type("t")
        #expect(field.text == "t")
        #expect(controller.log.isEmpty)
        pilot.press(.character("n", modifiers: .control))
        #expect(controller.log.last == "new note")
        field.resignFirstResponder()
        #expect(stack.firstResponder === controller.collectionView)
    }

    @Test("a view's command comes before its controller's for the same key")
    func viewBeforeController() {
        let controller = NotesController()
        let stack = NavigationStackView(rootViewController: controller)
        let pilot = Pilot(root: stack, width: 60, height: 8)
        let shortcut = ShortcutView(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        controller.view.addSubview(shortcut)
        // The first responder is still the collection view; the shortcut view is not in its
        // chain until it becomes first responder.
        pilot.press(.character("m"))
        #expect(shortcut.log.isEmpty && controller.log == ["mark m"])
        #expect(!shortcut.becomeFirstResponder())
        let responder = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        shortcut.addSubview(responder)
        #expect(responder.becomeFirstResponder())
        #expect(stack.firstResponder === responder)
        pilot.press(.character("m"))
        #expect(shortcut.log == ["view m"])
        #expect(controller.log == ["mark m"])
        responder.resignFirstResponder()
        #expect(stack.firstResponder === controller.collectionView)
    }

    @Test("a controller whose view has nothing to focus still gets its commands")
    func controllerWithoutAKeyView() {
        let controller = PlainCommandsController()
        let stack = NavigationStackView(rootViewController: controller)
        let pilot = Pilot(root: stack, width: 40, height: 6)
        #expect(stack.firstResponder === controller.view)
        #expect(stack.keyHints.contains(KeyHint("Ctrl-r", "Refresh")))
        pilot.press(.character("r", modifiers: .control))
        #expect(controller.refreshes == 1)
    }

    @Test("a method reference fires only when a responder of its type is in the chain")
    func methodReferenceNeedsItsTarget() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        let commands = CommandsView(frame: view.bounds)
        commands.commands = [KeyCommand(input: "n", modifierFlags: .control, action: NotesController.newNote)]
        view.addSubview(commands)
        let responder = FirstResponderView(frame: .zero)
        commands.addSubview(responder)
        responder.becomeFirstResponder()
        #expect(view.dispatchKey(.character("n", modifiers: .control)) == false)
        responder.resignFirstResponder()
    }

    @Test("disabled commands neither fire nor show; hidden ones fire without showing")
    func disabledAndHidden() {
        let (controller, _, pilot) = notes()
        pilot.press(.character("g"), .character("z"))
        #expect(controller.log == ["secret"])
        let keys = controller.view.keyCommandHints.map(\.key)
        #expect(!keys.contains("g") && !keys.contains("z"))
    }

    @Test("addKeyCommand and removeKeyCommand change what the controller answers")
    func addedCommands() {
        let (controller, _, pilot) = notes()
        let undo = KeyCommand(title: "Undo", action: { [weak controller] _ in controller?.log.append("undo") }, input: "u")
        controller.addKeyCommand(undo)
        controller.addKeyCommand(undo)
        #expect(controller.keyCommands?.filter { $0 === undo }.count == 1)
        pilot.press(.character("u"))
        controller.removeKeyCommand(undo)
        pilot.press(.character("u"))
        #expect(controller.log == ["undo"])
    }

    // MARK: Hints

    @Test("the status bar lists the commands that fire now, from the same table")
    func statusBarListsCommands() {
        let (controller, stack, pilot) = notes(width: 80)
        let hints = stack.keyHints
        #expect(hints.contains(KeyHint("Ctrl-n", "New Note")))
        #expect(hints.contains(KeyHint("F5", "Reload All")))
        #expect(hints.contains(KeyHint("t", "Type")))
        #expect(pilot.lines.last?.contains("Ctrl-n New Note") == true, "\(pilot.lines.last ?? "")")
        // Every hint listed does what it says: each key runs a command.
        for hint in controller.view.keyCommandHints {
            let before = controller.log.count
            guard let event = controller.keyCommands?.first(where: { $0.keyLabel == hint.key })?.keyEvent else {
                Issue.record("no command for the hint \(hint.key)")
                continue
            }
            pilot.press(event)
            #expect(controller.log.count == before + 1, "\(hint.key) \(hint.title)")
        }
    }

    @Test("while a text field is edited, the character commands it keeps are not listed")
    func hintsFollowTheFirstResponder() {
        let (controller, stack, _) = notes(width: 80)
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        let keys = stack.keyHints.map(\.key)
        #expect(!keys.contains("t"))
        #expect(keys.contains("Ctrl-n") && keys.contains("F5"))
        field.resignFirstResponder()
        #expect(stack.keyHints.map(\.key).contains("t"))
    }

    @Test("the input that names a key gives a command for exactly that key, labelled as it is")
    func inputNamingEveryKey() {
        let keys: [KeyEvent.Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .tab, .backTab,
                                    .escape, .backspace, .delete, .insert, .function(1), .function(12),
                                    .character("a"), .character("/"), .character(" "), .character("é")]
        let labels = ["↑", "↓", "←", "→", "PgUp", "PgDn", "Home", "End", "Enter", "Tab", "Shift-Tab", "Esc", "Backspace",
                      "Del", "Ins", "F1", "F12", "a", "/", "Space", "é"]
        for (key, label) in zip(keys, labels) {
            let (input, shift) = KeyCommand.input(naming: key)
            let command = KeyCommand(input: input, modifierFlags: shift ? .shift : []) { _ in }
            #expect(command.keyEvent == KeyEvent(key), "\(key)")
            #expect(command.keyLabel == label)
            #expect(KeyEvent(key).hintLabel == label)
        }
        #expect(KeyEvent(.character("x"), modifiers: [.control, .alt]).hintLabel == "Ctrl-Alt-x")
    }
}

/// A view that can become first responder.
private final class FirstResponderView: View {
    override var canBecomeFirstResponder: Bool { true }
}

/// A view whose commands are set from outside.
private final class CommandsView: View {
    var commands: [KeyCommand] = []
    override var keyCommands: [KeyCommand]? { commands }
}

/// A controller with a command and a plain view (no collection view, nothing focused).
private final class PlainCommandsController: ViewController {
    var refreshes = 0
    override var keyCommands: [KeyCommand]? {
        [KeyCommand(title: "Refresh", action: PlainCommandsController.refresh, input: "r", modifierFlags: .control)]
    }
    func refresh() { refreshes += 1 }
}
