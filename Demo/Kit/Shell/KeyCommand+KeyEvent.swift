import CollectionCore

extension KeyCommand {
    /// A command for the key press `event` (as the front end decodes it) that calls `action`,
    /// taking the key before the views' own use of it (the demo's screens decide their keys
    /// before their collection views do). `nil` for a key a command cannot name.
    convenience init?(_ event: KeyEvent, title: String, discoverabilityTitle: String?, attributes: Attributes = [],
                      action: @escaping @MainActor () -> Void) {
        var flags: ModifierFlags = []
        if event.modifiers.contains(.control) { flags.insert(.control) }
        if event.modifiers.contains(.alt) { flags.insert(.alternate) }
        if event.modifiers.contains(.shift) { flags.insert(.shift) }
        let input: String
        switch event.key {
        case .up: input = KeyCommand.inputUpArrow
        case .down: input = KeyCommand.inputDownArrow
        case .left: input = KeyCommand.inputLeftArrow
        case .right: input = KeyCommand.inputRightArrow
        case .pageUp: input = KeyCommand.inputPageUp
        case .pageDown: input = KeyCommand.inputPageDown
        case .home: input = KeyCommand.inputHome
        case .end: input = KeyCommand.inputEnd
        case .enter: input = "\r"
        case .tab: input = "\t"
        case .backTab:
            input = "\t"
            flags.insert(.shift)
        case .escape: input = KeyCommand.inputEscape
        case .backspace: input = "\u{8}"
        case .delete: input = KeyCommand.inputDelete
        case .insert: input = KeyCommand.inputInsert
        case let .function(number): input = "F\(number)"
        case let .character(character): input = String(character)
        }
        self.init(title: title, action: { _ in action() }, input: input, modifierFlags: flags,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes)
        guard keyEvent == event else { return nil }
        wantsPriorityOverSystemBehavior = true
    }
}
