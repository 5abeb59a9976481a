/// Items marked for reload (or reconfigure), in the order they were first marked, without
/// repeats, and the part of them that readers see: ``present``, the marks whose items are in the
/// snapshot, with the values it holds.
///
/// ``present`` is a stored array, so that reading `reloadedItemIdentifiers` costs what reading a
/// stored array costs; while every mark is present it is the marks' own buffer. The rest (every
/// mark, their hashes and table, which have left) is a ``MarkBook`` in a copy-on-write box, so
/// that a snapshot without marks carries none of it and copying one costs one reference more.
/// The snapshot tells the list about removals, additions and new values only while it holds
/// marks; each costs one lookup per item and, when a mark changes, one pass over the marks.
@usableFromInline
struct MarkList<Item: Hashable & Sendable>: Sendable {
    /// The marks present in the snapshot, in marking order, with their latest values.
    @usableFromInline var present: [Item] = []
    /// The marks' book; `nil` while there are none.
    @usableFromInline var storage: MarkStorage<Item>?

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { storage == nil }

    /// How many marks' items have left the snapshot.
    @inlinable
    var absentCount: Int { storage?.book.absentCount ?? 0 }

    /// Moves the book out for a change (copying it if another snapshot shares it), letting go
    /// of the buffer ``present`` shares with its items so that the change does not copy them.
    @inlinable
    mutating func take() -> MarkBook<Item> {
        var book = MarkBook<Item>()
        // Uniqueness is asked before the box is bound to a name (which holds a reference).
        let unique = isKnownUniquelyReferenced(&storage)
        guard let box = storage else { return book }
        if unique {
            swap(&book, &box.book)
        } else {
            book = box.book
            storage = nil
        }
        if book.absentCount == 0 { present = [] }
        return book
    }

    /// Puts the book back after ``take()``; ``present`` is made again when a mark `changed` (or
    /// when ``take()`` let go of it).
    @inlinable
    mutating func put(_ book: inout MarkBook<Item>, changed: Bool) {
        guard !book.items.isEmpty else {
            self = MarkList()
            return
        }
        if changed || book.absentCount == 0 { present = book.present() }
        let box = storage ?? MarkStorage(MarkBook())
        storage = box
        swap(&book, &box.book)
    }

    /// Changes the book with `body` (which answers whether a mark changed) between ``take()``
    /// and ``put(_:changed:)``.
    @inlinable
    mutating func change(_ body: (inout MarkBook<Item>) -> Bool) {
        var book = take()
        let changed = body(&book)
        put(&book, changed: changed)
    }

    /// Flags the marks of items that left the snapshot.
    @inlinable
    mutating func noteRemoved(_ removed: [Item], hashes: [Int], isSame: (Item, Item) -> Bool) {
        guard !isEmpty else { return }
        change { $0.noteRemoved(removed, hashes: hashes, isSame: isSame) }
    }

    /// Takes back the marks of items that came back, with their new values.
    @inlinable
    mutating func noteAdded(_ added: [Item], hashes: [Int], isSame: (Item, Item) -> Bool) {
        guard absentCount > 0 else { return }
        change { $0.noteAdded(added, hashes: hashes, isSame: isSame) }
    }

    /// Stores new values (same identity, new content) of marked items.
    @inlinable
    mutating func noteValues(_ values: [Item], hashes: [Int], isSame: (Item, Item) -> Bool) {
        guard !isEmpty else { return }
        change { $0.noteValues(values, hashes: hashes, isSame: isSame) }
    }
}

/// The box that holds a ``MarkBook``: shared by copies of a snapshot, copied by the first one
/// that changes its marks (``MarkList/take()`` checks that it holds the only reference, as
/// `Array` does with its buffer). Unchecked `Sendable` for that reason: a box shared between
/// snapshots is never written.
@usableFromInline
final class MarkStorage<Item: Hashable & Sendable>: @unchecked Sendable {
    @usableFromInline var book: MarkBook<Item>

    @inlinable
    init(_ book: MarkBook<Item>) { self.book = book }
}

/// Every mark with its latest value and identity hash, the table that finds a mark, and which
/// marks' items have left the snapshot (kept, so that an item that comes back counts again).
@usableFromInline
struct MarkBook<Item: Hashable & Sendable>: Sendable {
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
    @inlinable
    init() {}

    /// The marks whose items are present, in marking order: ``items`` itself (the same buffer)
    /// while none is absent.
    @inlinable
    mutating func present() -> [Item] {
        if absentCount == 0 {
            absent = []
            return items
        }
        if absent.count < items.count { absent.append(contentsOf: repeatElement(false, count: items.count - absent.count)) }
        return [Item](unsafeUninitializedCapacity: items.count - absentCount) { kept, initialized in
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

    /// Flags the marks of items that left the snapshot (`removed` with their identity hashes);
    /// whether a mark changed.
    @inlinable
    mutating func noteRemoved(_ removed: [Item], hashes removedHashes: [Int], isSame: (Item, Item) -> Bool) -> Bool {
        guard !items.isEmpty, !removed.isEmpty else { return false }
        ensureTable()
        var changed = false
        for offset in removed.indices {
            let item = removed[offset]
            guard let index = index(hash: removedHashes[offset], where: { isSame($0, item) }) else { continue }
            if absent.isEmpty { absent = [Bool](repeating: false, count: items.count) }
            guard !absent[index] else { continue }
            changed = true
            absent[index] = true
            absentCount += 1
        }
        return changed
    }

    /// Takes back the marks of items that came back into the snapshot, with their new values;
    /// whether a mark changed.
    @inlinable
    mutating func noteAdded(_ added: [Item], hashes addedHashes: [Int], isSame: (Item, Item) -> Bool) -> Bool {
        guard absentCount > 0 else { return false }
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
        return changed
    }

    /// Stores new values (same identity, new content) of marked items; whether a mark changed.
    @inlinable
    mutating func noteValues(_ values: [Item], hashes valueHashes: [Int], isSame: (Item, Item) -> Bool) -> Bool {
        guard !items.isEmpty, !values.isEmpty else { return false }
        ensureTable()
        var changed = false
        for offset in values.indices {
            let value = values[offset]
            guard let index = index(hash: valueHashes[offset], where: { isSame($0, value) }) else { continue }
            changed = true
            items[index] = value
        }
        return changed
    }
}
