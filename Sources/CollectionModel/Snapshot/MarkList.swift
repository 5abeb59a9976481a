/// Items marked for reload (or reconfigure), in the order they were first marked, without
/// repeats, and the part of them that readers see: ``present``, the marks whose items are in the
/// snapshot, with the values it holds.
///
/// ``present`` is stored, so that reading `reloadedItemIdentifiers` costs what reading a stored
/// array costs. While every mark is present it is ``items`` itself (one buffer); a mark whose
/// item leaves is kept in ``items`` and flagged in ``absent`` (built on the first such removal),
/// so that it counts again, with its new value, if the item comes back. The snapshot tells the
/// list about removals, additions and new values only while it holds marks; each costs one
/// lookup per item in ``table`` and, when a mark changes, one pass over the marks.
@usableFromInline
struct MarkList<Item: Hashable & Sendable>: Sendable {
    /// Every mark, with its latest value.
    @usableFromInline var items: [Item] = []
    /// The identity hash of each mark, parallel to ``items``.
    @usableFromInline var hashes: [Int] = []
    /// Identity hash to index in ``items``, for every mark; or empty, to be built when needed
    /// (a first marking call finds its repeats without it).
    @usableFromInline var table = IdentityTable()
    /// Which marks' items have left the snapshot, parallel to ``items``; empty while none has.
    @usableFromInline var absent: [Bool] = []
    /// How many entries of ``absent`` are `true`.
    @usableFromInline var absentCount = 0
    /// The marks present in the snapshot, in marking order, with their latest values.
    @usableFromInline var present: [Item] = []

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { items.isEmpty }

    /// Called before ``items`` changes: lets go of the buffer ``present`` shares with it, so
    /// that the change does not copy it.
    @inlinable
    mutating func beginChange() {
        if absentCount == 0 { present = [] }
    }

    /// Called after ``items`` or ``absent`` changed: makes ``present`` right again.
    @inlinable
    mutating func endChange() {
        if absentCount == 0 {
            absent = []
            present = items
            return
        }
        if absent.count < items.count { absent.append(contentsOf: repeatElement(false, count: items.count - absent.count)) }
        present = [Item](unsafeUninitializedCapacity: items.count - absentCount) { kept, initialized in
            items.withUnsafeBufferPointer { items in
                absent.withUnsafeBufferPointer { absent in
                    guard let base = kept.baseAddress else { return }
                    var count = 0
                    for index in 0..<items.count where !absent[index] {
                        (base + count).initialize(to: items[index])
                        count &+= 1
                    }
                    initialized = count
                }
            }
        }
    }

    /// Builds ``table`` if a first marking call left it unbuilt.
    @inlinable
    mutating func ensureTable() {
        guard table.count != items.count else { return }
        var built = IdentityTable(capacity: items.count)
        for index in hashes.indices { built.insert(hash: hashes[index], value: Int32(truncatingIfNeeded: index)) }
        table = built
    }

    /// The index in ``items`` of the mark with `hash` for which `isSame` holds.
    @inlinable
    func index(hash: Int, where isSame: (Item) -> Bool) -> Int? {
        table.first(hash: hash) { isSame(items[Int($0)]) }.map(Int.init)
    }

    /// Flags the marks of items that left the snapshot (`removed` with their identity hashes).
    @inlinable
    mutating func noteRemoved(_ removed: [Item], hashes removedHashes: [Int], isSame: (Item, Item) -> Bool) {
        guard !items.isEmpty, !removed.isEmpty else { return }
        ensureTable()
        var changed = false
        for offset in removed.indices {
            let item = removed[offset]
            guard let index = index(hash: removedHashes[offset], where: { isSame($0, item) }) else { continue }
            if absent.isEmpty { absent = [Bool](repeating: false, count: items.count) }
            guard !absent[index] else { continue }
            if !changed {
                changed = true
                beginChange()
            }
            absent[index] = true
            absentCount += 1
        }
        if changed { endChange() }
    }

    /// Takes back the marks of items that came back into the snapshot, with their new values.
    @inlinable
    mutating func noteAdded(_ added: [Item], hashes addedHashes: [Int], isSame: (Item, Item) -> Bool) {
        guard absentCount > 0 else { return }
        ensureTable()
        var changed = false
        for offset in added.indices {
            let item = added[offset]
            guard let index = index(hash: addedHashes[offset], where: { isSame($0, item) }), absent[index] else { continue }
            absent[index] = false
            absentCount -= 1
            items[index] = item
            changed = true
        }
        if changed { endChange() }
    }

    /// Stores new values (same identity, new content) of marked items.
    @inlinable
    mutating func noteValues(_ values: [Item], hashes valueHashes: [Int], isSame: (Item, Item) -> Bool) {
        guard !items.isEmpty, !values.isEmpty else { return }
        ensureTable()
        var changed = false
        for offset in values.indices {
            let value = values[offset]
            guard let index = index(hash: valueHashes[offset], where: { isSame($0, value) }) else { continue }
            if !changed {
                changed = true
                beginChange()
            }
            items[index] = value
        }
        if changed { endChange() }
    }
}
