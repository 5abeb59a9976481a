import CollectionCore
import Foundation

/// The keys of a view controller shown by a ``SampleScreenHost``: the status bar's hints, the
/// `?` help, and whether it takes every key for now (text typed into a search bar). The keys
/// themselves are the controller's key commands (``Responder/keyCommands``), found along the
/// responder chain as UIKit finds them.
@MainActor
public protocol SampleScreenKeys: AnyObject {
    /// The keys shown in the status bar.
    var keyHints: [KeyHint] { get }
    /// Every key with what it does, for the help overlay (the status bar's by default).
    var helpHints: [KeyHint] { get }
    /// Whether the controller takes every key for now (`false` by default).
    var capturesKeys: Bool { get }
}

extension SampleScreenKeys {
    public var helpHints: [KeyHint] { keyHints }
    public var capturesKeys: Bool { false }
}

/// Shows a view controller written the UIKit way (a ``ViewController`` that builds its view in
/// `viewDidLoad()`) as a demo screen: its view fills the host, keys and pastes go to it, the
/// title bar shows its navigation item's title and bar button items, and the status bar the
/// hints it lists through ``SampleScreenKeys`` (after the keys of its bar button items).
///
/// The host is the controller's container, as a UIKit container view controller is its child's:
/// the demo's ``DemoNavigationStack`` calls ``beginAppearanceTransition(_:)`` and
/// ``endAppearanceTransition()`` as the host is shown and hidden, and the host forwards them as
/// the controller's `viewWillAppear(_:)`, `viewDidAppear(_:)`, `viewWillDisappear(_:)` and
/// `viewDidDisappear(_:)`, each once per change.
public final class SampleScreenHost: View, DemoScreen {
    /// The controller shown.
    public let controller: ViewController

    /// Where the controller is in its appearance, as UIKit tracks a child's.
    private enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    private var appearance = Appearance.disappeared

    /// Whether the controller's view is shown (its `viewDidAppear(_:)` came last).
    public var isAppeared: Bool { appearance == .appeared }

    /// Starts showing (`true`) or hiding the controller's view, as UIKit's
    /// `beginAppearanceTransition(_:animated:)`: calls its `viewWillAppear(_:)` or
    /// `viewWillDisappear(_:)` unless it is already appearing or disappearing that way, or
    /// already there (a second call changes nothing).
    public func beginAppearanceTransition(_ isAppearing: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            controller.viewWillAppear(false)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            controller.viewWillDisappear(false)
        default:
            break
        }
    }

    /// Ends the transition that ``beginAppearanceTransition(_:)`` started: calls the
    /// controller's `viewDidAppear(_:)` or `viewDidDisappear(_:)`; nothing without one.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            controller.viewDidAppear(false)
        case .disappearing:
            appearance = .disappeared
            controller.viewDidDisappear(false)
        case .appeared, .disappeared:
            break
        }
    }

    /// A screen in `frame` showing `controller`'s view (made now at the screen's size:
    /// `loadView()`, then `viewDidLoad()`).
    public init(_ controller: ViewController, frame: CGRect = .zero) {
        self.controller = controller
        super.init(frame: frame)
        backgroundStyle = .background
        controller.loadViewIfNeeded(in: bounds)
        addSubview(controller.view)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    public override func layoutSubviews() {
        controller.view.frame = bounds
    }

    public override func handle(_ event: KeyEvent) -> Bool {
        controller.view.handle(event)
    }

    public override func handlePaste(_ text: String) -> Bool {
        controller.view.handlePaste(text)
    }

    public var navigationTitle: String { controller.navigationItem.title ?? controller.title ?? "" }

    /// The controller's navigation item, so that the title bar shows its bar button items.
    public var screenNavigationItem: NavigationItem? { controller.navigationItem }

    private var hints: SampleScreenKeys? { controller as? SampleScreenKeys }

    /// The keys of a presented alert or menu, which takes every key while it shows.
    static let presentationHints = [KeyHint("↑↓←→", "Move"), KeyHint("Enter", "Choose"), KeyHint("Esc", "Cancel")]

    public var keyHints: [KeyHint] {
        controller.presentedViewController != nil ? Self.presentationHints : hints?.keyHints ?? []
    }

    public var helpHints: [KeyHint] { hints?.helpHints ?? [] }

    /// Every key while the controller presents an alert or menu, else the controller's say.
    public var capturesKeys: Bool { controller.presentedViewController != nil || (hints?.capturesKeys ?? false) }
}
