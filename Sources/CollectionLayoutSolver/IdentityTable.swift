/// A hash table keyed by object identity, for the solver's variables and constraints: open
/// addressing with linear probing over a power-of-two table, hashed by multiplying the
/// object's address (no `Hasher`, whose seeded hash costs more than the rest of a lookup). A
/// lookup compares addresses only, without retaining anything; the keys themselves are held
/// strongly beside them, so that an address is never reused while it is a key. Meant for small
/// trivial values (symbols, positions).
struct IdentityTable<Key: AnyObject, Value> {
    /// Each slot's key address, 0 when empty.
    private var addresses: [UInt]
    private var keys: [Key?]
    private var values: [Value?]
    private(set) var count = 0
    /// `addresses.count - 1`; the table's size is a power of two.
    private var mask: Int
    /// 64 minus the table size's exponent: the hash's top bits pick the slot.
    private var shift: UInt64

    init() {
        addresses = Array(repeating: 0, count: 16)
        keys = Array(repeating: nil, count: 16)
        values = Array(repeating: nil, count: 16)
        mask = 15
        shift = 60
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
        addresses.withUnsafeBufferPointer { slots in
            var index = home(of: address)
            while true {
                let candidate = slots[index]
                if candidate == address { return (index, true) }
                if candidate == 0 { return (index, false) }
                index = (index + 1) & mask
            }
        }
    }

    subscript(key: Key) -> Value? {
        get {
            let (index, found) = find(Self.address(of: key))
            return found ? values[index] : nil
        }
        set {
            guard let newValue else {
                remove(key)
                return
            }
            let address = Self.address(of: key)
            let (index, found) = find(address)
            if found {
                values[index] = newValue
                return
            }
            addresses[index] = address
            keys[index] = key
            values[index] = newValue
            count += 1
            if count * 4 > addresses.count * 3 { grow() }
        }
    }

    /// Removes `key` and answers its value; the entries after it move back so that no probe
    /// sequence has a hole.
    @discardableResult
    mutating func remove(_ key: Key) -> Value? {
        let (found, isThere) = find(Self.address(of: key))
        guard isThere else { return nil }
        let value = values[found]
        var hole = found
        var index = found
        while true {
            index = (index + 1) & mask
            let address = addresses[index]
            guard address != 0 else { break }
            let home = home(of: address)
            // The entry stays when its home lies cyclically after the hole, up to `index`.
            let stays = hole < index ? (home > hole && home <= index) : (home > hole || home <= index)
            if stays { continue }
            addresses[hole] = address
            keys[hole] = keys[index]
            values[hole] = values[index]
            hole = index
        }
        addresses[hole] = 0
        keys[hole] = nil
        values[hole] = nil
        count -= 1
        return value
    }

    /// The keys and their values, in no particular order.
    var entries: [(key: Key, value: Value)] {
        var entries: [(key: Key, value: Value)] = []
        for index in keys.indices {
            if let key = keys[index], let value = values[index] { entries.append((key, value)) }
        }
        return entries
    }

    private mutating func grow() {
        let old = entries
        addresses = Array(repeating: 0, count: addresses.count * 2)
        keys = Array(repeating: nil, count: addresses.count)
        values = Array(repeating: nil, count: addresses.count)
        mask = addresses.count - 1
        shift -= 1
        count = 0
        for (key, value) in old { self[key] = value }
    }
}
