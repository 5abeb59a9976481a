import DemoKit
import Foundation
import FuzzSupport

/// The JSON catalogue from bytes, as `demo --catalog shop.json` reads a file after opening it:
/// the whole load (UTF-8 check, parse, product checks, the locator of a refused field), and the
/// parser on its own. Properties:
/// - the load returns a catalogue or a `LoadError`, never traps;
/// - a syntax error names a line and column inside the text, and the parser on its own reports
///   the same place as the streaming load;
/// - every message is printable on a terminal (no control character, so no escape sequence);
/// - a loaded catalogue holds only valid products (unique ids, prices and ratings in range);
/// - a parsed value written back as JSON parses to the same value;
/// - the streaming load (members picked from each product without making its object) keeps
///   the products that checking the parsed tree keeps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONCatalog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzInput(data, size)
    let loaded = Result { () throws(CatalogLoader.LoadError) in
        try CatalogLoader.catalog(from: Data(buffer: bytes), fileName: "fuzz.json")
    }
    // The text as the load decodes it (Foundation drops a byte order mark).
    guard let text = String(data: Data(buffer: bytes), encoding: .utf8) else {
        guard case let .failure(.unreadable(_, reason)) = loaded, reason.hasPrefix("not UTF-8 text") else {
            fail("bytes that are not UTF-8 were not refused as such: \(loaded)")
        }
        return 0
    }
    let parsed = Result { () throws(JSONParser.SyntaxError) in try JSONParser.parse(text) }
    switch (parsed, loaded) {
    case let (.failure(error), .failure(.syntax(_, line, column, reason))):
        require(error.line == line && error.column == column && error.reason == reason,
                "the parser says \(error), the streaming load \(line):\(column) \(reason)")
        require(isPlace(line: line, column: column, in: text), "syntax error outside the text: \(error)")
    case let (.failure(error), _):
        fail("the parser refuses the text (\(error)) but the load says \(loaded)")
    case let (.success(value), .failure(.syntax(_, line, column, reason))):
        fail("the parser reads \(value) but the load refuses the text at \(line):\(column): \(reason)")
    case let (.success(value), _):
        let written = JSONWriter.write(value)
        let again = Result { () throws(JSONParser.SyntaxError) in try JSONParser.parse(written) }
        require(again == .success(value), "\(value) written as \(written) parses as \(again)")
        if case let .success(catalog) = loaded {
            let fromTree = try? CatalogLoader.catalog(from: value, fileName: "fuzz.json")
            require(fromTree?.products == catalog.products, "the tree gives \(String(describing: fromTree?.products)), the load \(catalog.products)")
        }
    }
    switch loaded {
    case let .success(catalog):
        checkProducts(catalog.products)
    case let .failure(error):
        require(isPrintable(error.description), "a message that is not printable: \(error.description.debugDescription)")
        if case let .field(_, line, column, _, _) = error {
            require(isPlace(line: line, column: column, in: text), "a field outside the text: \(error)")
        }
    }
    return 0
}

/// The checks the loader promises of every product it returns.
func checkProducts(_ products: [Product]) {
    var ids = Set<Int>()
    for product in products {
        require(ids.insert(product.id).inserted, "duplicate id \(product.id)")
        require(!product.name.isEmpty, "a product without a name")
        require((0...1_000_000_000).contains(product.price), "price \(product.price)")
        require(product.salePrice.map { (0...1_000_000_000).contains($0) } ?? true, "sale price \(String(describing: product.salePrice))")
        require((0...5).contains(product.rating), "rating \(product.rating)")
        require(product.stock >= 0, "stock \(product.stock)")
    }
}
