@testable import DemoKit
import Foundation
import Testing

/// The byte folder of the search and the name order gives Foundation's folding, checked on
/// random texts that mix ASCII, accented Latin (precomposed and with combining marks), Korean
/// syllables and conjoining letters, Greek, ligatures, `ß`, emoji with joiners and variation
/// selectors.
@Suite struct TextFolderTests {
    static let pool: [String] = [
        "a", "Z", "q", " ", "\n", "7", "-", "É", "à", "ê", "ữ", "đ", "Đ", "ộ", "ß", "ﬁ", "İ", "ı", "Σ", "ς", "ǅ", "Å", "Ω",
        "\u{301}", "\u{300}", "\u{323}", "\u{308}", "e\u{301}", "소", "금", "빵", "\u{1100}", "\u{1161}", "\u{11A8}",
        "☕", "🍵", "👩", "\u{200D}", "\u{FE0F}", "🇻", "🇳", "Ⅻ", "Ａ", "ｱ", "й", "Ё", "ǰ", "ŉ",
    ]

    /// A generator of the same texts on every run.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func randomTextsFoldAsFoundationFoldsThem() {
        var random = Seeded(state: 29)
        var folder = TextFolder()
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in Self.pool.randomElement(using: &random)! }.joined()
            let expected = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            #expect(Array(folder.folded(text).utf8) == Array(expected.utf8), "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func theEmbeddedCatalogueFoldsAsFoundationFoldsIt() {
        var folder = TextFolder()
        for product in Catalog.embedded.products {
            for text in [product.name, product.category, product.summary] {
                #expect(folder.folded(text) == text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
            }
        }
    }
}

/// The search and the sort orders, against plain references written here: Foundation's folding
/// and `contains` on each product's text, and sorting the products themselves.
@Suite struct ProductIndexTests {
    let products = Catalog.embedded.products

    func referenceMatches(_ query: String) -> [Int] {
        let needle = query.trimmingCharacters(in: .whitespaces).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        guard !needle.isEmpty else { return Array(products.indices) }
        return products.indices.filter { index in
            let product = products[index]
            let text = "\(product.name)\n\(product.category)\n\(product.summary)"
                .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            return text.contains(needle)
        }
    }

    @Test func searchesMatchTheReferenceKeyByKey() {
        var random = TextFolderTests.Seeded(state: 7)
        let letters = Array("aeioutnsrhcpl ".map(String.init)) + ["ê", "À", "유", "자", "Ữ", "TEA", "ca phe", "b"]
        var search = ProductSearch(products)
        for _ in 0..<60 {
            var query = ""
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                query += letters.randomElement(using: &random)!
                #expect(search.matches(query) == referenceMatches(query), "\(query)")
            }
            if Bool.random(using: &random) {
                query.removeLast()
                #expect(search.matches(query) == referenceMatches(query), "\(query)")
            }
        }
    }

    @Test func everySortOrderIsTheSortedProducts() {
        var orders = ProductOrders(products)
        let folded = products.map { $0.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        var search = ProductSearch(products)
        let positions = Array(products.indices)
        let expected: [ProductSort: [Int]] = [
            .name: positions.sorted { folded[$0] != folded[$1] ? folded[$0] < folded[$1] : products[$0].id < products[$1].id },
            .price: positions.sorted {
                let (a, b) = (products[$0], products[$1])
                return a.currentPrice != b.currentPrice ? a.currentPrice < b.currentPrice : a.id < b.id
            },
            .rating: positions.sorted { products[$0].rating != products[$1].rating ? products[$0].rating > products[$1].rating : products[$0].id < products[$1].id },
            .newest: positions.sorted { products[$0].id > products[$1].id },
        ]
        for sort in ProductSort.allCases {
            let order = orders.permutation(sort, of: products) { search.preparedTexts() }
            #expect(order.map { $0.map(Int.init) } == expected[sort], "\(sort)")
        }
        #expect(orders.categories == Catalog.embedded.categories)
        #expect(orders.categoryIDs.map { orders.categories[Int($0)] } == products.map(\.category))
    }
}
