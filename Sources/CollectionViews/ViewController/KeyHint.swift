import CollectionCanvas
import CollectionModel

/// A key and what it does, shown in a ``NavigationStackView``'s status bar ("Esc Back").
public struct KeyHint: Hashable, Sendable {
    /// The key as shown ("Esc", "↑↓", "/").
    public var key: String
    /// What it does ("Back", "Move", "Search").
    public var title: String

    /// A hint that `key` does `title`: `KeyHint("Esc", "Back")`.
    public init(_ key: String, _ title: String) {
        self.key = key
        self.title = title
    }
}

/// A screen that names itself for the title bar and lists its keys for the status bar of a
/// ``NavigationStackView`` (as a view controller's `navigationItem`). Both are read each time
/// the bar is drawn, so they may change; call `setNeedsDisplay()` when they do.
@MainActor
public protocol NavigationItemProviding: AnyObject {
    /// The title shown in the title bar while this screen is on top.
    var navigationTitle: String { get }
    /// The keys this screen handles, shown in the status bar.
    var keyHints: [KeyHint] { get }
    /// Whether the screen takes every key it is given for now (text typed into a search field,
    /// an item being carried): then the stack's own keys (Esc Back) and its
    /// ``NavigationStackView/additionalKeyHints`` ("? Help", "q Quit") never reach anyone, and
    /// the status bar shows ``keyHints`` alone. `false` by default.
    var capturesKeys: Bool { get }
    /// The navigation item whose bar button items the title bar shows while this screen is on
    /// top, for a screen that shows a view controller's view without being pushed as one. `nil`
    /// by default (a pushed ``ViewController``'s own item is found without it).
    var screenNavigationItem: NavigationItem? { get }
}

extension NavigationItemProviding {
    /// `nil`: no bar button items.
    public var screenNavigationItem: NavigationItem? { nil }
    /// No keys by default.
    public var keyHints: [KeyHint] { [] }
    /// `false`: the stack's keys work after the screen's.
    public var capturesKeys: Bool { false }
}
