import CollectionCanvas
import CollectionModel
import Foundation

extension View {
    /// The view that called ``becomeFirstResponder()`` last and has not resigned (one for the
    /// application, as UIKit has one per window).
    static weak var explicitFirstResponder: View?

    /// The view that takes the keys now, in this view's tree: the view that is first responder
    /// (a `TextField` being edited, a search bar that became first responder, a view that
    /// called ``becomeFirstResponder()``), else the first view that
    /// ``takesKeysWithoutFirstResponder`` (a collection view that is the key view: the focus
    /// moves in it), else the root view of the
    /// innermost view controller shown (so that its key commands work on a screen with nothing
    /// to focus), else this view. Hidden views and their subviews are passed over, and subviews
    /// in front are looked at first.
    ///
    /// UIKit keeps its first responder private; it is public here so that an application loop
    /// or a test can ask where a key goes.
    public var firstResponder: View {
        var keyView: View?
        var controllerView: (view: View, depth: Int)?
        func search(_ view: View, depth: Int) -> View? {
            if view.isFirstResponder { return view }
            if keyView == nil, view.takesKeysWithoutFirstResponder { keyView = view }
            if view.owningViewController != nil, depth > (controllerView?.depth ?? -1) { controllerView = (view, depth) }
            for subview in view.subviews.reversed() where !subview.isHidden {
                if let found = search(subview, depth: depth + 1) { return found }
            }
            return nil
        }
        return search(self, depth: 0) ?? keyView ?? controllerView?.view ?? self
    }

    /// Delivers a key as the application does, and returns whether something took it: the key
    /// commands of the responder chain from ``firstResponder`` first (``Responder/keyCommands``,
    /// the first responder's, then each ``Responder/next``'s), then this view's
    /// `handle(_:)`, then, when that leaves the key, the `handle(_:)` of each view of the chain
    /// from the first responder up (as UIKit's presses go from the first responder up): a plain
    /// root view (`view = UIView()` in `loadView()`) passes no key on itself, and its collection
    /// view still takes the arrows. `ApplicationLoop` calls it on its root, and `Pilot.press`
    /// too.
    ///
    /// As in UIKit since iOS 15, the system's own use of a key comes before a command for it
    /// unless the command ``KeyCommand/wantsPriorityOverSystemBehavior``: the keys that edit text
    /// while a text field is being edited, the keys that move the focus and select in the
    /// collection view that is the key view (arrows, Page Up/Down, Home, End, Tab, Shift-Tab,
    /// Enter, Space), and every key while the screen says it takes them all
    /// (``NavigationItemProviding/capturesKeys``). Such a command fires only when the views
    /// leave the key.
    ///
    /// While a controller is presented (``ViewController/present(_:animated:completion:)``), the
    /// key goes to the presented controller's views only and counts as taken: a presentation
    /// is modal.
    @discardableResult
    public func dispatchKey(_ event: KeyEvent) -> Bool {
        if let presentation = frontPresentation, presentation !== self {
            _ = presentation.dispatchKey(event)
            return true
        }
        let responder = firstResponder
        let chain = responder.responderChain
        let commands = Self.commands(matching: event, along: chain)
        guard !commands.isEmpty else { return handleKey(event, along: chain) }
        let system = Self.isSystemKey(event, for: responder)
        for command in commands where command.wantsPriorityOverSystemBehavior || !system {
            if command.perform(along: chain) { return true }
        }
        if handleKey(event, along: chain) { return true }
        guard system else { return false }
        for command in commands where !command.wantsPriorityOverSystemBehavior {
            if command.perform(along: chain) { return true }
        }
        return false
    }

    /// This view's `handle(_:)`, then that of each view of `chain` below it, from the first
    /// responder up, until one takes `event`.
    private func handleKey(_ event: KeyEvent, along chain: [Responder]) -> Bool {
        if handle(event) { return true }
        for case let view as View in chain {
            if view === self { break }
            if view.handle(event) { return true }
        }
        return false
    }

    /// The key commands that fire now, in the order they are looked up (the first responder's
    /// first), one per key: those of the chain from ``firstResponder`` that are not disabled and
    /// whose key the system does not keep (see ``dispatchKey(_:)``); while a controller is
    /// presented, those of the presented controller's views.
    public var activeKeyCommands: [KeyCommand] {
        // While a controller is presented, only its commands fire (see dispatchKey).
        if let presentation = frontPresentation, presentation !== self { return presentation.activeKeyCommands }
        let responder = firstResponder
        var seen: Set<KeyEvent> = []
        var active: [KeyCommand] = []
        for command in responder.responderChain.flatMap({ $0.keyCommands ?? [] }) {
            guard !command.attributes.contains(.disabled), let event = command.keyEvent,
                command.wantsPriorityOverSystemBehavior || !Self.isSystemKey(event, for: responder),
                seen.insert(event).inserted
            else { continue }
            active.append(command)
        }
        return active
    }

    /// The key hints of the ``activeKeyCommands`` that are listed: not
    /// ``KeyCommand/Attributes/hidden``, with a title (``KeyCommand/hintTitle``). A
    /// ``NavigationStackView`` shows them in its status bar.
    public var keyCommandHints: [KeyHint] {
        activeKeyCommands.compactMap { command in
            guard !command.attributes.contains(.hidden), !command.hintTitle.isEmpty else { return nil }
            return KeyHint(command.keyLabel, command.hintTitle)
        }
    }

    /// The commands of `chain` that `event` triggers, in chain order, without disabled ones.
    private static func commands(matching event: KeyEvent, along chain: [Responder]) -> [KeyCommand] {
        chain.flatMap { ($0.keyCommands ?? []).filter { !$0.attributes.contains(.disabled) && $0.matches(event) } }
    }

    /// Whether the system keeps `event` when `responder` is the first responder: a screen that
    /// takes every key, else what the responder keeps (``usesKeyBeforeKeyCommands(_:)``: text
    /// editing, the focus movement and selection of a collection view).
    static func isSystemKey(_ event: KeyEvent, for responder: View) -> Bool {
        var view: View? = responder
        while let current = view {
            if let screen = current as? NavigationItemProviding, screen.capturesKeys { return true }
            view = current.superview
        }
        return responder.usesKeyBeforeKeyCommands(event)
    }
}
