import CollectionCore

extension ProductsScreen {
    /// Shows `catalog` instead of the products shown now (a watched file changed): one animated
    /// apply of the difference, so moved, new, removed and changed products animate, and the
    /// focused product keeps the focus when it is still there. Favourites and the search stay.
    public func replaceCatalog(_ catalog: Catalog) {
        products = catalog.products.map { product in
            var product = product
            product.isFavorite = favourites.contains(product.id)
            return product
        }
        productSearch = ProductSearch(catalog.products)
        // The tabs follow the new catalogue; a chosen category that is gone shows every product.
        categories = catalog.categories
        if let category = filter.category, !categories.contains(category) { filter.category = nil }
        // Names are folded again the next time the name order needs them.
        foldedNames = [:]
        dataSource.apply(makeSnapshot(), animatingDifferences: true)
        setNeedsLayout()
        setNeedsDisplay()
    }
}
