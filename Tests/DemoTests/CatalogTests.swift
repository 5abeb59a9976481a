import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

@MainActor
@Suite struct CatalogTests {
    @Test func embeddedCatalogHasEnoughProductsInThreeLanguages() {
        let products = Catalog.embedded.products
        #expect(products.count >= 300)
        #expect(products.contains { $0.name.contains("Espresso") })
        #expect(products.contains { $0.name.contains("Cà phê") })
        #expect(products.contains { $0.name.contains("유자차") })
        #expect(Set(products.map(\.id)).count == products.count)
        #expect(!Catalog.embedded.featured.isEmpty)
        #expect(!Catalog.embedded.onSale.isEmpty)
    }

    @Test func exampleFileLoads() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Demo/catalog-example.json").path
        let catalog = try CatalogLoader.load(path: path)
        #expect(catalog.products.count == 4)
        #expect(catalog.products.map(\.name).prefix(3) == ["Deluxe Espresso Beans", "Cà phê sữa đá đặc biệt", "아메리카노 원두 스페셜"])
    }

    private func refusal(_ json: String) -> CatalogLoader.LoadError? {
        do {
            _ = try CatalogLoader.catalog(fromJSON: json, fileName: "shop.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func syntaxErrorsNameTheLineAndColumn() {
        #expect(refusal("{\n  \"products\": [\n    {\"name\": \"a\",}\n  ]\n}")?.description
            == "shop.json:3:18: not valid JSON: unexpected character '}', expected a member name in quotes")
        #expect(refusal("")?.description == "shop.json:1:1: not valid JSON: unexpected end of file, expected a value")
        #expect(refusal("{\"products\": [1, 2")?.description == "shop.json:1:19: not valid JSON: unexpected end of file, expected ',' or ']'")
        #expect(refusal("{\"é\": tru}")?.description == "shop.json:1:10: not valid JSON: unexpected character '}', expected 'true'")
        #expect(refusal("[] x")?.description == "shop.json:1:4: not valid JSON: unexpected character 'x' after the value")
        #expect(refusal(String(repeating: "[", count: 500))?.description.contains("nesting deeper than 200 levels") == true)
    }

    /// Shape errors name the field and where it is written (the value, or the object a missing
    /// member belongs in; the document for the top level).
    @Test func shapeErrorsNameTheFieldAndWhereItIs() {
        let product = #"{"name": "Tea", "category": "Tea", "price": 3}"#
        let many = "{\"products\": [" + Array(repeating: product, count: 12).joined(separator: ",")
            + #", {"name": "Bad", "category": "Tea", "price": "3"}]}"#
        #expect(refusal(many)?.description == "shop.json:1:624: products[12].price: expected a number, found a string")
        #expect(refusal("[]")?.description == #"shop.json:1:1: (top level): expected an object with a "products" array, found an array"#)
        #expect(refusal("{}")?.description == "shop.json:1:1: products: missing (expected an array of products)")
        #expect(refusal(#"{"products": [{"category": "x", "price": 1}]}"#)?.description == "shop.json:1:15: products[0].name: missing (expected a string)")
        #expect(refusal(#"{"products": [{"name": "a", "category": "x", "price": -1}]}"#)?.description == "shop.json:1:55: products[0].price: must not be negative")
        #expect(refusal(#"{"products": [{"name": "a", "category": "x", "price": 1e300}]}"#)?.description
            == "shop.json:1:55: products[0].price: must be at most 1000000000")
        #expect(refusal(#"{"products": [{"name": "a", "category": "x", "price": 1e999}]}"#)?.description
            == "shop.json:1:55: not valid JSON: number 1e999 is out of range")
        #expect(refusal(#"{"products": [{"name": "a", "category": "x", "price": 1, "rating": 9}]}"#)?.description
            == "shop.json:1:68: products[0].rating: expected a number from 0 to 5")
        #expect(refusal(#"{"products": [{"id": 1, "name": "a", "category": "x", "price": 1}, {"id": 1, "name": "b", "category": "x", "price": 1}]}"#)?
            .description == "shop.json:1:75: products[1].id: duplicate id 1")
        #expect(refusal(#"{"products": [{"name": "a", "category": "x", "price": 1, "featured": "yes"}]}"#)?.description
            == "shop.json:1:70: products[0].featured: expected true or false, found a string")
        // A product without an id takes its position; say so when another product has that id.
        #expect(refusal(#"{"products": [{"id": 2, "name": "a", "category": "x", "price": 1}, {"name": "b", "category": "x", "price": 1}]}"#)?
            .description == "shop.json:1:68: products[1].id: missing, and its default id 2 (its position from 1) is already used by another product")
        #expect(refusal(#"{"products": [{"name": "a", "category": "x", "price": 1, "stock": 1.5}]}"#)?.description
            == "shop.json:1:67: products[0].stock: expected a whole number below 10^15, found 1.5")
    }

    @Test func shapeErrorsOnLaterLinesCountLinesAndCharacters() {
        // Line 3; the column counts characters (é is one), not bytes.
        let json = "{\"products\": [\n  {\"name\": \"é\", \"category\": \"x\", \"price\": 1},\n  {\"name\": \"é\", \"category\": \"x\", \"price\": true}\n]}"
        #expect(refusal(json)?.description == "shop.json:3:43: products[1].price: expected a number, found a boolean")
        // A member written twice counts as its last value, and is located there.
        #expect(refusal(#"{"products": [{"name": "a", "category": "x", "price": 1, "price": "2"}]}"#)?.description
            == "shop.json:1:67: products[0].price: expected a number, found a string")
    }

    /// A byte order mark is not a character of the first line: a text that keeps it (Foundation
    /// drops it when a file is read, a caller's string may not) is refused at the same places.
    @Test func aByteOrderMarkIsNotAColumn() {
        for text in [#"{"products": x}"#, #"{"products": [{"name": 1}]}"#] {
            #expect(refusal("\u{FEFF}" + text) == refusal(text))
        }
        #expect(refusal("\u{FEFF}" + #"{"products": x}"#)?.description
            == "shop.json:1:14: not valid JSON: unexpected character 'x', expected a value")
    }

    /// Bytes read from a file with a byte order mark load as without it, CSV and JSON, and a
    /// field at fault is found at the same place.
    @Test func aFileWithAByteOrderMarkLoads() throws {
        let mark = Data([0xEF, 0xBB, 0xBF])
        let csv = Data("id,name,category,price\n1,Assam,Tea,4\n".utf8)
        #expect(try CatalogLoader.catalog(from: mark + csv, fileName: "shop.csv").products.map(\.name) == ["Assam"])
        let json = Data(#"{"products": [{"name": "Assam", "category": "Tea", "price": 4}]}"#.utf8)
        #expect(try CatalogLoader.catalog(from: mark + json, fileName: "shop.json").products.map(\.name) == ["Assam"])
        let bad = Data(#"{"products": [{"name": "Assam", "category": "Tea", "price": "4"}]}"#.utf8)
        func refusal(_ data: Data) -> CatalogLoader.LoadError? {
            do throws(CatalogLoader.LoadError) {
                _ = try CatalogLoader.catalog(from: data, fileName: "shop.json")
                return nil
            } catch {
                return error
            }
        }
        #expect(refusal(mark + bad) == .field(file: "shop.json", line: 1, column: 61, path: "products[0].price", reason: "expected a number, found a string"))
        #expect(refusal(mark + bad) == refusal(bad))
        // Two marks: the first is dropped as text decoding drops it, the second skipped by the
        // parser as in a string (found by the JSON fuzzer).
        #expect(try CatalogLoader.catalog(from: mark + mark + json, fileName: "shop.json").products.map(\.name) == ["Assam"])
        #expect(try CatalogLoader.catalog(fromJSON: String(decoding: mark + json, as: UTF8.self), fileName: "shop.json").products.count == 1)
    }

    @Test func missingAndUnreadableFilesAreRefused() throws {
        #expect(throws: CatalogLoader.LoadError.missing(file: "/nonexistent/shop.json")) { try CatalogLoader.load(path: "/nonexistent/shop.json") }
        #expect(throws: CatalogLoader.LoadError.unreadable(file: "/tmp", reason: "it is a directory")) { try CatalogLoader.load(path: "/tmp") }
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("demo-binary-\(UUID()).json")
        try Data([0xFF, 0xFE, 0x00]).write(to: binary)
        defer { try? FileManager.default.removeItem(at: binary) }
        #expect(throws: CatalogLoader.LoadError.unreadable(
            file: binary.path, reason: "not UTF-8 text: byte 0xFF at offset 0 (line 1, column 1)")) { try CatalogLoader.load(path: binary.path) }
    }

    @Test func invalidUTF8IsLocatedByByteOffsetLineAndColumn() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("demo-utf8-\(UUID()).json")
        // "{\n  \"é" then a lone continuation byte: offset 7 (é is two bytes), line 2, column 5.
        try (Data("{\n  \"é".utf8) + Data([0x80])).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: CatalogLoader.LoadError.unreadable(
            file: file.path, reason: "not UTF-8 text: byte 0x80 at offset 7 (line 2, column 5)")) { try CatalogLoader.load(path: file.path) }
    }

    @Test func oversizedFilesAndDevicesAreRefusedBeforeTheyAreRead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("demo-big-\(UUID()).json")
        try Data(repeating: 0x20, count: 3000).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: CatalogLoader.LoadError.unreadable(
            file: file.path, reason: "2.9 KiB, more than the 2.0 KiB a catalogue may have")) { try CatalogLoader.load(path: file.path, maximumSize: 2048) }
        // A device would be read for ever (zero bytes) or block (a terminal): refused by type.
        #expect(throws: CatalogLoader.LoadError.unreadable(file: "/dev/zero", reason: "not a regular file")) {
            try CatalogLoader.load(path: "/dev/zero")
        }
        #expect(CatalogLoader.maximumFileSize == 64 * 1024 * 1024)
    }

    @Test func messagesAreShortAndSafeToPrint() throws {
        // A number of a hundred thousand digits is not echoed whole.
        let huge = String(repeating: "9", count: 100_000)
        let error = #expect(throws: CatalogLoader.LoadError.self) {
            try CatalogLoader.catalog(fromJSON: #"{"products": [{"name": "a", "category": "b", "price": 1e\#(huge)}]}"#, fileName: "f")
        }
        let message = try #require(error).description
        #expect(message.count < 120, "\(message)")
        #expect(message.contains("(100002 characters)"))
        // A file name with an escape sequence is printed with it made visible.
        let named = CatalogLoader.LoadError.missing(file: "/tmp/\u{1B}[31mred").description
        #expect(!named.contains("\u{1B}") && named.contains("^["))
    }

    @Test func anEmptyCatalogueSaysSo() throws {
        let catalog = try CatalogLoader.catalog(fromJSON: #"{"products": []}"#, fileName: "f")
        for kind in DemoScreenKind.allCases {
            let (_, pilot) = demoPilot(kind, catalog: catalog)
            pilot.press(.down, .enter, .end, .right)
            #expect(pilot.lines[0].contains("‹ "), "\(kind)")
        }
        let (_, pilot) = demoPilot(.products, catalog: catalog)
        #expect(pilot.lines.contains { $0.contains("The catalogue has no products") })
        #expect(Product.formatted(.infinity) == "$inf")
    }

    @Test func defaultsAndEscapes() throws {
        let catalog = try CatalogLoader.catalog(
            fromJSON: #"{"products": [{"name": "Tr\u00e0 \"sen\"", "category": "Tea", "price": 1.5e1, "x": [null]}]}"#, fileName: "f")
        let product = try #require(catalog.products.first)
        #expect(product.name == "Trà \"sen\"")
        #expect(product.id == 1 && product.price == 15 && product.emoji == "📦" && !product.isFeatured && product.stock == 0)
    }

    /// A name with an escape sequence and control characters is drawn sanitised: nothing raw
    /// reaches the canvas.
    @Test func namesWithControlCharactersAreDrawnSanitised() throws {
        let json = #"{"products": [{"name": "Evil\u001b[2J\u001b]52;c;SGk=\u0007 Tea\nX", "category": "Tea", "price": 1, "featured": true, "emoji": "\u001b[31m"}]}"#
        let catalog = try CatalogLoader.catalog(fromJSON: json, fileName: "f")
        let (_, pilot) = demoPilot(.products, catalog: catalog)
        let text = pilot.lines.joined(separator: "\n")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F })
        #expect(text.contains("Evil^[[2J^[]52;c;SGk=^G Tea"))
        expectFixture(pilot.screen, "products-sanitised-80x24")
    }
}
