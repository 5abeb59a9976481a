import CollectionCore

extension ProductsScreen {
    /// Shows `catalog` instead of the products shown now (a watched file changed): one animated
    /// apply of the difference, so moved, new, removed and changed products animate, and the
    /// focused product keeps the focus when it is still there. Favourites and the search stay.
    /// A catalogue too large to animate (``largestAnimatedChange``) is shown at once.
    public func replaceCatalog(_ catalog: Catalog) {
        // A new store: the items shown until the new snapshot is applied keep the old products,
        // so that the difference sees which products changed.
        store = ProductStore(Self.starred(catalog.products, favourites))
        productSearch = ProductSearch(catalog.products)
        // The tabs follow the new catalogue; a chosen category that is gone shows every product.
        // The sort orders are made again when next chosen.
        orders = ProductOrders(catalog.products)
        categories = orders.categories
        if let category = filter.category, !categories.contains(category) { filter.category = nil }
        show(makeSnapshot(), keepingFocus: false)
        prepareSearchInBackground()
        setNeedsLayout()
        setNeedsDisplay()
    }
}
