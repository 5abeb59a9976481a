/// Identity hashes of items and identifiers.
///
/// Fixed-width integers, the most common identifiers, are mixed with a seeded 64-bit finaliser
/// (MurmurHash3's) instead of `Hasher`: several times cheaper, and as well spread. The seed
/// comes from `Hasher`, so it changes from process to process as `hashValue` does (and stays
/// fixed under `SWIFT_DETERMINISTIC_HASHING`): crafted identifiers cannot be made to collide.
/// Every other type hashes with `hashValue`.
@usableFromInline
enum ItemHash {
    /// The per-process seed. Read it once per bulk operation: each read of a global is a call.
    @usableFromInline
    static let seed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x5EED as Int)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }()

    /// The identity hash of `value`. The type tests fold away where `T` is known.
    @inlinable @inline(__always)
    static func hash<T: Hashable>(_ value: T, seed: UInt64) -> Int {
        if T.self == Int.self { return mix(UInt64(bitPattern: Int64(unsafeBitCast(value, to: Int.self))), seed) }
        if T.self == UInt.self { return mix(UInt64(unsafeBitCast(value, to: UInt.self)), seed) }
        if T.self == Int64.self { return mix(UInt64(bitPattern: unsafeBitCast(value, to: Int64.self)), seed) }
        if T.self == UInt64.self { return mix(unsafeBitCast(value, to: UInt64.self), seed) }
        if T.self == Int32.self { return mix(UInt64(bitPattern: Int64(unsafeBitCast(value, to: Int32.self))), seed) }
        if T.self == UInt32.self { return mix(UInt64(unsafeBitCast(value, to: UInt32.self)), seed) }
        return value.hashValue
    }

    @inlinable @inline(__always)
    static func mix(_ value: UInt64, _ seed: UInt64) -> Int {
        var x = value &+ seed
        x = (x ^ (x >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        x = (x ^ (x >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return Int(bitPattern: UInt(x ^ (x >> 33)))
    }
}
