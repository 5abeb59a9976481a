import CollectionCanvas
import CollectionViews
import Foundation

/// What a context menu's preview shows, as `UIContextMenuContentPreviewProvider` (kept, not
/// drawn: a terminal menu has no preview).
public typealias ContextMenuContentPreviewProvider = () -> ViewController?
/// Makes a context menu from the system's suggested actions (none on a terminal), as
/// `UIContextMenuActionProvider`.
public typealias ContextMenuActionProvider = ([MenuElement]) -> Menu?

/// What a context menu shows, as `UIContextMenuConfiguration`: a collection view's delegate
/// returns one from `collectionView(_:contextMenuConfigurationForItemsAt:point:)` and the menu
/// its ``actionProvider`` makes opens over the item.
///
/// ```swift
/// func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
///                     point: CGPoint) -> ContextMenuConfiguration? {
///     guard let indexPath = indexPaths.first else { return nil }
///     return ContextMenuConfiguration(actionProvider: { _ in
///         Menu(children: [Action(title: "Delete", attributes: .destructive) { _ in self.delete(at: indexPath) }])
///     })
/// }
/// ```
///
/// There is no preview on a terminal: ``previewProvider`` is kept and never called, and a
/// configuration without an action provider (or whose provider answers `nil`) opens nothing.
@MainActor
public final class ContextMenuConfiguration {
    /// The configuration's name, as UIKit's; a new configuration gets a unique one.
    public let identifier: any NSCopying
    /// Makes the preview (never called here).
    public let previewProvider: ContextMenuContentPreviewProvider?
    /// Makes the menu; its argument, the suggested actions, is empty here.
    public let actionProvider: ContextMenuActionProvider?

    /// A configuration, as `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: ContextMenuContentPreviewProvider? = nil,
        actionProvider: ContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu to show: the action provider's, given no suggested actions.
    package func makeMenu() -> Menu? { actionProvider?([]) }
}
