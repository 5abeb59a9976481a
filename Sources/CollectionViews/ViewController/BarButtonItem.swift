import CollectionCanvas
import CollectionModel
import Foundation

/// A button in a navigation bar, as `UIBarButtonItem`: set it as a view controller's
/// `navigationItem.rightBarButtonItem` (or `leftBarButtonItem`) and the ``NavigationStackView``
/// that shows the controller draws its title at that end of the title bar. A click on it, or
/// its ``keyEquivalent``, runs its ``primaryAction``; an item with a ``menu`` and no primary
/// action opens the menu instead, and a right click opens it in any case (UIKit's long press).
///
/// ```swift
/// let sortButton = BarButtonItem(title: "Sort", primaryAction: Action { [weak self] _ in self?.toggleSort() })
/// sortButton.keyEquivalent = .character("s")   // the terminal's addition: a key for it
/// navigationItem.rightBarButtonItem = sortButton
/// ...
/// navigationItem.rightBarButtonItem?.title = isSorting ? "Stop" : "Sort"
/// ```
///
/// Differences from UIKit: there is no `target`/`action` selector pair (Swift on Linux has no
/// `#selector`); the item runs an ``Action`` or opens a ``Menu``, as iOS 14's
/// `init(title:image:primaryAction:menu:)` does. A terminal has no touch, so an item is pressed with the mouse or with
/// its ``keyEquivalent``; while it has one, the navigation stack lists it in the status bar
/// (key and title) and gives the key to the item before the screen sees it.
@MainActor
public final class BarButtonItem {
    /// How the item is drawn, as `UIBarButtonItem.Style`.
    public enum Style: Hashable, Sendable {
        /// A plain button (the tint colour).
        case plain
        /// The button that ends the screen's task: bold as well.
        case done
    }

    /// The text shown; when `nil`, the ``image``'s glyph.
    public var title: String? { didSet { onChange?() } }
    /// An image shown when there is no ``title``.
    public var image: Image? { didSet { onChange?() } }
    /// How the item is drawn.
    public var style: Style { didSet { onChange?() } }
    /// What a press runs.
    public var primaryAction: Action?
    /// The menu a press opens when there is no ``primaryAction`` (else a right click), as UIKit's.
    public var menu: Menu?
    /// Whether a press does anything; a disabled item is drawn dim.
    public var isEnabled = true { didSet { onChange?() } }
    /// The key that presses the item while its screen is on top (the terminal's addition:
    /// UIKit's items are tapped). `nil`, the default, leaves the item to the mouse.
    public var keyEquivalent: KeyEvent? { didSet { onChange?() } }

    /// Shows a menu from a view, over a rectangle of it: set by the module that draws menus
    /// when a screen starts.
    package static var menuPresenter: ((Menu, View, CGRect, AnyObject) -> Void)?

    /// Called when something drawn changes (the navigation stack redraws its bars).
    var onChange: (() -> Void)?

    /// An item showing `title` (else `image`) that runs `primaryAction` when pressed, or opens
    /// `menu`, as `UIBarButtonItem(title:image:primaryAction:menu:)`.
    public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        self.style = .plain
    }

    /// An item showing `image` that opens `menu` when pressed, as `UIBarButtonItem(image:menu:)`.
    public convenience init(image: Image?, menu: Menu?) {
        self.init(title: nil, image: image, primaryAction: nil, menu: menu)
    }

    /// An item showing the action's title (else its image) that runs it when pressed.
    public convenience init(primaryAction: Action?) {
        self.init(
            title: primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }, image: primaryAction?.image,
            primaryAction: primaryAction)
    }

    /// What the title bar shows: the title, else the image's glyph, else nothing.
    public var displayedText: String {
        if let title, !title.isEmpty { return title }
        return image?.glyph() ?? ""
    }

    /// Presses the item: runs ``primaryAction`` (with the item as its `sender`) when the item is
    /// enabled. Returns whether an action ran.
    @discardableResult
    public func press() -> Bool {
        guard isEnabled, let action = primaryAction else { return false }
        action.perform(sender: self)
        return true
    }

    /// Presses the item drawn over `frame` of `view`: runs the primary action, else opens the
    /// menu there (also when `opensMenu`, a right click).
    package func press(in view: View, at frame: CGRect, opensMenu: Bool = false) -> Bool {
        guard isEnabled, let menu, opensMenu || primaryAction == nil else { return !opensMenu && press() }
        guard let presenter = Self.menuPresenter else {
            Diagnostics.report(Diagnostic(
                domain: "menu", kind: "noPresenter",
                message: "BarButtonItem: its menu opens on a screen shown by TerminalApplication or HeadlessScreen; not shown."))
            return false
        }
        presenter(menu, view, frame, self)
        return true
    }
}
