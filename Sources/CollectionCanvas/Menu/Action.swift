import Foundation

/// A closure to run when a control sends an event or a menu entry is chosen, as `UIAction`.
public final class Action: MenuElement {
    /// A name for an action, as `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// The identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's name; a new action gets a unique one.
    public let identifier: Identifier
    /// A longer title for the status bar's key hints, when the action backs one.
    public var discoverabilityTitle: String?
    /// How the action looks in a menu (``MenuElement/Attributes/disabled``,
    /// ``MenuElement/Attributes/destructive``, ``MenuElement/Attributes/hidden``).
    public var attributes: Attributes
    /// Whether a menu shows the action checked.
    public var state: State
    package let handler: (Action) -> Void
    /// The control (or bar button item) that sent the event, while the handler runs.
    public package(set) weak var sender: AnyObject?

    /// An action running `handler`, as
    /// `UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off, handler: @escaping (Action) -> Void
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` as its ``sender``.
    package func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
