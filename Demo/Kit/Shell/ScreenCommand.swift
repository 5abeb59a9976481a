import CollectionCore

/// One thing a screen does and the keys bound to it: the one table that a screen's key
/// commands (``keyCommands``), its `?` help and the command palette are made from, so that
/// none of them can promise a key the screen does not take. The status bar lists the key
/// commands the responder chain finds, as it does every app's.
@MainActor
struct ScreenCommand {
    /// The keys that run the command.
    var keys: [KeyEvent]
    /// The keys as shown when one label stands for several commands ("1-9"); `nil` shows the
    /// first key as key commands write it.
    private var sharedKeyLabel: String?
    /// What the command does, short ("Sale", "Sort").
    var title: String
    /// What it does, in the help overlay and the palette ("Only products on sale").
    var help: String
    /// Whether the status bar shows it.
    var inStatusBar: Bool
    /// Whether the `?` help lists it (one line may stand for several commands, "1-9").
    var inHelp: Bool
    /// Runs the command for the key that was pressed.
    var run: (KeyEvent) -> Void

    init(_ keys: [KeyEvent], _ title: String, help: String? = nil, keyLabel: String? = nil, inStatusBar: Bool = false,
         inHelp: Bool = true, run: @escaping (KeyEvent) -> Void) {
        self.inHelp = inHelp
        self.keys = keys
        self.sharedKeyLabel = keyLabel
        self.title = title
        self.help = help ?? title
        self.inStatusBar = inStatusBar
        self.run = run
    }

    /// The keys as shown ("Tab", "1-9", "s"): the label of the first key, as the status bar
    /// writes the key commands, unless one label stands for several commands.
    var keyLabel: String { sharedKeyLabel ?? keys.first?.hintLabel ?? "" }

    /// The help overlay's line for the command.
    var helpHint: KeyHint { KeyHint(keyLabel, help) }

    /// The command as key commands of the responder chain, one per key: the lookup that
    /// dispatches keys finds them before the views' own use of the key, and the status bar
    /// lists them (by ``title``) unless they are not ``inStatusBar``.
    var keyCommands: [KeyCommand] {
        let run = run
        return keys.compactMap { key in
            KeyCommand(key, title: help, discoverabilityTitle: title, attributes: inStatusBar ? [] : .hidden) { run(key) }
        }
    }
}

/// A demo screen whose keys come from a table of ``ScreenCommand``s, offered to the responder
/// chain as key commands.
@MainActor
protocol CommandScreen: DemoScreen {
    /// The commands the screen offers now (the table changes with the screen's mode).
    var commands: [ScreenCommand] { get }
}
