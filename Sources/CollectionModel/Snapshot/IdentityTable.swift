/// An open-addressing hash table from precomputed identity hashes to small integer values
/// (positions or tokens), with linear probing and backward-shift deletion.
///
/// The table stores only hashes and values; callers confirm a candidate with their own equality
/// check, so two different identifiers with the same hash are never confused. Keeping the table
/// free of generic payloads keeps its loops fully specialised.
struct IdentityTable: Sendable {
    /// Stored hashes; `0` marks an empty slot (hash `0` is stored as `1`).
    private var hashes: [Int]
    private var values: [Int32]
    private var mask: Int
    private(set) var count: Int

    /// A table sized for `capacity` entries without growing.
    init(capacity: Int = 0) {
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        hashes = Array(repeating: 0, count: size)
        values = Array(repeating: 0, count: size)
        mask = size - 1
        count = 0
    }

    @inline(__always)
    static func stored(_ hash: Int) -> Int { hash == 0 ? 1 : hash }

    @inline(__always)
    private func home(_ hash: Int) -> Int {
        // Fold the high bits in: Hasher's output is well mixed, but cheap hashes are not.
        (hash ^ (hash >> 32)) & mask
    }

    /// The value of the first entry with `hash` for which `isMatch` holds.
    func first(hash: Int, where isMatch: (Int32) -> Bool) -> Int32? {
        let key = Self.stored(hash)
        return hashes.withUnsafeBufferPointer { hashes in
            values.withUnsafeBufferPointer { values in
                var slot = home(key)
                while true {
                    let stored = hashes[slot]
                    if stored == 0 { return nil }
                    if stored == key, isMatch(values[slot]) { return values[slot] }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// Adds an entry; entries with equal hashes may coexist.
    mutating func insert(hash: Int, value: Int32) {
        if (count + 1) * 2 > hashes.count { grow() }
        let key = Self.stored(hash)
        let mask = self.mask
        var slot = home(key)
        hashes.withUnsafeMutableBufferPointer { hashes in
            while hashes[slot] != 0 { slot = (slot + 1) & mask }
            hashes[slot] = key
        }
        values[slot] = value
        count += 1
    }

    /// Removes the first entry with `hash` for which `isMatch` holds; returns whether one was.
    @discardableResult
    mutating func remove(hash: Int, where isMatch: (Int32) -> Bool) -> Bool {
        let key = Self.stored(hash)
        var slot = home(key)
        while true {
            let stored = hashes[slot]
            if stored == 0 { return false }
            if stored == key, isMatch(values[slot]) { break }
            slot = (slot + 1) & mask
        }
        // Backward-shift deletion keeps probe sequences unbroken without tombstones.
        var hole = slot
        var next = (hole + 1) & mask
        while hashes[next] != 0 {
            let ideal = home(hashes[next])
            // Move `next` into the hole when its ideal slot does not lie in (hole, next].
            let distanceToNext = (next - ideal) & mask
            let distanceToHole = (hole - ideal) & mask
            if distanceToHole < distanceToNext {
                hashes[hole] = hashes[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        hashes[hole] = 0
        count -= 1
        return true
    }

    /// Replaces the value of the first entry with `hash` for which `isMatch` holds.
    mutating func update(hash: Int, where isMatch: (Int32) -> Bool, to newValue: Int32) {
        let key = Self.stored(hash)
        var slot = home(key)
        while hashes[slot] != 0 {
            if hashes[slot] == key, isMatch(values[slot]) {
                values[slot] = newValue
                return
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let oldHashes = hashes
        let oldValues = values
        self = IdentityTable(capacity: max(8, oldHashes.count))
        for slot in oldHashes.indices where oldHashes[slot] != 0 {
            insert(hash: oldHashes[slot], value: oldValues[slot])
        }
    }
}
