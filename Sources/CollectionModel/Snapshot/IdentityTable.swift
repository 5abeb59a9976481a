/// An open-addressing hash table from precomputed identity hashes to small non-negative integer
/// values (positions or ordinals), with linear probing and backward-shift deletion.
///
/// Each slot is one 64-bit word: the hash folded to 32 bits above the 31-bit value. The table
/// stores no payload; callers confirm a candidate with their own equality check, so two
/// different identifiers with the same hash are never confused. Keeping the table free of
/// generic payloads keeps its loops fully specialised. Empty slots hold a pattern with bit 31
/// set (no value has it), which also spares the zero-filling of a fresh table.
@usableFromInline
struct IdentityTable: Sendable {
    @usableFromInline var slots: [Int]
    @usableFromInline var mask: Int
    @usableFromInline private(set) var count: Int

    /// A table sized for `capacity` entries without growing.
    @inlinable
    init(capacity: Int = 0) {
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        slots = Self.emptySlots(size)
        mask = size - 1
        count = 0
    }

    @inlinable
    static var empty: Int { 0x8000_0000 }

    @inlinable
    static func emptySlots(_ size: Int) -> [Int] { filled(size, with: empty) }

    /// `size` copies of `pattern`, written by a loop (a pattern that is not one repeated byte
    /// does not become a `memset`, which instruction counts charge a byte at a time).
    @inlinable
    static func filled(_ size: Int, with pattern: Int) -> [Int] {
        [Int](unsafeUninitializedCapacity: size) { buffer, initialized in
            for index in 0..<size { buffer[index] = pattern }
            initialized = size
        }
    }

    /// The hash folded to 32 bits (the high half mixed into the low half).
    @inlinable @inline(__always)
    static func fold(_ hash: Int) -> Int { Int(UInt32(truncatingIfNeeded: hash ^ (hash >> 32))) }

    @inlinable @inline(__always)
    static func value(_ slot: Int) -> Int32 { Int32(truncatingIfNeeded: slot) }

    /// The folded hash a slot holds.
    @inlinable @inline(__always)
    static func folded(_ slot: Int) -> Int { Int(UInt(bitPattern: slot) >> 32) }

    /// The value of the first entry with `hash` for which `isMatch` holds.
    @inlinable
    func first(hash: Int, where isMatch: (Int32) -> Bool) -> Int32? {
        let folded = Self.fold(hash)
        let mask = self.mask
        return slots.withUnsafeBufferPointer { slots in
            var index = folded & mask
            while true {
                let slot = slots[index]
                if slot == Self.empty { return nil }
                if Self.folded(slot) == folded, isMatch(Self.value(slot)) { return Self.value(slot) }
                index = (index + 1) & mask
            }
        }
    }

    /// Adds an entry (`value` >= 0); entries with equal hashes may coexist.
    @inlinable
    mutating func insert(hash: Int, value: Int32) {
        if (count + 1) * 2 > slots.count { grow() }
        insert(slot: Self.fold(hash) << 32 | Int(UInt32(bitPattern: value)))
        count += 1
    }

    @inlinable
    mutating func insert(slot: Int) {
        let mask = self.mask
        slots.withUnsafeMutableBufferPointer { slots in
            var index = (slot >> 32) & mask
            while slots[index] != Self.empty { index = (index + 1) & mask }
            slots[index] = slot
        }
    }

    /// Removes the first entry with `hash` for which `isMatch` holds; returns whether one was.
    @inlinable @discardableResult
    mutating func remove(hash: Int, where isMatch: (Int32) -> Bool) -> Bool {
        let folded = Self.fold(hash)
        let mask = self.mask
        let removed = slots.withUnsafeMutableBufferPointer { slots -> Bool in
            var index = folded & mask
            while true {
                let slot = slots[index]
                if slot == Self.empty { return false }
                if Self.folded(slot) == folded, isMatch(Self.value(slot)) { break }
                index = (index + 1) & mask
            }
            // Backward-shift deletion keeps probe sequences unbroken without tombstones.
            var hole = index
            var next = (hole + 1) & mask
            while slots[next] != Self.empty {
                let ideal = (slots[next] >> 32) & mask
                // Move `next` into the hole when its ideal slot does not lie in (hole, next].
                if (hole - ideal) & mask < (next - ideal) & mask {
                    slots[hole] = slots[next]
                    hole = next
                }
                next = (next + 1) & mask
            }
            slots[hole] = Self.empty
            return true
        }
        if removed { count -= 1 }
        return removed
    }

    /// Replaces the value of the first entry with `hash` for which `isMatch` holds.
    @inlinable
    mutating func update(hash: Int, where isMatch: (Int32) -> Bool, to newValue: Int32) {
        let folded = Self.fold(hash)
        let mask = self.mask
        slots.withUnsafeMutableBufferPointer { slots in
            var index = folded & mask
            while slots[index] != Self.empty {
                let slot = slots[index]
                if Self.folded(slot) == folded, isMatch(Self.value(slot)) {
                    slots[index] = folded << 32 | Int(UInt32(bitPattern: newValue))
                    return
                }
                index = (index + 1) & mask
            }
        }
    }

    /// Makes room for `additional` more entries without growing one step at a time.
    @inlinable
    mutating func reserve(adding additional: Int) {
        var size = slots.count
        while size < (count + additional) * 2 { size <<= 1 }
        if size != slots.count { resize(size) }
    }

    @usableFromInline
    mutating func grow() { resize(slots.count * 2) }

    @usableFromInline
    mutating func resize(_ size: Int) {
        let old = slots
        slots = Self.emptySlots(size)
        mask = size - 1
        for slot in old where slot != Self.empty { insert(slot: slot) }
    }
}
