import CollectionCanvas
import CollectionModel
import Foundation

/// A mouse action, decoded by the front end, at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    /// A mouse button.
    public enum Button: Hashable, Sendable {
        /// The primary (usually left) button.
        case primary
        /// The secondary (usually right) button.
        case secondary
        /// The middle button (or pressed wheel).
        case middle
    }

    /// A wheel direction (terminals report vertical wheels; Shift-wheel may come as horizontal).
    public enum WheelDirection: Hashable, Sendable {
        /// The wheel turned away from the user: content moves down, the view scrolls up.
        case up
        /// The wheel turned towards the user: the view scrolls down.
        case down
        /// A sideways wheel (or Shift with the wheel, where the terminal reports it so) to the
        /// left.
        case left
        /// A sideways wheel to the right.
        case right
    }

    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press(Button)
        /// A button went up.
        case release(Button)
        /// Movement with a button held.
        case drag(Button)
        /// The wheel turned one step.
        case wheel(WheelDirection)
    }

    /// What happened.
    public var kind: Kind
    /// Where, in the coordinates of the view that receives the event (the front end delivers
    /// screen coordinates to the root; a view converts for its subviews).
    public var location: CGPoint
    /// The modifier keys held, where the terminal reports them.
    public var modifiers: KeyEvent.Modifiers

    /// A `kind` event at `location` with `modifiers` held.
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
