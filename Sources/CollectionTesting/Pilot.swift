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
@MainActor
public final class Pilot {
    /// The screen the pilot renders into.
    public let screen: HeadlessScreen
    /// Whether running animations are finished after each event, so the screen shows where
    /// things end up (`true`, the default; the screen's ``HeadlessScreen/finishesAnimations``).
    /// Tests that step animations with a ``CollectionCore/TestAnimationClock`` set it to `false`.
    public var finishesAnimations: Bool {
        get { screen.finishesAnimations }
        set { screen.finishesAnimations = newValue }
    }

    /// A pilot for `root` on a ``HeadlessScreen`` of `width` by `height` cells, rendered once.
    public init(root: View, width: Int, height: Int) {
        screen = HeadlessScreen(root: root, width: width, height: height)
        screen.render()
    }

    /// The rows of the screen after the last event.
    public var lines: [String] { screen.lines }

    /// Sends keys one after another as the application loop does (the responder chain's key
    /// commands, then the root's `handle(_:)`: `View.dispatchKey(_:)`), rendering after each;
    /// returns whether something took each.
    @discardableResult
    public func press(_ keys: KeyEvent...) -> [Bool] {
        keys.map { key in
            let handled = screen.root.dispatchKey(key)
            settle()
            return handled
        }
    }

    /// Types `text` as character keys.
    public func type(_ text: String) {
        for character in text {
            _ = screen.root.dispatchKey(KeyEvent.character(character))
            settle()
        }
    }

    /// Presses and releases the primary button at a screen cell.
    @discardableResult
    public func click(x: Int, y: Int) -> Bool {
        let point = CGPoint(x: x, y: y)
        let handled = screen.root.handle(MouseEvent(.press(.primary), at: point))
        _ = screen.root.handle(MouseEvent(.release(.primary), at: point))
        settle()
        return handled
    }

    /// Turns the wheel at a screen cell.
    @discardableResult
    public func wheel(_ direction: MouseEvent.WheelDirection, x: Int, y: Int, modifiers: KeyEvent.Modifiers = []) -> Bool {
        let handled = screen.root.handle(MouseEvent(.wheel(direction), at: CGPoint(x: x, y: y), modifiers: modifiers))
        settle()
        return handled
    }

    /// Presses the primary button at one cell, drags through each of `path` and releases at
    /// the last (as a terminal reports a drag: a press, movements with the button held, a
    /// release).
    @discardableResult
    public func drag(fromX x: Int, y: Int, through path: [(x: Int, y: Int)]) -> Bool {
        let handled = screen.root.handle(MouseEvent(.press(.primary), at: CGPoint(x: x, y: y)))
        settle()
        for point in path {
            _ = screen.root.handle(MouseEvent(.drag(.primary), at: CGPoint(x: point.x, y: point.y)))
            settle()
        }
        let end = path.last ?? (x: x, y: y)
        _ = screen.root.handle(MouseEvent(.release(.primary), at: CGPoint(x: end.x, y: end.y)))
        settle()
        return handled
    }

    /// Pastes `text` (one paste event, as bracketed paste delivers it) and renders; returns
    /// whether a view took it.
    @discardableResult
    public func paste(_ text: String) -> Bool {
        let handled = screen.root.handlePaste(text)
        settle()
        return handled
    }

    /// Sends one mouse event and renders.
    @discardableResult
    public func send(_ event: MouseEvent) -> Bool {
        let handled = screen.root.handle(event)
        settle()
        return handled
    }

    /// Renders (finishing animations first when ``finishesAnimations``).
    private func settle() {
        screen.render()
    }

    /// Resizes the screen and renders.
    public func resize(width: Int, height: Int) {
        screen.resize(width: width, height: height)
        screen.render()
    }
}
