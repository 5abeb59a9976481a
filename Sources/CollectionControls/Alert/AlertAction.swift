import Foundation

/// A button of an ``AlertController``, as `UIAlertAction`: a title, a style, and the handler
/// called after the alert was dismissed by it.
@MainActor
public final class AlertAction {
    /// How an action is shown and what it means, as `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        /// An ordinary action.
        case `default`
        /// The action that cancels: Escape triggers it; an action sheet lists it last.
        case cancel
        /// An action that destroys data: drawn in red.
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the action can be chosen; a disabled one is drawn dim and skipped by the arrows.
    public var isEnabled = true { didSet { onChange?() } }
    /// Called with the action after the alert was dismissed by it.
    let handler: ((AlertAction) -> Void)?
    /// Called when something drawn changes.
    var onChange: (() -> Void)?

    /// An action titled `title` in `style` that calls `handler` once the alert was dismissed by
    /// it, as `UIAlertAction(title:style:handler:)`.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
