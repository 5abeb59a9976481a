import CollectionCore
import CollectionTesting
@testable import DemoKit
import Testing

/// Sort orders as permutations: made on the spot or beforehand off the main thread, the same.
@MainActor @Suite struct ProductOrdersTests {
    /// Products with repeated prices, ratings and names, so that ties decide by id.
    static func products(_ count: Int) -> [Product] {
        let names = ["Trà", "tra", "Cà phê", "Assam"]
        return (0..<count).map { index in
            let id: Int = (index * 7_919) % (count * 2) - count
            let name: String = names[index % 4] + " \(index % 50)"
            let sale: Double? = index % 5 == 0 ? Double(index % 3) : nil
            let rating: Double = Double(index % 6) * 0.8
            return Product(id: id, name: name, category: index % 2 == 0 ? "Tea" : "Coffee", price: Double(index % 13),
                           salePrice: sale, rating: rating)
        }
    }

    @Test func ordersMadeBeforehandAreTheOrdersMadeOnTheSpot() {
        let products = Self.products(3_000)
        let texts = FoldedProductTexts(products)
        let beforehand = ProductOrders.orders(of: products, texts: texts)
        #expect(Set(beforehand.keys) == Set(ProductSort.allCases.filter { $0 != .catalogue }))
        for sort in ProductSort.allCases where sort != .catalogue {
            var onTheSpot = ProductOrders(products)
            let order = onTheSpot.permutation(sort, of: products) { texts }
            #expect(order == beforehand[sort], "\(sort)")
            // The order the filter's own sort gives, by value.
            var filter = ProductFilter()
            filter.sort = sort
            let sorted = filter.apply(to: products) { ProductSearch.fold($0.name) }
            #expect(order?.map { products[Int($0)].id } == sorted.map(\.id), "\(sort)")
        }
    }

    @Test func aLargeCatalogueHasItsOrdersMadeOffTheMainThread() async throws {
        let count = ProductsScreen.backgroundPreparationThreshold
        let (app, pilot) = demoPilot(.products, width: 120, height: 40, catalog: Catalog(products: Self.products(count)))
        let screen = try #require(app.topScreen as? ProductsScreen)
        #expect(screen.orders.madeOrders.isEmpty, "not on the main thread")
        await screen.preparation?.value
        #expect(screen.orders.madeOrders == Set(ProductSort.allCases.filter { $0 != .catalogue }))
        pilot.type("o")
        #expect(screen.filter.sort == .name)
        let names = screen.dataSource.snapshot().itemIdentifiers(inSection: .all).prefix(3).map(\.product.name)
        // "Assam" comes at positions 3 mod 4, with the suffix 1 at 51, 151, …: the lowest name.
        #expect(names == ["Assam 1", "Assam 1", "Assam 1"])
    }
}
