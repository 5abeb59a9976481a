/// An order of the Products screen's results.
public enum ProductSort: String, CaseIterable, Sendable {
    /// The catalogue's own order (the default).
    case catalogue
    /// By name, A to Z (ignoring case and accents).
    case name
    /// Cheapest first (by the price to pay).
    case price
    /// Best rated first.
    case rating
    /// Newest first: the catalogue's ids grow as products are added, so the highest id first.
    case newest

    /// As the screen's sort control shows it.
    public var title: String {
        switch self {
        case .catalogue: "Catalogue"
        case .name: "Name"
        case .price: "Price"
        case .rating: "Rating"
        case .newest: "Newest"
        }
    }

    /// The next order, after the last the first.
    public var next: ProductSort {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}

/// What the Products screen narrows the catalogue to, besides the search text: a category,
/// three filters and a sort order. They compose: a product is shown when it is in the category
/// (any without one) and passes every filter that is on.
public struct ProductFilter: Hashable, Sendable {
    /// The category shown, or `nil` for every category.
    public var category: String?
    /// Only products on sale.
    public var onSale = false
    /// Only the user's favourites.
    public var favourites = false
    /// Only products with stock.
    public var inStock = false
    /// The order of the results.
    public var sort = ProductSort.catalogue

    public init(category: String? = nil, onSale: Bool = false, favourites: Bool = false, inStock: Bool = false,
                sort: ProductSort = .catalogue) {
        self.category = category
        self.onSale = onSale
        self.favourites = favourites
        self.inStock = inStock
        self.sort = sort
    }

    /// Whether `product` passes the category and the filters (the search is not this type's).
    public func includes(_ product: Product) -> Bool {
        (category == nil || product.category == category)
            && (!onSale || product.isOnSale)
            && (!favourites || product.isFavorite)
            && (!inStock || product.stock > 0)
    }

    /// Whether every filter is off and no category is chosen.
    public var isEmpty: Bool { category == nil && !onSale && !favourites && !inStock }

    /// The products that pass, in the sort order (ties by id, so the order is total).
    /// `foldedName` gives a product's name without case and accents, for the name order (a
    /// caller may keep them folded once).
    public func apply(to products: [Product], foldedName: ((Product) -> String)? = nil) -> [Product] {
        let kept = products.filter(includes)
        switch sort {
        case .catalogue:
            return kept
        case .name:
            let keyed = kept.map { (key: foldedName?($0) ?? ProductSearch.fold($0.name), product: $0) }
            return keyed.sorted { $0.key != $1.key ? $0.key < $1.key : $0.product.id < $1.product.id }.map(\.product)
        case .price:
            return kept.sorted { $0.currentPrice != $1.currentPrice ? $0.currentPrice < $1.currentPrice : $0.id < $1.id }
        case .rating:
            return kept.sorted { $0.rating != $1.rating ? $0.rating > $1.rating : $0.id < $1.id }
        case .newest:
            return kept.sorted { $0.id > $1.id }
        }
    }
}
