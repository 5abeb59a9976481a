import CollectionCore
import Foundation

/// Drives a view tree with key and mouse events and reads the screen back, as Textual's pilot
/// does: `press`, `click`, `wheel`, `resize`, then `screen`.
///
/// ```swift
/// let pilot = Pilot(root: collectionView, width: 40, height: 10)
/// pilot.press(.down, .down, .enter)
/// #expect(pilot.screen[2].contains("★"))
/// ```
public final class Pilot {
    /// The screen the pilot renders into.
    public let screen: HeadlessScreen

    public init(root: View, width: Int, height: Int) {
        screen = HeadlessScreen(root: root, width: width, height: height)
        screen.render()
    }

    /// The rows of the screen after the last event.
    public var lines: [String] { screen.lines }

    /// Sends keys one after another, rendering after each (as a terminal app does); returns
    /// whether the root handled each.
    @discardableResult
    public func press(_ keys: KeyEvent...) -> [Bool] {
        keys.map { key in
            let handled = screen.root.handle(key)
            screen.render()
            return handled
        }
    }

    /// Types `text` as character keys.
    public func type(_ text: String) {
        for character in text {
            _ = screen.root.handle(KeyEvent.character(character))
            screen.render()
        }
    }

    /// Presses and releases the primary button at a screen cell.
    @discardableResult
    public func click(x: Int, y: Int) -> Bool {
        let point = CGPoint(x: x, y: y)
        let handled = screen.root.handle(MouseEvent(.press(.primary), at: point))
        _ = screen.root.handle(MouseEvent(.release(.primary), at: point))
        screen.render()
        return handled
    }

    /// Turns the wheel at a screen cell.
    @discardableResult
    public func wheel(_ direction: MouseEvent.WheelDirection, x: Int, y: Int, modifiers: KeyEvent.Modifiers = []) -> Bool {
        let handled = screen.root.handle(MouseEvent(.wheel(direction), at: CGPoint(x: x, y: y), modifiers: modifiers))
        screen.render()
        return handled
    }

    /// Resizes the screen and renders.
    public func resize(width: Int, height: Int) {
        screen.resize(width: width, height: height)
        screen.render()
    }
}
