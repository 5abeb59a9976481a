import DemoKit

/// Writes a ``JSONValue`` back as JSON text, for the round-trip property.
enum JSONWriter {
    static func write(_ value: JSONValue) -> String {
        var text = ""
        write(value, into: &text)
        return text
    }

    private static func write(_ value: JSONValue, into text: inout String) {
        switch value {
        case let .object(members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                writeString(member.key, into: &text)
                text += ":"
                write(member.value, into: &text)
            }
            text += "}"
        case let .array(elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                write(element, into: &text)
            }
            text += "]"
        case let .string(string):
            writeString(string, into: &text)
        case let .number(number):
            // Swift's shortest representation that reads back as the same double ("1e+20").
            text += "\(number)"
        case let .bool(flag):
            text += flag ? "true" : "false"
        case .null:
            text += "null"
        }
    }

    private static func writeString(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
