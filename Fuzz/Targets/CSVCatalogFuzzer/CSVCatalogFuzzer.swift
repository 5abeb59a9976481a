import DemoKit
import Foundation
import FuzzSupport

/// The CSV catalogue from bytes, as `demo --catalog shop.csv` reads a file after opening it: the
/// UTF-8 check, the quoting check, CSV.swift's reader, the product checks and the place of a
/// refused cell. Properties:
/// - the load returns a catalogue or a `LoadError`, never traps;
/// - a refusal that names a place names a line and column inside the text;
/// - every message is printable on a terminal (no control character, so no escape sequence);
/// - a loaded catalogue holds only valid products (unique ids, prices and ratings in range).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVCatalog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzInput(data, size)
    let loaded = Result { () throws(CatalogLoader.LoadError) in
        try CatalogLoader.catalog(from: Data(buffer: bytes), fileName: "fuzz.csv")
    }
    switch loaded {
    case let .success(catalog):
        var ids = Set<Int>()
        for product in catalog.products {
            require(ids.insert(product.id).inserted, "duplicate id \(product.id)")
            require(!product.name.isEmpty, "a product without a name")
            require((0...1_000_000_000).contains(product.price), "price \(product.price)")
            require(product.salePrice.map { (0...1_000_000_000).contains($0) } ?? true,
                    "sale price \(String(describing: product.salePrice))")
            require((0...5).contains(product.rating), "rating \(product.rating)")
            require(product.stock >= 0, "stock \(product.stock)")
        }
    case let .failure(error):
        require(isPrintable(error.description), "a message that is not printable: \(error.description.debugDescription)")
        let text = String(decoding: bytes, as: UTF8.self)
        switch error {
        case let .csvSyntax(_, line, column, _), let .field(_, line, column, _, _):
            require(isPlace(line: line, column: column, in: text), "a place outside the text: \(error)")
        case .unreadable(_, let reason):
            require(String(validating: bytes, as: UTF8.self) == nil, "UTF-8 text refused as unreadable: \(reason)")
        case .missing, .syntax, .shape:
            fail("a CSV catalogue refused as if it were JSON or a file: \(error)")
        }
    }
    return 0
}
