import CollectionCore
import Foundation

/// Reads a product catalogue from JSON (or CSV, by the file's extension: see
/// ``CSVCatalogLoader``) and refuses one that is missing, unreadable, not JSON or of the wrong
/// shape, with a message that names the file, the line and column, and the field at fault, such
/// as `shop.json:14:20: products[12].price: expected a number, found a string`.
///
/// The format (see Demo/README.md):
///
/// ```json
/// { "products": [
///   { "id": 1, "name": "Cà phê sữa đá", "category": "Coffee", "price": 3.5, "salePrice": 2.9,
///     "rating": 4.6, "description": "Iced coffee", "emoji": "☕", "featured": true, "stock": 12 }
/// ] }
/// ```
///
/// `name`, `category` and `price` are required; `id` defaults to the position from 1,
/// `salePrice` to none, `rating` to 0, `description` to "", `emoji` to 📦, `featured` to
/// false and `stock` to 0; `image` (a PNG or JPEG file, relative to the catalogue's folder) to
/// none. Unknown members are ignored.
public enum CatalogLoader {
    /// Why a catalogue was refused.
    public enum LoadError: Error, Equatable, Sendable, CustomStringConvertible {
        case missing(file: String)
        case unreadable(file: String, reason: String)
        case syntax(file: String, line: Int, column: Int, reason: String)
        /// A CSV file whose quoting is broken (an unclosed quote, text after a closing quote).
        case csvSyntax(file: String, line: Int, column: Int, reason: String)
        case shape(file: String, path: String, reason: String)
        /// A field at fault, where it is written: `shop.json:14:20: products[12].price: …`, or
        /// in a CSV file `shop.csv:14:20: price: …`.
        case field(file: String, line: Int, column: Int, path: String, reason: String)

        /// The message, with the file name and any text from the file made safe to print:
        /// control characters and escape sequences are shown as visible replacements.
        public var description: String {
            let text = switch self {
            case let .missing(file): "\(file): no such file"
            case let .unreadable(file, reason): "\(file): cannot be read: \(reason)"
            case let .syntax(file, line, column, reason): "\(file):\(line):\(column): not valid JSON: \(reason)"
            case let .csvSyntax(file, line, column, reason): "\(file):\(line):\(column): not valid CSV: \(reason)"
            case let .shape(file, path, reason): "\(file): \(path): \(reason)"
            case let .field(file, line, column, path, reason): "\(file):\(line):\(column): \(path): \(reason)"
            }
            return TerminalText.sanitized(text)
        }
    }

    /// The largest catalogue file read: 64 MiB (about 200,000 products). A larger file, or
    /// anything that is not a regular file (a device, a pipe), is refused before it is read.
    public static let maximumFileSize = 64 * 1024 * 1024

    /// Loads the catalogue at `path`, refusing a file larger than `maximumSize` bytes.
    public static func load(path: String, maximumSize: Int = maximumFileSize) throws(LoadError) -> Catalog {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing(file: path) }
        guard !isDirectory.boolValue else { throw .unreadable(file: path, reason: "it is a directory") }
        // The file a symbolic link names is the catalogue (attributes of the link itself
        // would make every link "not a regular file").
        let attributes = try? FileManager.default.attributesOfItem(atPath: (path as NSString).resolvingSymlinksInPath)
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
            throw .unreadable(file: path, reason: "not a regular file")
        }
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumSize {
            throw .unreadable(file: path, reason: "\(describe(bytes: size)), more than the \(describe(bytes: maximumSize)) a catalogue may have")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(file: path, reason: FileManager.default.isReadableFile(atPath: path) ? "read error" : "permission denied")
        }
        defer { try? handle.close() }
        // Read at most one byte more than allowed: a file that grew since it was measured is
        // still refused without reading it whole.
        let data: Data
        do {
            data = try handle.read(upToCount: maximumSize + 1) ?? Data()
        } catch {
            throw .unreadable(file: path, reason: "read error")
        }
        guard data.count <= maximumSize else {
            throw .unreadable(file: path, reason: "more than the \(describe(bytes: maximumSize)) a catalogue may have")
        }
        return try catalog(from: consume data, fileName: path).resolvingPictures(relativeTo: (path as NSString).deletingLastPathComponent)
    }

    /// Parses and checks a catalogue's bytes as ``load(path:maximumSize:)`` does once it has read
    /// the file: UTF-8 text (else refused with the offset, line and column of the first byte that
    /// is not), CSV when `fileName` ends in `.csv`, else JSON. `fileName` names it in errors. A
    /// byte order mark at the start is no character of the text.
    public static func catalog(from data: consuming Data, fileName: String) throws(LoadError) -> Catalog {
        // Checked in place: the JSON is parsed from these bytes, not from a copy made a string.
        let isUTF8 = data.withUnsafeBytes { raw in (try? UTF8Span(validating: raw.bindMemory(to: UInt8.self).span)) != nil }
        guard isUTF8 else { throw .unreadable(file: fileName, reason: invalidUTF8Reason(Array(data))) }
        let byteOrderMark = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // The format follows the extension: `.csv` is a spreadsheet's export, anything else JSON.
        if fileName.lowercased().hasSuffix(".csv") {
            let text = data.withUnsafeBytes { raw in String(decoding: raw.bindMemory(to: UInt8.self).dropFirst(byteOrderMark), as: UTF8.self) }
            _ = consume data
            return try CSVCatalogLoader.catalog(fromCSV: text, fileName: fileName)
        }
        // Without the mark, as decoding the bytes as text drops it (a second one is then the
        // parser's to skip, as it is in a string).
        let result = data.withUnsafeBytes { raw in
            Result { () throws(LoadError) in
                try catalog(fromJSONBytes: UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[byteOrderMark...]), fileName: fileName)
            }
        }
        return try result.get()
    }

    /// "812 bytes", "2.9 KiB", "64.0 MiB" (rounded down to a tenth).
    static func describe(bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        let (unit, name) = bytes < 1024 * 1024 ? (1024, "KiB") : (1024 * 1024, "MiB")
        let tenths = bytes * 10 / unit
        return "\(tenths / 10).\(tenths % 10) \(name)"
    }

    /// Where the first byte that is not UTF-8 is: its value, byte offset, line and column.
    static func invalidUTF8Reason(_ bytes: [UInt8]) -> String {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1
        var column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                offset += encoded.count
                if encoded.count == 1, encoded.first == 0x0A {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return "not UTF-8 text"
            case .error:
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                return "not UTF-8 text: byte 0x\(byte.count < 2 ? "0" : "")\(byte) at offset \(offset) (line \(line), column \(column))"
            }
        }
    }

    /// Parses and checks a catalogue; `fileName` names it in errors.
    public static func catalog(fromJSON text: String, fileName: String) throws(LoadError) -> Catalog {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(LoadError) in try catalog(fromJSONBytes: bytes, fileName: fileName) }
        }
        return try result.get()
    }

    /// Parses and checks a catalogue's UTF-8 (valid: checked by the caller).
    static func catalog(fromJSONBytes bytes: UnsafeBufferPointer<UInt8>, fileName: String) throws(LoadError) -> Catalog {
        // Each product is checked as soon as it is parsed; a syntax error anywhere in the file
        // is still reported before a product's fault.
        var products: [Product] = []
        var ids = Set<Int>()
        var failure: LoadError?
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes: bytes, streamingObjectsOf: "products", selecting: ProductMembers.names) { element, position in
                guard let element else {
                    (products, ids, failure) = ([], [], nil)
                    return true
                }
                do throws(LoadError) {
                    switch element {
                    case let .selected(values):
                        products.append(try product(from: ProductMembers(values: values), at: position, ids: &ids, fileName: fileName))
                    case let .other(value):
                        products.append(try product(from: value, at: position, ids: &ids, fileName: fileName))
                    }
                    return true
                } catch {
                    failure = error
                    return false
                }
            }
        } catch {
            throw .syntax(file: fileName, line: error.line, column: error.column, reason: error.reason)
        }
        do throws(LoadError) {
            try checkRoot(root, fileName: fileName)
            if let failure { throw failure }
            return Catalog(products: products)
        } catch {
            // Say where the field at fault is written (found only now, by a second look).
            guard case let .shape(file, path, reason) = error else { throw error }
            let (line, column) = JSONLocator.location(of: path, in: String(decoding: bytes, as: UTF8.self))
            throw .field(file: file, line: line, column: column, path: path, reason: reason)
        }
    }

    /// The largest price accepted.
    static let maximumPrice: Double = 1_000_000_000

    /// Checks a catalogue already parsed as a whole tree (the loader itself streams the
    /// products instead; the two keep the same products). Faults are reported as
    /// ``LoadError/shape(file:path:reason:)``, without a place in the text.
    public static func catalog(from root: JSONValue, fileName: String) throws(LoadError) -> Catalog {
        try checkRoot(root, fileName: fileName)
        guard case let .array(elements) = root["products"] else { return Catalog(products: []) }
        var products: [Product] = []
        products.reserveCapacity(elements.count)
        var ids = Set<Int>()
        for (position, element) in elements.enumerated() {
            products.append(try product(from: element, at: position, ids: &ids, fileName: fileName))
        }
        return Catalog(products: products)
    }

    /// The checks of the document around the products: an object with a `products` array.
    static func checkRoot(_ root: JSONValue, fileName: String) throws(LoadError) {
        func fail(_ path: String, _ reason: String) -> LoadError { .shape(file: fileName, path: path, reason: reason) }
        guard case .object = root else { throw fail("(top level)", "expected an object with a \"products\" array, found \(root.kindDescription)") }
        guard let list = root["products"] else { throw fail("products", "missing (expected an array of products)") }
        guard case .array = list else { throw fail("products", "expected an array, found \(list.kindDescription)") }
    }

    /// One product, checked: the value at `position` of `products`, whose id must not be in
    /// `ids` (it is added). Called as each product is read, so a large file is never held as
    /// a tree of values.
    static func product(from element: JSONValue, at position: Int, ids: inout Set<Int>, fileName: String) throws(LoadError) -> Product {
        guard case .object = element else {
            throw .shape(file: fileName, path: "products[\(position)]", reason: "expected an object, found \(element.kindDescription)")
        }
        return try product(from: ProductMembers(object: element), at: position, ids: &ids, fileName: fileName)
    }

    /// One product from the members of its object, checked (see ``product(from:at:ids:fileName:)``).
    static func product(from members: ProductMembers, at position: Int, ids: inout Set<Int>, fileName: String) throws(LoadError) -> Product {
        func fail(_ path: String, _ reason: String) -> LoadError { .shape(file: fileName, path: path, reason: reason) }
        // Spelled out only for a message (most products have none).
        var path: String { "products[\(position)]" }
        let fields = Fields(members: members, position: position, fail: fail)
        let givenID = try fields.integer(.id, minimum: Int.min)
        let id = givenID ?? position + 1
        guard ids.insert(id).inserted else {
            throw fail(
                "\(path).id",
                givenID == nil
                    ? "missing, and its default id \(id) (its position from 1) is already used by another product"
                    : "duplicate id \(id)")
        }
        guard let name = try fields.string(.name), !name.isEmpty else {
            throw fail("\(path).name", members[.name] == nil ? "missing (expected a string)" : "must not be empty")
        }
        guard let category = try fields.string(.category) else { throw fail("\(path).category", "missing (expected a string)") }
        guard let price = try fields.number(.price) else { throw fail("\(path).price", "missing (expected a number)") }
        guard price >= 0 else { throw fail("\(path).price", "must not be negative") }
        guard price <= maximumPrice else { throw fail("\(path).price", "must be at most 1000000000") }
        let salePrice = try fields.number(.salePrice)
        if let salePrice, salePrice < 0 { throw fail("\(path).salePrice", "must not be negative") }
        if let salePrice, salePrice > maximumPrice { throw fail("\(path).salePrice", "must be at most 1000000000") }
        let rating = try fields.number(.rating) ?? 0
        guard (0...5).contains(rating) else { throw fail("\(path).rating", "expected a number from 0 to 5") }
        let stock = try fields.integer(.stock, minimum: 0) ?? 0
        var product = Product(
            id: id, name: name, category: category, price: price, salePrice: salePrice, rating: rating,
            summary: try fields.string(.summary) ?? "", emoji: try fields.string(.emoji) ?? "📦",
            isFeatured: try fields.bool(.featured) ?? false, stock: stock)
        product.image = try fields.string(.image).flatMap { $0.isEmpty ? nil : $0 }
        return product
    }

    /// Typed access to an object's members, failing with the member's path.
    private struct Fields {
        var members: ProductMembers
        var position: Int
        var fail: (String, String) -> LoadError
        var path: String { "products[\(position)]" }

        private func value(_ member: ProductMembers.Member) -> JSONValue? {
            guard let value = members[member] else { return nil }
            if case .null = value { return nil }
            return value
        }

        func string(_ key: ProductMembers.Member) throws(LoadError) -> String? {
            guard let value = value(key) else { return nil }
            guard case let .string(text) = value else { throw fail("\(path).\(key.name)", "expected a string, found \(value.kindDescription)") }
            return text
        }

        func number(_ key: ProductMembers.Member) throws(LoadError) -> Double? {
            guard let value = value(key) else { return nil }
            guard case let .number(number) = value else { throw fail("\(path).\(key.name)", "expected a number, found \(value.kindDescription)") }
            return number
        }

        func integer(_ key: ProductMembers.Member, minimum: Int) throws(LoadError) -> Int? {
            guard let value = value(key) else { return nil }
            guard case let .number(number) = value, number == number.rounded(), abs(number) < 1e15 else {
                if case let .number(number) = value {
                    throw fail("\(path).\(key.name)", "expected a whole number below 10^15, found \(number)")
                }
                throw fail("\(path).\(key.name)", "expected a whole number, found \(value.kindDescription)")
            }
            guard Int(number) >= minimum else { throw fail("\(path).\(key.name)", "must not be negative") }
            return Int(number)
        }

        func bool(_ key: ProductMembers.Member) throws(LoadError) -> Bool? {
            guard let value = value(key) else { return nil }
            guard case let .bool(flag) = value else { throw fail("\(path).\(key.name)", "expected true or false, found \(value.kindDescription)") }
            return flag
        }
    }
}
