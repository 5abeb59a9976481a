// Stand-ins for the front end's KeyHint and NavigationItemProviding until it lands on main;
// deleted when it does (same names and shapes).

/// A key and what it does.
public struct KeyHint: Hashable, Sendable {
    public var key: String
    public var title: String

    public init(_ key: String, _ title: String) {
        self.key = key
        self.title = title
    }
}

/// A screen that names itself and lists its keys.
public protocol NavigationItemProviding: AnyObject {
    var navigationTitle: String { get }
    var keyHints: [KeyHint] { get }
}
