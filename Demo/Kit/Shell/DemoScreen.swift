import CollectionCore

/// A screen of the demo: a view that names itself for the title bar, lists its main keys for
/// the status bar and every key for the help overlay (`?`).
public protocol DemoScreen: View, NavigationItemProviding {
    /// Every key of the screen with what it does, for the help overlay.
    var helpHints: [KeyHint] { get }
}

extension DemoScreen {
    public var helpHints: [KeyHint] { keyHints }
}
