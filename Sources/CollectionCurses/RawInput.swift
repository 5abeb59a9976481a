import CollectionCore

/// One value read from curses' `get_wch`, before decoding: a character or a key code.
public enum RawInput: Hashable, Sendable {
    /// A character code point (`get_wch` returned `OK`).
    case character(UInt32)
    /// A key code such as `KEY_DOWN` (`get_wch` returned `KEY_CODE_YES`).
    case keyCode(Int32)
}
