/// The reverse index of a snapshot: where every item is, by identity hash.
///
/// An open-addressing table with linear probing whose slots are single 64-bit words: seven bits
/// of the item's hash (a tag that spares most item comparisons), the token of the item's section
/// (24 bits) and the item's position there (32 bits). A token names a section for the life of a
/// snapshot, so moving sections leaves the table alone; inserting or removing items rewrites the
/// slots of the items that shift. Removed entries leave tombstones until the next rebuild. Empty
/// slots and tombstones have the sign bit set, so a fresh table needs no zero-filling.
///
/// The table is a plain value inside the snapshot, copied on write with it; every mutation keeps
/// it current, so queries read it without locks.
@usableFromInline
struct ItemTable: Sendable {
    /// The slots; the count is a power of two (or zero before the first item).
    @usableFromInline var slots: [Int] = []
    /// Live entries plus tombstones.
    @usableFromInline var used = 0

    @inlinable
    init() {}

    /// An empty table with room for `capacity` entries.
    @inlinable
    init(capacity: Int) {
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        slots = IdentityTable.filled(size, with: Self.empty)
    }

    @inlinable static var empty: Int { .min }
    @inlinable static var tombstone: Int { .min + 1 }
    /// The largest token a slot can hold.
    @inlinable static var maximumToken: Int32 { 0xFF_FFFF }

    @inlinable @inline(__always)
    static func tag(_ hash: Int) -> Int { (hash >> 56) & 0x7F }

    @inlinable @inline(__always)
    static func slot(tag: Int, token: Int32, position: Int) -> Int { tag << 56 | Int(token) << 32 | position }

    @inlinable @inline(__always)
    static func token(_ slot: Int) -> Int { (slot >> 32) & 0xFF_FFFF }

    @inlinable @inline(__always)
    static func position(_ slot: Int) -> Int { slot & 0xFFFF_FFFF }

    @inlinable @inline(__always)
    static func home(_ hash: Int, _ mask: Int) -> Int { (hash ^ (hash >> 32)) & mask }

    /// Whether `count` more entries fit under the load limit (one half, tombstones included).
    @inlinable
    func fits(adding count: Int) -> Bool { (used + count) * 2 <= slots.count }

    /// The first entry with `hash`'s tag for which `isMatch(token, position)` holds, as its slot.
    @inlinable
    func first(hash: Int, where isMatch: (Int, Int) -> Bool) -> Int? {
        guard !slots.isEmpty else { return nil }
        return slots.withUnsafeBufferPointer { Self.first(in: $0, hash: hash, where: isMatch) }
    }

    @inlinable @inline(__always)
    static func first(in slots: UnsafeBufferPointer<Int>, hash: Int, where isMatch: (Int, Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        let tag = tag(hash)
        var index = home(hash, mask)
        while true {
            let slot = slots[index]
            if slot == empty { return nil }
            if slot >= 0, slot >> 56 == tag, isMatch(token(slot), position(slot)) { return slot }
            index = (index &+ 1) & mask
        }
    }

    /// Inserts `slot` for `hash` unless an entry with its tag satisfies `isMatch`; returns that
    /// entry's slot, or `nil` after inserting. Adds 1 to `used` unless a tombstone was reused.
    @inlinable @inline(__always)
    static func insert(
        _ slot: Int, hash: Int, in slots: UnsafeMutableBufferPointer<Int>, used: inout Int,
        unlessMatching isMatch: (Int, Int) -> Bool
    ) -> Int? {
        let mask = slots.count - 1
        let tag = tag(hash)
        var index = home(hash, mask)
        var free = -1
        while true {
            let current = slots[index]
            if current == empty { break }
            if current == tombstone {
                if free < 0 { free = index }
            } else if current >> 56 == tag, isMatch(token(current), position(current)) {
                return current
            }
            index = (index &+ 1) & mask
        }
        if free >= 0 {
            slots[free] = slot
        } else {
            slots[index] = slot
            used &+= 1
        }
        return nil
    }

    /// Inserts `slot` for `hash`, known to be absent (first tombstone or empty slot).
    @inlinable @inline(__always)
    static func insert(_ slot: Int, hash: Int, in slots: UnsafeMutableBufferPointer<Int>, used: inout Int) {
        let mask = slots.count - 1
        var index = home(hash, mask)
        while slots[index] >= 0 { index = (index &+ 1) & mask }
        if slots[index] == empty { used &+= 1 }
        slots[index] = slot
    }

    /// Finds the entry that is exactly `slot` (present by contract) and replaces it by `newSlot`
    /// (a tombstone to remove it).
    @inlinable @inline(__always)
    static func replace(_ slot: Int, hash: Int, with newSlot: Int, in slots: UnsafeMutableBufferPointer<Int>) {
        let mask = slots.count - 1
        var index = home(hash, mask)
        while slots[index] != slot {
            if slots[index] == empty { return }
            index = (index &+ 1) & mask
        }
        slots[index] = newSlot
    }
}
