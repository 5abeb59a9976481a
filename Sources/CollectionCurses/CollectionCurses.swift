import CNCurses
import CollectionCore

/// The curses front end of TerminalCollectionView: terminal lifecycle, input decoding and
/// presenting a canvas. This module is being built; see the README for its status.
public enum CollectionCurses {
    /// The version of ncurses this module is linked against, as ncurses reports it.
    public static var ncursesVersion: String {
        String(cString: curses_version())
    }
}
