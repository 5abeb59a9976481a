import CollectionCore
import Foundation

/// Screen 8: a list and a grid of 1,000,000 generated products that start and scroll at
/// once. Nothing is stored per item: the classic counting data source makes the product for
/// an index when its cell is shown, and the compositional layout answers what is visible by
/// binary search. `g` switches between the list and the grid.
public final class MillionProductsScreen: CollectionScreen, DemoScreen, CollectionViewDataSource {
    /// The number of products.
    public let count: Int
    public private(set) var isGrid = false
    private let names: [Product]
    private let listRegistration: CollectionView.CellRegistration<CollectionViewListCell, Product>
    private let cardRegistration: CollectionView.CellRegistration<ProductCardCell, Product>

    public init(catalog: Catalog, count: Int = 1_000_000) {
        self.count = count
        names = catalog.products.isEmpty ? [Product(id: 0, name: "Product", category: "", price: 1)] : catalog.products
        listRegistration = CollectionView.CellRegistration { cell, _, product in
            var content = ListContentConfiguration.valueCell()
            content.image = Image(product.emoji)
            content.text = product.displayName
            content.textProperties.numberOfLines = 1
            content.secondaryText = Product.formatted(product.price)
            cell.contentConfiguration = content
        }
        cardRegistration = CollectionView.CellRegistration { cell, _, product in cell.product = product }
        super.init(collectionView: CollectionView(frame: CollectionScreen.initialFrame, collectionViewLayout: Self.listLayout()))
        headerHeight = 1
        collectionView.dataSource = self
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    static func listLayout() -> CollectionViewCompositionalLayout {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        return CollectionViewCompositionalLayout.list(using: configuration)
    }

    static func gridLayout() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in
            let columns = max(1, Int(environment.container.effectiveContentSize.width / 38))
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 0)
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(4)),
                subitem: item, count: columns)
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 1)
            return section
        }
    }

    /// The product at `index`, made on demand from the catalogue's names.
    public func product(at index: Int) -> Product {
        var product = names[index % names.count]
        product.id = index
        product.name = "#" + NumberFormat.grouped(index + 1) + " " + product.name
        product.price = Double((index * 7919) % 20000 + 100) / 100
        product.salePrice = nil
        return product
    }

    /// Switches between the list and the grid, keeping the focused product.
    public func toggleLayout() {
        let focus = collectionView.focusedIndexPath
        isGrid.toggle()
        collectionView.setCollectionViewLayout(isGrid ? Self.gridLayout() : Self.listLayout(), animated: false)
        // The visible cells are of the other kind: make them again.
        collectionView.reloadData()
        if let focus { collectionView.focusItem(at: focus) }
        setNeedsDisplay()
    }

    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let product = product(at: indexPath.item)
        return isGrid
            ? collectionView.dequeueConfiguredReusableCell(using: cardRegistration, for: indexPath, item: product)
            : collectionView.dequeueConfiguredReusableCell(using: listRegistration, for: indexPath, item: product)
    }

    public override func drawHeader(in rect: CGRect, canvas: inout Canvas) {
        let focus = collectionView.focusedIndexPath.map { "#" + NumberFormat.grouped($0.item + 1) } ?? "—"
        let text = " " + NumberFormat.count(count, "product") + " · " + (isGrid ? "grid" : "list") + " · focus " + focus
        canvas.draw(traitCollection.glyphSet.symbols(text), in: rect, style: .secondaryLabel)
    }

    /// `g` switches between the list and the grid.
    public override var keyCommands: [KeyCommand]? {
        [KeyCommand(.character("g"), title: "Switch between list and grid", discoverabilityTitle: isGrid ? "List" : "Grid") {
            [weak self] in self?.toggleLayout()
        }].compactMap { $0 }
    }

    public override func handle(_ event: KeyEvent) -> Bool {
        let handled = super.handle(event)
        setNeedsDisplay()
        return handled
    }

    public var navigationTitle: String { "A Million Products" }

    public var keyHints: [KeyHint] { [KeyHint("↑↓", "Move"), KeyHint("PgDn End", "Jump")] }

    public var helpHints: [KeyHint] {
        [KeyHint("↑ ↓ ← →", "Move"), KeyHint("PgUp PgDn", "Scroll a screen"), KeyHint("Home End", "First / last of 1,000,000"),
         KeyHint("g", "Switch between list and grid")]
    }
}
