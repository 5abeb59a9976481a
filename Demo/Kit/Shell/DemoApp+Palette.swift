import CollectionCore

extension DemoApp {
    /// The keys that open the command palette: `:` and Ctrl-P (a screen typing text takes them).
    public static let paletteKeys: Set<KeyEvent> = [.character(":"), .character("p", modifiers: .control)]

    /// Whether the command palette shows.
    public var isShowingPalette: Bool { !palette.isHidden }

    /// Opens the command palette on every screen and every action of the top screen.
    public func showPalette() {
        palette.open(with: paletteEntries())
        setNeedsLayout()
    }

    /// The palette's entries: the top screen's actions first, then every screen of the
    /// registry (``DemoScreenKind``). An action runs by pressing its key, exactly as typed
    /// outside the palette: the actions come from the screen's key table
    /// (``CommandScreen``) or, for the others, from the keys its help lists.
    func paletteEntries() -> [CommandPalette.Entry] {
        var entries: [CommandPalette.Entry] = []
        let screen = stack.topScreen
        if let commandScreen = screen as? CommandScreen {
            for command in commandScreen.commands {
                guard let key = command.keys.first else { continue }
                entries.append(.init(title: command.help, key: command.keyLabel) { [weak self] in self?.press(key) })
            }
        } else if let demoScreen = screen as? DemoScreen {
            for hint in demoScreen.helpHints {
                guard let key = KeyHint.keyEvents(in: hint.key).first else { continue }
                entries.append(.init(title: hint.title, key: hint.key) { [weak self] in self?.press(key) })
            }
        }
        // The key commands of the screen's responder chain that fire now and are listed.
        for command in screen.activeKeyCommands where !command.hintTitle.isEmpty && !command.attributes.contains(.hidden) {
            guard let key = command.keyEvent, !entries.contains(where: { $0.key == command.keyLabel }) else { continue }
            entries.append(.init(title: command.hintTitle, key: command.keyLabel) { [weak self] in self?.press(key) })
        }
        if stack.canPop {
            entries.append(.init(title: "Back", key: "Esc") { [weak self] in self?.stack.pop() })
            entries.append(.init(title: "Go to Home", key: "") { [weak self] in self?.stack.popToRoot() })
        }
        for kind in DemoScreenKind.allCases {
            entries.append(.init(title: "Go to " + kind.title, key: kind.group.rawValue) { [weak self] in
                self?.stack.popToRoot()
                self?.open(kind)
            })
        }
        return entries + themeEntries()
    }

    /// A click on a status-bar hint: presses the hint's key, as typing it does ("q Quit" quits
    /// through ``onQuit``). A hint that names several keys ("↑↓ Move") or none presses nothing.
    func pressKeyHint(_ hint: KeyHint) -> Bool {
        let keys = KeyHint.keyEvents(in: hint.key)
        guard keys.count == 1, let key = keys.first else { return false }
        if Self.quitKeys.contains(key), (stack.topScreen as? NavigationItemProviding)?.capturesKeys != true {
            onQuit?()
            return true
        }
        dispatchKey(key)
        setNeedsDisplay()
        return true
    }

    /// Presses `key` as if typed (the palette runs actions so).
    private func press(_ key: KeyEvent) {
        dispatchKey(key)
        setNeedsDisplay()
    }
}

extension KeyHint {
    /// The keys a hint's key text names ("↑↓", "PgUp PgDn", "Alt-↑↓", "Del .", "Shift-Tab", and
    /// the labels of key commands: "Ctrl-n", "Alt-x", "F5");
    /// words that are not keys ("drag", "1-9") name none.
    static func keyEvents(in text: String) -> [KeyEvent] {
        let arrows: [Character: KeyEvent.Key] = ["↑": .up, "↓": .down, "←": .left, "→": .right]
        let named: [String: KeyEvent] = [
            "Enter": .enter, "Esc": .escape, "Tab": .tab, "Space": .space, "Del": KeyEvent(.delete), "PgUp": .pageUp,
            "PgDn": .pageDown, "Home": .home, "End": .end, "Backspace": .backspace, "Shift-Tab": .backTab,
        ]
        var result: [KeyEvent] = []
        for token in text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) {
            if let key = named[token] {
                result.append(key)
            } else if token.hasPrefix("Ctrl-"), token.count == 6, let character = token.last {
                // A key command's label (KeyCommand.keyLabel): Ctrl with a letter.
                result.append(.character(character, modifiers: .control))
            } else if token.hasPrefix("Alt-"), token.count == 5, let character = token.last, arrows[character] == nil {
                result.append(.character(character, modifiers: .alt))
            } else if token.hasPrefix("F"), let number = Int(token.dropFirst()), (1...12).contains(number) {
                result.append(KeyEvent(.function(number)))
            } else if token.hasPrefix("Alt-") {
                result += token.dropFirst(4).compactMap { arrows[$0].map { KeyEvent($0, modifiers: .alt) } }
            } else if token.allSatisfy({ arrows[$0] != nil }) {
                result += token.compactMap { arrows[$0].map { KeyEvent($0) } }
            } else if token.count == 1, let character = token.first {
                result.append(.character(character))
            }
        }
        return result
    }
}
