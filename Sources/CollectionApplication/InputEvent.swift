import CollectionViews

/// What a ``TerminalBackend`` reads from its terminal, decoded: a key, a mouse event or a
/// change of the screen's size.
public enum InputEvent: Hashable, Sendable {
    /// A key press, with its modifiers.
    case key(KeyEvent)
    /// A mouse press, release, drag or wheel turn, in screen coordinates.
    case mouse(MouseEvent)
    /// The terminal changed size (curses' `KEY_RESIZE`); the new size is the backend's
    /// ``TerminalBackend/size``.
    case resize
    /// Text pasted into the terminal (bracketed paste): delivered whole, as one event, so that
    /// a pasted line break or Escape is text rather than a key.
    case paste(String)
}
