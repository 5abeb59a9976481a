import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

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
}
