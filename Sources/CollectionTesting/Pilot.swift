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
///
/// Every event goes through the application loop that ships (``ApplicationLoop`` on the
/// screen's ``HeadlessScreen/backend``), one at a time: animations finish before input, the
/// responder chain's key commands come before the views, unhandled keys reach the loop's
/// ``ApplicationLoop/quitKeys`` and ``ApplicationLoop/onUnhandledKey``, a screen smaller than
/// ``ApplicationLoop/minimumSize`` shows the too-small message, and a frame is drawn only when
/// a view asked for display.
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

    /// The loop the events go through (set its quit keys or minimum size as the application does).
    public var loop: ApplicationLoop { screen.loop }

    /// The rows of the screen after the last event.
    public var lines: [String] { screen.lines }

    /// Sends keys one after another through the loop (the responder chain's key commands, then
    /// the root's `handle(_:)`: `View.dispatchKey(_:)`), rendering after each; returns whether
    /// a view took each.
    @discardableResult
    public func press(_ keys: KeyEvent...) -> [Bool] {
        keys.map { send(.key($0)) }
    }

    /// Types `text` as character keys.
    public func type(_ text: String) {
        for character in text { send(.key(.character(character))) }
    }

    /// Presses and releases a button (the primary one unless told, `.secondary` for a right
    /// click) at a screen cell; returns whether a view took the press.
    @discardableResult
    public func click(x: Int, y: Int, button: MouseEvent.Button = .primary) -> Bool {
        let point = CGPoint(x: x, y: y)
        screen.backend.send(.mouse(MouseEvent(.press(button), at: point)), .mouse(MouseEvent(.release(button), at: point)))
        screen.render()
        return screen.dispatchResults.first ?? false
    }

    /// Turns the wheel at a screen cell.
    @discardableResult
    public func wheel(_ direction: MouseEvent.WheelDirection, x: Int, y: Int, modifiers: KeyEvent.Modifiers = []) -> Bool {
        send(MouseEvent(.wheel(direction), at: CGPoint(x: x, y: y), modifiers: modifiers))
    }

    /// Presses the primary button at one cell, drags through each of `path` and releases at
    /// the last (as a terminal reports a drag: a press, movements with the button held, a
    /// release), rendering after each; returns whether a view took the press.
    @discardableResult
    public func drag(fromX x: Int, y: Int, through path: [(x: Int, y: Int)]) -> Bool {
        let handled = send(MouseEvent(.press(.primary), at: CGPoint(x: x, y: y)))
        for point in path {
            send(MouseEvent(.drag(.primary), at: CGPoint(x: point.x, y: point.y)))
        }
        let end = path.last ?? (x: x, y: y)
        send(MouseEvent(.release(.primary), at: CGPoint(x: end.x, y: end.y)))
        return handled
    }

    /// Pastes `text` (one paste event, as bracketed paste delivers it) and renders; returns
    /// whether a view took it.
    @discardableResult
    public func paste(_ text: String) -> Bool {
        send(.paste(text))
    }

    /// Sends one mouse event and renders.
    @discardableResult
    public func send(_ event: MouseEvent) -> Bool {
        send(.mouse(event))
    }

    /// Sends one input event through the loop and renders; returns whether a view took it.
    @discardableResult
    public func send(_ event: InputEvent) -> Bool {
        screen.backend.send(event)
        screen.render()
        return screen.dispatchResults.first ?? false
    }

    /// Resizes the screen and renders.
    public func resize(width: Int, height: Int) {
        screen.resize(width: width, height: height)
        screen.render()
    }
}
