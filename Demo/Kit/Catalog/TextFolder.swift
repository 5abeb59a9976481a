import Foundation

/// Folds text as Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive])`
/// does, into UTF-8 bytes, at a few instructions a byte instead of a Foundation call a string.
///
/// ASCII is lowered byte by byte. Every other scalar is folded once by Foundation, alone, and
/// the answer is kept (a catalogue has a few hundred distinct scalars). Folding a scalar alone
/// gives what folding the whole text gives unless it combines with its neighbours: a text with
/// a combining mark, a joiner or a conjoining Hangul letter is folded by Foundation whole.
struct TextFolder {
    /// The folded UTF-8 of each scalar below U+10000 seen so far: `count << 24 | offset` into
    /// ``pool``, 0 when not seen yet, ``combining`` when it combines with its neighbours.
    private var table: [UInt32]
    private var pool: [UInt8] = []
    /// The folded UTF-8 of the scalars above U+FFFF seen so far (`nil`: combining).
    private var astral: [UInt32: [UInt8]?] = [:]
    private static let combining = UInt32.max

    init() {
        table = Array(repeating: 0, count: 0x10000)
    }

    /// `text` folded, as a string.
    mutating func folded(_ text: String) -> String {
        var bytes: [UInt8] = []
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the folded UTF-8 of `text` to `bytes`.
    mutating func append(_ text: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        var simple = true
        // The usual text is ASCII: lowered byte by byte.
        let ascii = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard !utf8.contains(where: { $0 >= 0x80 }) else { return false }
            bytes.reserveCapacity(bytes.count + utf8.count)
            for byte in utf8 { bytes.append(byte &- 0x41 < 26 ? byte &+ 0x20 : byte) }
            return true
        }
        if ascii == true { return }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                let byte = UInt8(value)
                bytes.append(byte &- 0x41 < 26 ? byte &+ 0x20 : byte)
            } else if value < 0x10000 {
                var entry = table[Int(value)]
                if entry == 0 { entry = learn(scalar) }
                if entry == Self.combining { simple = false; break }
                let offset = Int(entry & 0xFF_FFFF)
                bytes.append(contentsOf: pool[offset..<(offset + Int(entry >> 24))])
            } else {
                let known = astral[value] ?? learnAstral(scalar)
                guard let known else { simple = false; break }
                bytes.append(contentsOf: known)
            }
        }
        if !simple {
            bytes.removeSubrange(start...)
            bytes.append(contentsOf: Self.foundationFold(text).utf8)
        }
    }

    /// Foundation's folding of `text`, the reference this type follows.
    static func foundationFold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Whether `scalar` may fold differently beside its neighbours than alone.
    private static func combines(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.canonicalCombiningClass != .notReordered { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
        default: break
        }
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: return true
        default: return false
        }
    }

    private mutating func learn(_ scalar: Unicode.Scalar) -> UInt32 {
        let entry: UInt32
        if Self.combines(scalar) {
            entry = Self.combining
        } else {
            let folded = Array(Self.foundationFold(String(Character(scalar))).utf8)
            if folded.count > 255 || pool.count + folded.count > 0xFF_FFFF {
                entry = Self.combining
            } else {
                entry = UInt32(folded.count) << 24 | UInt32(pool.count)
                pool.append(contentsOf: folded)
            }
        }
        table[Int(scalar.value)] = entry
        return entry
    }

    private mutating func learnAstral(_ scalar: Unicode.Scalar) -> [UInt8]? {
        let folded: [UInt8]? = Self.combines(scalar) ? nil : Array(Self.foundationFold(String(Character(scalar))).utf8)
        astral[scalar.value] = .some(folded)
        return folded
    }
}
