/// Display widths of code points and grapheme clusters, from the generated table in
/// `UnicodeWidthTable.swift` (see `Scripts/generate-unicode-width.py`). The answer never depends
/// on the process locale.
enum UnicodeWidth {
    /// Flag bits of a code point, as the generator writes them.
    static let widthMask: UInt8 = 0b11
    static let variationBase: UInt8 = 1 << 2
    static let extendedPictographic: UInt8 = 1 << 3
    static let modifierBase: UInt8 = 1 << 4
    static let modifier: UInt8 = 1 << 5
    /// Extends the cluster before it (Grapheme_Cluster_Break Extend, ZWJ, SpacingMark, V, T).
    static let extendsPrevious: UInt8 = 1 << 6
    /// May join what follows (any Grapheme_Cluster_Break but Other, LV and LVT).
    static let joinsNext: UInt8 = 1 << 7

    @inline(__always)
    static func isRegionalIndicator(_ value: UInt32) -> Bool {
        value >= 0x1F1E6 && value <= 0x1F1FF
    }

    /// The flags of every code point of the Basic Multilingual Plane, expanded once from the runs
    /// so that the common case is one array read.
    static let basicPlane: [UInt8] = {
        var table = [UInt8](repeating: 1, count: 0x10000)
        for run in unicodeWidthRuns {
            let first = Int(run >> 29)
            guard first < 0x10000 else { break }
            let last = min(Int((run >> 8) & 0x1F_FFFF), 0xFFFF)
            let value = UInt8(truncatingIfNeeded: run)
            for codePoint in first...last { table[codePoint] = value }
        }
        return table
    }()

    /// The flags of one code point.
    @inline(__always)
    static func flags(_ value: UInt32) -> UInt8 {
        if value < 0x10000 { return basicPlane[Int(value)] }
        return supplementaryFlags(value)
    }

    /// Binary search of the runs for a code point outside the Basic Multilingual Plane.
    static func supplementaryFlags(_ value: UInt32) -> UInt8 {
        let runs = unicodeWidthRuns
        var low = 0
        var high = runs.count
        let key = UInt64(value)
        while low < high {
            let mid = (low + high) / 2
            if runs[mid] >> 29 <= key { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return 1 }
        let run = runs[low - 1]
        return key <= (run >> 8) & 0x1F_FFFF ? UInt8(truncatingIfNeeded: run) : 1
    }

    /// The width of one code point on its own: 0, 1 or 2.
    @inline(__always)
    static func width(_ value: UInt32) -> Int {
        Int(flags(value) & widthMask)
    }

    /// The width of a grapheme cluster as it is, before sanitising (controls count 0).
    ///
    /// The cluster takes the width of its first code point with a width (a prepended format
    /// character does not count), except for emoji sequences: a regional indicator pair (a flag),
    /// an emoji with VS16, an emoji modifier sequence and an emoji ZWJ sequence take 2 columns,
    /// and an emoji with VS15 (text presentation) takes 1.
    static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let firstFlags = flags(first.value)
        var width = Int(firstFlags & widthMask)
        // One code point (most Hangul and CJK): no sequence to look at.
        if character.utf8.count == UTF8.width(first) { return width }
        var iterator = scalars.makeIterator()
        _ = iterator.next()
        guard var scalar = iterator.next() else { return width }

        var variationSelector: UInt32 = 0
        var hasModifier = false
        var pictographicAfterJoiner = false
        var secondRegionalIndicator = false
        var afterJoiner = false
        while true {
            let value = scalar.value
            if value == 0xFE0F || value == 0xFE0E {
                if variationSelector == 0 { variationSelector = value }
                afterJoiner = false
            } else if value == 0x200D {
                afterJoiner = true
            } else {
                let scalarFlags = flags(value)
                if scalarFlags & modifier != 0 { hasModifier = true }
                if afterJoiner && scalarFlags & extendedPictographic != 0 { pictographicAfterJoiner = true }
                if isRegionalIndicator(value) { secondRegionalIndicator = true }
                if width == 0 { width = Int(scalarFlags & widthMask) }
                afterJoiner = false
            }
            guard let next = iterator.next() else { break }
            scalar = next
        }
        if isRegionalIndicator(first.value) && secondRegionalIndicator { return 2 }
        if firstFlags & variationBase != 0 {
            if variationSelector == 0xFE0F { return 2 }
            if variationSelector == 0xFE0E { return 1 }
        }
        if hasModifier && firstFlags & modifierBase != 0 { return 2 }
        if pictographicAfterJoiner && firstFlags & extendedPictographic != 0 { return 2 }
        return width
    }
}
