import CollectionCanvas
import CollectionModel
import CollectionUI

/// A type-erased hashable value that keeps its dynamic type, for collections whose items (or
/// sections) are of several types: `ConfigurableCollectionView<Section, Any>`.
///
/// Unlike `Swift.AnyHashable`, two values of different types are never equal, even when the
/// standard library would bridge them (`AnyHashable(1) == AnyHashable(Int8(1))` is `true`;
/// `AnyIdentifier(1) == AnyIdentifier(Int8(1))` is `false`), so the number `1` and the string
/// `"1"` and a struct whose fields equal them are three different items.
///
/// Identity follows ``DiffableDataSourceSnapshot``'s rule for the wrapped type: an
/// `Identifiable` value is identified by its `id` (its type and `id` form ``id``), any other by
/// its whole value. Equality (`==`) always compares whole values, so a changed `Identifiable`
/// value with the same `id` is the same item with new content, which a snapshot turns into a
/// reconfigure.
///
/// The wrapped value is treated as a value: items should be value types or immutable objects
/// (the box is `@unchecked Sendable` because `Any` cannot be checked for `Sendable`).
public struct AnyIdentifier: Hashable, Identifiable, @unchecked Sendable, CustomStringConvertible {
    /// The wrapped value.
    public let base: any Hashable
    /// The identity: the dynamic type with the `id` of an `Identifiable` value or else the whole
    /// value.
    public let id: ID
    private let valueHash: Int

    /// Wraps `value`; an `AnyIdentifier` is kept as it is and a `Swift.AnyHashable` is unwrapped
    /// to its base, so wrapping never nests.
    public init<Value: Hashable>(_ value: Value) {
        if Value.self == AnyIdentifier.self, let identifier = value as? AnyIdentifier {
            self = identifier
        } else if Value.self == AnyHashable.self, let erased = (value as Any) as? AnyHashable,
            let unwrapped = erased.base as? any Hashable
        {
            self.init(unwrapped)
        } else {
            self.init(storing: value)
        }
    }

    private init<Value: Hashable>(storing value: Value) {
        base = value
        valueHash = Self.hash(of: value)
        id = ID(base: value, hash: Self.identityHash(of: value))
    }

    /// Wraps `value` when it is `Hashable`; `nil` otherwise.
    public init?(any value: Any) {
        guard let hashable = value as? any Hashable else { return nil }
        self.init(hashable)
    }

    /// The dynamic type of the wrapped value.
    public var baseType: Any.Type { type(of: base) }

    /// Whether both wrap values of the same type that are equal.
    public static func == (lhs: AnyIdentifier, rhs: AnyIdentifier) -> Bool {
        lhs.valueHash == rhs.valueHash && Self.equal(lhs.base, rhs.base)
    }

    /// Hashes the type and the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(valueHash) }

    /// The wrapped value's description.
    public var description: String { String(describing: base) }

    /// The identity of an ``AnyIdentifier``: equal when the types are the same and the `id`s
    /// (for `Identifiable` values) or the values (otherwise) are equal.
    public struct ID: Hashable, @unchecked Sendable {
        let base: any Hashable
        let hash: Int

        /// Whether both are of the same type and have the same `id` (or value).
        public static func == (lhs: ID, rhs: ID) -> Bool {
            lhs.hash == rhs.hash && AnyIdentifier.sameIdentity(lhs.base, rhs.base)
        }

        /// Hashes the type and the `id` (or value).
        public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    // MARK: Opening the existentials

    private static func hash(of value: some Hashable) -> Int {
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(type(of: value)))
        hasher.combine(value)
        return hasher.finalize()
    }

    private static func identityHash<Value: Hashable>(of value: Value) -> Int {
        guard let identifiable = value as? any Identifiable else { return hash(of: value) }
        return idHash(of: identifiable)
    }

    private static func idHash<Value: Identifiable>(of value: Value) -> Int {
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(Value.self))
        hasher.combine(value.id)
        return hasher.finalize()
    }

    static func equal(_ lhs: any Hashable, _ rhs: any Hashable) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        return openedEqual(lhs, rhs)
    }

    private static func openedEqual<Value: Hashable>(_ lhs: Value, _ rhs: any Hashable) -> Bool {
        guard let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }

    static func sameIdentity(_ lhs: any Hashable, _ rhs: any Hashable) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let identifiable = lhs as? any Identifiable { return openedSameID(identifiable, rhs) }
        return openedEqual(lhs, rhs)
    }

    private static func openedSameID<Value: Identifiable>(_ lhs: Value, _ rhs: any Hashable) -> Bool {
        guard let rhs = rhs as? Value else { return false }
        return lhs.id == rhs.id
    }
}
