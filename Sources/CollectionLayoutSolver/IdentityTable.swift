/// A hash table keyed by object identity, for the solver's variables and constraints: open
/// addressing with linear probing over a power-of-two table, hashed by multiplying the
/// object's address (no `Hasher`, whose seeded hash costs more than the rest of a lookup). A
/// lookup compares addresses only, without retaining anything; the keys themselves are held
/// strongly beside them, so that an address is never reused while it is a key. Meant for small
/// trivial values (symbols, positions).
struct IdentityTable<Key: AnyObject, Value> {
    /// One place of the table: the key's address (0 when empty), the key and its value.
    private struct Slot {
        var address: UInt = 0
        var key: Key?
        var value: Value?
    }

    /// The places, in one array (one allocation for a table, one to grow it).
    private var slots: [Slot]
    private(set) var count = 0
    /// `slots.count - 1`; the table's size is a power of two.
    private var mask: Int
    /// 64 minus the table size's exponent: the hash's top bits pick the slot.
    private var shift: UInt64

    init() {
        slots = Self.emptySlots(16)
        mask = 15
        shift = 60
    }

    /// `count` empty slots, made by appending: `Array(repeating:count:)` allocates through an
    /// unspecialised entry point that looks the array's type up at run time (a tenth of a small
    /// solver's first constraints).
    @inline(__always)
    private static func emptySlots(_ count: Int) -> [Slot] {
        var slots: [Slot] = []
        slots.reserveCapacity(count)
        for _ in 0..<count { slots.append(Slot()) }
        return slots
    }

    @inline(__always)
    private static func address(of key: Key) -> UInt { UInt(bitPattern: ObjectIdentifier(key)) }

    @inline(__always)
    private func home(of address: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(address) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot holding `address`, or the empty slot where it would go.
    @inline(__always)
    private func find(_ address: UInt) -> (index: Int, found: Bool) {
        slots.withUnsafeBufferPointer { slots in
            var index = home(of: address)
            while true {
                let candidate = slots[index].address
                if candidate == address { return (index, true) }
                if candidate == 0 { return (index, false) }
                index = (index + 1) & mask
            }
        }
    }

    subscript(key: Key) -> Value? {
        get {
            let (index, found) = find(Self.address(of: key))
            return found ? slots[index].value : nil
        }
        set {
            guard let newValue else {
                remove(key)
                return
            }
            let address = Self.address(of: key)
            let (index, found) = find(address)
            if found {
                slots[index].value = newValue
                return
            }
            slots[index].address = address
            slots[index].key = key
            slots[index].value = newValue
            count += 1
            if count * 4 > slots.count * 3 { grow() }
        }
    }

    /// Removes `key` and answers its value; the entries after it move back so that no probe
    /// sequence has a hole.
    @discardableResult
    mutating func remove(_ key: Key) -> Value? {
        let (found, isThere) = find(Self.address(of: key))
        guard isThere else { return nil }
        let value = slots[found].value
        var hole = found
        var index = found
        while true {
            index = (index + 1) & mask
            let address = slots[index].address
            guard address != 0 else { break }
            let home = home(of: address)
            // The entry stays when its home lies cyclically after the hole, up to `index`.
            let stays = hole < index ? (home > hole && home <= index) : (home > hole || home <= index)
            if stays { continue }
            slots[hole] = slots[index]
            hole = index
        }
        slots[hole] = Slot()
        count -= 1
        return value
    }

    /// The keys and their values, in no particular order.
    var entries: [(key: Key, value: Value)] {
        var entries: [(key: Key, value: Value)] = []
        for slot in slots {
            if let key = slot.key, let value = slot.value { entries.append((key, value)) }
        }
        return entries
    }

    /// Doubles the table, moving each entry to its place in the new one, in the order of the
    /// old slots.
    private mutating func grow() {
        var old = Self.emptySlots(slots.count * 2)
        swap(&old, &slots)
        mask = slots.count - 1
        shift -= 1
        // Each entry trades places with an empty slot of the new table: moved, not copied.
        for index in old.indices where old[index].address != 0 {
            swap(&old[index], &slots[find(old[index].address).index])
        }
    }
}
