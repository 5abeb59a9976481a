import CollectionCanvas
import Foundation

/// A closure to run when a control sends an event, as `UIAction`.
public final class Action {
    /// The title (for menus; unused by controls here).
    public let title: String
    /// An image (for menus).
    public let image: Image?
    package let handler: (Action) -> Void
    /// The control that sent the event, while the handler runs.
    public package(set) weak var sender: AnyObject?

    /// An action running `handler`.
    public init(title: String = "", image: Image? = nil, handler: @escaping (Action) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
    }
}
