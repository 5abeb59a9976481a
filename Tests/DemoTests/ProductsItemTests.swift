import CollectionCore
import CollectionTesting
@testable import DemoKit
import Testing

/// The Products screen's items: small, identified by section and product, valued by product.
@MainActor @Suite struct ProductsItemTests {
    static func product(_ id: Int, _ name: String) -> Product {
        Product(id: id, name: name, category: "Tea", price: 4)
    }

    @Test func anItemDoesNotCopyItsProduct() {
        // A snapshot of a large catalogue holds an item per product and section.
        #expect(MemoryLayout<ProductsScreen.Item>.stride == 16)
        #expect(MemoryLayout<Product>.stride > 100)
    }

    @Test func itemsAreEqualWhenTheirProductsAre() {
        let assam = Self.product(1, "Assam")
        let first = ProductStore([assam, Self.product(2, "Bancha")])
        let second = ProductStore([Self.product(2, "Bancha"), assam])
        let inFirst = ProductsScreen.Item(section: .all, position: 0, in: first)
        // Another reading of the catalogue, another position: the same product is the same value.
        #expect(inFirst == ProductsScreen.Item(section: .all, position: 1, in: second))
        #expect(inFirst.hashValue == ProductsScreen.Item(section: .all, position: 1, in: second).hashValue)
        #expect(inFirst != ProductsScreen.Item(section: .featured, position: 1, in: second), "another section")
        #expect(inFirst != ProductsScreen.Item(section: .all, position: 0, in: second), "another product")
        var renamed = assam
        renamed.name = "Assam Gold"
        let changed = ProductsScreen.Item(section: .all, product: renamed)
        #expect(changed.id == inFirst.id, "the same identity")
        #expect(changed != inFirst, "a changed value: a reconfigure")
    }

    @Test func anItemReadsItsStoreAsItIsNow() {
        let store = ProductStore([Self.product(1, "Assam")])
        let item = ProductsScreen.Item(section: .all, position: 0, in: store)
        store.products[0].isFavorite = true
        #expect(item.product.isFavorite)
        #expect(item.product.name == "Assam")
    }

    @Test func aFavouriteShowsOnItsItemsInEverySection() throws {
        var products = (1...4).map { Self.product($0, "Tea \($0)") }
        products[1].isFeatured = true
        let (app, pilot) = demoPilot(.products, width: 120, height: 40, catalog: Catalog(products: products))
        let screen = try #require(app.topScreen as? ProductsScreen)
        screen.toggleFavorite(productID: 2)
        pilot.screen.render()
        let items = screen.dataSource.snapshot().itemIdentifiers.filter { $0.product.id == 2 }
        #expect(items.map(\.section) == [.featured, .all])
        #expect(items.allSatisfy { $0.product.isFavorite })
        #expect(pilot.lines.contains { $0.contains("Tea 2") && $0.contains("★") })
    }

    @Test func aCatalogueKeepsNoRoomItDoesNotUse() {
        var products: [Product] = []
        for id in 1...1_100 { products.append(Self.product(id, "Tea \(id)")) }
        #expect(products.capacity > 1_300, "grown by doubling")
        let catalog = Catalog(products: products)
        #expect(catalog.products.capacity < 1_200)
        #expect(catalog.products.map(\.id) == Array(1...1_100))
    }
}
