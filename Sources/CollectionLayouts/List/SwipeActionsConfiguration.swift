import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// An action offered for a list row, as `UIContextualAction`: a titled button that runs a
/// handler. On a terminal the row's actions are shown with a key instead of a swipe (see
/// ``CollectionLayoutListConfiguration/trailingSwipeActionsConfigurationProvider``).
///
/// ```swift
/// let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, completion in
///     model.remove(item)
///     completion(true)
/// }
/// ```
@MainActor
public final class ContextualAction {
    /// How an action looks, as `UIContextualAction.Style`.
    public enum Style: Hashable, Sendable {
        /// A plain action.
        case normal
        /// An action that removes or destroys something (drawn in red).
        case destructive
    }

    /// Runs the action with the action, the view it was shown on (the row's cell) and a
    /// completion to call with whether it was performed; either way the actions are dismissed.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// The action's look.
    public let style: Style
    /// The button's text.
    public var title: String?
    /// The button's image, drawn before the title (UIKit draws it above: a button here is one
    /// row tall). An action with an image and no title shows the image alone.
    public var image: Image?
    /// The button's colour; `nil` for the style's (red for destructive, grey otherwise).
    public var backgroundColor: Color?
    /// What the action does.
    public let handler: Handler

    /// An action with a style, a title and a handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// What the button shows: the image's glyph and the title, whichever are set.
    package var buttonText: String {
        [image?.glyph(), title].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The style the button is drawn in (reversed when it is the chosen one).
    package func buttonStyle(chosen: Bool) -> CollectionCanvas.Style {
        let background = backgroundColor ?? (style == .destructive ? .indexed(1) : .indexed(8))
        var result = CollectionCanvas.Style(foreground: .indexed(15), background: background, attributes: .bold)
        if chosen { result.attributes.insert(.reverse) }
        return result
    }
}

/// The actions a row offers at one edge, as `UISwipeActionsConfiguration`.
@MainActor
public struct SwipeActionsConfiguration {
    /// The actions, from the edge inwards (as UIKit orders them).
    public var actions: [ContextualAction]
    /// Accepted for UIKit compatibility: a terminal has no full swipe.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

/// Gives the swipe actions of the row at an index path, or `nil` for none.
public typealias SwipeActionsConfigurationProvider = (IndexPath) -> SwipeActionsConfiguration?

/// The providers of a list configuration, kept in a box compared by identity so that the
/// configuration stays `Hashable` and `Sendable`.
struct SwipeActionsProviders: Hashable, @unchecked Sendable {
    final class Box {
        let provider: SwipeActionsConfigurationProvider
        init(_ provider: @escaping SwipeActionsConfigurationProvider) { self.provider = provider }
    }

    var leading: Box?
    var trailing: Box?

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.leading === rhs.leading && lhs.trailing === rhs.trailing }

    func hash(into hasher: inout Hasher) {
        hasher.combine(leading.map(ObjectIdentifier.init))
        hasher.combine(trailing.map(ObjectIdentifier.init))
    }
}

extension CollectionLayoutListConfiguration {
    /// The actions shown at the row's leading edge (UIKit's swipe to the right). On a terminal,
    /// Delete or `.` on the focused row shows its leading and trailing actions inline; Left and
    /// Right choose, Enter performs, Escape dismisses. A click on a button performs it.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { swipeActionsProviders.leading?.provider }
        set { swipeActionsProviders.leading = newValue.map(SwipeActionsProviders.Box.init) }
    }

    /// The actions shown at the row's trailing edge (UIKit's swipe to the left, as Delete);
    /// see ``leadingSwipeActionsConfigurationProvider``.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { swipeActionsProviders.trailing?.provider }
        set { swipeActionsProviders.trailing = newValue.map(SwipeActionsProviders.Box.init) }
    }
}

/// List sections show the swipe actions of their ``CollectionLayoutListConfiguration``.
extension CollectionViewCompositionalLayout: CollectionViewSwipeActionsLayout {
    /// The list configuration section `section` was made with, if it is a list section.
    func listConfiguration(forSection section: Int) -> CollectionLayoutListConfiguration? {
        prepareIfNeeded()
        return sections.indices.contains(section) ? sections[section].spec?.listConfiguration : nil
    }

    /// The item's list section's ``CollectionLayoutListConfiguration/leadingSwipeActionsConfigurationProvider``
    /// answer; `nil` outside list sections.
    public func leadingSwipeActionsConfigurationForItem(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
        listConfiguration(forSection: indexPath.section)?.leadingSwipeActionsConfigurationProvider?(indexPath)
    }

    /// The item's list section's ``CollectionLayoutListConfiguration/trailingSwipeActionsConfigurationProvider``
    /// answer; `nil` outside list sections.
    public func trailingSwipeActionsConfigurationForItem(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
        listConfiguration(forSection: indexPath.section)?.trailingSwipeActionsConfigurationProvider?(indexPath)
    }
}
