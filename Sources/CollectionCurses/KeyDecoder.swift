import CollectionCore

/// Turns what curses' `get_wch` returns into ``CollectionCore/KeyEvent``s. Pure: no terminal needed.
///
/// Escape and Alt share a byte: a terminal sends Alt-x as Escape followed at once by `x`. The
/// decoder holds an Escape back (``isHoldingEscape``) until the next input: a character or key
/// that follows becomes that key with ``CollectionCore/KeyEvent/Modifiers/alt``; when nothing follows within
/// the short wait the front end calls ``flush()`` and the Escape is delivered alone.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(.keyCode(0o402))                // [Down]
/// decoder.feed(.character(27))                 // [] (held back)
/// decoder.feed(.character(0x78))               // [Alt-x]
/// decoder.feed(.character(27)); decoder.flush() // [Escape]
/// ```
public struct KeyDecoder: Hashable, Sendable {
    /// Whether an Escape was read and is held back to see if a key follows it.
    public private(set) var isHoldingEscape = false

    /// Key codes beyond the standard ones that this terminal gives modified keys (Alt-Up,
    /// Ctrl-Left, …), found in terminfo when the terminal starts.
    public var extendedKeys: [Int32: KeyEvent] = [:]

    /// A decoder that knows only the standard key codes.
    public init() {}

    /// The modifiers of xterm's modifier parameter (`\e[1;3A` is Alt-Up: 2 Shift, 3 Alt,
    /// 4 Shift-Alt, 5 Ctrl, 6 Shift-Ctrl, 7 Alt-Ctrl, 8 Shift-Alt-Ctrl).
    public static func modifiers(forXtermParameter parameter: Int) -> KeyEvent.Modifiers {
        let bits = max(0, parameter - 1)
        var modifiers: KeyEvent.Modifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// Decodes one input; returns the key events it completes (none, one, or two when a held
    /// Escape cannot combine with what follows).
    public mutating func feed(_ input: RawInput) -> [KeyEvent] {
        if case .character(27) = input {
            if isHoldingEscape { return [.escape] }  // Escape twice: the first is a plain Escape
            isHoldingEscape = true
            return []
        }
        let event: KeyEvent?
        switch input {
        case let .character(value): event = Self.key(forCharacter: value)
        case let .keyCode(code): event = Self.key(forKeyCode: code) ?? extendedKeys[code]
        }
        guard isHoldingEscape else { return event.map { [$0] } ?? [] }
        isHoldingEscape = false
        guard var event else { return [.escape] }
        event.modifiers.insert(.alt)
        return [event]
    }

    /// Delivers a held Escape when no key followed it in time.
    public mutating func flush() -> [KeyEvent] {
        guard isHoldingEscape else { return [] }
        isHoldingEscape = false
        return [.escape]
    }

    /// The key for a character code point (`get_wch` answered `OK`), or `nil` for one that is
    /// no key (an invalid code point, a C1 control).
    public static func key(forCharacter value: UInt32) -> KeyEvent? {
        switch value {
        case 10, 13: return .enter
        case 9: return .tab
        case 8, 127: return .backspace
        case 27: return .escape
        case 0: return .character(" ", modifiers: .control)
        case 1...26:
            // Ctrl-A … Ctrl-Z (Tab, Enter and Backspace were taken above).
            return .character(Character(Unicode.Scalar(UInt8(value + 0x60))), modifiers: .control)
        case 28...31:
            return .character(Character(Unicode.Scalar(UInt8(value + 0x40))), modifiers: .control)
        case 0x80...0x9F:
            return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// The key for a curses key code (`get_wch` answered `KEY_CODE_YES`), or `nil` for codes
    /// that are no key (`KEY_MOUSE`, `KEY_RESIZE`, unknown codes).
    public static func key(forKeyCode code: Int32) -> KeyEvent? {
        typealias K = CursesKeyCode
        switch code {
        case K.up: return .up
        case K.down: return .down
        case K.left: return .left
        case K.right: return .right
        case K.home, K.keypadUpperLeft: return .home
        case K.end, K.keypadLowerLeft: return .end
        case K.previousPage, K.keypadUpperRight: return .pageUp
        case K.nextPage, K.keypadLowerRight: return .pageDown
        case K.backspace: return .backspace
        case K.deleteCharacter: return KeyEvent(.delete)
        case K.insertCharacter: return KeyEvent(.insert)
        case K.enter: return .enter
        case K.backTab: return .backTab
        case K.scrollForward: return KeyEvent(.down, modifiers: .shift)
        case K.scrollBackward: return KeyEvent(.up, modifiers: .shift)
        case K.shiftedLeft: return KeyEvent(.left, modifiers: .shift)
        case K.shiftedRight: return KeyEvent(.right, modifiers: .shift)
        case K.shiftedHome: return KeyEvent(.home, modifiers: .shift)
        case K.shiftedEnd: return KeyEvent(.end, modifiers: .shift)
        case K.shiftedNext: return KeyEvent(.pageDown, modifiers: .shift)
        case K.shiftedPrevious: return KeyEvent(.pageUp, modifiers: .shift)
        case K.shiftedDelete: return KeyEvent(.delete, modifiers: .shift)
        case (K.f0 + 1)...(K.f0 + 63):
            // xterm's numbering: F13–F24 are Shift-F1–F12, F25–F36 Ctrl-F1–F12.
            let number = Int(code - K.f0)
            switch number {
            case 1...12: return KeyEvent(.function(number))
            case 13...24: return KeyEvent(.function(number - 12), modifiers: .shift)
            case 25...36: return KeyEvent(.function(number - 24), modifiers: .control)
            default: return KeyEvent(.function(number))
            }
        default:
            return nil
        }
    }
}
