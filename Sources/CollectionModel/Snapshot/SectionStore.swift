import Synchronization

/// The items of one section of a snapshot, shared between snapshot copies until one of them
/// changes it (copy on write, per section). A diff treats two sections holding the same store
/// object as unchanged without looking at their items.
final class SectionStore<Item: Hashable & Sendable>: @unchecked Sendable {
    /// A stable name for the section within its snapshot, kept across copies.
    let token: Int32
    /// The items, in order.
    private(set) var items: [Item]
    /// The identity hash of each item, parallel to ``items``.
    private(set) var hashes: [Int]
    /// Lazily built map from identity hash to position. Built under the lock, because stores
    /// are shared between snapshots that different threads may read.
    private let positions = Mutex<IdentityTable?>(nil)

    init(token: Int32, items: [Item] = [], hashes: [Int] = []) {
        self.token = token
        self.items = items
        self.hashes = hashes
    }

    /// A private copy with the same token, items and hashes.
    func copy() -> SectionStore {
        SectionStore(token: token, items: items, hashes: hashes)
    }

    var count: Int { items.count }

    /// The position of the item with identity `hash` that `identity` says is `item`.
    func position(of item: Item, hash: Int, identity: ItemIdentity<Item>) -> Int? {
        let table = positions.withLock { cached -> IdentityTable in
            if let cached { return cached }
            var table = IdentityTable(capacity: hashes.count)
            for (position, hash) in hashes.enumerated() {
                table.insert(hash: hash, value: Int32(truncatingIfNeeded: position))
            }
            cached = table
            return table
        }
        return table.first(hash: hash) { identity.same(items[Int($0)], item) }.map(Int.init)
    }

    // MARK: Mutations (only on a store that is uniquely referenced)

    func append(_ newItems: [Item], hashes newHashes: [Int]) {
        let start = items.count
        items.append(contentsOf: newItems)
        hashes.append(contentsOf: newHashes)
        positions.withLock { cached in
            guard cached != nil else { return }
            for (offset, hash) in newHashes.enumerated() {
                cached!.insert(hash: hash, value: Int32(truncatingIfNeeded: start + offset))
            }
        }
    }

    func insert(_ newItems: [Item], hashes newHashes: [Int], at position: Int) {
        items.insert(contentsOf: newItems, at: position)
        hashes.insert(contentsOf: newHashes, at: position)
        positions.withLock { $0 = nil }
    }

    /// Removes the items at the positions where `isRemoved` holds, keeping the order of the rest.
    func removeAll(where isRemoved: (Int) -> Bool) {
        var kept = 0
        for position in items.indices where !isRemoved(position) {
            if kept != position {
                items[kept] = items[position]
                hashes[kept] = hashes[position]
            }
            kept += 1
        }
        items.removeLast(items.count - kept)
        hashes.removeLast(hashes.count - kept)
        positions.withLock { $0 = nil }
    }

    /// Replaces the value at `position` by one with the same identity.
    func replace(at position: Int, with item: Item) {
        items[position] = item
    }

    func removeAll() {
        items.removeAll()
        hashes.removeAll()
        positions.withLock { $0 = nil }
    }
}
