import CollectionCore
import Foundation

/// The product catalogue: Featured and On Sale as two-column
/// grids of cards, All as a plain list whose rows open the product's detail; cell registrations
/// and a diffable data source. Enter toggles a favourite star through a snapshot reload; `/`
/// opens a search field that filters every section as you type (one apply per key). Above the
/// grids, category tabs and filters and sort orders narrow the products (``ProductFilter``, one
/// apply per change); at ``inspectorMinimumWidth`` columns and wider an inspector beside them
/// follows the focus, narrower `i` opens ``ProductDetailScreen``. Escape clears the search and
/// the filters. The keys come from one table (`ProductsScreen+Commands.swift`).
public final class ProductsScreen: CollectionScreen, CommandScreen, CollectionViewDelegate {
    /// The sections, in order.
    public enum Section: Int, Hashable, Sendable, CaseIterable {
        case featured, onSale, all

        var title: String {
            switch self {
            case .featured: "Featured"
            case .onSale: "On Sale"
            case .all: "All Products"
            }
        }
    }

    public typealias DataSource = CollectionViewDiffableDataSource<Section, Item>

    /// The section identifier at an index, once the data source exists.
    private final class SectionLookup {
        var section: (Int) -> Section? = { Section(rawValue: $0) }
    }

    /// The catalogue's products, with their favourite flags (the items point into it).
    public var products: [Product] { store.products }
    /// Holds ``products``; a new catalogue gets a new store, a favourite's flag changes in place.
    var store: ProductStore
    public let dataSource: DataSource
    /// The search text (empty: every product).
    public private(set) var query = ""
    /// The category, filters and sort order (compose with the search).
    public internal(set) var filter = ProductFilter()
    /// The categories of the catalogue, in order of first appearance (the tabs after "All");
    /// set again with the products when the catalogue changes.
    public internal(set) var categories: [String]
    /// How many products the current search and filters show (each once, in any section).
    public private(set) var shownCount = 0
    /// How many snapshots the screen applied since it was made (one per key that changes
    /// what shows: a star, a search key, a tab, a filter, a sort order).
    public private(set) var applyCount = 0
    /// The search field, shown on the row under the narrowing bar while searching or filtered.
    let search: SearchBar
    /// The category tabs, the filters, the sort order and "12 of 324".
    let narrowing = NarrowingBar()
    /// The focused product's detail, beside the grids at ``inspectorMinimumWidth`` columns and wider.
    let inspector = InspectorView()
    /// Which products match the query (each product's text folded once).
    var productSearch: ProductSearch
    /// The products' categories by position, and the sort orders as permutations (each made
    /// when first chosen).
    var orders: ProductOrders

    /// The favourites of this run (saved across runs when they have a store).
    public let favourites: Favourites

    /// The narrowest screen that shows the inspector beside the grids.
    public static let inspectorMinimumWidth: CGFloat = 100

    /// The screen for `catalog`, starring the products in `favourites`.
    public init(catalog: Catalog, favourites: Favourites = Favourites()) {
        self.favourites = favourites
        store = ProductStore(Self.starred(catalog.products, favourites))
        orders = ProductOrders(catalog.products)
        categories = orders.categories
        productSearch = ProductSearch(catalog.products)
        search = SearchBar()
        // Sections come and go as the search filters them: the layout asks the data source
        // which section is at an index (it exists by the time the layout prepares).
        let sections = SectionLookup()
        let layout = CollectionViewCompositionalLayout { index, environment in
            sections.section(index).map { ProductsScreen.layoutSection(for: $0, environment: environment) }
        }
        let query = QueryBox()
        let cardRegistration = CollectionView.CellRegistration<ProductCardCell, Item> { cell, _, item in
            cell.product = item.product
            cell.query = query.text
        }
        let rowRegistration = CollectionView.CellRegistration<ProductRowCell, Item> { cell, _, item in
            cell.product = item.product
            cell.query = query.text
        }
        let headerRegistration = CollectionView.SupplementaryRegistration<SectionHeaderView>(
            elementKind: CollectionLayoutListConfiguration.elementKindSectionHeader) { _, _, _ in }
        let collectionView = CollectionView(frame: CollectionScreen.initialFrame, collectionViewLayout: layout)
        dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, item in
            item.section == .all
                ? collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(using: cardRegistration, for: indexPath, item: item)
        }
        sections.section = { [weak dataSource] index in dataSource?.sectionIdentifier(for: index) }
        queryBox = query
        super.init(collectionView: collectionView)
        addSubview(narrowing)
        addSubview(search)
        addSubview(inspector)
        search.isHidden = true
        inspector.product = { [weak self] in self?.focusedProduct }
        narrowing.onSelectTab = { [weak self] tab in self?.selectTab(tab) }
        narrowing.onPressKey = { [weak self] key in _ = self?.dispatchKey(key) }
        dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
            let header = collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            if let self, let section = self.dataSource.sectionIdentifier(for: indexPath.section) {
                header.title = section.title
                let count = self.dataSource.snapshot().numberOfItems(inSection: section)
                header.subtitle = NumberFormat.count(count, "product")
            }
            return header
        }
        collectionView.delegate = self
        search.onChange = { [weak self] text in self?.filter(by: text) }
        dataSource.apply(makeSnapshot(), animatingDifferences: false)
        prepareSearchInBackground()
    }

        required init?(coder: NSCoder) {
            return nil
        }

    /// Catalogues of at least this many products have their search texts folded off the main
    /// thread as soon as they are shown, so that the first key does not wait for it (a smaller
    /// one is folded at its first search, in a few milliseconds).
    static let backgroundPreparationThreshold = 5_000

    /// Changes when the catalogue does: a preparation for an older one is dropped.
    private var catalogGeneration = 0
    /// The last preparation started off the main thread (tests await it).
    private(set) var preparation: Task<Void, Never>?

    /// Folds the products' search texts off the main thread and gives them to the search when
    /// done (a key typed before then folds them itself; the answers are the same), then makes
    /// the sort orders there too (a sort chosen before then is made on the spot, the same).
    func prepareSearchInBackground() {
        catalogGeneration += 1
        let products = productSearch.unpreparedProducts
        guard products.count >= Self.backgroundPreparationThreshold else { return }
        let generation = catalogGeneration
        preparation = Task { [weak self] in
            let texts = await Task.detached(priority: .utility) { FoldedProductTexts(products) }.value
            guard let self, catalogGeneration == generation else { return }
            productSearch.install(texts)
            // Then the sort orders, so that the first press of a sort shows at once.
            let orders = await Task.detached(priority: .utility) { ProductOrders.orders(of: products, texts: texts) }.value
            guard catalogGeneration == generation else { return }
            self.orders.install(orders)
        }
    }

    /// `products` with their favourite flags set from `favourites`: the same array (not a
    /// copy of a large catalogue) when no flag changes.
    static func starred(_ products: [Product], _ favourites: Favourites) -> [Product] {
        var products = products
        for index in products.indices where products[index].isFavorite != favourites.contains(products[index].id) {
            products[index].isFavorite.toggle()
        }
        return products
    }

    /// The query the cells highlight, shared with their registrations.
    private final class QueryBox {
        var text = ""
    }

    private let queryBox: QueryBox

    static func layoutSection(for section: Section, environment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
            elementKind: CollectionLayoutListConfiguration.elementKindSectionHeader, alignment: .top)
        switch section {
        case .featured, .onSale:
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 0)
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(4)),
                subitem: item, count: 2)
            let layoutSection = CollectionLayoutSection(group: group)
            layoutSection.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 1)
            layoutSection.boundarySupplementaryItems = [header]
            return layoutSection
        case .all:
            var configuration = CollectionLayoutListConfiguration(appearance: .plain)
            configuration.showsSeparators = false
            configuration.headerMode = .supplementary
            return CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    // MARK: Model

    /// The snapshot for the current products, query and filter: every section narrowed and
    /// sorted, empty ones left out (the On Sale section too while only sales show: it would
    /// repeat the list).
    func makeSnapshot() -> DiffableDataSourceSnapshot<Section, Item> {
        // The store's array once (not through the property for every product).
        let products = store.products
        let matching: [Int]? = query.isEmpty ? nil : productSearch.matches(query)
        var everyCategory = filter
        everyCategory.category = nil
        // The chosen category by its position among the categories (-1: one no product has).
        let chosen = filter.category.map { category in Int32(categories.firstIndex(of: category) ?? -1) }
        // One pass for every tab's count (a catalogue may have many categories) and the
        // positions that pass the category too, in catalogue order.
        var counts = [Int](repeating: 0, count: categories.count)
        var unfilteredCount = 0
        var passing: [Int32] = []
        let categoryIDs = orders.categoryIDs
        func consider(_ position: Int) {
            guard everyCategory.includes(products[position]) else { return }
            let category = categoryIDs[position]
            counts[Int(category)] += 1
            unfilteredCount += 1
            if chosen == nil || chosen == category { passing.append(Int32(position)) }
        }
        if let matching {
            for position in matching { consider(position) }
        } else {
            passing.reserveCapacity(products.count)
            for position in products.indices { consider(position) }
        }
        narrowing.tabs = [NarrowingBar.Tab(title: "All", count: unfilteredCount)]
            + categories.indices.map { NarrowingBar.Tab(title: categories[$0], count: counts[$0]) }
        narrowing.selectedTab = chosen.map { $0 < 0 ? 0 : Int($0) + 1 } ?? 0
        narrowing.filter = filter
        // The sort order is a permutation of every product, made once: keep the positions that pass.
        let shown: [Int32]
        if let order = orders.permutation(filter.sort, of: products, texts: { productSearch.preparedTexts() }) {
            if passing.count == products.count {
                shown = order
            } else {
                var passes = [Bool](repeating: false, count: products.count)
                for position in passing { passes[Int(position)] = true }
                shown = order.filter { passes[Int($0)] }
            }
        } else {
            shown = passing
        }
        shownCount = shown.count
        narrowing.shownCount = shown.count
        // The whole catalogue's size, which a watched file changes.
        narrowing.totalCount = products.count
        var featured: [Item] = []
        var onSale: [Item] = []
        var all: [Item] = []
        all.reserveCapacity(shown.count)
        let showsOnSale = !filter.onSale
        products.withUnsafeBufferPointer { products in
            for position in shown {
                if products[Int(position)].isFeatured { featured.append(Item(section: .featured, position: position, in: store)) }
                // Not while only sales show: the On Sale section would repeat the list.
                if showsOnSale, products[Int(position)].isOnSale { onSale.append(Item(section: .onSale, position: position, in: store)) }
                all.append(Item(section: .all, position: position, in: store))
            }
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Item>()
        for (section, items) in [(Section.featured, featured), (.onSale, onSale), (.all, all)] where !items.isEmpty {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// Toggles the favourite flag of a product and reloads its items in every section. While
    /// only favourites show, a product unstarred drops out at once (one animated apply; the
    /// focus goes to the product that takes its place, or the one before it when it was last).
    public func toggleFavorite(productID: Int) {
        guard let index = products.firstIndex(where: { $0.id == productID }) else { return }
        store.products[index].isFavorite = favourites.toggle(productID)
        setNeedsLayout()
        if filter.favourites, !products[index].isFavorite {
            applyNarrowing()
            return
        }
        var snapshot = dataSource.snapshot()
        // Its items, by identity (no walk over every item).
        let updated = Section.allCases.map { Item(section: $0, position: Int32(index), in: store) }.filter { snapshot.indexOfItem($0) != nil }
        snapshot.reloadItems(updated)
        dataSource.apply(snapshot)
        applyCount += 1
        inspector.setNeedsDisplay()
    }

    /// How many products the last filter compared the query with, and how many bytes of query
    /// it folded: the work of one key (for tests; it does not grow with the query's length).
    public var lastSearchWork: (comparedProducts: Int, foldedQueryBytes: Int) {
        (productSearch.comparedProducts, productSearch.foldedQueryBytes)
    }

    /// Filters every section by `text` (one apply).
    public func filter(by text: String) {
        query = text
        applyNarrowing()
    }

    /// Narrows the products by `filter` (category, filters, sort order), with the search (one apply).
    public func narrow(to filter: ProductFilter) {
        self.filter = filter
        applyNarrowing()
    }

    /// Applies the snapshot of the current query and filter, animated, and keeps the focus on
    /// the focused product when it is still shown (in the same section if it can).
    private func applyNarrowing() {
        queryBox.text = query
        show(makeSnapshot(), keepingFocus: true)
        applyCount += 1
        // The visible cells show the new query's matches.
        for cell in collectionView.visibleCells {
            (cell as? ProductRowCell)?.query = query
            (cell as? ProductCardCell)?.query = query
        }
        inspector.setNeedsDisplay()
        setNeedsDisplay()
    }

    /// The most items (shown before and after together) a change animates. A larger change
    /// (a sort or a search of a large catalogue) is shown at once by reloading: a diff and an
    /// animation of a hundred thousand items cost far more than they show.
    static let largestAnimatedChange = 20_000

    /// Makes `snapshot` current, as an animated difference when the change is small enough.
    /// With `keepingFocus` (and always after a reload), the focused product keeps the focus
    /// when it is still shown, in the same section if it can; otherwise the difference moves
    /// the focus with its item, or to the nearest one.
    func show(_ snapshot: DiffableDataSourceSnapshot<Section, Item>, keepingFocus: Bool) {
        let focused = collectionView.focusedIndexPath.flatMap { dataSource.itemIdentifier(for: $0) }
        let reloads = dataSource.snapshot().numberOfItems + snapshot.numberOfItems > Self.largestAnimatedChange
        if reloads {
            dataSource.applySnapshotUsingReloadData(snapshot)
        } else {
            dataSource.apply(snapshot, animatingDifferences: true)
        }
        guard let focused, reloads || keepingFocus else { return }
        // Looked up by identity: the same section first, then the product in any section.
        let sections = [focused.section] + Section.allCases.filter { $0 != focused.section }
        let kept = sections.lazy.compactMap { self.dataSource.indexPath(for: Item(section: $0, position: focused.position, in: focused.store)) }.first
        if let kept, collectionView.focusedIndexPath != kept {
            _ = collectionView.focusItem(at: kept)
        }
    }

    /// The product the focus is on (its latest value: items read the store), or `nil`.
    public var focusedProduct: Product? {
        guard let indexPath = collectionView.focusedIndexPath, let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
        return item.product
    }

    /// Shows the tab at `index`: 0 is every category, then the categories in order.
    public func selectTab(_ index: Int) {
        guard index >= 0, index <= categories.count else { return }
        var changed = filter
        changed.category = index == 0 ? nil : categories[index - 1]
        guard changed != filter else { return }
        narrow(to: changed)
    }

    /// The position of the tab shown (0: every category).
    public var selectedTab: Int { filter.category.flatMap { categories.firstIndex(of: $0).map { $0 + 1 } } ?? 0 }

    /// Opens the focused product's detail as a screen above this one.
    public func openDetail() {
        guard let product = focusedProduct else { return }
        var view: View? = superview
        while let current = view, !(current is NavigationStackView) { view = current.superview }
        (view as? NavigationStackView)?.push(ProductDetailScreen(product: product))
    }

    // MARK: Delegate

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        toggleFavorite(productID: item.product.id)
    }

    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        inspector.setNeedsDisplay()
    }

    // MARK: View

    /// Whether the inspector shows beside the grids (at ``inspectorMinimumWidth`` columns and wider).
    public var showsInspector: Bool { bounds.width >= Self.inspectorMinimumWidth }

    /// Rows above the collection view: the narrowing bar, then the search field or the
    /// favourites' problem when there is one.
    private var topRows: CGFloat {
        let extra: CGFloat = search.isHidden && favourites.problem == nil ? 0 : 1
        return min(2 + extra, bounds.height)
    }

    public override func layoutSubviews() {
        let top = topRows
        narrowing.frame = CGRect(x: 0, y: 0, width: bounds.width, height: min(2, bounds.height))
        search.frame = CGRect(x: 0, y: min(2, top), width: bounds.width, height: max(0, top - 2))
        let inspectorWidth: CGFloat = showsInspector ? min(44, (bounds.width * 0.36).rounded(.down)) : 0
        inspector.isHidden = inspectorWidth == 0
        // A column of space between the grids' scroll indicator and the inspector's frame.
        let gap: CGFloat = inspectorWidth > 0 ? 1 : 0
        inspector.frame = CGRect(x: bounds.width - inspectorWidth, y: top, width: inspectorWidth, height: max(0, bounds.height - top))
        collectionView.frame = CGRect(x: 0, y: top, width: bounds.width - inspectorWidth - gap, height: max(0, bounds.height - top))
    }

    public override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        if search.isHidden, let problem = favourites.problem {
            // A favourites file that could not be read or written: said under the narrowing
            // bar until a save succeeds (the favourites themselves are kept in memory).
            canvas.draw(" ! " + problem, in: CGRect(x: rect.minX, y: rect.minY + 2, width: rect.width, height: 1),
                        style: Style(foreground: .indexed(160), attributes: .bold))
        }
        if dataSource.snapshot().numberOfItems == 0 {
            let message = query.isEmpty && filter.isEmpty ? "The catalogue has no products"
                : query.isEmpty ? "No products pass the filters (Esc clears them)"
                : traitCollection.glyphSet.symbols("No products match “") + query + traitCollection.glyphSet.symbols("”")
            let y = rect.minY + topRows + 1
            canvas.draw(message, in: CGRect(x: rect.minX, y: y, width: collectionView.frame.width, height: 1), style: .secondaryLabel,
                        alignment: .center)
        }
    }

    public override func handle(_ event: KeyEvent) -> Bool {
        if search.isEditing {
            switch event.key {
            case .escape:
                endSearch(clearing: true)
                return true
            case .enter, .down, .tab:
                search.isEditing = false
                if query.isEmpty { endSearch(clearing: true) }
                _ = collectionView.handle(.down)
                return true
            default:
                return search.handle(event) || true
            }
        }
        return collectionView.handle(event)
    }

    /// Shows the search field and gives it the keys.
    public func beginSearch() {
        search.isHidden = false
        search.isEditing = true
        setNeedsLayout()
    }

    /// Hides the search field; with `clearing`, shows every product again.
    public func endSearch(clearing: Bool) {
        search.isEditing = false
        if clearing {
            search.setText("")
            search.isHidden = true
            if !query.isEmpty { filter(by: "") }
        }
        setNeedsLayout()
    }

    /// Clears the search and every filter (the sort order stays), in one apply.
    public func clearNarrowing() {
        search.isEditing = false
        search.setText("")
        search.isHidden = true
        query = ""
        var cleared = ProductFilter()
        cleared.sort = filter.sort
        filter = cleared
        applyNarrowing()
        setNeedsLayout()
    }

    /// Whether a search or a filter narrows the products now (then Escape clears them).
    public var isNarrowed: Bool { !search.isHidden || !filter.isEmpty }

    // MARK: DemoScreen

    public var navigationTitle: String { "Products" }

    /// While the query is typed, every printable key goes into it (`?` and `q` too).
    public var capturesKeys: Bool { search.isEditing }

    /// The keys of the table (``commands``) as key commands, none while the query is typed.
    public override var keyCommands: [KeyCommand]? {
        search.isEditing ? nil : commands.flatMap(\.keyCommands)
    }

    /// The moves; the status bar adds the key commands that fire now.
    public var keyHints: [KeyHint] {
        if search.isEditing { return [KeyHint("Enter", "Done"), KeyHint("Esc", "Clear")] }
        return [KeyHint("↑↓←→", "Move")]
    }

    public var helpHints: [KeyHint] {
        [KeyHint("↑ ↓ ← →", "Move between products"), KeyHint("PgUp PgDn", "Scroll a screen")]
            + commands.filter(\.inHelp).map(\.helpHint)
    }
}
