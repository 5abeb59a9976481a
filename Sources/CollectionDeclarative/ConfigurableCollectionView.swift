import CollectionCanvas
import CollectionModel
import CollectionUI
import Foundation

/// A collection view whose cells are registered per data type with small clauses and whose
/// data is changed through a ``DataManager``, as ConfigableCollectionView's
/// `CollectionView<Section, Item>`.
///
/// It is a ``View`` that wraps a ``CollectionView`` (``collectionView``, filling it) and drives
/// it through our own ``CollectionViewDiffableDataSource`` (``dataSource``): put it in a view
/// tree like any view; keys and mouse events go to the collection view. A wrapper rather than
/// a subclass, so that the collection view's delegate can be the registrations' own (running
/// `.tap`, `.willDisplay` and `.didEndDisplay`) while ``delegate`` stays yours, and so that the
/// wrapper's layout pass can apply the data manager's batch before the collection view lays out.
///
/// ```swift
/// let list = ConfigurableCollectionView<Int, Any>(collectionViewLayout: layout)
/// list.register(dataType: Int.self, view: { NumberView() }, .config { $0.view.value = $0.data })
/// list.register(dataType: String.self, view: { CollectionViewListCell() }, .config { context in
///     var content = context.view.defaultContentConfiguration()
///     content.text = context.data
///     context.view.contentConfiguration = content
/// })
/// list.dataManager.appendSections([0])
/// list.dataManager.appendItems([1, "one", 2])     // Int, String, Int: three registrations chosen
/// ```
///
/// - `Item` (and `Section`) is a concrete `Hashable` type, or `Any` for several types at once:
///   items are boxed in ``AnyIdentifier``s that keep their dynamic type, so `1`, `"1"` and
///   `Int8(1)` are three different items.
/// - **Choosing a registration.** An item's own type first (registrations for exactly its
///   type, then those whose type it can be cast to, such as `Any` or a protocol); among them
///   the first whose `.when` holds, else the first without `.when`. An item that no
///   registration accepts shows a placeholder cell naming its type, and a diagnostic is
///   reported once per type.
/// - **Views.** The `view` closure makes the view for a new cell (it may capture `[weak
///   self]` and return `nil`, which shows the placeholder). A ``CollectionViewCell`` is used as
///   the cell; any other ``View`` is hosted in a ``CollectionViewHostingCell``. Cells are
///   reused per registration. A ``CollectionViewListCell`` gets its outline level as
///   ``CollectionViewListCell/indentationLevel`` before `.config` runs.
/// - **Updates** are batched by the ``dataManager`` and applied at the next layout pass (before
///   the next frame is drawn) unless its ``DataManager/scheduler`` says otherwise.
/// - ``delegate`` receives every ``CollectionViewDelegate`` call after the registrations'
///   `.tap`, `.willDisplay` and `.didEndDisplay` clauses ran. With a ``CollectionViewFlowLayout``
///   whose `sizeForItemAt` and `delegate` are unset, `.flowLayoutSize` gives item sizes.
open class ConfigurableCollectionView<Section, Item>: View {
    /// The collection view that shows the items.
    public let collectionView: CollectionView
    /// The items and sections; see ``DataManager``.
    public let dataManager: DataManager<Section, Item>
    /// Receives the collection view's delegate calls (after the registrations' clauses).
    public weak var delegate: CollectionViewDelegate?

    let source: DeclarativeDataSource
    let router = RegistrationRouter()
    private let proxy = DelegateProxy()

    /// A collection view laid out by `layout`, filling `frame`.
    public init(frame: CGRect = .zero, collectionViewLayout layout: CollectionViewLayout) {
        let collectionView = CollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: layout)
        let router = router
        source = DeclarativeDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            router.cell(for: item, at: indexPath, in: collectionView)
        }
        self.collectionView = collectionView
        dataManager = DataManager(dataSource: source)
        super.init(frame: frame)
        router.dataSource = source
        source.sizeForItem = { [weak router] collectionView, indexPath in
            router?.flowLayoutSize(at: indexPath, in: collectionView)
        }
        source.didApplySectionSnapshot = { [weak dataManager] tree, section in
            dataManager?.dataSourceDidApply(tree, to: section)
        }
        proxy.router = router
        proxy.owner = self
        collectionView.delegate = proxy
        dataManager.batchDidStart = { [weak self] in self?.setNeedsLayout() }
        addSubview(collectionView)
    }

    /// A collection view laid out by `layout` (ConfigableCollectionView's `init(layout:)`); the
    /// frame comes from the view tree (a screen or a superview's layout).
    public convenience init(layout: CollectionViewLayout) {
        self.init(frame: .zero, collectionViewLayout: layout)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The diffable data source that feeds ``collectionView`` (set its
    /// `supplementaryViewProvider` for headers and footers). Change the data through
    /// ``dataManager``, not by applying snapshots here.
    public var dataSource: CollectionViewDiffableDataSource<AnyIdentifier, AnyIdentifier> { source }

    // MARK: Registration

    /// Registers a view for items of type `Item`: `view` makes it, the clauses configure it and
    /// say when it applies (see ``RegistrationOption``). With `Item == Any` this registration
    /// takes items of every type that has no registration of its own.
    public func register<Content: View>(view: @escaping () -> Content?, _ options: RegistrationOption<Content, Item>...) {
        add(DeclarativeRegistration(dataType: Item.self, view: view, option: .merged(options)))
    }

    /// Registers a view for items of type `dataType` (for `Item == Any`, one registration or
    /// more per type).
    public func register<Data, Content: View>(
        dataType: Data.Type, view: @escaping () -> Content?, _ options: RegistrationOption<Content, Data>...
    ) {
        add(DeclarativeRegistration(dataType: dataType, view: view, option: .merged(options)))
    }

    private func add(_ registration: DeclarativeRegistration) {
        router.registrations.append(registration)
        // Cells already shown may now belong to another registration.
        if !collectionView.indexPathsForVisibleItems.isEmpty { collectionView.reloadData() }
        setNeedsDisplay()
    }

    // MARK: View

    /// Makes the collection view fill the view.
    open override func layoutSubviews() {
        collectionView.cellFrame = CGRect(origin: .zero, size: cellBounds.size)
    }

    /// Applies the data manager's pending changes, then lays out.
    open override func layoutIfNeeded() {
        dataManager.reloadImmediately()
        super.layoutIfNeeded()
    }

    /// Applies pending changes, then hands the key to the collection view.
    open override func handle(_ event: KeyEvent) -> Bool {
        dataManager.reloadImmediately()
        return collectionView.handle(event)
    }

    /// Applies pending changes, then hands the event to the collection view.
    open override func handle(_ event: MouseEvent) -> Bool {
        dataManager.reloadImmediately()
        return super.handle(event)
    }
}

/// The collection view's delegate: runs the registrations' clauses, then forwards to the
/// owner's delegate.
private final class DelegateProxy: CollectionViewDelegate {
    weak var router: RegistrationRouter?
    weak var owner: View?
    private var forward: CollectionViewDelegate? { (owner as? DelegateOwner)?.forwardedDelegate }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        forward?.collectionView(collectionView, shouldSelectItemAt: indexPath) ?? true
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        if let cell = collectionView.cellForItem(at: indexPath) {
            router?.run(.tap, cell: cell, at: indexPath, in: collectionView)
        }
        forward?.collectionView(collectionView, didSelectItemAt: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        forward?.collectionView(collectionView, shouldDeselectItemAt: indexPath) ?? true
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        forward?.collectionView(collectionView, didDeselectItemAt: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        guard router?.shouldHighlight(at: indexPath, in: collectionView) ?? true else { return false }
        return forward?.collectionView(collectionView, shouldHighlightItemAt: indexPath) ?? true
    }

    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        forward?.collectionView(collectionView, didHighlightItemAt: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        forward?.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        router?.run(.willDisplay, cell: cell, at: indexPath, in: collectionView)
        forward?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        router?.run(.didEndDisplay, cell: cell, at: indexPath, in: collectionView)
        forward?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func scrollViewDidScroll(_ collectionView: CollectionView) {
        forward?.scrollViewDidScroll(collectionView)
    }
}

/// A view whose collection view's delegate calls are forwarded to another delegate.
@MainActor
private protocol DelegateOwner: AnyObject {
    var forwardedDelegate: CollectionViewDelegate? { get }
}

extension ConfigurableCollectionView: DelegateOwner {
    fileprivate var forwardedDelegate: CollectionViewDelegate? { delegate }
}
