import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

/// A list of rows in sections, as `UITableView`, built on the collection view.
///
/// A table view holds a ``CollectionView`` with a list layout of its ``style`` and translates
/// between the two: its ``TableViewDataSource`` and ``TableViewDelegate`` are asked through the
/// collection view's data source and delegate, its updates are the collection view's batch
/// updates, and its cells (``TableViewCell``) are list cells. So focus and keys, selection,
/// editing controls, swipe actions, reordering, update animation, scrolling and drawing are the
/// collection view's, with the same diagnostics: a batch whose counts do not add up is
/// reported and recovered from by reloading, never a crash.
///
/// ```swift
/// let tableView = TableView(frame: view.bounds, style: .insetGrouped)
/// tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
/// tableView.dataSource = self
/// tableView.delegate = self
/// view.addSubview(tableView)
/// ```
///
/// Sizes are in character cells: ``rowHeight`` and the delegate's heights are rows (in points
/// when ``pointScale`` is set). Keys: arrows move the focus, Enter or Space selects, Delete or
/// `.` shows a row's swipe actions, `m` or Alt-Up/Alt-Down moves a movable row (while
/// editing), and the mouse clicks the editing controls.
open class TableView: View {
    /// The look of the table, fixed when it is made.
    public let style: Style

    /// The collection view that shows the rows.
    let collectionView: CollectionView
    /// Translates the collection view's questions into the table's.
    lazy var bridge = TableViewBridge(tableView: self)

    /// Supplies the rows; weak, as in UIKit. Setting it reloads the data.
    public weak var dataSource: TableViewDataSource? {
        didSet {
            collectionView.dataSource = bridge
            reloadData()
        }
    }

    /// Answers questions about heights, selection, swipe actions and editing; weak, as in
    /// UIKit.
    public weak var delegate: TableViewDelegate? {
        didSet {
            collectionView.delegate = bridge
            // Another delegate may give other headers and footers: asked at the next pass.
            bridge.headerFooterPresence = HeaderFooterPresence()
        }
    }

    /// The object told about rows shortly before they come into view (held weakly), as in
    /// UIKit; see ``TableViewDataSourcePrefetching``.
    public weak var prefetchDataSource: TableViewDataSourcePrefetching? {
        didSet { collectionView.prefetchDataSource = prefetchDataSource == nil ? nil : bridge }
    }

    /// Whether the ``prefetchDataSource`` is asked about rows ahead. Default `true`.
    public var isPrefetchingEnabled: Bool {
        get { collectionView.isPrefetchingEnabled }
        set { collectionView.isPrefetchingEnabled = newValue }
    }

    /// The height of every row, in rows (in points with a ``pointScale``), unless the delegate
    /// answers `heightForRowAt`; ``automaticDimension`` (the default) sizes each row to its
    /// content. A negative or non-finite height other than that is reported and ignored.
    public var rowHeight: CGFloat = TableView.automaticDimension {
        didSet { if rowHeight != oldValue { reloadData() } }
    }

    /// Accepted for UIKit code; rows are always measured here, so it changes nothing.
    public var estimatedRowHeight: CGFloat = TableView.automaticDimension

    /// Whether separator rows are drawn between rows.
    public var separatorStyle: SeparatorStyle = .singleLine {
        didSet { if separatorStyle != oldValue { collectionView.collectionViewLayout.invalidateLayout() } }
    }

    /// Whether rows can be selected when not editing; `true` by default.
    public var allowsSelection = true
    /// Whether rows can be selected while editing; `false` by default, as in UIKit.
    public var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected when not editing.
    public var allowsMultipleSelection: Bool {
        get { collectionView.allowsMultipleSelection }
        set { collectionView.allowsMultipleSelection = newValue }
    }
    /// Whether several rows can be selected while editing; rows then show selection boxes
    /// instead of delete controls while editing, as in UIKit.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { collectionView.allowsMultipleSelectionDuringEditing }
        set {
            collectionView.allowsMultipleSelectionDuringEditing = newValue
            reconfigureVisibleRows()
        }
    }

    /// Converts ``rowHeight`` and the delegate's heights from points to rows when set (see
    /// ``PointScale``); `nil` (the default) takes them as rows.
    public var pointScale: PointScale? {
        get { collectionView.pointScale }
        set {
            collectionView.pointScale = newValue
            reloadData()
        }
    }

    // MARK: Section headers and footers

    /// The height of every section header, in rows (in points with a ``pointScale``), unless
    /// the delegate answers `heightForHeaderInSection`; ``automaticDimension`` (the default)
    /// sizes each header to its content, and 0 shows none.
    public var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { reloadData() } }
    }
    /// The height of every section footer (see ``sectionHeaderHeight``).
    public var sectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { reloadData() } }
    }
    /// Accepted for UIKit code; headers are always measured here, so it changes nothing.
    public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// Accepted for UIKit code; footers are always measured here, so it changes nothing.
    public var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension

    /// A view above the first section, as `UITableView.tableHeaderView`: as wide as the table
    /// and as tall as its frame (in points with a ``pointScale``), or, when its frame has no
    /// height, as its constraints or intrinsic size make it. It scrolls with the rows.
    public var tableHeaderView: View? {
        didSet { if tableHeaderView !== oldValue { updateTableBoundaryViews() } }
    }
    /// A view below the last section, as `UITableView.tableFooterView` (see
    /// ``tableHeaderView``).
    public var tableFooterView: View? {
        didSet { if tableFooterView !== oldValue { updateTableBoundaryViews() } }
    }

    /// The configuration of the table's layout (its boundary items hold the table header and
    /// footer views).
    let layoutConfiguration = CollectionViewCompositionalLayoutConfiguration()

    // MARK: Batch update state

    /// How deep the nested `beginUpdates` calls are.
    var updateDepth = 0
    /// What the open batch animates from, taken at `beginUpdates`.
    var updateCapture: UpdateCapture?
    /// Whether a change of the open batch asked for an animation.
    var updateAnimates = false

    /// A table view of `style` with `frame`, as `UITableView(frame:style:)`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        // UIKit code often makes the table in viewDidLoad with the view's bounds, which are still
        // empty here: until the table gets its size (layoutSubviews), the rows are laid out in a
        // provisional 80 x 24, not in a zero-wide container.
        let cells = CGSize(width: 80, height: 24)
        let size = frame.width > 0 && frame.height > 0 ? frame.size : PointScale.currentEffective?.points(cells) ?? cells
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: CollectionViewLayout())
        super.init(frame: frame)
        collectionView.setCollectionViewLayout(makeLayout(), animated: false)
        collectionView.register(
            TableViewHeaderFooterView.self, forSupplementaryViewOfKind: CollectionLayoutListConfiguration.elementKindSectionHeader,
            withReuseIdentifier: TableViewBridge.headerFooterIdentifier)
        collectionView.register(
            TableViewHeaderFooterView.self, forSupplementaryViewOfKind: CollectionLayoutListConfiguration.elementKindSectionFooter,
            withReuseIdentifier: TableViewBridge.headerFooterIdentifier)
        for kind in TableViewHeaderFooterHost.kinds {
            collectionView.register(
                TableViewHeaderFooterHost.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: TableViewHeaderFooterHost.reuseIdentifier)
        }
        collectionView.dataSource = bridge
        collectionView.delegate = bridge
        addSubview(collectionView)
    }

    /// A ``Style/plain`` table view with `frame`.
    public convenience override init(frame: CGRect = .zero) {
        self.init(frame: frame, style: .plain)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The list layout: each section a list of the table's style, with a header or footer when
    /// the data source gives it a title or the delegate a view, and the delegate's swipe
    /// actions; the table header and footer views as the layout's boundary items.
    private func makeLayout() -> CollectionViewLayout {
        CollectionViewCompositionalLayout(sectionProvider: { [weak self] section, environment in
            var configuration = CollectionLayoutListConfiguration(appearance: self?.style.listAppearance ?? .plain)
            guard let self else { return .list(using: configuration, layoutEnvironment: environment) }
            configuration.showsSeparators = separatorStyle == .singleLine
            if hasHeaderFooter(inSection: section, footer: false) { configuration.headerMode = .supplementary }
            if hasHeaderFooter(inSection: section, footer: true) { configuration.footerMode = .supplementary }
            configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                self?.leadingSwipeActions(at: indexPath)
            }
            configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                self?.trailingSwipeActions(at: indexPath)
            }
            return .list(using: configuration, layoutEnvironment: environment)
        }, configuration: layoutConfiguration)
    }

    // MARK: View

    /// Keeps the collection view filling the table view.
    open override func layoutSubviews() {
        guard cellFrame.width > 0, cellFrame.height > 0 else { return }
        collectionView.cellFrame = CGRect(origin: .zero, size: cellFrame.size)
    }

    /// Keys go to the rows: focus, selection, swipe actions, moves (see ``TableView``).
    open override func handle(_ event: KeyEvent) -> Bool {
        collectionView.handle(event)
    }

    /// Clicks, drags and the wheel go to the rows.
    open override func handle(_ event: MouseEvent) -> Bool {
        collectionView.handle(event)
    }

    // MARK: Data

    /// Asks the data source for everything again, as UIKit's `reloadData()`.
    open func reloadData() {
        collectionView.reloadData()
    }

    /// The number of sections the data source reports.
    public var numberOfSections: Int { collectionView.numberOfSections }

    /// The number of rows in `section`; 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int { collectionView.numberOfItems(inSection: section) }

    // MARK: Editing

    /// Whether the table is editing: rows show their editing controls.
    public var isEditing: Bool {
        get { collectionView.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing on or off, as UIKit's `setEditing(_:animated:)`: rows show or hide their
    /// delete (or insert) controls, reorder grips and, with
    /// ``allowsMultipleSelectionDuringEditing``, selection boxes.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != collectionView.isEditing else { return }
        reconfigureVisibleRows()
        collectionView.setEditing(editing, animated: animated)
    }

    /// Asks the data source and the delegate again for the editing controls of the rows on
    /// screen (those made so far: this never lays the table out, which may not have its size
    /// yet).
    private func reconfigureVisibleRows() {
        for indexPath in collectionView.visibleElements.indexPaths {
            if let cell = collectionView.visibleElements.cell(at: indexPath) as? TableViewCell { prepare(cell, at: indexPath) }
        }
    }

    /// Whether a row is being carried to a new place.
    public var isReordering: Bool { collectionView.isReordering }

    // MARK: Beyond UIKit: keys

    /// The focused row: the one the arrows move from and Enter selects.
    public var focusedIndexPath: IndexPath? { collectionView.focusedIndexPath }

    /// Focuses the row at `indexPath` (and scrolls it into view); `false` when it does not exist
    /// or cannot be highlighted.
    @discardableResult
    public func focusRow(at indexPath: IndexPath) -> Bool { collectionView.focusItem(at: indexPath) }

    /// The keys of the mode the rows are in (swipe actions shown, a row being carried), or `nil`
    /// (see ``CollectionView/modeKeyHints``).
    public var modeKeyHints: [KeyHint]? { collectionView.modeKeyHints }

    /// Whether every key goes to the table for now (a row is being carried).
    public var capturesKeys: Bool { collectionView.capturesKeys }

    /// The titles of the swipe actions shown, and the chosen one; `nil` when none are shown.
    public var shownSwipeActions: (titles: [String], chosen: Int)? { collectionView.shownSwipeActions }

    /// Whether an update or scrolling animation is running.
    public var isAnimating: Bool { collectionView.isAnimating }

    /// The clock animations run on (see ``CollectionView/animationClock``).
    public var animationClock: AnimationClock {
        get { collectionView.animationClock }
        set { collectionView.animationClock = newValue }
    }
}
