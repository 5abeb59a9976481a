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
        let (input, shift) = KeyCommand.input(naming: event.key)
        if shift { flags.insert(.shift) }
        self.init(title: title, action: { _ in action() }, input: input, modifierFlags: flags,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes)
        guard keyEvent == event else { return nil }
        wantsPriorityOverSystemBehavior = true
    }
}

extension Responder {
    /// The hint of this responder's key command for `key` (none while it offers none), labelled
    /// as the status bar labels every key command: a screen that lists its hints in an order of
    /// its own takes each command's from here, so a key and its title have one owner.
    func keyCommandHint(_ key: KeyEvent.Key) -> [KeyHint] {
        keyCommands?.first { $0.keyEvent?.key == key }.map { [KeyHint($0.keyLabel, $0.hintTitle)] } ?? []
    }
}
