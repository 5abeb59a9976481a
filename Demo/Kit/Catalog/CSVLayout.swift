/// Where things are in a CSV text, for ``CSVCatalogLoader``'s refusals: whether its quoting is
/// sound (checked before the records are read, because a quote that is never closed makes a
/// reader take the rest of the file as one field), and where a record's field starts. Records
/// end at a line break outside quotes (LF, CRLF or CR) and fields at a comma outside quotes,
/// as CSV.swift's reader splits them.
enum CSVLayout {
    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D

    /// The first place where the quoting is broken, and why; `nil` when it is sound. A field is
    /// quoted when it starts with a quote; inside, a doubled quote is a quote; after the closing
    /// quote comes a comma, a line break or the end. A quote inside an unquoted field is refused.
    static func quotingProblem(in bytes: [UInt8]) -> (offset: Int, reason: String)? {
        var index = 0
        var atFieldStart = true
        while index < bytes.count {
            let byte = bytes[index]
            if atFieldStart, byte == quote {
                let opening = index
                index += 1
                while true {
                    guard index < bytes.count else {
                        return (opening, "this quoted field is never closed (it runs to the end of the file)")
                    }
                    if bytes[index] == quote {
                        if index + 1 < bytes.count, bytes[index + 1] == quote {
                            index += 2
                            continue
                        }
                        index += 1
                        break
                    }
                    index += 1
                }
                if index < bytes.count, ![comma, lineFeed, carriageReturn].contains(bytes[index]) {
                    return (index, "expected a comma or the end of the line after the closing quote (a quote inside "
                        + "a quoted field is written twice)")
                }
                atFieldStart = false
                continue
            }
            switch byte {
            case comma, lineFeed, carriageReturn:
                atFieldStart = true
            case quote:
                return (index, "a quote inside a field that does not start with one (quote the whole field, with no "
                    + "space before the opening quote, and write the quote twice)")
            default:
                atFieldStart = false
            }
            index += 1
        }
        return nil
    }

    /// The byte offset where field `field` of record `record` starts (both from 0, the header
    /// being record 0, blank lines counted); the end of the record when it has fewer fields,
    /// the end of the text when there are fewer records.
    static func offset(ofRecord record: Int, field: Int, in bytes: [UInt8]) -> Int {
        var index = 0
        var currentRecord = 0
        var currentField = 0
        var inQuotes = false
        while index < bytes.count {
            if currentRecord == record, currentField == field, !inQuotes { return index }
            let byte = bytes[index]
            if inQuotes {
                if byte == quote {
                    if index + 1 < bytes.count, bytes[index + 1] == quote { index += 1 } else { inQuotes = false }
                }
            } else if byte == quote {
                inQuotes = true
            } else if byte == comma {
                currentField += 1
            } else if byte == lineFeed || byte == carriageReturn {
                if currentRecord == record { return index }
                if byte == carriageReturn, index + 1 < bytes.count, bytes[index + 1] == lineFeed { index += 1 }
                currentRecord += 1
                currentField = 0
            }
            index += 1
        }
        return bytes.count
    }

    /// The line and column (both from 1; the column counts characters) of a byte offset;
    /// LF, CRLF and a lone CR each end a line.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let end = min(offset, bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<end {
            let byte = bytes[position]
            if byte == lineFeed || (byte == carriageReturn && (position + 1 >= bytes.count || bytes[position + 1] != lineFeed)) {
                line += 1
                lineStart = position + 1
            }
        }
        return (line, String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1)
    }
}
