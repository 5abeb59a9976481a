import CollectionCanvas
import CollectionModel

/// A key press, decoded by the front end from the terminal's input, as the core sees it.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// Which key.
    public enum Key: Hashable, Sendable {
        case up, down, left, right
        case pageUp, pageDown, home, end
        case enter, tab, backTab, escape, backspace, delete, insert
        /// A function key, `F1` as `function(1)`.
        case function(Int)
        /// A printable character (Space is `character(" ")`); wide characters included.
        case character(Character)
    }

    /// Modifier keys held with the key, where the terminal reports them.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1 << 0)
        public static let control = Modifiers(rawValue: 1 << 1)
        /// Alt (Meta, Option): the terminal sends Escape before the key.
        public static let alt = Modifiers(rawValue: 1 << 2)
    }

    public var key: Key
    public var modifiers: Modifiers

    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A printable character.
    public static func character(_ character: Character, modifiers: Modifiers = []) -> KeyEvent {
        KeyEvent(.character(character), modifiers: modifiers)
    }

    public static let up = KeyEvent(.up)
    public static let down = KeyEvent(.down)
    public static let left = KeyEvent(.left)
    public static let right = KeyEvent(.right)
    public static let pageUp = KeyEvent(.pageUp)
    public static let pageDown = KeyEvent(.pageDown)
    public static let home = KeyEvent(.home)
    public static let end = KeyEvent(.end)
    public static let enter = KeyEvent(.enter)
    public static let space = KeyEvent(.character(" "))
    public static let tab = KeyEvent(.tab)
    public static let backTab = KeyEvent(.backTab)
    public static let escape = KeyEvent(.escape)
    public static let backspace = KeyEvent(.backspace)

    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        switch key {
        case .character(" "): parts.append("Space")
        case let .character(character): parts.append(String(character))
        case let .function(number): parts.append("F\(number)")
        default: parts.append("\(key)".prefix(1).uppercased() + "\(key)".dropFirst())
        }
        return parts.joined(separator: "-")
    }
}
