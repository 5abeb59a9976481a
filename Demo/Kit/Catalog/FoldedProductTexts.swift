#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every product's searchable text (name, category and description, each on its own line)
/// folded without case and accents, in one buffer of UTF-8: a few bytes of bookkeeping a
/// product instead of a string each, searched with `memchr` and `memcmp`. The folded names are also the
/// keys of the name order.
struct FoldedProductTexts: Sendable {
    /// The texts one after the other, each followed by a 0 byte.
    private(set) var bytes: [UInt8] = []
    /// Where each text starts in ``bytes``, and one more: where the last one ends (after its 0).
    private(set) var starts: [Int32] = [0]
    /// How many bytes of each text are its name.
    private(set) var nameLengths: [Int32] = []

    /// The texts of `products`, in their order.
    init(_ products: [Product]) {
        var folder = TextFolder()
        bytes.reserveCapacity(products.count * 64)
        starts.reserveCapacity(products.count + 1)
        nameLengths.reserveCapacity(products.count)
        for product in products {
            let start = bytes.count
            folder.append(product.name, to: &bytes)
            nameLengths.append(Int32(bytes.count - start))
            bytes.append(0x0A)
            folder.append(product.category, to: &bytes)
            bytes.append(0x0A)
            folder.append(product.summary, to: &bytes)
            bytes.append(0)
            starts.append(Int32(bytes.count))
        }
    }

    /// How many texts there are.
    var count: Int { nameLengths.count }

    /// The positions of the texts that contain `needle` (folded UTF-8), among all of them,
    /// in order: one `memmem` over the whole buffer.
    func positions(containing needle: [UInt8]) -> [Int] {
        var found: [Int] = []
        guard !needle.isEmpty else { return Array(0..<count) }
        bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts in
                needle.withUnsafeBufferPointer { needle in
                    guard let base = buffer.baseAddress, let pattern = needle.baseAddress else { return }
                    var from = 0
                    var text = 0
                    while from < buffer.count, let hit = Self.find(pattern, needle.count, in: base + from, buffer.count - from) {
                        let offset = hit - base
                        while Int(starts[text + 1]) <= offset { text += 1 }
                        let end = Int(starts[text + 1]) - 1
                        if offset + needle.count <= end {
                            found.append(text)
                            from = end + 1
                        } else {
                            // Across the end of a text: look again from the next byte.
                            from = offset + 1
                        }
                    }
                }
            }
        }
        return found
    }

    /// The texts among `candidates` (positions) that contain `needle`, in the candidates' order.
    func positions(containing needle: [UInt8], among candidates: [Int]) -> [Int] {
        guard !needle.isEmpty else { return candidates }
        return bytes.withUnsafeBufferPointer { buffer in
            needle.withUnsafeBufferPointer { needle in
                guard let base = buffer.baseAddress, let pattern = needle.baseAddress else { return [] }
                return candidates.filter { text in
                    let start = Int(starts[text])
                    let length = Int(starts[text + 1]) - 1 - start
                    return length >= needle.count && Self.find(pattern, needle.count, in: base + start, length) != nil
                }
            }
        }
    }

    /// Where `pattern` (of `count` bytes, at least one) first occurs in the `length` bytes at
    /// `base`: `memchr` finds each place its first byte occurs, `memcmp` compares the rest.
    private static func find(_ pattern: UnsafePointer<UInt8>, _ count: Int, in base: UnsafePointer<UInt8>, _ length: Int) -> UnsafePointer<UInt8>? {
        let last = length - count
        var offset = 0
        let first = Int32(pattern[0])
        while offset <= last {
            guard let found = memchr(base + offset, first, last - offset + 1) else { return nil }
            let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self))
            if count == 1 || memcmp(at + 1, pattern + 1, count - 1) == 0 { return at }
            offset = at - base + 1
        }
        return nil
    }

    /// Whether the folded name at `lhs` sorts before the one at `rhs` (by their UTF-8 bytes,
    /// which is the order of their Unicode scalars); `nil` when they are equal.
    func nameOrder(_ lhs: Int, _ rhs: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool? {
        let (left, right) = (Int(starts[lhs]), Int(starts[rhs]))
        let (leftCount, rightCount) = (Int(nameLengths[lhs]), Int(nameLengths[rhs]))
        guard let base = buffer.baseAddress else { return nil }
        let order = memcmp(base + left, base + right, min(leftCount, rightCount))
        if order != 0 { return order < 0 }
        return leftCount == rightCount ? nil : leftCount < rightCount
    }
}
