/// What a terminal answered to the start-up queries (see ``PictureSupport``), parsed from the
/// bytes read back. Pure.
///
/// - kitty's graphics query: `ESC _ G i=<id> ; OK ESC \` (an error text instead of `OK` means
///   no support);
/// - primary device attributes: `ESC [ ? <n> ; <n> … c` (a `4` among them: sixel);
/// - XTVERSION: `ESC P > | <name and version> ESC \`;
/// - the cell size in pixels (`ESC [ 16 t`): `ESC [ 6 ; <height> ; <width> t`;
/// - XTSMGRAPHICS, the number of sixel colour registers: `ESC [ ? 1 ; 0 ; <count> S`.
///
/// Bytes that belong to no answer (keys typed meanwhile) are kept in ``otherBytes``.
struct TerminalReplies: Hashable, Sendable {
    /// Whether kitty's graphics query was answered `OK`.
    var kittyGraphics = false
    /// The parameters of the primary device attributes, when they came.
    var deviceAttributes: [Int]?
    /// The terminal's name and version from XTVERSION.
    var version: String?
    /// The size of a cell in pixels (width, height).
    var cellPixels: PixelSize?
    /// How many colour registers sixel graphics may use.
    var colorRegisters: Int?
    /// Bytes that were not part of an answer.
    var otherBytes: [UInt8] = []

    /// Whether the terminal can show sixel graphics (`4` in its device attributes).
    var hasSixel: Bool { deviceAttributes?.contains(4) ?? false }

    /// Parses `bytes`; an answer cut off at the end is left in ``otherBytes`` with
    /// ``isIncomplete`` true, so that a caller reading more can parse again.
    init(parsing bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                otherBytes.append(bytes[index])
                index += 1
                continue
            }
            let introducer = bytes[index + 1]
            switch introducer {
            case 0x5F, 0x50:  // _ (APC) or P (DCS): up to ST (ESC \)
                guard let end = Self.stringTerminator(in: bytes, from: index + 2) else {
                    otherBytes += bytes[index...]
                    isIncomplete = true
                    return
                }
                let body = Array(bytes[(index + 2)..<end])
                if introducer == 0x5F { readAPC(body) } else { readDCS(body) }
                index = end + 2
            case 0x5B:  // [ (CSI): parameters up to a final byte
                var end = index + 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else {
                    otherBytes += bytes[index...]
                    isIncomplete = true
                    return
                }
                if !readCSI(Array(bytes[(index + 2)..<end]), final: bytes[end]) {
                    otherBytes += bytes[index...end]
                }
                index = end + 1
            default:
                otherBytes.append(bytes[index])
                index += 1
            }
        }
    }

    /// Whether the bytes ended inside an answer.
    var isIncomplete = false

    /// Whether the device attributes (which every terminal answers, and which were asked last)
    /// have come: all the answers that will come have then come.
    var isComplete: Bool { deviceAttributes != nil }

    private static func stringTerminator(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0x1B && bytes[index + 1] == 0x5C { return index }
            index += 1
        }
        return nil
    }

    private mutating func readAPC(_ body: [UInt8]) {
        // G<keys>;<message>
        guard body.first == 0x47, let semicolon = body.firstIndex(of: 0x3B) else { return }
        if String(decoding: body[(semicolon + 1)...], as: UTF8.self) == "OK" { kittyGraphics = true }
    }

    private mutating func readDCS(_ body: [UInt8]) {
        // >|<version>
        guard body.count >= 2, body[0] == 0x3E, body[1] == 0x7C else { return }
        version = String(decoding: body[2...], as: UTF8.self)
    }

    private mutating func readCSI(_ parameters: [UInt8], final: UInt8) -> Bool {
        let text = String(decoding: parameters, as: UTF8.self)
        let isPrivate = text.hasPrefix("?")
        // An empty parameter (kitty answers `ESC [ ? 62 ; c`) is left out.
        let numbers = text.dropFirst(isPrivate ? 1 : 0).split(separator: ";").map { Int($0) }
        guard numbers.allSatisfy({ $0 != nil }) else { return false }
        let values = numbers.compactMap { $0 }
        switch (final, isPrivate) {
        case (0x63, true):  // c: device attributes
            deviceAttributes = values
        case (0x74, false) where values.count == 3 && values[0] == 6:  // t: cell size
            cellPixels = PixelSize(width: values[2], height: values[1])
        case (0x53, true) where values.count >= 3 && values[0] == 1:  // S: XTSMGRAPHICS colours
            if values[1] == 0 { colorRegisters = values[2] }
        default:
            return false
        }
        return true
    }
}

/// A size in pixels.
struct PixelSize: Hashable, Sendable {
    var width: Int
    var height: Int
}
