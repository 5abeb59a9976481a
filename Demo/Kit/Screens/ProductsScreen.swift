import CollectionCore
import Foundation

/// Screen 1, the seed article on modern collection views: Featured and On Sale as two-column
/// grids of cards, All as a plain list with disclosure indicators; cell registrations and a
/// diffable data source. Enter toggles a favourite star through a snapshot reload; `/` opens a
/// search field that filters every section as you type (one apply per key); Escape clears it.
public final class ProductsScreen: CollectionScreen, DemoScreen, CollectionViewDelegate {
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

    /// A product shown in a section. The same product may appear in several sections, so its
    /// identity is the pair (section, product id); its value is the latest product, so a
    /// changed favourite flag is a reload of the same item.
    public struct Item: Hashable, Sendable, Identifiable {
        public struct ID: Hashable, Sendable {
            public var section: Section
            public var productID: Int
        }

        public var section: Section
        public var product: Product
        public var id: ID { ID(section: section, productID: product.id) }
    }

    public typealias DataSource = CollectionViewDiffableDataSource<Section, Item>

    /// The section identifier at an index, once the data source exists.
    private final class SectionLookup {
        var section: (Int) -> Section? = { Section(rawValue: $0) }
    }

    public internal(set) var products: [Product]
    public let dataSource: DataSource
    /// The search text (empty: every product).
    public private(set) var query = ""
    /// The search field, shown on the first row while searching or filtered.
    let search: SearchBar
    /// Which products match the query (each product's text folded once).
    var productSearch: ProductSearch

    /// The favourites of this run (saved across runs when they have a store).
    public let favourites: Favourites

    /// The screen for `catalog`, starring the products in `favourites`.
    public init(catalog: Catalog, favourites: Favourites = Favourites()) {
        self.favourites = favourites
        products = catalog.products.map { product in
            var product = product
            product.isFavorite = favourites.contains(product.id)
            return product
        }
        productSearch = ProductSearch(catalog.products)
        search = SearchBar()
        // Sections come and go as the search filters them: the layout asks the data source
        // which section is at an index (it exists by the time the layout prepares).
        let sections = SectionLookup()
        let layout = CollectionViewCompositionalLayout { index, environment in
            sections.section(index).map { ProductsScreen.layoutSection(for: $0, environment: environment) }
        }
        let cardRegistration = CollectionView.CellRegistration<ProductCardCell, Item> { cell, _, item in
            cell.product = item.product
        }
        let rowRegistration = CollectionView.CellRegistration<CollectionViewListCell, Item> { cell, _, item in
            var content = ListContentConfiguration.cell()
            content.image = Image(TerminalText.sanitized(item.product.emoji))
            content.text = item.product.displayName
            content.textProperties.numberOfLines = 1
            cell.contentConfiguration = content
            let price = Product.formatted(item.product.currentPrice)
            var accessories: [CellAccessory] = [
                .label(text: price, options: .init(tintColor: item.product.isOnSale ? .indexed(160) : .secondaryLabel)),
                .disclosureIndicator(),
            ]
            if item.product.isFavorite {
                accessories.insert(.label(text: GlyphSet.current.starFilled, options: .init(tintColor: .indexed(220))), at: 0)
            }
            cell.accessories = accessories
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
        super.init(collectionView: collectionView)
        addSubview(search)
        search.isHidden = true
        dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
            let header = collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            if let self, let section = self.dataSource.sectionIdentifier(for: indexPath.section) {
                header.title = section.title
                let count = self.dataSource.snapshot().numberOfItems(inSection: section)
                header.subtitle = "\(count) product\(count == 1 ? "" : "s")"
            }
            return header
        }
        collectionView.delegate = self
        search.onChange = { [weak self] text in self?.filter(by: text) }
        dataSource.apply(makeSnapshot(), animatingDifferences: false)
    }

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

    /// The snapshot for the current products and query: every section filtered, empty ones left out.
    func makeSnapshot() -> DiffableDataSourceSnapshot<Section, Item> {
        let matching = query.isEmpty ? products : productSearch.matches(query).map { products[$0] }
        var snapshot = DiffableDataSourceSnapshot<Section, Item>()
        let contents: [(Section, [Product])] = [
            (.featured, matching.filter(\.isFeatured)), (.onSale, matching.filter(\.isOnSale)), (.all, matching),
        ]
        for (section, items) in contents where !items.isEmpty {
            snapshot.appendSections([section])
            snapshot.appendItems(items.map { Item(section: section, product: $0) }, toSection: section)
        }
        return snapshot
    }

    /// Toggles the favourite flag of a product and reloads its items in every section.
    public func toggleFavorite(productID: Int) {
        guard let index = products.firstIndex(where: { $0.id == productID }) else { return }
        products[index].isFavorite = favourites.toggle(productID)
        setNeedsLayout()
        let product = products[index]
        var snapshot = dataSource.snapshot()
        let updated = snapshot.itemIdentifiers.filter { $0.product.id == productID }
            .map { Item(section: $0.section, product: product) }
        snapshot.reloadItems(updated)
        dataSource.apply(snapshot)
    }

    /// How many products the last filter compared the query with, and how many bytes of query
    /// it folded: the work of one key (for tests; it does not grow with the query's length).
    public var lastSearchWork: (comparedProducts: Int, foldedQueryBytes: Int) {
        (productSearch.comparedProducts, productSearch.foldedQueryBytes)
    }

    /// Filters every section by `text` (one apply).
    public func filter(by text: String) {
        query = text
        dataSource.apply(makeSnapshot())
        setNeedsDisplay()
    }

    // MARK: Delegate

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        toggleFavorite(productID: item.product.id)
    }

    // MARK: View

    public override func layoutSubviews() {
        let searchRows: CGFloat = search.isHidden && favourites.problem == nil ? 0 : min(2, bounds.height)
        search.frame = CGRect(x: 0, y: 0, width: bounds.width, height: min(1, searchRows))
        collectionView.frame = CGRect(x: 0, y: searchRows, width: bounds.width, height: max(0, bounds.height - searchRows))
    }

    public override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        if search.isHidden, let problem = favourites.problem {
            // A favourites file that could not be read or written: said on the top row until a
            // save succeeds (the favourites themselves are kept in memory).
            canvas.draw(" ! " + problem, in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
                        style: Style(foreground: .indexed(160), attributes: .bold))
        }
        if dataSource.snapshot().numberOfItems == 0 {
            let message = query.isEmpty ? "The catalogue has no products" : "No products match “\(query)”"
            let y = rect.minY + (search.isHidden && favourites.problem == nil ? 0 : 2) + 1
            canvas.draw(message, in: CGRect(x: rect.minX, y: y, width: rect.width, height: 1), style: .secondaryLabel,
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
        if event == .character("/") {
            beginSearch()
            return true
        }
        if event.key == .escape, !search.isHidden {
            endSearch(clearing: true)
            return true
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

    // MARK: DemoScreen

    public var navigationTitle: String { "Products" }

    /// While the query is typed, every printable key goes into it (`?` and `q` too).
    public var capturesKeys: Bool { search.isEditing }

    public var keyHints: [KeyHint] {
        if search.isEditing { return [KeyHint("Enter", "Done"), KeyHint("Esc", "Clear")] }
        let move = [KeyHint("↑↓←→", "Move"), KeyHint("Enter", "Favourite"), KeyHint("/", "Search")]
        // While a filter shows, Escape clears it rather than going back.
        return search.isHidden ? move : move + [KeyHint("Esc", "Clear")]
    }

    public var helpHints: [KeyHint] {
        [KeyHint("↑ ↓ ← →", "Move between products"), KeyHint("Tab", "Next section"),
         KeyHint("Enter", "Toggle the favourite star"), KeyHint("/", "Search every section as you type"),
         KeyHint("Esc", "Clear the search"), KeyHint("PgUp PgDn", "Scroll a screen")]
    }
}
