/// How a snapshot tells items apart.
///
/// UIKit's rule is that an item's identity is its whole value. Here, when the item type is
/// `Identifiable`, identity is its `id` instead and the stored value is the latest one, so an
/// updated struct can be reloaded and a changed value becomes a reconfigure. The strategy is
/// chosen once per type at run time; its members work on pointers so that the hot loops of the
/// snapshot and the diff never box values. The snapshot's hot paths test ``isIdentifiable`` (a
/// stored constant) and, for plain items, hash with ``ItemHash`` and compare with `==` inline,
/// calling the class only for `Identifiable` ones.
@usableFromInline
class ItemIdentity<Item: Hashable>: @unchecked Sendable {
    /// Whether identity is an `Identifiable.id` rather than the whole value.
    @usableFromInline
    final let isIdentifiable: Bool

    /// Whole-value equality of two arrays and of two items. Made by the code that creates the
    /// snapshot (``make(_:)``), so they run specialised for `Item` wherever that code knows the
    /// type, even when the diff that calls them does not.
    @usableFromInline
    final let equality: ItemEquality<Item>

    init(isIdentifiable: Bool = false, equality: ItemEquality<Item>) {
        self.isIdentifiable = isIdentifiable
        self.equality = equality
    }

    /// The identity hash of one item.
    @usableFromInline
    func hash(_ item: Item) -> Int { ItemHash.hash(item, seed: ItemHash.seed) }

    /// Whether two items have the same identity.
    @usableFromInline
    func same(_ lhs: Item, _ rhs: Item) -> Bool { lhs == rhs }

    /// How the items at two addresses relate: equal values, the same identity with different
    /// values, or different identities. One value comparison settles the common case.
    final func relation(_ lhs: UnsafePointer<Item>, _ rhs: UnsafePointer<Item>) -> ItemRelation {
        if equality.values(lhs, rhs) { return .equal }
        return isIdentifiable && sameIdentity(lhs, rhs) ? .sameIdentity : .different
    }

    /// Whether the items at two addresses have the same identity (for items whose identity is
    /// not their whole value).
    func sameIdentity(_ lhs: UnsafePointer<Item>, _ rhs: UnsafePointer<Item>) -> Bool { false }

    /// Appends the identity hash of every item in `items` to `hashes`.
    @usableFromInline
    func appendHashes(of items: UnsafeBufferPointer<Item>, to hashes: inout [Int]) {
        let seed = ItemHash.seed
        for item in items { hashes.append(ItemHash.hash(item, seed: seed)) }
    }

    /// The identity to use for `Item`, comparing with the library's generic `==`.
    static func make() -> ItemIdentity<Item> where Item: Sendable {
        make(ItemEquality())
    }

    /// The identity to use for `Item`.
    @usableFromInline
    static func make(_ equality: ItemEquality<Item>) -> ItemIdentity<Item> {
        if let identifiable = Item.self as? any Identifiable.Type {
            return makeIdentifiable(identifiable, equality)
        }
        return ItemIdentity<Item>(equality: equality)
    }

    private static func makeIdentifiable<T: Identifiable>(_ type: T.Type, _ equality: ItemEquality<Item>) -> ItemIdentity<Item> {
        IdentifiableItemIdentity<Item, T>(equality: equality)
    }
}

/// Identity by `id` for an item type that is `Identifiable`. `T` is `Item` itself, opened from
/// the existential metatype, so reading an `Item` as a `T` is reading the same type.
final class IdentifiableItemIdentity<Item: Hashable, T: Identifiable>: ItemIdentity<Item>, @unchecked Sendable {
    init(equality: ItemEquality<Item>) {
        super.init(isIdentifiable: true, equality: equality)
    }

    @inline(__always)
    private func id(_ item: Item) -> T.ID {
        withUnsafePointer(to: item) { UnsafeRawPointer($0).assumingMemoryBound(to: T.self).pointee.id }
    }

    override func hash(_ item: Item) -> Int { ItemHash.hash(id(item), seed: ItemHash.seed) }

    override func same(_ lhs: Item, _ rhs: Item) -> Bool { id(lhs) == id(rhs) }

    override func sameIdentity(_ lhs: UnsafePointer<Item>, _ rhs: UnsafePointer<Item>) -> Bool {
        let left = UnsafeRawPointer(lhs).assumingMemoryBound(to: T.self)
        let right = UnsafeRawPointer(rhs).assumingMemoryBound(to: T.self)
        return left.pointee.id == right.pointee.id
    }

    override func appendHashes(of items: UnsafeBufferPointer<Item>, to hashes: inout [Int]) {
        guard let base = items.baseAddress else { return }
        let typed = UnsafeBufferPointer(
            start: UnsafeRawPointer(base).assumingMemoryBound(to: T.self), count: items.count)
        let seed = ItemHash.seed
        for item in typed { hashes.append(ItemHash.hash(item.id, seed: seed)) }
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

/// Whole-value equality for `Item`, as closures made where the snapshot is created (see
/// ``ItemIdentity/equality``).
@usableFromInline
struct ItemEquality<Item: Hashable>: Sendable {
    /// Whether the items at two addresses are equal.
    @usableFromInline let values: @Sendable (UnsafePointer<Item>, UnsafePointer<Item>) -> Bool
    /// Whether two arrays hold equal items.
    @usableFromInline let arrays: @Sendable ([Item], [Item]) -> Bool

    @inlinable
    init() where Item: Sendable {
        values = { $0.pointee == $1.pointee }
        arrays = { $0 == $1 }
    }
}
