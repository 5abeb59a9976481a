import CNCurses
import CollectionCore
// The application loop, the backend protocol, input events and timers: `TerminalApplication`
// and `Terminal` speak them, so `import CollectionCurses` gives them too.
@_exported import CollectionApplication

/// The curses front end of TerminalCollectionView: terminal lifecycle, input decoding and
/// presenting a canvas. `Terminal` is its ``TerminalBackend``; `TerminalApplication` runs an
/// ``ApplicationLoop`` on it.
public enum CollectionCurses {
    /// The version of ncurses this module is linked against, as ncurses reports it.
    public static var ncursesVersion: String {
        String(cString: curses_version())
    }
}
