import CollectionCore
import CollectionExamples
import Foundation

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
    case declarative
    case reorderableList = "reorderable-list"
    case wiFiSettings = "wifi-settings"
    case tableEditing = "table-editing"
    case mountainsSearch = "mountains-search"
    case conferenceVideos = "conference-videos"
    case emojiExplorer = "emoji-explorer"
    case simpleList = "simple-list"
    case customCellList = "custom-cell-list"
    case customConfigurations = "custom-configurations"

    /// A group of the home screen.
    public enum Group: String, CaseIterable, Sendable {
        case compositionalLayout = "Compositional Layout"
        case customLayout = "Custom Layout"
        case diffableDataSource = "Diffable Data Source"
        case outlines = "Outlines"
        case declarative = "Declarative Registration"
        case editing = "Lists: Editing"
        case uikitSample = "UIKit Sample Screens"

        public var symbol: String {
            switch self {
            case .compositionalLayout: "🧱"
            case .customLayout: "📐"
            case .diffableDataSource: "🔀"
            case .outlines: "🌳"
            case .declarative: "🧾"
            case .editing: "📝"
            case .uikitSample: "🍏"
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
        case .declarative: .declarative
        case .reorderableList, .wiFiSettings, .tableEditing: .editing
        case .mountainsSearch: .uikitSample
        case .conferenceVideos: .uikitSample
        case .emojiExplorer: .uikitSample
        case .simpleList: .uikitSample
        case .customCellList: .uikitSample
        case .customConfigurations: .uikitSample
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
        case .declarative: "Mixed Types"
        case .reorderableList: "Reorderable List"
        case .wiFiSettings: "Settings: Wi-Fi"
        case .tableEditing: "UITableView: Editing"
        case .mountainsSearch: "Mountains Search"
        case .conferenceVideos: "Conference Videos"
        case .emojiExplorer: "Emoji Explorer"
        case .simpleList: "Simple List"
        case .customCellList: "List with Custom Cells"
        case .customConfigurations: "Custom Configurations"
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
        case .insertionSort: "a bar button, a run-loop timer"
        case .millionProducts: "1,000,000 items, instant"
        case .outline: "section snapshots, expand/collapse"
        case .declarative: "register(view:), numbers, strings, trees"
        case .reorderableList: "m, Alt-↑↓ or a drag moves a row"
        case .wiFiSettings: "a switch, animated sections"
        case .tableEditing: "delete, swipe actions, select, move"
        case .mountainsSearch: "a search bar filters a grid"
        case .conferenceVideos: "rows of video cards, headers"
        case .emojiExplorer: "a carousel, an outline, a list"
        case .simpleList: "a list configuration, one cell"
        case .customCellList: "labels, image views, anchors"
        case .customConfigurations: "own content and background"
        }
    }

    /// A few sentences on what the screen demonstrates, for the home screen's detail panel.
    public var details: String {
        switch self {
        case .layoutGallery:
            "Every layout of Apple's \"Implementing Modern Collection Views\" sample, from a plain grid to orthogonal "
                + "sections and self-sizing news rows. Resize the terminal on Adaptive Sections to see its columns change."
        case .appStore:
            "The App Store clone: three carousels with different group widths and paging behaviours, one item enum with "
                + "three payload types, and headers and footers from a supplementary view provider."
        case .customLayout:
            "TableLayout, a CollectionViewLayout subclass written as for UIKit. A live line shows frame, bounds and "
                + "contentOffset: scrolling moves the bounds over content that stays put."
        case .products:
            "The classic collection-view screen: Featured and On Sale grids and a list of every product. Enter stars a product "
                + "through a snapshot reload; / filters every section as you type."
        case .reload:
            "Three ways to reload a changed item: a class with reloadItems, a struct by inserting the new value and "
                + "deleting the old, and an Identifiable struct reloaded directly by its id."
        case .insertionSort:
            "Rows of colours sorted by insertion sort, written as a UIKit view controller: Sort in the navigation bar "
                + "(s) starts a run-loop timer, and each tick inserts one colour in every row with one snapshot apply."
        case .millionProducts:
            "A million products in a list and a grid. Nothing is stored per item and the layout finds the visible "
                + "rows by binary search, so it opens and scrolls at once."
        case .outline:
            "An emoji explorer built from section snapshots: categories expand and collapse with → and ←, and each "
                + "section keeps its own tree."
        case .declarative:
            "ConfigurableCollectionView's declarative registration: numbers, strings and products in one list, each "
                + "type with its own register(view:) clauses, and an outline built with appendChildItems(_:to:recursivePath:)."
        case .reorderableList:
            "Apple's Reorderable List: m picks a row up, the arrows carry it (across sections), Enter drops it and "
                + "Escape puts it back; Alt-↑↓ moves at once, and the mouse can drag. didReorder gets the transaction."
        case .wiFiSettings:
            "Apple's Settings: Wi-Fi as a TableView with a Switch accessory view: Enter turns Wi-Fi off (the network "
                + "sections leave, animated) and on; r scans again; Enter on a network joins it."
        case .tableEditing:
            "Apple's UITableView: Editing as a TableView: e edits (selection boxes, grips; rows move between the "
                + "lists), Space selects and x deletes, Delete or . shows the Flag and Delete actions."
        case .mountainsSearch:
            "A view controller written as for UIKit: a SearchBar pinned above a grid with anchors; its delegate's "
                + "textDidChange applies a filtered snapshot on every key, so the grid narrows as you type."
        case .conferenceVideos:
            "Rows of video cards that scroll sideways (orthogonal sections), each under a title header; the cards and "
                + "headers are views of our own made of an image view and labels pinned with anchors."
        case .emojiExplorer:
            "One collection view, three sections: a grid carousel of recent emoji, an outline of categories that "
                + "expand and collapse, and a plain list, each filled from its own section snapshot."
        case .simpleList:
            "The smallest list: a list configuration, a compositional list layout, one cell registration with the "
                + "default content configuration, and a diffable data source."
        case .customCellList:
            "A list cell subclass with its own image view and label pinned with anchors beside a list content view, "
                + "a custom configuration state key for its item, all set in updateConfiguration(using:)."
        case .customConfigurations:
            "A content configuration and content view of our own, and a background configuration made for each state: "
                + "focus and selection restyle the tiles, Space selects several."
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
        case .declarative: "🔣"
        case .reorderableList: "🔃"
        case .wiFiSettings: "📶"
        case .tableEditing: "🧹"
        case .mountainsSearch: "🗻"
        case .conferenceVideos: "🎬"
        case .emojiExplorer: "🙂"
        case .simpleList: "📃"
        case .customCellList: "🔧"
        case .customConfigurations: "🎨"
        }
    }

    /// A new screen of this kind, to be shown in `frame` (the view controllers' views are made
    /// at its size).
    @MainActor public func makeScreen(catalog: Catalog, favourites: Favourites = Favourites(), frame: CGRect = .zero) -> DemoScreen {
        switch self {
        case .layoutGallery: LayoutGalleryScreen()
        case .appStore: AppStoreScreen()
        case .customLayout: CustomLayoutScreen(catalog: catalog)
        case .products: ProductsScreen(catalog: catalog, favourites: favourites)
        case .reload: ReloadScreen()
        case .insertionSort: SampleScreenHost(InsertionSortViewController(), frame: frame)
        case .millionProducts: MillionProductsScreen(catalog: catalog)
        case .outline: OutlineScreen()
        case .declarative: DeclarativeScreen()
        case .reorderableList: ReorderableListExample()
        case .wiFiSettings: SampleScreenHost(WiFiSettingsViewController(), frame: frame)
        case .tableEditing: SampleScreenHost(TableEditingViewController(), frame: frame)
        case .mountainsSearch: SampleScreenHost(MountainsViewController(), frame: frame)
        case .conferenceVideos: SampleScreenHost(ConferenceVideosViewController(), frame: frame)
        case .emojiExplorer: SampleScreenHost(EmojiExplorerViewController(), frame: frame)
        case .simpleList: SampleScreenHost(SimpleListViewController(), frame: frame)
        case .customCellList: SampleScreenHost(CustomCellListViewController(), frame: frame)
        case .customConfigurations: SampleScreenHost(CustomConfigurationsViewController(), frame: frame)
        }
    }
}
