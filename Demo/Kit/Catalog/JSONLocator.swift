/// Finds where a member of a JSON document is written, by line and column, for the messages of
/// a refused catalogue: `products[12].price` in a text that has already parsed. Runs only when a
/// catalogue is refused, so the parser itself records no positions.
enum JSONLocator {
    /// One step of a path: a member of an object or an element of an array.
    enum Step: Equatable {
        case member(String)
        case element(Int)
    }

    /// The steps of a path as the loader writes it (`products[12].price`); `(top level)` and
    /// anything unreadable is the document itself.
    static func steps(of path: String) -> [Step] {
        var steps: [Step] = []
        for part in path.split(separator: ".") {
            var name = Substring(part)
            var indices: [Int] = []
            while name.hasSuffix("]"), let open = name.lastIndex(of: "[") {
                guard let index = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) else { return steps }
                indices.insert(index, at: 0)
                name = name[..<open]
            }
            if name == "(top level)" { return [] }
            if !name.isEmpty { steps.append(.member(String(name))) }
            steps += indices.map(Step.element)
        }
        return steps
    }

    /// The line and column (both from 1; the column counts characters) of the value at `path`
    /// in `text`, or of the deepest enclosing value that exists (the object a missing member
    /// belongs in).
    static func location(of path: String, in text: String) -> (line: Int, column: Int) {
        let bytes = Array(text.utf8)
        var scanner = Scanner(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        scanner.skipWhitespace()
        var found = scanner.index
        for step in steps(of: path) {
            guard let next = scanner.find(step) else { break }
            found = next
            scanner.index = next
        }
        return lineAndColumn(of: found, in: bytes)
    }

    /// The line and column of a byte offset, counted as the parser counts them (a byte order
    /// mark is no character of the first line).
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let end = min(offset, bytes.count)
        var line = 1
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, end) : 0
        for position in 0..<end where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return (line, String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1)
    }

    /// Skips over values of a document known to be valid JSON.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        /// The offset of the value `step` names inside the value at `index` (the last of
        /// repeated members, as the loader reads them), or `nil`.
        mutating func find(_ step: Step) -> Int? {
            skipWhitespace()
            guard index < bytes.count else { return nil }
            switch (step, bytes[index]) {
            case let (.member(name), UInt8(ascii: "{")):
                index += 1
                var found: Int?
                while true {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return found }
                    let key = readString()
                    skipWhitespace()
                    index += 1  // ':'
                    skipWhitespace()
                    if key == name { found = index }
                    skipValue()
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return found }
                    index += 1
                }
            case let (.element(position), UInt8(ascii: "[")):
                index += 1
                var count = 0
                while true {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return nil }
                    if count == position { return index }
                    skipValue()
                    count += 1
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                    index += 1
                }
            default:
                return nil
            }
        }

        /// A string's text with its escapes undone (enough to compare member names).
        mutating func readString() -> String {
            index += 1
            var text: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                if index < bytes.count { text.append(bytes[index]) }
                index += 1
            }
            index += 1
            return String(decoding: text, as: UTF8.self)
        }

        mutating func skipValue() {
            guard index < bytes.count else { return }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                _ = readString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: "\""):
                        _ = readString()
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                    default: break
                    }
                    index += 1
                    if depth == 0 { return }
                }
            default:
                while index < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D]
                    .contains(bytes[index]) {
                    index += 1
                }
            }
        }
    }
}
