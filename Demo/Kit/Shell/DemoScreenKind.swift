import CollectionCore

/// The screens of the demo, as the home screen groups them (after the sidebar of Apple's
/// "Implementing Modern Collection Views") and as `demo --screen NAME` names them.
public enum DemoScreenKind: String, CaseIterable, Sendable {
    case layoutGallery = "layout-gallery"
    case appStore = "app-store"
    case customLayout = "custom-layout"
    case products
    case reload
    case insertionSort = "insertion-sort"
    case millionProducts = "million-products"
    case outline

    /// A group of the home screen.
    public enum Group: String, CaseIterable, Sendable {
        case compositionalLayout = "Compositional Layout"
        case customLayout = "Custom Layout"
        case diffableDataSource = "Diffable Data Source"
        case outlines = "Outlines"

        public var symbol: String {
            switch self {
            case .compositionalLayout: "🧱"
            case .customLayout: "📐"
            case .diffableDataSource: "🔀"
            case .outlines: "🌳"
            }
        }

        public var screens: [DemoScreenKind] { DemoScreenKind.allCases.filter { $0.group == self } }
    }

    public var group: Group {
        switch self {
        case .layoutGallery, .appStore: .compositionalLayout
        case .customLayout: .customLayout
        case .products, .reload, .insertionSort, .millionProducts: .diffableDataSource
        case .outline: .outlines
        }
    }

    public var title: String {
        switch self {
        case .layoutGallery: "Layout Gallery"
        case .appStore: "App Store"
        case .customLayout: "Custom Layout"
        case .products: "Products"
        case .reload: "Reload"
        case .insertionSort: "Insertion Sort"
        case .millionProducts: "A Million Products"
        case .outline: "Emoji Outline"
        }
    }

    /// One line on what the screen shows.
    public var summary: String {
        switch self {
        case .layoutGallery: "Apple's sample layouts, one by one"
        case .appStore: "three carousels, Korean headers"
        case .customLayout: "TableLayout, frame/bounds/offset"
        case .products: "grids, list, favourites, search"
        case .reload: "class, struct and Identifiable"
        case .insertionSort: "one apply per timer tick"
        case .millionProducts: "1,000,000 items, instant"
        case .outline: "section snapshots, expand/collapse"
        }
    }

    public var symbol: String {
        switch self {
        case .layoutGallery: "🧩"
        case .appStore: "🏬"
        case .customLayout: "📏"
        case .products: "🛒"
        case .reload: "🔄"
        case .insertionSort: "📊"
        case .millionProducts: "💯"
        case .outline: "😀"
        }
    }

    /// A new screen of this kind.
    public func makeScreen(catalog: Catalog) -> DemoScreen {
        switch self {
        case .layoutGallery: LayoutGalleryScreen()
        case .appStore: AppStoreScreen()
        case .customLayout: CustomLayoutScreen(catalog: catalog)
        case .products: ProductsScreen(catalog: catalog)
        case .reload: ReloadScreen()
        case .insertionSort: InsertionSortScreen()
        case .millionProducts: MillionProductsScreen(catalog: catalog)
        case .outline: OutlineScreen()
        }
    }
}
