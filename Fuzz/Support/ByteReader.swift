/// Reads structured values from a fuzzer's bytes, front to back; past the end it reads zeros.
public struct ByteReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// A reader of `bytes`.
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether every byte was read.
    public var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// The next `count` bytes as a little-endian unsigned number (zeros past the end).
    public mutating func unsigned(bytes count: Int) -> UInt64 {
        var value: UInt64 = 0
        for shift in 0..<count { value |= UInt64(byte()) << (8 * UInt64(shift)) }
        return value
    }

    /// The rest of the bytes.
    public mutating func rest() -> UnsafeBufferPointer<UInt8> {
        let start = min(index, bytes.count)
        index = bytes.count
        return UnsafeBufferPointer(rebasing: bytes[start...])
    }
}

/// The bytes libFuzzer passes to `LLVMFuzzerTestOneInput` (its pointer may be null when the
/// input is empty).
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)
}
