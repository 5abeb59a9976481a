import CModelKernels

/// The deferred index: snapshots of `Int` items built in increasing order keep no hashes and no
/// item index until something needs them.
///
/// Integer identifiers appended in increasing order (database row ids, counters, ranges) are the
/// commonest way a snapshot is built, and such a snapshot can be searched without a hash table:
/// while every item, section after section, is greater than the one before, an item is found by
/// binary search (first among the non-empty sections, then in one section's items). An append
/// that keeps the order costs one comparison per item and adopts the array's storage; it needs
/// no duplicate check either, since a strictly increasing run holds no repeats. Diagnostics
/// stay exact and are reported at the call, as on the indexed path.
///
/// The first change that would break the order, or that rewrites the index (an insert, a
/// delete, a move, a section moved or deleted), settles the snapshot: it computes the hashes
/// and builds the index once, and from then on the snapshot is indexed as any other. Queries,
/// reload marks and diffs work in either state and never settle.
extension DiffableDataSourceSnapshot {
    /// Appends `identifiers` to the section at `ordinal` without hashing or indexing them, when
    /// `Item` is `Int`, the snapshot is empty or deferred, no later section holds items, and the
    /// identifiers are strictly increasing and greater than every item present. Returns `false`,
    /// having changed nothing, otherwise.
    @inlinable
    mutating func appendDeferred(_ identifiers: [Item], to ordinal: Int) -> Bool {
        guard Item.self == Int.self, indexDeferred || itemCount == 0 else { return false }
        // The last non-empty section holds the greatest item; appending before it breaks the order.
        if indexDeferred, let last = deferredTokens.last, Int(tokenOrdinals[Int(last)]) > ordinal { return false }
        let values = unsafeBitCast(identifiers, to: [Int].self)
        let increasing = values.withUnsafeBufferPointer { values in
            Self.isStrictlyIncreasing(values, after: itemCount == 0 ? nil : deferredLast)
        }
        guard increasing, let last = values.last else { return false }
        if !indexDeferred {
            // Empty: tombstones of earlier items go with the old table.
            itemIndex = ItemTable()
            deferredTokens = []
            indexDeferred = true
        }
        if entries[ordinal].count == 0 {
            entries[ordinal].items = identifiers
            deferredTokens.append(entries[ordinal].token)
        } else {
            entries[ordinal].items.append(contentsOf: identifiers)
        }
        itemCount += identifiers.count
        deferredLast = last
        marksGain(identifiers, hashes: nil)
        return true
    }

    /// Whether `values` is strictly increasing and starts above `after` (when given).
    ///
    /// One pass over the values in C (`CModelKernels`): four comparisons per instruction on
    /// x86-64 processors with AVX2, a loop vectorised for the target's baseline elsewhere.
    @inlinable
    static func isStrictlyIncreasing(_ values: UnsafeBufferPointer<Int>, after: Int?) -> Bool {
        guard let base = values.baseAddress, values.count > 0 else { return true }
        if let after, base[0] <= after { return false }
        guard MemoryLayout<Int>.size == MemoryLayout<Int64>.size else {
            return zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
        }
        return base.withMemoryRebound(to: Int64.self, capacity: values.count) {
            tcv_is_strictly_increasing($0, values.count)
        }
    }

    /// Computes the hashes and builds the item index of a deferred snapshot (nothing otherwise).
    @inlinable
    mutating func settleIndex() {
        guard indexDeferred else { return }
        indexDeferred = false
        deferredTokens = []
        for ordinal in entries.indices where entries[ordinal].count > 0 {
            entries[ordinal].hashes = identityHashes(of: entries[ordinal].items)
        }
        rebuildItemIndex(capacity: itemCount)
    }

    /// The identity hashes of the section at `ordinal`: the kept ones, or (deferred) computed.
    @inlinable
    func hashes(ofSectionAt ordinal: Int) -> [Int] {
        let entry = entries[ordinal]
        return entry.hashes.count == entry.count ? entry.hashes : identityHashes(of: entry.items)
    }

    /// Where `identifier` is in a deferred snapshot: a binary search over the non-empty sections
    /// by their first items, then in that section's items (at once where they are consecutive
    /// integers, as ranges are).
    @inlinable
    func locateDeferred(_ identifier: Item) -> (ordinal: Int, position: Int)? {
        let value = unsafeBitCast(identifier, to: Int.self)
        guard value <= deferredLast, !deferredTokens.isEmpty else { return nil }
        return entries.withUnsafeBufferPointer { entries in
            tokenOrdinals.withUnsafeBufferPointer { ordinals in
                deferredTokens.withUnsafeBufferPointer { tokens in
                    /// The first item of the section named by the token at `index`.
                    @inline(__always)
                    func first(_ index: Int) -> Int {
                        unsafeBitCast(entries[Int(ordinals[Int(tokens[index])])].items[0], to: Int.self)
                    }
                    // The last non-empty section whose first item is not above `value`.
                    var low = 0
                    var high = tokens.count
                    if tokens.count > 1 {
                        while low < high {
                            let middle = (low &+ high) >> 1
                            if first(middle) <= value { low = middle &+ 1 } else { high = middle }
                        }
                    } else {
                        low = first(0) <= value ? 1 : 0
                    }
                    guard low > 0 else { return nil }
                    let ordinal = Int(ordinals[Int(tokens[low &- 1])])
                    let position = unsafeBitCast(entries[ordinal].items, to: [Int].self).withUnsafeBufferPointer { items in
                        Self.position(of: value, inIncreasing: items)
                    }
                    return position.map { (ordinal, $0) }
                }
            }
        }
    }

    /// The position of `value` in the strictly increasing `items` (not empty, `items[0] <=
    /// value`): computed where the items are consecutive, else found by binary search.
    @inlinable
    static func position(of value: Int, inIncreasing items: UnsafeBufferPointer<Int>) -> Int? {
        let count = items.count
        let offset = value &- items[0]
        // A negative offset is a difference beyond `Int.max`: no shortcut then.
        let within = offset >= 0 && offset < count
        if items[count &- 1] &- items[0] == count &- 1 {
            return within ? offset : nil
        }
        var low = 0
        var high = within ? offset &+ 1 : count
        while low < high {
            let middle = (low &+ high) >> 1
            if items[middle] < value { low = middle &+ 1 } else { high = middle }
        }
        return low < count && items[low] == value ? low : nil
    }
}
