import CollectionCanvas
import CollectionModel
import Foundation

/// A mouse action, decoded by the front end, at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    /// A mouse button.
    public enum Button: Hashable, Sendable {
        case primary, secondary, middle
    }

    /// A wheel direction (terminals report vertical wheels; Shift-wheel may come as horizontal).
    public enum WheelDirection: Hashable, Sendable {
        case up, down, left, right
    }

    /// What happened.
    public enum Kind: Hashable, Sendable {
        case press(Button)
        case release(Button)
        /// Movement with a button held.
        case drag(Button)
        case wheel(WheelDirection)
    }

    public var kind: Kind
    /// Where, in the coordinates of the view that receives the event (the front end delivers
    /// screen coordinates to the root; a view converts for its subviews).
    public var location: CGPoint
    public var modifiers: KeyEvent.Modifiers

    public init(_ kind: Kind, at location: CGPoint, modifiers: KeyEvent.Modifiers = []) {
        self.kind = kind
        self.location = location
        self.modifiers = modifiers
    }

    /// The same event at a location offset by `delta` (for handing it to a subview).
    public func offset(by delta: CGPoint) -> MouseEvent {
        MouseEvent(kind, at: CGPoint(x: location.x - delta.x, y: location.y - delta.y), modifiers: modifiers)
    }
}
