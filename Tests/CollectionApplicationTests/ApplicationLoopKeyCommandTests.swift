import CollectionApplication
import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// A root whose key commands the loop runs before the root's own `handle(_:)`.
@MainActor
private final class CommandedProbe: View {
    var commands: [KeyCommand] = []
    override var keyCommands: [KeyCommand]? { commands }
    private(set) var handled: [KeyEvent] = []
    override func handle(_ event: KeyEvent) -> Bool {
        handled.append(event)
        return false
    }
}

/// The shipped loop delivers keys as UIKit's application does: the responder chain's key
/// commands first, then the views; a key nothing takes goes on to the quit keys and
/// `onUnhandledKey`.
@MainActor
@Suite struct ApplicationLoopKeyCommandTests {
    @Test func theLoopRunsKeyCommandsBeforeTheRootHandlesTheKey() throws {
        let backend = HeadlessBackend(columns: 20, rows: 3)
        let root = CommandedProbe()
        var ran: [String] = []
        root.commands = [
            KeyCommand(input: "r", modifierFlags: .control) { _ in ran.append("refresh") },
            KeyCommand(input: KeyCommand.inputEscape, modifierFlags: []) { _ in ran.append("escape") },
        ]
        let loop = ApplicationLoop(root: root, clock: backend.clock)
        loop.quitKeys = [.character("q")]
        var unhandled: [KeyEvent] = []
        loop.onUnhandledKey = { key, _ in unhandled.append(key) }
        backend.press(.character("r", modifiers: .control), .escape, .character("x"), .character("q"))
        #expect(try loop.run(on: backend) == 0)
        #expect(ran == ["refresh", "escape"])
        // Only the keys no command took reached the root, then the loop's own handling.
        #expect(root.handled == [.character("x"), .character("q")])
        #expect(unhandled == [.character("x")])
    }

    @Test func aCommandCanQuitTheLoopThroughItsOwnCode() throws {
        let backend = HeadlessBackend(columns: 20, rows: 3)
        let root = CommandedProbe()
        var quit: (() -> Void)?
        root.commands = [KeyCommand(title: "Quit", action: { _ in quit?() }, input: "w", modifierFlags: .command)]
        let loop = ApplicationLoop(root: root, clock: backend.clock)
        quit = { [weak loop] in loop?.quit(status: 4) }
        backend.press(.character("a"), .character("w", modifiers: .control), .character("b"))
        #expect(try loop.run(on: backend) == 4)
        #expect(root.handled == [.character("a")])
    }
}
