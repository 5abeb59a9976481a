import CollectionCanvas
import CollectionModel
import Foundation

/// A button in a navigation bar, as `UIBarButtonItem`: set it as a view controller's
/// `navigationItem.rightBarButtonItem` (or `leftBarButtonItem`) and the ``NavigationStackView``
/// that shows the controller draws its title at that end of the title bar. A click on it, or
/// its ``keyEquivalent``, runs its ``primaryAction``.
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
/// `#selector`); the item runs an ``Action``, as iOS 14's `init(title:image:primaryAction:menu:)`
/// does, without the menu. A terminal has no touch, so an item is pressed with the mouse or with
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
    /// Whether a press does anything; a disabled item is drawn dim.
    public var isEnabled = true { didSet { onChange?() } }
    /// The key that presses the item while its screen is on top (the terminal's addition:
    /// UIKit's items are tapped). `nil`, the default, leaves the item to the mouse.
    public var keyEquivalent: KeyEvent? { didSet { onChange?() } }

    /// Called when something drawn changes (the navigation stack redraws its bars).
    var onChange: (() -> Void)?

    /// An item showing `title` (else `image`) that runs `primaryAction` when pressed.
    public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.style = .plain
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
        action.sender = self
        action.handler(action)
        action.sender = nil
        return true
    }
}
