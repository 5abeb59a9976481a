import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// The work of one search key must not grow with what was typed before: a paste of thousands
/// of characters into the search field used to re-fold the whole query for every product on
/// every key (quadratic), so quitting waited behind the backlog.
@Suite struct SearchWorkTests {
    @Test func eachKeyOfALongQueryFoldsOnlyItselfAndComparesOnlyFormerMatches() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try #require(app.topScreen as? ProductsScreen)
        pilot.type("/")
        pilot.type("te")
        let matchingTe = screen.dataSource.snapshot().numberOfItems(inSection: .all)
        #expect(matchingTe > 0 && matchingTe < screen.products.count)
        // One more key folds one character and looks only at the products that matched "te".
        pilot.type("a")
        #expect(screen.lastSearchWork == (comparedProducts: matchingTe, foldedQueryBytes: 1))
        // Once nothing matches, a key compares no product at all, however long the query.
        for _ in 0..<600 { pilot.type("x") }
        #expect(screen.query.count == 603)
        #expect(screen.dataSource.snapshot().numberOfItems == 0)
        #expect(screen.lastSearchWork == (comparedProducts: 0, foldedQueryBytes: 1))
    }

    @Test func incrementalResultsEqualAFreshSearch() {
        let products = Catalog.embedded.products
        let queries = ["t", "te", "tea", "tea ", "tea s", "Cà", "ca phe", "c", "", "유", "유자", "PHÊ", "zz", "z"]
        var incremental = ProductSearch(products)
        for query in queries {
            var fresh = ProductSearch(products)
            #expect(incremental.matches(query) == fresh.matches(query), "\(query)")
        }
        // Diacritics and case do not matter, in the catalogue's text or in the query.
        var search = ProductSearch(products)
        let found = search.matches("CA PHE").map { products[$0].name }
        #expect(!found.isEmpty && found.allSatisfy { $0.lowercased().contains("cà phê") })
    }

    @Test func deletingACharacterSearchesAgainFromEveryProduct() {
        let products = Catalog.embedded.products
        var search = ProductSearch(products)
        _ = search.matches("teaxyz")
        #expect(search.matches("teaxyz").isEmpty)
        let afterBackspace = search.matches("tea")
        #expect(search.comparedProducts == products.count)
        var fresh = ProductSearch(products)
        #expect(afterBackspace == fresh.matches("tea"))
        #expect(!afterBackspace.isEmpty)
    }
}
