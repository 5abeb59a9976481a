import CollectionCanvas
import CollectionModel

/// A key press, decoded by the front end from the terminal's input, as the core sees it.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// Which key.
    public enum Key: Hashable, Sendable {
        /// The Up arrow.
        case up
        /// The Down arrow.
        case down
        /// The Left arrow.
        case left
        /// The Right arrow.
        case right
        /// Page Up.
        case pageUp
        /// Page Down.
        case pageDown
        /// Home.
        case home
        /// End.
        case end
        /// Enter (Return).
        case enter
        /// Tab.
        case tab
        /// Shift-Tab, which terminals send as a key of its own.
        case backTab
        /// Escape pressed alone (Escape followed at once by a key is that key with
        /// ``Modifiers/alt``).
        case escape
        /// Backspace (also Ctrl-H and DEL, 127).
        case backspace
        /// Delete (forward delete).
        case delete
        /// Insert.
        case insert
        /// A function key, `F1` as `function(1)`.
        case function(Int)
        /// A printable character (Space is `character(" ")`); wide characters included.
        case character(Character)
    }

    /// Modifier keys held with the key, where the terminal reports them.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The modifiers as bits, one per key.
        public let rawValue: UInt8
        /// The modifiers whose bits are set in `rawValue`.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Shift, where the terminal reports it (with arrows and function keys as xterm encodes
        /// them; a shifted letter arrives as the upper-case character).
        public static let shift = Modifiers(rawValue: 1 << 0)
        /// Control: Ctrl-letters, and arrows and function keys as xterm encodes them.
        public static let control = Modifiers(rawValue: 1 << 1)
        /// Alt (Meta, Option): the terminal sends Escape before the key.
        public static let alt = Modifiers(rawValue: 1 << 2)
    }

    /// The key pressed.
    public var key: Key
    /// The modifier keys held with it.
    public var modifiers: Modifiers

    /// A press of `key` with `modifiers` held.
    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A printable character.
    public static func character(_ character: Character, modifiers: Modifiers = []) -> KeyEvent {
        KeyEvent(.character(character), modifiers: modifiers)
    }

    /// The Up arrow alone.
    public static let up = KeyEvent(.up)
    /// The Down arrow alone.
    public static let down = KeyEvent(.down)
    /// The Left arrow alone.
    public static let left = KeyEvent(.left)
    /// The Right arrow alone.
    public static let right = KeyEvent(.right)
    /// Page Up alone.
    public static let pageUp = KeyEvent(.pageUp)
    /// Page Down alone.
    public static let pageDown = KeyEvent(.pageDown)
    /// Home alone.
    public static let home = KeyEvent(.home)
    /// End alone.
    public static let end = KeyEvent(.end)
    /// Enter alone.
    public static let enter = KeyEvent(.enter)
    /// The space bar alone (the character `" "`).
    public static let space = KeyEvent(.character(" "))
    /// Tab alone.
    public static let tab = KeyEvent(.tab)
    /// Shift-Tab.
    public static let backTab = KeyEvent(.backTab)
    /// Escape alone.
    public static let escape = KeyEvent(.escape)
    /// Backspace alone.
    public static let backspace = KeyEvent(.backspace)

    /// The key as a person writes it, modifiers first: `Down`, `Ctrl-c`, `Alt-x`, `Space`, `F5`.
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

extension KeyEvent {
    /// The key as the status bar and key commands write it, modifiers first: `Ctrl-n`, `Alt-x`,
    /// `F5`, `↑`, `Esc`, `Shift-Tab`, `Space`.
    package var hintLabel: String {
        var prefix = ""
        if modifiers.contains(.control) { prefix += "Ctrl-" }
        if modifiers.contains(.alt) { prefix += "Alt-" }
        if modifiers.contains(.shift) { prefix += "Shift-" }
        let name: String
        switch key {
        case .up: name = "↑"
        case .down: name = "↓"
        case .left: name = "←"
        case .right: name = "→"
        case .pageUp: name = "PgUp"
        case .pageDown: name = "PgDn"
        case .home: name = "Home"
        case .end: name = "End"
        case .enter: name = "Enter"
        case .tab: name = "Tab"
        case .backTab: name = "Shift-Tab"
        case .escape: name = "Esc"
        case .backspace: name = "Backspace"
        case .delete: name = "Del"
        case .insert: name = "Ins"
        case let .function(number): name = "F\(number)"
        case .character(" "): name = "Space"
        case let .character(character): name = String(character)
        }
        return prefix + name
    }
}
