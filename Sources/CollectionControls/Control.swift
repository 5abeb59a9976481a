import CollectionCanvas
import CollectionViews
import Foundation

/// A view that sends events to actions, as `UIControl`: the base of ``Button`` and ``Switch``.
/// Enter or Space, or a click, while the control gets keys, triggers it. A plain control (or a
/// view subclassing it) sends `.touchUpInside` and `.primaryActionTriggered` when triggered, as
/// a tapped `UIControl` does: what ported code uses for a `UITapGestureRecognizer`.
open class Control: View {
    /// The events a control sends, as `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events as bits.
        public let rawValue: Int
        /// The events whose bits are set in `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The control was pressed and released inside.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The value changed (a switch).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action (a button's press).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    private var actions: [(action: Action, events: Event)] = []
    /// A disabled control draws dim and ignores input.
    public var isEnabled = true { didSet { setNeedsDisplay() } }
    /// Whether the control's menu (`Button.menu`) opens when the control is triggered (Enter,
    /// Space, a click), instead of sending its actions, as UIKit's.
    public var showsMenuAsPrimaryAction = false

    /// A control with `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Runs `action` when the control sends one of `events`.
    public func addAction(_ action: Action, for events: Event) {
        actions.append((action, events))
    }

    /// Stops running `action` for `events`.
    public func removeAction(_ action: Action, for events: Event) {
        actions.removeAll { $0.action === action && !$0.events.intersection(events).isEmpty }
    }

    /// Runs the actions registered for any of `events`.
    public func sendActions(for events: Event) {
        for entry in actions where !entry.events.intersection(events).isEmpty {
            entry.action.perform(sender: self)
        }
    }

    /// What the control does when triggered: sends `.touchUpInside` and `.primaryActionTriggered`;
    /// subclasses send their own events.
    package func trigger() {
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    /// Enter and Space trigger the control.
    open override func handle(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty else { return false }
        switch event.key {
        case .enter, .character(" "):
            trigger()
            return true
        default:
            return false
        }
    }

    /// A click (a press of the primary button) triggers the control.
    open override func handle(_ event: MouseEvent) -> Bool {
        guard isEnabled, case .press(.primary) = event.kind else { return false }
        trigger()
        return true
    }
}
