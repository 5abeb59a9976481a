/// How a snapshot tells items apart.
///
/// UIKit's rule is that an item's identity is its whole value. Here, when the item type is
/// `Identifiable`, identity is its `id` instead and the stored value is the latest one, so an
/// updated struct can be reloaded and a changed value becomes a reconfigure. The strategy is
/// chosen once per type at run time; its members work on pointers so that the hot loops of the
/// snapshot and the diff never box values.
class ItemIdentity<Item: Hashable>: @unchecked Sendable {
    /// Whether identity is an `Identifiable.id` rather than the whole value.
    var isIdentifiable: Bool { false }

    /// The identity hash of one item.
    func hash(_ item: Item) -> Int { item.hashValue }

    /// Whether two items have the same identity.
    func same(_ lhs: Item, _ rhs: Item) -> Bool { lhs == rhs }

    /// How the items at two addresses relate: equal values, the same identity with different
    /// values, or different identities. One value comparison settles the common case.
    func relation(_ lhs: UnsafePointer<Item>, _ rhs: UnsafePointer<Item>) -> ItemRelation {
        lhs.pointee == rhs.pointee ? .equal : .different
    }

    /// Appends the identity hash of every item in `items` to `hashes`.
    func appendHashes(of items: UnsafeBufferPointer<Item>, to hashes: inout [Int]) {
        for item in items { hashes.append(item.hashValue) }
    }

    /// The identity to use for `Item`.
    static func make() -> ItemIdentity<Item> {
        if let identifiable = Item.self as? any Identifiable.Type {
            return makeIdentifiable(identifiable)
        }
        return ItemIdentity<Item>()
    }

    private static func makeIdentifiable<T: Identifiable>(_ type: T.Type) -> ItemIdentity<Item> {
        IdentifiableItemIdentity<Item, T>()
    }
}

/// Identity by `id` for an item type that is `Identifiable`. `T` is `Item` itself, opened from
/// the existential metatype, so reading an `Item` as a `T` is reading the same type.
final class IdentifiableItemIdentity<Item: Hashable, T: Identifiable>: ItemIdentity<Item>, @unchecked Sendable {
    override var isIdentifiable: Bool { true }

    @inline(__always)
    private func id(_ item: Item) -> T.ID {
        withUnsafePointer(to: item) { UnsafeRawPointer($0).assumingMemoryBound(to: T.self).pointee.id }
    }

    override func hash(_ item: Item) -> Int { id(item).hashValue }

    override func same(_ lhs: Item, _ rhs: Item) -> Bool { id(lhs) == id(rhs) }

    override func relation(_ lhs: UnsafePointer<Item>, _ rhs: UnsafePointer<Item>) -> ItemRelation {
        if lhs.pointee == rhs.pointee { return .equal }
        let left = UnsafeRawPointer(lhs).assumingMemoryBound(to: T.self)
        let right = UnsafeRawPointer(rhs).assumingMemoryBound(to: T.self)
        return left.pointee.id == right.pointee.id ? .sameIdentity : .different
    }

    override func appendHashes(of items: UnsafeBufferPointer<Item>, to hashes: inout [Int]) {
        guard let base = items.baseAddress else { return }
        let typed = UnsafeBufferPointer(
            start: UnsafeRawPointer(base).assumingMemoryBound(to: T.self), count: items.count)
        for item in typed { hashes.append(item.id.hashValue) }
    }
}

/// How two items relate; see ``ItemIdentity/relation(_:_:)``.
enum ItemRelation {
    /// Different identities.
    case different
    /// The same identity with different values (a changed `Identifiable` value).
    case sameIdentity
    /// Equal values (and so the same identity).
    case equal
}
