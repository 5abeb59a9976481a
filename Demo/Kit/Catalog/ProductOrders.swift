/// The sort orders of a list of products kept as permutations: each order is one array of
/// positions, made the first time it is asked for (or beforehand, off the main thread: see
/// ``orders(of:texts:)``) from keys taken once (the price to pay, the rating, the id, the folded
/// name), and kept until the products change. Narrowing the products
/// then walks a permutation and keeps the positions that pass: no copy of the products and no
/// sort per key press.
struct ProductOrders: Sendable {
    /// The position of each product's category in the list of categories.
    let categoryIDs: [Int32]
    /// The categories, in order of first appearance.
    let categories: [String]
    private var permutations: [ProductSort: [Int32]] = [:]

    /// The orders of `products`.
    init(_ products: [Product]) {
        var ids: [String: Int32] = [:]
        var categories: [String] = []
        var categoryIDs: [Int32] = []
        categoryIDs.reserveCapacity(products.count)
        for product in products {
            if let id = ids[product.category] {
                categoryIDs.append(id)
            } else {
                let id = Int32(categories.count)
                ids[product.category] = id
                categories.append(product.category)
                categoryIDs.append(id)
            }
        }
        self.categoryIDs = categoryIDs
        self.categories = categories
    }

    /// The positions of `products` in `sort`'s order (ties by id, so the order is total); `texts`
    /// gives the folded names for the name order. `nil` for the catalogue's own order.
    mutating func permutation(_ sort: ProductSort, of products: [Product], texts: () -> FoldedProductTexts) -> [Int32]? {
        if sort == .catalogue { return nil }
        if let known = permutations[sort] { return known }
        let order = Self.order(sort, of: products, texts: texts)
        permutations[sort] = order
        return order
    }

    /// The orders made so far.
    var madeOrders: Set<ProductSort> { Set(permutations.keys) }

    /// Keeps orders made elsewhere (off the main thread) for the same products; an order
    /// already made stays.
    mutating func install(_ orders: [ProductSort: [Int32]]) {
        permutations.merge(orders) { known, _ in known }
    }

    /// Every order but the catalogue's, made at once (off the main thread, as soon as a large
    /// catalogue shows, so that the first press of a sort does not wait for it).
    static func orders(of products: [Product], texts: FoldedProductTexts) -> [ProductSort: [Int32]] {
        var orders: [ProductSort: [Int32]] = [:]
        for sort in ProductSort.allCases where sort != .catalogue {
            orders[sort] = order(sort, of: products) { texts }
        }
        return orders
    }

    /// The positions of `products` in `sort`'s order (ties by id).
    static func order(_ sort: ProductSort, of products: [Product], texts: () -> FoldedProductTexts) -> [Int32] {
        var order = (0..<Int32(products.count)).map { $0 }
        let ids = products.map(\.id)
        switch sort {
        case .catalogue:
            break
        case .name:
            let texts = texts()
            texts.bytes.withUnsafeBufferPointer { buffer in
                order.sort { texts.nameOrder(Int($0), Int($1), in: buffer) ?? (ids[Int($0)] < ids[Int($1)]) }
            }
        case .price:
            let prices = products.map(\.currentPrice)
            order.sort { prices[Int($0)] != prices[Int($1)] ? prices[Int($0)] < prices[Int($1)] : ids[Int($0)] < ids[Int($1)] }
        case .rating:
            let ratings = products.map(\.rating)
            order.sort { ratings[Int($0)] != ratings[Int($1)] ? ratings[Int($0)] > ratings[Int($1)] : ids[Int($0)] < ids[Int($1)] }
        case .newest:
            order.sort { ids[Int($0)] > ids[Int($1)] }
        }
        return order
    }
}
