import CollectionCanvas
import CollectionViews
import Foundation

/// A push button, as `UIButton`: a title drawn as `[ Title ]` in the tint colour, which
/// sends ``Control/Event/primaryActionTriggered`` and ``Control/Event/touchUpInside`` when
/// triggered (Enter, Space or a click).
///
/// A button with a ``menu`` opens it when triggered if ``Control/showsMenuAsPrimaryAction`` is
/// set; otherwise the menu opens with a right click, Shift-F10 or Alt-Return (the terminal's
/// stand-ins for UIKit's long press), and triggering sends the actions.
open class Button: Control {
    /// The style of a button, as `UIButton.ButtonType`; all draw the same here.
    public enum ButtonType: Sendable {
        /// UIKit's system button.
        case system
        /// A custom button.
        case custom
        /// A close button.
        case close
        /// A detail disclosure button.
        case detailDisclosure
        /// An info button.
        case infoLight
        /// An add-contact button.
        case contactAdd
    }

    private var titles: [String] = []
    /// The menu the button opens, as `UIButton.menu` (see ``Control/showsMenuAsPrimaryAction``).
    public var menu: Menu?

    /// A button with `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// A button of a type (drawn the same), as `UIButton(type:)`.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
    }

    /// A button that runs `primaryAction` when triggered, titled with its title.
    public convenience init(frame: CGRect = .zero, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The states a title can be set for, as `UIControl.State`; only ``normal`` is drawn.
    public struct State: OptionSet, Hashable, Sendable {
        /// The states as bits.
        public let rawValue: Int
        /// The states whose bits are set in `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The plain state (the only one drawn).
        public static let normal = State([])
        /// Pressed.
        public static let highlighted = State(rawValue: 1)
        /// Disabled.
        public static let disabled = State(rawValue: 2)
        /// Selected.
        public static let selected = State(rawValue: 4)
    }

    /// Sets the title (for ``State/normal``; other states are accepted and ignored).
    public func setTitle(_ title: String?, for state: State) {
        guard state == .normal else { return }
        titles = title.map { [$0] } ?? []
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The title for `state`.
    public func title(for state: State) -> String? { titles.first }

    /// The title, or `nil`.
    public var currentTitle: String? { titles.first }

    private var drawn: String { "[ \(TerminalText.sanitized(currentTitle ?? "")) ]" }

    /// The bracketed title's columns by one row.
    open override var intrinsicContentSize: CGSize {
        reportedSize(cells: CGSize(width: CGFloat(TerminalText.width(of: drawn)), height: 1))
    }

    /// The bracketed title's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The title sits on the first row: its baseline is row 1.
    override open var firstBaselineOffsetFromTop: CGFloat? { 1 }

    override package func trigger() {
        if showsMenuAsPrimaryAction, openMenu() { return }
        sendActions(for: [.primaryActionTriggered, .touchUpInside])
    }

    /// Opens the ``menu`` below the button. Returns whether it opened.
    @discardableResult
    private func openMenu() -> Bool {
        guard isEnabled, let menu else { return false }
        return MenuController.present(menu, from: self, over: cellBounds, source: self)
    }

    /// Shift-F10 and Alt-Return open the ``menu``; other keys as ``Control``.
    open override func handle(_ event: KeyEvent) -> Bool {
        if menu != nil, event == KeyEvent(.function(10), modifiers: .shift) || event == KeyEvent(.enter, modifiers: .alt) {
            return openMenu()
        }
        return super.handle(event)
    }

    /// A right click opens the ``menu``; other clicks as ``Control``.
    open override func handle(_ event: MouseEvent) -> Bool {
        if case .press(.secondary) = event.kind, menu != nil { return openMenu() }
        return super.handle(event)
    }

    /// Draws `[ Title ]`, centred.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        var style = Style(foreground: tintColor)
        if !isEnabled { style.attributes.insert(.dim) }
        canvas.draw(drawn, in: rect, style: canvas.style(style, onBackgroundAt: rect.origin), alignment: .center)
    }
}
