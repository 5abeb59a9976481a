import CollectionCore

/// The Products screen's key table: the one list its keys are dispatched from and its status
/// bar, `?` help and command palette entries are made from.
extension ProductsScreen {
    var commands: [ScreenCommand] {
        let focusedItem = collectionView.focusedIndexPath.flatMap { dataSource.itemIdentifier(for: $0) }
        var table: [ScreenCommand] = []
        if focusedItem != nil {
            // Enter goes to the collection view, which selects: the delegate stars the product
            // through a snapshot reload.
            table.append(ScreenCommand([.enter], "Favourite", help: "Toggle the favourite star", inStatusBar: true) {
                [weak self] event in _ = self?.collectionView.handle(event)
            })
            table.append(ScreenCommand([.character("i")], "Details", help: "Open the product's details",
                                       inStatusBar: !showsInspector) {
                [weak self] _ in self?.openDetail()
            })
        }
        if focusedItem?.section == .all {
            table.append(ScreenCommand([.right], "Details", help: "Open a list row's details", inStatusBar: false) {
                [weak self] _ in self?.openDetail()
            })
        }
        table.append(ScreenCommand([.character("/")], "Search", help: "Search every section as you type", inStatusBar: true) {
            [weak self] _ in self?.beginSearch()
        })
        let tabCount = categories.count + 1
        table.append(ScreenCommand([.tab], "Category", help: "Next category", inStatusBar: showsInspector) { [weak self] _ in
            guard let self else { return }
            selectTab((selectedTab + 1) % tabCount)
        })
        table.append(ScreenCommand([.backTab], "Previous category") { [weak self] _ in
            guard let self else { return }
            selectTab((selectedTab + tabCount - 1) % tabCount)
        })
        table.append(ScreenCommand([], "Category", help: "Choose a category by its place (1 is All)", keyLabel: "1-9", inHelp: true) { _ in })
        let titles = ["All"] + categories
        for (index, title) in titles.enumerated().prefix(9) {
            let digit = Character(String(index + 1))
            table.append(ScreenCommand([.character(digit)], "Category " + title, help: "Show " + (index == 0 ? "every category" : title),
                                       inHelp: false) { [weak self] _ in self?.selectTab(index) })
        }
        table.append(filterCommand("s", "Sale", "Only products on sale", \.onSale))
        table.append(filterCommand("f", "Favourites", "Only favourites", \.favourites))
        table.append(filterCommand("k", "In stock", "Only products in stock", \.inStock))
        table.append(ScreenCommand([.character("o")], "Sort", help: "Sort by name, price, rating, newest") {
            [weak self] _ in
            guard let self else { return }
            var changed = filter
            changed.sort = changed.sort.next
            narrow(to: changed)
        })
        if isNarrowed {
            table.append(ScreenCommand([.escape], "Clear", help: "Clear the search and the filters", inStatusBar: true) {
                [weak self] _ in self?.clearNarrowing()
            })
        }
        return table
    }

    /// The command that turns one of the filters on or off.
    private func filterCommand(_ key: Character, _ title: String, _ help: String,
                               _ flag: WritableKeyPath<ProductFilter, Bool>) -> ScreenCommand {
        ScreenCommand([.character(key)], title, help: help) { [weak self] _ in
            guard let self else { return }
            var changed = filter
            changed[keyPath: flag].toggle()
            narrow(to: changed)
        }
    }
}
