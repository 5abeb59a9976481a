import CollectionCanvas
import CollectionModel
import Foundation

extension KeyCommand {
    /// The key press this command stands for, as the front end decodes it; `nil` when the
    /// terminal can never report it (no input, an unknown special input, or Caps Lock or the
    /// numeric keypad required).
    public var keyEvent: KeyEvent? {
        guard let input, !modifierFlags.contains(.alphaShift), !modifierFlags.contains(.numericPad) else { return nil }
        var modifiers: KeyEvent.Modifiers = []
        if modifierFlags.contains(.control) || modifierFlags.contains(.command) { modifiers.insert(.control) }
        if modifierFlags.contains(.alternate) { modifiers.insert(.alt) }
        let shift = modifierFlags.contains(.shift)
        if let special = Self.specialKeys[input] {
            if special == .tab && shift { return KeyEvent(.backTab, modifiers: modifiers) }
            if shift { modifiers.insert(.shift) }
            return KeyEvent(special, modifiers: modifiers)
        }
        guard input.count == 1, var character = input.first else { return nil }
        if character.isLetter {
            // A terminal sends Shift with a letter as the upper-case letter, and Ctrl with a
            // letter without case.
            if modifiers.contains(.control) {
                character = Character(character.lowercased())
            } else if shift {
                character = Character(character.uppercased())
            }
        } else if shift {
            modifiers.insert(.shift)
        }
        return KeyEvent(.character(character), modifiers: modifiers)
    }

    /// Whether pressing `event` triggers this command (see ``keyEvent``).
    public func matches(_ event: KeyEvent) -> Bool {
        keyEvent == event
    }

    /// The key as the status bar writes it: `Ctrl-n`, `Alt-x`, `F5`, `↑`, `Esc`, `Shift-Tab`
    /// (``KeyEvent``'s hint label); empty when no key press names the command.
    public var keyLabel: String {
        keyEvent?.hintLabel ?? ""
    }

    /// The input that names `key` and whether Shift goes with it (Shift-Tab is Tab with Shift):
    /// the special input of ``specialKeys`` (the first in order when two name the key), else
    /// the character itself.
    package static func input(naming key: KeyEvent.Key) -> (input: String, shift: Bool) {
        switch key {
        case let .character(character): return (String(character), false)
        case .backTab: return ("\t", true)
        default: return (specialKeys.filter { $0.value == key }.map(\.key).min() ?? "", false)
        }
    }

    /// What the key hints call the command: its ``discoverabilityTitle``, else its ``title``.
    public var hintTitle: String {
        discoverabilityTitle ?? title
    }

    /// The special inputs and the keys they name.
    nonisolated static let specialKeys: [String: KeyEvent.Key] = {
        var keys: [String: KeyEvent.Key] = [
            inputUpArrow: .up, inputDownArrow: .down, inputLeftArrow: .left, inputRightArrow: .right,
            inputEscape: .escape, inputPageUp: .pageUp, inputPageDown: .pageDown, inputHome: .home, inputEnd: .end,
            inputDelete: .delete, inputInsert: .insert, "\r": .enter, "\n": .enter, "\t": .tab, "\u{8}": .backspace,
            "\u{7F}": .backspace,
        ]
        for number in 1...12 { keys["F\(number)"] = .function(number) }
        return keys
    }()
}
