import Foundation

/// Finds the products whose name, category or description contain a query, ignoring case and
/// accents (so `ca phe` finds "Cà phê"), with work per typed key that does not grow with what
/// was typed before.
///
/// Each product's text is folded once, at the first query that is not empty (not when the search
/// is made: a screen of 100,000 products would wait for it before its first frame). A query that extends the
/// previous one (the usual case: one more key) folds only the new characters and looks only at
/// the products that matched before, since a text that contains the longer query contains the
/// shorter one too; once nothing matches, further keys cost next to nothing. Any other query
/// (a deletion, a new word in front) folds the query once and looks at every product.
public struct ProductSearch: Sendable {
    /// The products, until their text is folded.
    private var products: [Product]
    /// The folded searchable text of every product, in catalogue order (made at the first
    /// query that is not empty, or the first name order).
    private var texts: FoldedProductTexts?
    /// Folds the queries (it remembers the scalars it folded).
    private var folder = TextFolder()
    /// How many products there are.
    private let count: Int
    /// The last query (trimmed), its folded form and the positions of the products it matched.
    private var lastQuery = ""
    private var lastFolded: [UInt8] = []
    private var lastMatches: [Int]?

    /// How many product texts the last ``matches(_:)`` compared the query with.
    public private(set) var comparedProducts = 0
    /// How many bytes of query the last ``matches(_:)`` folded.
    public private(set) var foldedQueryBytes = 0

    /// A search over `products` (their text is folded once, when first searched).
    public init(_ products: [Product]) {
        self.products = products
        count = products.count
    }

    /// Takes `texts`, made elsewhere (off the main thread) from the same products, unless the
    /// texts are made already.
    mutating func install(_ prepared: FoldedProductTexts) {
        guard texts == nil, prepared.count == count else { return }
        texts = prepared
        products = []
    }

    /// The products whose texts are still to be folded (empty once they are).
    var unpreparedProducts: [Product] { texts == nil ? products : [] }

    /// The folded texts, made now if they are not yet.
    mutating func preparedTexts() -> FoldedProductTexts {
        if let texts { return texts }
        let made = FoldedProductTexts(products)
        texts = made
        products = []
        return made
    }

    /// The positions (in the products given to ``init(_:)``) of the products that match `query`,
    /// in order; all of them for an empty query.
    public mutating func matches(_ query: String) -> [Int] {
        let needle = query.trimmingCharacters(in: .whitespaces)
        var folded: [UInt8]
        let candidates: [Int]?
        if !lastQuery.isEmpty, needle.utf8.count > lastQuery.utf8.count, needle.hasPrefix(lastQuery) {
            let added = needle.utf8.index(needle.utf8.startIndex, offsetBy: lastQuery.utf8.count)
            let suffix = needle[added...]
            folded = lastFolded
            folder.append(String(suffix), to: &folded)
            foldedQueryBytes = suffix.utf8.count
            candidates = lastMatches
        } else {
            folded = []
            folder.append(needle, to: &folded)
            foldedQueryBytes = needle.utf8.count
            candidates = nil
        }
        let matching: [Int]
        if folded.isEmpty {
            matching = candidates ?? Array(0..<count)
            comparedProducts = 0
        } else {
            let texts = preparedTexts()
            if let candidates {
                matching = texts.positions(containing: folded, among: candidates)
                comparedProducts = candidates.count
            } else {
                matching = texts.positions(containing: folded)
                comparedProducts = count
            }
        }
        lastQuery = needle
        lastFolded = folded
        lastMatches = matching
        return matching
    }

    /// `text` without case and accents.
    static func fold(_ text: String) -> String {
        TextFolder.foundationFold(text)
    }
}
