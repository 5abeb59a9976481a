import CollectionCore
import Foundation

/// Turns a curses mouse report (`getmouse`'s `bstate` and cell) into a ``CollectionCore/MouseEvent``. Pure: no
/// terminal needed. The masks are ncurses' (mouse interface version 2: five bits per button).
public enum MouseDecoder {
    static let released: UInt = 0o1
    static let pressed: UInt = 0o2
    static let clicked: UInt = 0o4

    /// The bits of `button` (1–5) for `event` (`released`, `pressed`, `clicked`).
    static func mask(button: Int, _ event: UInt) -> UInt { event << UInt((button - 1) * 5) }

    static let position = mask(button: 6, 0o10)
    static let control = mask(button: 6, 0o1)
    static let shift = mask(button: 6, 0o2)
    static let alt = mask(button: 6, 0o4)

    /// The event for `state` at column `x`, row `y`, or `nil` when it is nothing we report
    /// (movement, double clicks, a position off the screen).
    public static func event(state: UInt, x: Int, y: Int) -> MouseEvent? {
        guard x >= 0, y >= 0 else { return nil }
        var modifiers: KeyEvent.Modifiers = []
        if state & shift != 0 { modifiers.insert(.shift) }
        if state & control != 0 { modifiers.insert(.control) }
        if state & alt != 0 { modifiers.insert(.alt) }
        let location = CGPoint(x: x, y: y)
        if state & mask(button: 4, pressed) != 0 {
            return MouseEvent(.wheel(modifiers.contains(.shift) ? .left : .up), at: location, modifiers: modifiers)
        }
        if state & mask(button: 5, pressed) != 0 {
            return MouseEvent(.wheel(modifiers.contains(.shift) ? .right : .down), at: location, modifiers: modifiers)
        }
        let buttons: [(Int, MouseEvent.Button)] = [(1, .primary), (3, .secondary), (2, .middle)]
        for (number, button) in buttons {
            if state & mask(button: number, pressed) != 0 {
                return MouseEvent(.press(button), at: location, modifiers: modifiers)
            }
            if state & mask(button: number, released) != 0 {
                return MouseEvent(.release(button), at: location, modifiers: modifiers)
            }
            if state & mask(button: number, clicked) != 0 {
                // A press and release that curses merged: report the press.
                return MouseEvent(.press(button), at: location, modifiers: modifiers)
            }
        }
        return nil
    }
}

/// Turns curses mouse reports into events, remembering whether the primary button is held:
/// a movement report (`REPORT_MOUSE_POSITION`) while it is held is a drag (for reordering);
/// movement without a button is dropped.
public struct MouseDragTracker: Sendable {
    /// Whether the primary button is down.
    public private(set) var isPrimaryDown = false

    /// A tracker with no button down.
    public init() {}

    /// The event for a report, or `nil` for movement without the primary button, double
    /// clicks, and positions off the screen.
    public mutating func event(state: UInt, x: Int, y: Int) -> MouseEvent? {
        if let event = MouseDecoder.event(state: state, x: x, y: y) {
            switch event.kind {
            case .press(.primary): isPrimaryDown = true
            case .release(.primary): isPrimaryDown = false
            default: break
            }
            return event
        }
        guard state & MouseDecoder.position != 0, isPrimaryDown, x >= 0, y >= 0 else { return nil }
        var modifiers: KeyEvent.Modifiers = []
        if state & MouseDecoder.shift != 0 { modifiers.insert(.shift) }
        if state & MouseDecoder.control != 0 { modifiers.insert(.control) }
        if state & MouseDecoder.alt != 0 { modifiers.insert(.alt) }
        return MouseEvent(.drag(.primary), at: CGPoint(x: x, y: y), modifiers: modifiers)
    }
}
