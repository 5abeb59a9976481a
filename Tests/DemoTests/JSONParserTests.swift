import CollectionExamples
@testable import DemoKit
import Testing

/// The parser's fast paths (numbers read without a string, strings without escapes made from
/// their bytes, members and elements collected on shared stacks) give what the slow ones do.
@Suite struct JSONParserTests {
    @Test func numbersAreTheDoublesStrtodGives() throws {
        var generator = SeededGenerator(seed: 18)
        var texts: [String] = ["0", "-0", "0.0", "0.05", "12.5", "-3.25", "999999999999999", "0.000000000000001",
                               "123456789012345.6", "1.7976931348623157e308", "5e-324", "1E2", "0.1", "0.2", "0.3"]
        for _ in 0..<20_000 {
            let digits = Int.random(in: 1...17, using: &generator)
            var text = String((0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            while text.count > 1, text.hasPrefix("0") { text.removeFirst() }
            let point = Int.random(in: 0...text.count, using: &generator)
            if point < text.count, point > 0 { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
            if Bool.random(using: &generator) { text = "-" + text }
            texts.append(text)
        }
        let parsed = try JSONParser.parse("[" + texts.joined(separator: ",") + "]")
        guard case let .array(values) = parsed else { Issue.record("not an array"); return }
        #expect(values.count == texts.count)
        for (text, value) in zip(texts, values) {
            guard case let .number(number) = value, let expected = Double(text) else {
                Issue.record("\(text) gave \(value)")
                continue
            }
            #expect(number.bitPattern == expected.bitPattern, "\(text): \(number) vs \(expected)")
        }
    }

    /// Products are checked as they are parsed (no tree of the whole file), with the same
    /// results as checking the tree: the last `products` counts, a syntax error anywhere comes
    /// before a product's fault.
    @Test func streamedProductsAreCheckedAsTheTreeWouldBe() throws {
        func load(_ json: String) -> Result<[String], CatalogLoader.LoadError> {
            Result { () throws(CatalogLoader.LoadError) in try CatalogLoader.catalog(fromJSON: json, fileName: "f").products.map(\.name) }
        }
        let bad = #"{"name": "a", "category": "x", "price": "1"}"#
        let good = #"{"name": "b", "category": "x", "price": 1}"#
        #expect(try load(#"{"products": [\#(bad)], "products": [\#(good)]}"#).get() == ["b"])
        #expect(try load(#"{"products": [\#(good)], "products": []}"#).get() == [])
        #expect(throws: CatalogLoader.LoadError.self) { try load(#"{"products": [\#(good)], "products": {}}"#).get() }
        #expect(throws: CatalogLoader.LoadError.syntax(file: "f", line: 1, column: 61, reason: "unexpected character '}', expected a value")) {
            try load(#"{"products": [\#(bad), }"#).get()
        }
        // Nested arrays named products are not the catalogue's.
        #expect(try load(#"{"x": {"products": [1]}, "products": [\#(good)]}"#).get() == ["b"])
        let tree = try CatalogLoader.catalog(from: JSONParser.parse(DefaultCatalog.json), fileName: "f").products
        #expect(try CatalogLoader.catalog(fromJSON: DefaultCatalog.json, fileName: "f").products == tree)
        #expect(tree.count == Catalog.embedded.products.count)
    }

    @Test func nestedValuesAndEscapesComeOutWhole() throws {
        let text = #"{"a": [1, {"b": [], "c": {}}, [[2], "x\"y\u00e9"]], "d": {"e": "plain", "f": [true, null]}, "g": "é\n"}"#
        let expected: JSONValue = .object([
            ("a", .array([.number(1), .object([("b", .array([])), ("c", .object([]))]), .array([.array([.number(2)]), .string("x\"yé")])])),
            ("d", .object([("e", .string("plain")), ("f", .array([.bool(true), .null]))])),
            ("g", .string("é\n")),
        ])
        #expect(try JSONParser.parse(text) == expected)
        // Member names are reused by their bytes: same length, other bytes, and an escaped name.
        #expect(try JSONParser.parse(#"[{"ab": 1, "ba": 2}, {"ba": 3, "a\u0062": 4, "é": 5, "e": 6}]"#) == .array([
            .object([("ab", .number(1)), ("ba", .number(2))]),
            .object([("ba", .number(3)), ("ab", .number(4)), ("é", .number(5)), ("e", .number(6))]),
        ]))
        // An error inside a nested value leaves nothing behind for the next parse.
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(#"{"a": [1, {"b": [2, }]}"#) }
        #expect(try JSONParser.parse(#"[{"k": "v"}]"#) == .array([.object([("k", .string("v"))])]))
    }

    /// Objects streamed by selected members give each selected member's value as the tree's
    /// object does (the last when repeated, `nil` when absent), whatever the order, the other
    /// members (nested values too), escaped names and nulls; other elements come whole.
    @Test func selectedMembersAreTheTreesMembers() throws {
        var generator = SeededGenerator(seed: 29)
        // As written in the file: `na\\me` is the name `na\me`, `n\u0061me` is `name`.
        let names = ["id", "name", "price", "", "na\\\\me", "é"]
        let selected = ["name", "price", "id", "", "missing", "é", "na\\me"]
        let values = ["1", "-2.5", "\"text\"", "\"x\\\"y\"", "null", "true", "[1, {\"id\": 3}]", "{\"name\": \"inner\"}", "{}"]
        var elements: [String] = []
        for _ in 0..<400 {
            if Int.random(in: 0..<10, using: &generator) == 0 {
                elements.append(values.randomElement(using: &generator)!)
                continue
            }
            let members = (0..<Int.random(in: 0...7, using: &generator)).map { _ in
                let name = Int.random(in: 0..<8, using: &generator) == 0 ? "n\\u0061me" : names.randomElement(using: &generator)!
                return "\"\(name)\": \(values.randomElement(using: &generator)!)"
            }
            elements.append("{" + members.joined(separator: ", ") + "}")
        }
        let text = "{\"products\": [" + elements.joined(separator: ",\n") + "]}"
        guard case let .array(tree)? = try JSONParser.parse(text)["products"] else {
            Issue.record("no products")
            return
        }
        var streamed: [JSONParser.StreamedElement] = []
        _ = try JSONParser.parse(text, streamingObjectsOf: "products", selecting: selected) { element, _ in
            if let element { streamed.append(element) }
            return true
        }
        #expect(streamed.count == tree.count)
        for (element, whole) in zip(streamed, tree) {
            switch (element, whole) {
            case let (.selected(got), .object):
                #expect(got == selected.map { whole[$0] }, "\(whole)")
            case let (.other(got), _):
                #expect(got == whole)
                if case .object = whole { Issue.record("an object came whole") }
            default:
                Issue.record("\(element) for \(whole)")
            }
        }
        // A syntax error in a member that is not selected is still found, where it is.
        #expect(throws: JSONParser.SyntaxError(line: 1, column: 29, reason: "unexpected character '}', expected a value")) {
            try JSONParser.parse(#"{"products": [{"other": [1, }]}"#, streamingObjectsOf: "products", selecting: ["name"]) { _, _ in true }
        }
    }
}
