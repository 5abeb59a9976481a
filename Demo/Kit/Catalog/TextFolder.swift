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
        var text = text
        let start = bytes.count
        let simple = text.withUTF8 { utf8 in appendScalars(utf8, to: &bytes) }
        if !simple {
            bytes.removeSubrange(start...)
            bytes.append(contentsOf: Self.foundationFold(text).utf8)
        }
    }

    /// Appends the folded UTF-8 of the valid UTF-8 `utf8` to `bytes`; `false` (with part of it
    /// appended) when a scalar combines with its neighbours.
    private mutating func appendScalars(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) -> Bool {
        // The text is copied at once and its ASCII lowered in place, up to its first other byte.
        let start = bytes.count
        bytes.append(contentsOf: utf8)
        var other = utf8.count
        bytes.withUnsafeMutableBufferPointer { buffer in
            for index in start..<buffer.count {
                let byte = buffer[index]
                if byte >= 0x80 {
                    other = index - start
                    break
                }
                if byte &- 0x41 < 26 { buffer[index] = byte | 0x20 }
            }
        }
        guard other < utf8.count else { return true }
        bytes.removeSubrange((start + other)...)
        var index = other
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x80 {
                bytes.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                index += 1
                continue
            }
            // One scalar of two, three or four bytes (the text is valid UTF-8).
            let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for next in 1..<length { value = value << 6 | UInt32(utf8[index + next] & 0x3F) }
            index += length
            if value < 0x10000 {
                var entry = table[Int(value)]
                if entry == 0, let scalar = Unicode.Scalar(value) { entry = learn(scalar) }
                if entry == Self.combining { return false }
                let offset = Int(entry & 0xFF_FFFF)
                bytes.append(contentsOf: pool[offset..<(offset + Int(entry >> 24))])
            } else {
                guard let scalar = Unicode.Scalar(value), let known = astral[value] ?? learnAstral(scalar) else { return false }
                bytes.append(contentsOf: known)
            }
        }
        return true
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
