/// Finding class items by object identity when the hash lookup misses.
///
/// A class item whose `hash(into:)` uses a property that changed after the item went into the
/// snapshot is stored under its old hash, so looking it up by its new hash misses (the case of
/// a mutated class item passed to `reloadItems`, which UIKit finds). Every operation that needs
/// an item to be present (reload, reconfigure, delete, move, the anchors of inserts and moves,
/// and the queries) falls back to these functions on a miss: a scan for the same object
/// (`===`). They cost nothing on the fast path and a scan only on a miss, and only for class
/// items; value items answer `nil` at once.
enum ObjectIdentity {
    /// `value` as an object when `Value` is a class type, else `nil`.
    @inline(__always)
    static func object<Value>(_ value: Value) -> AnyObject? {
        guard Value.self is AnyObject.Type else { return nil }
        return value as AnyObject
    }

    /// The first position in `items` holding the object `object`.
    static func firstIndex<Value>(of object: AnyObject, in items: [Value]) -> Int? {
        items.firstIndex { ($0 as AnyObject) === object }
    }
}

extension DiffableDataSourceSnapshot {
    /// Where the class item `identifier` is, found by object identity; `nil` for value items or
    /// when the object is not in the snapshot. Called only after the hash lookup missed.
    @usableFromInline
    func locationByObjectIdentity(of identifier: Item) -> (ordinal: Int, position: Int)? {
        guard itemCount > 0, let object = ObjectIdentity.object(identifier) else { return nil }
        for (ordinal, entry) in entries.enumerated() {
            if let position = ObjectIdentity.firstIndex(of: object, in: entry.items) { return (ordinal, position) }
        }
        return nil
    }
}

extension DiffableDataSourceSectionSnapshot {
    /// The position of the class item `item`, found by object identity; `nil` for value items
    /// or when the object is not in the snapshot. Called only after the hash lookup missed.
    func positionByObjectIdentity(of item: ItemIdentifierType) -> Int? {
        guard !storage.isEmpty, let object = ObjectIdentity.object(item) else { return nil }
        return ObjectIdentity.firstIndex(of: object, in: storage)
    }
}
