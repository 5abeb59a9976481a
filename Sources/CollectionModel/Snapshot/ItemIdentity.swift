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

    /// Whether two arrays hold equal values (whole values, not identities). Made by the code that
    /// creates the snapshot (``make(equalArrays:)``), so it runs specialised for `Item` wherever
    /// that code knows the type, even when the diff that calls it does not.
    @usableFromInline
    final let equalArrays: @Sendable ([Item], [Item]) -> Bool

    init(isIdentifiable: Bool = false, equalArrays: @escaping @Sendable ([Item], [Item]) -> Bool) {
        self.isIdentifiable = isIdentifiable
        self.equalArrays = equalArrays
    }

    /// The identity hash of one item.
    @usableFromInline
    func hash(_ item: Item) -> Int { ItemHash.hash(item, seed: ItemHash.seed) }

    /// Whether two items have the same identity.
    @usableFromInline
    func same(_ lhs: Item, _ rhs: Item) -> Bool { lhs == rhs }

    /// How the items at two addresses relate: equal values, the same identity with different
    /// values, or different identities. One value comparison settles the common case.
    func relation(_ lhs: UnsafePointer<Item>, _ rhs: UnsafePointer<Item>) -> ItemRelation {
        lhs.pointee == rhs.pointee ? .equal : .different
    }

    /// Appends the identity hash of every item in `items` to `hashes`.
    @usableFromInline
    func appendHashes(of items: UnsafeBufferPointer<Item>, to hashes: inout [Int]) {
        let seed = ItemHash.seed
        for item in items { hashes.append(ItemHash.hash(item, seed: seed)) }
    }

    /// The identity to use for `Item`, comparing arrays with the library's generic `==`.
    static func make() -> ItemIdentity<Item> where Item: Sendable {
        make(equalArrays: { $0 == $1 })
    }

    /// The identity to use for `Item`.
    @usableFromInline
    static func make(equalArrays: @escaping @Sendable ([Item], [Item]) -> Bool) -> ItemIdentity<Item> {
        if let identifiable = Item.self as? any Identifiable.Type {
            return makeIdentifiable(identifiable, equalArrays: equalArrays)
        }
        return ItemIdentity<Item>(equalArrays: equalArrays)
    }

    private static func makeIdentifiable<T: Identifiable>(
        _ type: T.Type, equalArrays: @escaping @Sendable ([Item], [Item]) -> Bool
    ) -> ItemIdentity<Item> {
        IdentifiableItemIdentity<Item, T>(equalArrays: equalArrays)
    }
}

/// Identity by `id` for an item type that is `Identifiable`. `T` is `Item` itself, opened from
/// the existential metatype, so reading an `Item` as a `T` is reading the same type.
final class IdentifiableItemIdentity<Item: Hashable, T: Identifiable>: ItemIdentity<Item>, @unchecked Sendable {
    init(equalArrays: @escaping @Sendable ([Item], [Item]) -> Bool) {
        super.init(isIdentifiable: true, equalArrays: equalArrays)
    }

    @inline(__always)
    private func id(_ item: Item) -> T.ID {
        withUnsafePointer(to: item) { UnsafeRawPointer($0).assumingMemoryBound(to: T.self).pointee.id }
    }

    override func hash(_ item: Item) -> Int { ItemHash.hash(id(item), seed: ItemHash.seed) }

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
