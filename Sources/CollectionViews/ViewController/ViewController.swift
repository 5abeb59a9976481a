import CollectionCanvas
import CollectionModel
import Foundation

/// What a navigation bar shows for a view controller, as `UINavigationItem`: its title and its
/// bar button items, drawn in the title bar of the ``NavigationStackView`` that shows the
/// controller.
@MainActor
public final class NavigationItem {
    /// The title; when `nil`, the controller's ``ViewController/title`` is shown.
    public var title: String? { didSet { onChange?() } }
    /// The buttons at the right end of the title bar, the first at the very end and the others
    /// leftwards from it, as `UINavigationItem.rightBarButtonItems` (see ``BarButtonItem``).
    /// Those that do not fit in half the bar are left out.
    public var rightBarButtonItems: [BarButtonItem]? {
        didSet { observe(rightBarButtonItems) }
    }
    /// The buttons at the left end of the title bar, after the back sign, left to right, as
    /// `UINavigationItem.leftBarButtonItems`.
    public var leftBarButtonItems: [BarButtonItem]? {
        didSet { observe(leftBarButtonItems) }
    }
    /// The button at the right end of the title bar, as UIKit's: the first of
    /// ``rightBarButtonItems``; setting it makes it the only one.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The button at the left end of the title bar, after the back sign: the first of
    /// ``leftBarButtonItems``; setting it makes it the only one.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// Whether the bar shows a large title, as UIKit's; accepted for UIKit code and not drawn:
    /// the title bar is one row.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// Called when the title or a bar button item changes (the navigation stack redraws its bars).
    var onChange: (() -> Void)?

    private func observe(_ items: [BarButtonItem]?) {
        for item in items ?? [] { item.onChange = { [weak self] in self?.onChange?() } }
        onChange?()
    }

    /// An item with `title`.
    public init(title: String? = nil) {
        self.title = title
    }

    /// When a navigation bar shows a large title, as `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous screen does.
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
    }
}

/// Manages one screen's view, as `UIViewController`: the ``view`` is made the first time it is
/// asked for (``loadView()``, then ``viewDidLoad()``), and the controller is shown as the root of
/// an application (`TerminalApplication(rootViewController:)`) or on a ``NavigationStackView``
/// (``NavigationStackView/pushViewController(_:animated:)``), whose title bar shows its
/// ``navigationItem``'s title, else its ``title``.
///
/// ```swift
/// final class GridViewController: ViewController {
///     var collectionView: CollectionView!
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         navigationItem.title = "Grid"
///         collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
///         collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
///         view.addSubview(collectionView)
///     }
/// }
/// ```
///
/// As in UIKit, `view.bounds` in ``viewDidLoad()`` is already the size the view is shown at:
/// the container that shows the controller makes its view at that size
/// (``loadViewIfNeeded(in:)``). A view made outside a container (a test that reads `view`
/// first) is a usual terminal's 80 × 24, never empty. Subviews made there should carry an
/// ``View/autoresizingMask`` (or be placed in a view's `layoutSubviews()` or by constraints);
/// they follow the view when the screen gives it its size. There are no storyboards or nibs: `nibName` and
/// `bundle` are accepted and ignored, and ``init(coder:)`` fails. As in UIKit, controllers are
/// `@MainActor`.
@MainActor
open class ViewController: Responder {
    private var loadedView: View? {
        didSet { loadedView?.owningViewController = self }
    }
    /// The commands added with ``addKeyCommand(_:)``.
    private var addedKeyCommands: [KeyCommand] = []

    /// The controller's title, shown by a navigation stack when ``navigationItem`` has none.
    open var title: String? { didSet { navigationController?.setNeedsDisplay() } }
    /// The navigation item, whose title the navigation stack's title bar shows.
    public let navigationItem = NavigationItem()
    /// The navigation stack that shows the controller, if any.
    public internal(set) weak var navigationController: NavigationStackView?

    /// A controller with no view yet. UIKit code's `super.init(nibName: nil, bundle: nil)`
    /// calls this; there are no nibs, so both arguments are ignored.
    public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        // The bar that shows the item: its navigation controller's, else the navigation stack
        // the controller's view is shown in (a screen that hosts the controller).
        navigationItem.onChange = { [weak self] in
            var view = self?.viewIfLoaded
            while let current = view, !(current is NavigationStackView) { view = current.superview }
            (self?.navigationController ?? view)?.setNeedsDisplay()
        }
    }

    /// Archived controllers are not supported: always `nil`. Declared, as in UIKit, so that
    /// subclasses write `required init?(coder:)` as they do there.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The root view of the controller's screen, made on first use by ``loadView()`` and then
    /// ``viewDidLoad()``. Setting it replaces the view (no ``viewDidLoad()`` is called).
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been made, without making it.
    public var viewIfLoaded: View? { loadedView }

    /// Makes the view now, if it was not made yet (``loadView()``, then ``viewDidLoad()``).
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = ControllerRootView(frame: .zero).withCellFrame(initialViewFrame) }
        (loadedView as? ControllerRootView)?.controller = self
        viewDidLoad()
    }

    /// Makes the view now, if it was not made yet, for a container that will show it in
    /// `frame` (in cells, as containers lay out): the view the base ``loadView()`` makes has that frame, so ``viewDidLoad()``
    /// sees the size the view is shown at, as UIKit's sees the window's. The containers call it
    /// (an application's root controller, ``NavigationStackView/pushViewController(_:animated:)``,
    /// `HeadlessScreen`); a container of your own calls it before it asks for ``view``. An empty
    /// or non-finite `frame` is ignored (the view is made 80 × 24). A view made by your own
    /// `loadView()` keeps the frame you gave it until the container lays it out, as in UIKit.
    public func loadViewIfNeeded(in frame: CGRect) {
        guard loadedView == nil else { return }
        let usable = frame.width.isFinite && frame.height.isFinite && frame.origin.x.isFinite && frame.origin.y.isFinite
            && frame.width >= 1 && frame.height >= 1
        containerFrame = usable ? frame : nil
        defer { containerFrame = nil }
        loadViewIfNeeded()
    }

    /// The frame given by ``loadViewIfNeeded(in:)`` while the view is made.
    private var containerFrame: CGRect?

    /// Makes the view and assigns it to ``view``. The base makes an empty view that offers keys
    /// to its subviews, front first, until one handles it (so that a collection view added in
    /// ``viewDidLoad()`` gets the arrow keys, as the first responder does in UIKit); override it
    /// to use a view of your own (without calling `super`).
    open func loadView() {
        view = ControllerRootView(frame: .zero).withCellFrame(initialViewFrame)
    }

    /// The frame of the view ``loadView()`` makes: the one its container will show it in
    /// (``loadViewIfNeeded(in:)``), else a usual terminal's 80 × 24 until the screen gives the
    /// view its size.
    package var initialViewFrame: CGRect { containerFrame ?? CGRect(x: 0, y: 0, width: 80, height: 24) }

    /// Called once after the view was made: build the screen's view hierarchy here.
    open func viewDidLoad() {}

    /// Called on a controller loaded from a nib or storyboard, as UIKit's `awakeFromNib()`:
    /// never here (a terminal loads none), so that overrides compile. The base does nothing.
    open func awakeFromNib() {}

    /// Called before the view is shown: as the root of an application starts, when the
    /// controller is pushed, or when the one above it is popped.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view is shown (right after ``viewWillAppear(_:)``: terminal screens
    /// appear at once).
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view goes away: when another controller is pushed above it, or when it
    /// is popped.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view went away.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called when the view is about to lay out its subviews (its size may have changed),
    /// as UIKit's. Only for the view ``loadView()`` makes: a view of your own calls nothing.
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews: the first time once the screen gave the
    /// view its size, and again after each change of size (a terminal resize). Only for the
    /// view ``loadView()`` makes.
    open func viewDidLayoutSubviews() {}

    /// Called when the traits of the controller's view changed, as
    /// `UIViewController.traitCollectionDidChange(_:)`, with the traits before: when the terminal
    /// is resized across a size class's boundary, or the view is shown in a tree of other
    /// traits (see ``View/traitCollectionDidChange(_:)``). It is called before the view's own.
    /// The base does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called before the controller's view changes size, as
    /// `UIViewController.viewWillTransition(to:with:)`: on every resize of the terminal, for
    /// each controller whose view is in the window's view tree (parents first), with the
    /// screen's new size. The coordinator runs the blocks given to its
    /// ``ViewControllerTransitionCoordinator/animate(alongsideTransition:completion:)`` once the
    /// views have their new size (the terminal resizes at once). The base does nothing.
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {}

    // MARK: Editing

    private var editingStorage = false

    /// Whether the controller is in editing mode, as `UIViewController.isEditing`; setting it
    /// calls ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode, as `UIViewController.setEditing(_:animated:)`: the base
    /// records it (``isEditing``) and updates ``editButtonItem`` ("Done" while editing, "Edit"
    /// otherwise). Subclasses override it to change their views, calling `super`; the
    /// collection and table view controllers pass it on to their view.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        editButtonItemIfMade?.title = editing ? "Done" : "Edit"
        editButtonItemIfMade?.style = editing ? .done : .plain
    }

    private var editButtonItemIfMade: BarButtonItem?

    /// A bar button item that toggles editing mode, as `UIViewController.editButtonItem`:
    /// titled "Edit", and "Done" (bold) while editing; pressing it calls
    /// ``setEditing(_:animated:)`` with the opposite of ``isEditing``. On a terminal it is also
    /// pressed with Ctrl-E (its ``BarButtonItem/keyEquivalent``, which you may change).
    public var editButtonItem: BarButtonItem {
        if let item = editButtonItemIfMade { return item }
        let item = BarButtonItem(title: isEditing ? "Done" : "Edit", primaryAction: Action { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        })
        item.style = isEditing ? .done : .plain
        item.keyEquivalent = .character("e", modifiers: .control)
        editButtonItemIfMade = item
        return item
    }

    // MARK: Presentation

    /// How the controller covers the screen when it is presented, as
    /// `UIViewController.modalPresentationStyle` (see ``ModalPresentationStyle``).
    open var modalPresentationStyle: ModalPresentationStyle = .automatic

    /// The controller this one presented and that is still shown, as UIKit's.
    public private(set) var presentedViewController: ViewController?
    /// The controller that presented this one, while it is shown, as UIKit's.
    public private(set) weak var presentingViewController: ViewController?
    /// Where the presented controller's view is shown.
    private weak var presentation: PresentationView?

    /// Shows `viewControllerToPresent` modally over the screen, as
    /// `UIViewController.present(_:animated:completion:)`: its view fills the screen (or, for
    /// the styles that leave the presenter visible, and alerts, lies over it, the presenter
    /// dimmed) and takes every key, paste and click until it is dismissed. Terminal screens
    /// change at once, whatever `animated`; `completion` runs after the presented controller
    /// appeared. Presenting while this controller already presents one, a controller that is
    /// already presented, or from a controller whose view was never made, is reported
    /// (`presentation.*`) and ignored, as UIKit warns.
    open func present(_ viewControllerToPresent: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            Diagnostics.report(Diagnostic(
                domain: "presentation", kind: "alreadyPresenting",
                message: "present(_:animated:completion:): \(type(of: self)) already presents \(type(of: presented)); ignored."))
            return
        }
        guard viewControllerToPresent.presentingViewController == nil, viewControllerToPresent !== self else {
            Diagnostics.report(Diagnostic(
                domain: "presentation", kind: "alreadyPresented",
                message: "present(_:animated:completion:): \(type(of: viewControllerToPresent)) is already presented; ignored."))
            return
        }
        guard let shown = viewIfLoaded else {
            Diagnostics.report(Diagnostic(
                domain: "presentation", kind: "notOnScreen",
                message: "present(_:animated:completion:): the view of \(type(of: self)) is not on screen; ignored."))
            return
        }
        var root = shown
        while let superview = root.superview { root = superview }
        let layer = PresentationView(
            controller: viewControllerToPresent, frame: .zero,
            showsPresenter: viewControllerToPresent.presentationShowsPresenter
        ).withCellFrame(root.cellBounds)
        viewControllerToPresent.loadViewIfNeeded(in: layer.cellBounds)
        let presentedView: View = viewControllerToPresent.view
        presentedView.cellFrame = layer.cellBounds
        presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        layer.addSubview(presentedView)
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        presentation = layer
        viewWillDisappear(animated)
        viewControllerToPresent.viewWillAppear(animated)
        root.addSubview(layer)
        viewDidDisappear(animated)
        viewControllerToPresent.viewDidAppear(animated)
        completion?()
    }

    /// Dismisses the controller this one presented, or, when it presents none, this controller
    /// if it is presented, as `UIViewController.dismiss(animated:completion:)`; `completion`
    /// runs after it went away. Nothing to dismiss: `completion` runs at once.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController else {
            if let presenter = presentingViewController {
                presenter.dismiss(animated: animated, completion: completion)
            } else {
                completion?()
            }
            return
        }
        // A controller presented by the presented one goes first.
        if presented.presentedViewController != nil { presented.dismiss(animated: false) }
        presented.viewWillDisappear(animated)
        viewWillAppear(animated)
        presentation?.removeFromSuperview()
        presentation = nil
        presentedViewController = nil
        presented.presentingViewController = nil
        presented.viewDidDisappear(animated)
        viewDidAppear(animated)
        completion?()
    }

    /// Whether the presenter stays visible behind this controller when it is presented: the
    /// styles that say so; an alert controller answers `true` whatever its style.
    open var presentationShowsPresenter: Bool { modalPresentationStyle.showsPresenter }

    // MARK: Responder

    /// The next responder, as `UIResponder.next`: the superview of the controller's view (the
    /// navigation stack or the view that shows it), `nil` before the view is made or shown.
    open var next: Responder? { viewIfLoaded?.superview }

    /// The key commands of the controller, as `UIResponder.keyCommands`: those added with
    /// ``addKeyCommand(_:)`` by default. They are looked up while the controller is in the
    /// responder chain, which it is whenever a view inside its view is the first responder.
    open var keyCommands: [KeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    /// Adds a key command to the controller without overriding ``keyCommands``, as
    /// `UIViewController.addKeyCommand(_:)`. A command already added is not added again.
    public func addKeyCommand(_ keyCommand: KeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Removes a key command added with ``addKeyCommand(_:)``, as
    /// `UIViewController.removeKeyCommand(_:)`.
    public func removeKeyCommand(_ keyCommand: KeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }

    /// The title a navigation stack shows: the navigation item's, else ``title``.
    var displayedTitle: String? { navigationItem.title ?? title }
}

/// The view ``ViewController/loadView()`` makes: keys go to its visible subviews, front first.
final class ControllerRootView: View {
    /// The controller whose view this is, told about each layout pass.
    weak var controller: ViewController?

    override func layoutSubviews() {
        controller?.viewWillLayoutSubviews()
        super.layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    override func handle(_ event: KeyEvent) -> Bool {
        for view in subviews.reversed() where !view.isHidden {
            if view.handle(event) { return true }
        }
        return false
    }
}
