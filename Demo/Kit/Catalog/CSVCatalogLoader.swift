import CSV
import Foundation

/// Reads a product catalogue from CSV as spreadsheets export it, with the same fields, defaults,
/// refusals and messages as the JSON format of ``CatalogLoader``:
///
/// ```
/// id,name,category,price,salePrice,rating,description,emoji,featured,stock
/// 1,Deluxe Espresso Beans,Coffee,18.50,14.90,4.8,"Dark roast, 1 kg",☕,true,12
/// ```
///
/// - The first row names the fields (in any order, any case; unknown columns are ignored).
///   `name`, `category` and `price` are required columns; an empty cell is a missing value, so
///   an empty `salePrice` means no sale.
/// - UTF-8, with or without a byte order mark; lines end in LF or CRLF.
/// - Quoted fields may hold commas, line breaks and doubled quotes (`"12"" vinyl"`).
/// - Numbers are written plainly (`3.5`, not `$3.50` or `3,50`); `featured` is `true`/`false`
///   (also `yes`/`no`, `1`/`0`, in any case, as spreadsheets write them).
///
/// The records are read by CSV.swift's `CSVReader`; this type checks the quoting first (a
/// quote that is never closed would otherwise swallow the rest of the file), turns each row
/// into the values the JSON loader checks, and says where a refused field is written:
/// `shop.csv:14:20: price: expected a number, found "abc"`.
public enum CSVCatalogLoader {
    /// The columns whose cells are numbers.
    static let numberColumns: Set<String> = ["id", "price", "salePrice", "rating", "stock"]
    /// The columns whose cells are true or false.
    static let boolColumns: Set<String> = ["featured"]
    /// The columns whose cells are text, however they look (a product named 1984).
    static let textColumns: Set<String> = ["name", "category", "description", "emoji", "image"]
    /// The columns a catalogue must have.
    static let requiredColumns = ["name", "category", "price"]

    /// Parses and checks a CSV catalogue; `fileName` names it in errors.
    public static func catalog(fromCSV text: String, fileName: String) throws(CatalogLoader.LoadError) -> Catalog {
        var text = text
        if text.unicodeScalars.first == "\u{FEFF}" { text = String(text.unicodeScalars.dropFirst()) }
        let bytes = Array(text.utf8)
        if let (offset, reason) = CSVLayout.quotingProblem(in: bytes) {
            let (line, column) = CSVLayout.lineAndColumn(of: offset, in: bytes)
            throw .csvSyntax(file: fileName, line: line, column: column, reason: reason)
        }
        func fail(record: Int, field: Int, _ path: String, _ reason: String) -> CatalogLoader.LoadError {
            let (line, column) = CSVLayout.lineAndColumn(of: CSVLayout.offset(ofRecord: record, field: field, in: bytes), in: bytes)
            return .field(file: fileName, line: line, column: column, path: path, reason: reason)
        }
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, hasHeaderRow: false)
        } catch {
            throw .unreadable(file: fileName, reason: "\(error)")
        }
        guard let header = reader.next(), header != [""] else {
            throw .csvSyntax(file: fileName, line: 1, column: 1, reason:
                "no header row (the first row names the fields: " + requiredColumns.joined(separator: ", ") + ", …)")
        }
        let keys = try columnKeys(header) { field, reason in
            fail(record: 0, field: field, header[field].allSatisfy(\.isWhitespace) ? "header" : header[field], reason)
        }
        for required in requiredColumns where !keys.contains(required) {
            throw fail(record: 0, field: 0, "header", "no \"\(required)\" column (the first row names the fields; "
                + requiredColumns.joined(separator: ", ") + " are required)")
        }
        // What each column holds, looked up once rather than per cell.
        let kinds = keys.map(ColumnKind.init(key:))
        var products: [Product] = []
        var ids = Set<Int>()
        var record = 0
        while let row = reader.next() {
            record += 1
            if row.count == 1, row[0].allSatisfy(\.isWhitespace) { continue }
            if row.count > keys.count {
                throw fail(record: record, field: keys.count, "row",
                           "\(row.count) fields, but the header row names \(keys.count)")
            }
            var members: [(key: String, value: JSONValue)] = []
            members.reserveCapacity(row.count)
            for (field, cell) in row.enumerated() {
                guard let value = try value(of: cell, kind: kinds[field], fail: { reason in fail(record: record, field: field, header[field], reason) })
                else { continue }
                members.append((keys[field], value))
            }
            // Checked as the JSON loader checks a product, as soon as it is read.
            do throws(CatalogLoader.LoadError) {
                products.append(try CatalogLoader.product(from: .object(members), at: products.count, ids: &ids, fileName: fileName))
            } catch {
                // `products[12].price: …` becomes the cell of this row in that column.
                guard case let .shape(_, path, reason) = error else { throw error }
                let steps = JSONLocator.steps(of: path)
                let key: String? = if steps.count >= 3, case let .member(name) = steps[2] { name } else { nil }
                let field = key.flatMap { keys.firstIndex(of: $0) }
                throw fail(record: record, field: field ?? 0, field.map { header[$0] } ?? key ?? "row", reason)
            }
        }
        return Catalog(products: products)
    }

    /// The field each column holds: a known field's name whatever its case and surrounding
    /// spaces (`Sale Price` is not `salePrice`; `saleprice` is), else the header as written.
    private static func columnKeys(
        _ header: [String], fail: (Int, String) -> CatalogLoader.LoadError
    ) throws(CatalogLoader.LoadError) -> [String] {
        let known = numberColumns.union(boolColumns).union(textColumns)
        let byLowercase = Dictionary(uniqueKeysWithValues: known.map { ($0.lowercased(), $0) })
        var keys: [String] = []
        for (field, name) in header.enumerated() {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw fail(field, "a column without a name in the header row") }
            let key = byLowercase[trimmed.lowercased()] ?? trimmed
            guard !keys.contains(key) else { throw fail(field, "the column \"\(trimmed)\" is named twice") }
            keys.append(key)
        }
        return keys
    }

    /// The value of a cell as the JSON loader would see it; `nil` for an empty cell.
    private static func value(
        of cell: String, kind: ColumnKind, fail: (String) -> CatalogLoader.LoadError
    ) throws(CatalogLoader.LoadError) -> JSONValue? {
        if kind == .text {
            // A line break in a quoted cell is kept as the file writes it: CRLF becomes LF.
            return cell.isEmpty ? nil : .string(cell.utf8.contains(0x0D) ? cell.replacingOccurrences(of: "\r\n", with: "\n") : cell)
        }
        let trimmed = trimmingSpaces(cell)
        if trimmed.isEmpty { return nil }
        if kind == .number {
            guard let number = number(trimmed) else { throw fail("expected a number, found \(quoted(trimmed))") }
            return .number(number)
        }
        if kind == .bool {
            guard let flag = bool(trimmed) else { throw fail("expected true or false, found \(quoted(trimmed))") }
            return .bool(flag)
        }
        // A column of no known field: what it looks like (unknown members are ignored anyway).
        return number(trimmed).map(JSONValue.number) ?? bool(trimmed).map(JSONValue.bool) ?? .string(cell)
    }

    /// `text` without the spaces and tabs around it (most cells have none: returned as they are,
    /// without Foundation's character sets, which cost more than the rest of a cell's reading).
    static func trimmingSpaces(_ text: String) -> String {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        guard let first = text.utf8.first, let last = text.utf8.last, isSpace(first) || isSpace(last) else { return text }
        let bytes = text.utf8.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
        return String(decoding: Array(bytes), as: UTF8.self)
    }

    /// What the cells of a column are read as.
    enum ColumnKind {
        case text, number, bool, unknown

        init(key: String) {
            self = textColumns.contains(key) ? .text : numberColumns.contains(key) ? .number : boolColumns.contains(key) ? .bool : .unknown
        }
    }

    /// A number written plainly: digits with an optional sign, point and exponent (no `inf`,
    /// `nan` or hexadecimal, which `Double.init` would take).
    static func number(_ text: String) -> Double? {
        guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) || [0x2B, 0x2D, 0x2E, 0x45, 0x65].contains($0) }),
              text.utf8.contains(where: { (0x30...0x39).contains($0) }),
              let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "1": true
        case "false", "no", "0": false
        default: nil
        }
    }

    /// A cell's text in quotes for a message, cut when long.
    static func quoted(_ text: String) -> String {
        "\"" + (text.count <= 24 ? text : text.prefix(20) + "…") + "\""
    }
}
