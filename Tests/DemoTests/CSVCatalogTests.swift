@testable import DemoKit
import Foundation
import Testing

/// CSV catalogues as spreadsheets export them load like JSON ones, and are refused with the
/// same messages, located by line and column.
@Suite struct CSVCatalogTests {
    private func load(_ csv: String) throws -> Catalog {
        try CSVCatalogLoader.catalog(fromCSV: csv, fileName: "shop.csv")
    }

    private func refusal(_ csv: String) -> String? {
        do {
            _ = try CSVCatalogLoader.catalog(fromCSV: csv, fileName: "shop.csv")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func exampleFileLoads() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Demo/catalog-example.csv").path
        let products = try CatalogLoader.load(path: path).products
        #expect(products.map(\.name) == ["Deluxe Espresso Beans", "Cà phê sữa đá đặc biệt", "아메리카노 원두 스페셜", "Classic Earl Grey"])
        #expect(products.map(\.id) == [2, 10, 19, 31])
        #expect(products[0].summary == "Dark roast, 1 kg bag" && products[0].salePrice == nil && products[0].isFeatured)
        #expect(products[0].price == 164 && products[0].stock == 3 && products[0].rating == 2.7 && products[0].emoji == "☕")
        #expect(products[1].salePrice == 123.08 && !products[1].isFeatured)
        #expect(products[3].summary == "The \"classic\" blend:\nbergamot and black tea")
    }

    @Test func quotedFieldsByteOrderMarkAndCRLF() throws {
        let csv = "\u{FEFF}Name,CATEGORY, price ,Description\r\n\"Tea, green\",Tea,3.5,\"line one\r\nline \"\"two\"\"\"\r\n"
            + "Coffee,Coffee,2,\r\n"
        let products = try load(csv).products
        #expect(products.map(\.name) == ["Tea, green", "Coffee"])
        #expect(products.map(\.id) == [1, 2])
        #expect(products[0].summary == "line one\nline \"two\"")
        #expect(products[0].price == 3.5 && products[1].summary == "")
        // The same file with LF endings and no byte order mark reads the same.
        let plain = try load("name,category,price,description\n\"Tea, green\",Tea,3.5,\"line one\nline \"\"two\"\"\"\nCoffee,Coffee,2,")
        #expect(plain.products == products)
    }

    @Test func blankLinesUnknownColumnsAndTextThatLooksLikeNumbers() throws {
        let products = try load("name,category,price,colour,featured\n\n1984,Books,9,red,Yes\n\nA,x,1,,no\n").products
        #expect(products.map(\.name) == ["1984", "A"])
        #expect(products.map(\.isFeatured) == [true, false])
        #expect(products.map(\.id) == [1, 2])
        // Spaces around a number or a flag are not part of it; around text they are kept.
        let spaced = try load("name,category,price,featured\n Tea ,x,\t3.5 , yes\n").products
        #expect(spaced.map(\.name) == [" Tea "] && spaced.map(\.price) == [3.5] && spaced.map(\.isFeatured) == [true])
    }

    @Test func everyRefusalNamesTheFileLineAndColumn() {
        let required = "(the first row names the fields; name, category, price are required)"
        #expect(refusal("name,price\nTea,1\n") == "shop.csv:1:1: header: no \"category\" column \(required)")
        #expect(refusal("name,category,price\nTea,Tea,1\n,Tea,2\n") == "shop.csv:3:1: name: missing (expected a string)")
        #expect(refusal("name,category,price\nTea,Tea,abc\n") == "shop.csv:2:9: price: expected a number, found \"abc\"")
        #expect(refusal("name,category,price\nTea,Tea,0x10\n") == "shop.csv:2:9: price: expected a number, found \"0x10\"")
        #expect(refusal("id,name,category,price\n1,A,x,1\r\n1,B,x,2\r\n") == "shop.csv:3:1: id: duplicate id 1")
        #expect(refusal("name,category,price,rating\nA,x,1,9\n") == "shop.csv:2:7: rating: expected a number from 0 to 5")
        #expect(refusal("name,category,price\r\nA,x,1\r\nB,x,-1\r\n") == "shop.csv:3:5: price: must not be negative")
        #expect(refusal("name,category,price,featured\nA,x,1,maybe\n") == "shop.csv:2:7: featured: expected true or false, found \"maybe\"")
        #expect(refusal("name,category,price,Stock\nA,x,1,1.5\n") == "shop.csv:2:7: Stock: expected a whole number below 10^15, found 1.5")
        #expect(refusal("name,category,price\nA,x,1,extra\n") == "shop.csv:2:7: row: 4 fields, but the header row names 3")
        #expect(refusal("name,Name,category,price\n") == "shop.csv:1:6: Name: the column \"Name\" is named twice")
        #expect(refusal("name,,price\n") == "shop.csv:1:6: header: a column without a name in the header row")
        #expect(refusal("")?.hasPrefix("shop.csv:1:1: not valid CSV: no header row") == true)
    }

    @Test func brokenQuotingIsRefusedWhereItIs() {
        #expect(refusal("name,category,price\n\"Tea,x,1\nB,x,2\n")
            == "shop.csv:2:1: not valid CSV: this quoted field is never closed (it runs to the end of the file)")
        #expect(refusal("name,category,price\n\"Tea\"x,x,1\n")?.hasPrefix(
            "shop.csv:2:6: not valid CSV: expected a comma or the end of the line after the closing quote") == true)
        #expect(refusal("name,category,price\nTe\"a,x,1\n")?.hasPrefix(
            "shop.csv:2:3: not valid CSV: a quote inside a field that does not start with one") == true)
    }

    @Test func linesAreCountedThroughQuotedLineBreaksBlankLinesAndTheByteOrderMark() {
        #expect(refusal("name,category,price,description\nA,x,1,\"two\nlines\"\nB,x,zz,\n") == "shop.csv:4:5: price: expected a number, found \"zz\"")
        #expect(refusal("name,category,price\n\nA,x,1\n\nB,x,q\n") == "shop.csv:5:5: price: expected a number, found \"q\"")
        #expect(refusal("\u{FEFF}name,category,price\nA,x,q\n") == "shop.csv:2:5: price: expected a number, found \"q\"")
        // Columns count characters, not bytes.
        #expect(refusal("name,category,price\nCà phê,x,q\n") == "shop.csv:2:10: price: expected a number, found \"q\"")
    }

    @Test func theFormatFollowsTheExtension() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-csv-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = folder.appendingPathComponent("shop.CSV")
        try Data("name,category,price\nTea,Tea,3\n".utf8).write(to: csv)
        #expect(try CatalogLoader.load(path: csv.path).products.map(\.name) == ["Tea"])
        // The same text in a .json file is not JSON.
        let json = folder.appendingPathComponent("shop.json")
        try Data("name,category,price\nTea,Tea,3\n".utf8).write(to: json)
        #expect(throws: CatalogLoader.LoadError.self) { try CatalogLoader.load(path: json.path) }
    }
}
