import Foundation

/// The superheroes of the Reload screen, after an article on reloading cells.
public enum Heroes {
    public static let names = ["Spider-Man", "Iron Man", "Black Widow", "Thor", "Hulk", "Captain Marvel"]

    /// A hero as a class: identity is the object, so a changed name is still the same item
    /// and `reloadItems([hero])` works, as in UIKit.
    public final class Object: Hashable, @unchecked Sendable {
        // Only the main loop touches heroes; the data source asks for Sendable identifiers.
        public var name: String

        public init(name: String) {
            self.name = name
        }

        public static func == (lhs: Object, rhs: Object) -> Bool { lhs === rhs }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// A hero as a plain struct: identity is the whole value, so a changed name is a new item;
    /// the article replaces it by inserting the new value before the old one and deleting the
    /// old one.
    public struct Value: Hashable, Sendable {
        public var name: String
    }

    /// A hero as an `Identifiable` struct: identity is `id`, so `reloadItems([updated])`
    /// works directly (UIKit would throw "Invalid item identifier specified for reload").
    public struct Identified: Hashable, Sendable, Identifiable {
        public var id: Int
        public var name: String
    }
}
