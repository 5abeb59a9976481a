#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A strict JSON parser (RFC 8259) that reports where a syntax error is, by line and column,
/// which Foundation's `JSONSerialization` does not do reliably on Linux.
public struct JSONParser {
    /// A syntax error at a line and column (both from 1; the column counts characters).
    public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var reason: String
        public var description: String { "line \(line), column \(column): \(reason)" }
    }

    /// The text's UTF-8, read in place (no copy of a 20 MB catalogue).
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    /// The members and elements of the objects and arrays being parsed, innermost last.
    private var memberStack: [(key: String, value: JSONValue)] = []
    private var elementStack: [JSONValue] = []
    /// The member name last made at each place in an object (the first 32 places): where its
    /// bytes are, and the string.
    private var namesByPlace: [(start: Int, count: Int, name: String)?] = Array(repeating: nil, count: 32)
    /// Deeper nesting is refused rather than risking the stack.
    static let maximumDepth = 200

    /// Parses `text` (one JSON value, surrounded by whitespace only).
    public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { bytes in
            var parser = JSONParser(bytes: bytes)
            return Result { () throws(SyntaxError) in try parser.parseDocument() }
        }
        return try result.get()
    }

    /// An element of a streamed array, as ``parse(_:streamingObjectsOf:selecting:_:)`` hands it over.
    public enum StreamedElement {
        /// An object: the value of each selected member name, in the order the names were
        /// given (the last one when a name is repeated; `nil` when absent). The other members
        /// are parsed (a syntax error in them is found) but not kept.
        case selected([JSONValue?])
        /// Any other value.
        case other(JSONValue)
    }

    /// Parses `text`, handing each element of the array that is the top-level object's member
    /// `member` to `each` as soon as it is read, with its position, instead of keeping it (the
    /// array comes back empty): a large catalogue is never held as a tree. An element that is an
    /// object is handed over as the values of the members named in `names` only, without making
    /// the object: a catalogue of a hundred thousand products is read without a member list and
    /// a look-up by name for each of them. `each` is called with `nil` when such an array starts
    /// (a member written twice starts again: the last counts). When `each` returns `false`, the
    /// rest of that array is parsed but not handed over (a syntax error further on is still found).
    public static func parse(
        _ text: String, streamingObjectsOf member: String, selecting names: [String], _ each: (StreamedElement?, Int) -> Bool
    ) throws(SyntaxError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(SyntaxError) in try parse(bytes: bytes, streamingObjectsOf: member, selecting: names, each) }
        }
        return try result.get()
    }

    /// ``parse(_:streamingObjectsOf:selecting:_:)`` over UTF-8 that is valid (the caller checked
    /// it: strings are made from these bytes as they are), read in place.
    public static func parse(
        bytes: UnsafeBufferPointer<UInt8>, streamingObjectsOf member: String, selecting names: [String],
        _ each: (StreamedElement?, Int) -> Bool
    ) throws(SyntaxError) -> JSONValue {
        let result = withoutActuallyEscaping(each) { each in
            var parser = JSONParser(bytes: bytes)
            parser.streamedMember = member
            parser.selectedNames = names.map { Array($0.utf8) }
            parser.selectedValues = Array(repeating: nil, count: names.count)
            parser.streamSelected = each
            return Result { () throws(SyntaxError) in try parser.parseDocument() }
        }
        return try result.get()
    }

    /// The top-level member whose array elements go to ``streamSelected`` instead of the tree.
    private var streamedMember: String?
    private var streamSelected: ((StreamedElement?, Int) -> Bool)?
    /// The member names selected from streamed objects, as UTF-8, and the values of the object
    /// being read (emptied for each object, kept for its storage).
    private var selectedNames: [[UInt8]] = []
    private var selectedValues: [JSONValue?] = []
    /// The selected name last found at each place in an object (the first 32 places): where its
    /// bytes are, and its position among the names (-1: not selected).
    private var selectedByPlace: [(start: Int, count: Int, selection: Int)?] = Array(repeating: nil, count: 32)

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func parseDocument() throws(SyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected \(describeCurrent()) after the value") }
        return value
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try nested { (parser: inout JSONParser) throws(SyntaxError) in try parser.parseObject() }
        case UInt8(ascii: "["): return try nested { (parser: inout JSONParser) throws(SyntaxError) in try parser.parseArray() }
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func nested(_ body: (inout JSONParser) throws(SyntaxError) -> JSONValue) throws(SyntaxError) -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        return try body(&self)
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        index += 1
        // Members collect on a stack shared by every object and move into an array of their
        // exact count at the end (one allocation, none for growing).
        let base = memberStack.count
        // (Emptied keeping its storage: removing every element would free it, and the next
        // object would grow it again from nothing.)
        defer { base == 0 ? memberStack.removeAll(keepingCapacity: true) : memberStack.removeSubrange(base...) }
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; return .object([]) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("unexpected \(describeCurrent()), expected a member name in quotes") }
            let key = try parseMemberName(place: memberStack.count - base)
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("unexpected \(describeCurrent()), expected ':'") }
            index += 1
            skipWhitespace()
            let value = depth == 1 && key == streamedMember && peek(UInt8(ascii: "["))
                ? try nested { (parser: inout JSONParser) throws(SyntaxError) in try parser.parseStreamedArray() }
                : try parseValue()
            memberStack.append((key, value))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; return .object(Array(memberStack[base...])) }
            throw error("unexpected \(describeCurrent()), expected ',' or '}'")
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        index += 1
        let base = elementStack.count
        defer { base == 0 ? elementStack.removeAll(keepingCapacity: true) : elementStack.removeSubrange(base...) }
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; return .array([]) }
        while true {
            let element = try parseValue()
            elementStack.append(element)
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; return .array(Array(elementStack[base...])) }
            throw error("unexpected \(describeCurrent()), expected ',' or ']'")
        }
    }

    /// An array whose elements go one by one to ``streamSelected``; an empty array comes back.
    private mutating func parseStreamedArray() throws(SyntaxError) -> JSONValue {
        index += 1
        var wanted = streamSelected?(nil, 0) ?? false
        var position = 0
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; return .array([]) }
        while true {
            skipWhitespace()
            if peek(UInt8(ascii: "{")) {
                try parseSelectedObject()
                if wanted { wanted = streamSelected?(.selected(selectedValues), position) ?? false }
            } else {
                let element = try parseValue()
                if wanted { wanted = streamSelected?(.other(element), position) ?? false }
            }
            position += 1
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; return .array([]) }
            throw error("unexpected \(describeCurrent()), expected ',' or ']'")
        }
    }

    /// An object of a streamed array, keeping the values of the selected members only (in
    /// ``selectedValues``), with the same syntax checks as ``parseObject()``.
    private mutating func parseSelectedObject() throws(SyntaxError) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        index += 1
        for slot in selectedValues.indices { selectedValues[slot] = nil }
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; return }
        var place = 0
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("unexpected \(describeCurrent()), expected a member name in quotes") }
            let selection = try parseSelectedName(place: place)
            place += 1
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("unexpected \(describeCurrent()), expected ':'") }
            index += 1
            let value = try parseValue()
            if selection >= 0 { selectedValues[selection] = value }
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; return }
            throw error("unexpected \(describeCurrent()), expected ',' or '}'")
        }
    }

    /// A member name of a streamed object: its position among the selected names, or -1. As
    /// with ``parseMemberName(place:)``, a name whose bytes match the one last found at the same
    /// place is known after one comparison.
    private mutating func parseSelectedName(place: Int) throws(SyntaxError) -> Int {
        let start = index + 1
        // The name last found at this place, if these bytes are it.
        if place < selectedByPlace.count, let known = selectedByPlace[place], start + known.count < bytes.count,
           bytes[start + known.count] == UInt8(ascii: "\""), let base = bytes.baseAddress,
           known.count == 0 || memcmp(base + known.start, base + start, known.count) == 0 {
            index = start + known.count + 1
            return known.selection
        }
        guard let end = plainStringEnd(from: start), let base = bytes.baseAddress else {
            // Escapes in the name: compared once unescaped.
            let name = Array(try parseString().utf8)
            return selectedNames.firstIndex(of: name) ?? -1
        }
        let count = end - start
        index = end + 1
        var selection = -1
        for (position, name) in selectedNames.enumerated() where name.count == count {
            if count == 0 || name.withUnsafeBufferPointer({ memcmp($0.baseAddress!, base + start, count) }) == 0 {
                selection = position
                break
            }
        }
        if place < selectedByPlace.count { selectedByPlace[place] = (start, count, selection) }
        return selection
    }

    /// A member name: objects of a catalogue repeat the same names in the same order, so a
    /// name whose bytes match the one last made at the same `place` in an object is that
    /// string again (no new string, no UTF-8 check; one comparison).
    private mutating func parseMemberName(place: Int) throws(SyntaxError) -> String {
        let start = index + 1
        guard let end = plainStringEnd(from: start) else { return try parseString() }
        let count = end - start
        let remembered = place < namesByPlace.count ? namesByPlace[place] : nil
        if let known = remembered, known.count == count, let base = bytes.baseAddress,
           memcmp(base + known.start, base + start, count) == 0 {
            index = end + 1
            return known.name
        }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        if place < namesByPlace.count { namesByPlace[place] = (start, count, name) }
        index = end + 1
        return name
    }

    /// The closing quote of the string whose text starts at `start`, when no escape and no
    /// control character comes before it (its bytes are then its text); else `nil`.
    private func plainStringEnd(from start: Int) -> Int? {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            end += 1
        }
        return end < bytes.count && bytes[end] == UInt8(ascii: "\"") ? end : nil
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1
        var start = index
        // The usual string, without escapes, is made from its bytes at once; they are UTF-8
        // already, since the text came from a String.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        var buffer: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                buffer.append(contentsOf: bytes[start..<index])
                index += 1
                break
            }
            if byte < 0x20 { throw error("control character in a string (write it as \\u\(hex4(byte)))") }
            if byte == UInt8(ascii: "\\") {
                buffer.append(contentsOf: bytes[start..<index])
                index += 1
                guard index < bytes.count else { throw error("unterminated string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): buffer.append(0x22)
                case UInt8(ascii: "\\"): buffer.append(0x5C)
                case UInt8(ascii: "/"): buffer.append(0x2F)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                        else { throw error("lone surrogate \\u\(String(code, radix: 16))") }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid code point \\u\(String(code, radix: 16))") }
                    buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    index -= 1
                    throw error("invalid escape '\\\(describeByte(escape))'")
                }
                start = index
                continue
            }
            index += 1
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigit(bytes[index]) else { throw error("expected four hex digits after \\u") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        let negative = peek(UInt8(ascii: "-"))
        if negative { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
        // The digits as a whole number and how many are after the point, for the usual price.
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var fractionDigits = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0"))
                significantDigits += 1
                index += 1
            }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0"))
                significantDigits += 1
                fractionDigits += 1
                index += 1
            }
        }
        var hasExponent = false
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            hasExponent = true
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        // At most 15 digits divided by an exact power of ten: one correctly rounded division,
        // the same double strtod gives, without making a string.
        if !hasExponent, significantDigits <= 15, fractionDigits < Self.powersOfTen.count {
            let value = Double(mantissa) / Self.powersOfTen[fractionDigits]
            return negative ? -value : value
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            // A number of a million digits is not echoed whole.
            let shown = text.utf8.count <= 24 ? text : "\(text.prefix(20))… (\(text.utf8.count) characters)"
            throw error("number \(shown) is out of range")
        }
        return value
    }

    /// 10^0 ... 10^22, each exact as a double.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
        1e21, 1e22,
    ]

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
        let letters = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in letters {
            guard index < bytes.count, bytes[index] == byte else {
                throw error("unexpected \(describeCurrent()), expected '\(word)'")
            }
            index += 1
        }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        return "character '\(describeByte(bytes[index]))'"
    }

    private func describeByte(_ byte: UInt8) -> String {
        if byte < 0x20 || byte == 0x7F { return "\\u\(hex4(byte))" }
        if byte >= 0x80 {
            // The whole character, for a message.
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        return String(UnicodeScalar(byte))
    }

    private func hex4(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// An error at the current position: the line and the column (in characters) of `index`.
    /// A byte order mark is no character of the first line.
    private func error(_ reason: String) -> SyntaxError {
        var line = 1
        let end = min(index, bytes.count)
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, end) : 0
        for position in 0..<end where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return SyntaxError(line: line, column: column, reason: reason)
    }
}
