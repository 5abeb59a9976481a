import CollectionDiagnostics
import CollectionViews
import Foundation

/// An alert or action sheet, as `UIAlertController`: a title, a message, text fields and
/// actions, shown with ``ViewController/present(_:animated:completion:)`` in a box over the
/// presenter (which is dimmed) and driven by keys and the mouse.
///
/// ```swift
/// let alert = AlertController(title: "Delete “Notes”?", message: "This cannot be undone.", preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// let delete = AlertAction(title: "Delete", style: .destructive) { _ in store.delete(note) }
/// alert.addAction(delete)
/// alert.preferredAction = delete
/// present(alert, animated: true)
/// ```
///
/// Keys: Return chooses the highlighted action, which is the ``preferredAction`` when the alert
/// appears (else the first action that does not cancel); Left, Right, Up, Down and Tab move the
/// highlight; Escape chooses the ``AlertAction/Style/cancel`` action, if there is one. The first
/// text field takes what is typed; Tab and Shift-Tab move between the fields and the actions. A
/// click on an action chooses it. Choosing an action dismisses the alert, then calls the
/// action's handler, as in UIKit.
@MainActor
open class AlertController: ViewController {
    /// How an alert controller is shown, as `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        /// A menu of actions: listed one per row.
        case actionSheet
        /// A message with buttons: the actions side by side when they fit.
        case alert
    }

    /// The message under the title.
    public var message: String? { didSet { viewIfLoaded?.setNeedsDisplay() } }
    /// How the alert is shown.
    public let preferredStyle: Style
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The action Return chooses when the alert appears, as UIKit's: drawn bold.
    public var preferredAction: AlertAction? { didSet { viewIfLoaded?.setNeedsDisplay() } }
    /// The text fields added with ``addTextField(configurationHandler:)`` (`nil` without any).
    public private(set) var textFields: [TextField]?

    /// An alert controller, as `UIAlertController(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Archived controllers are not supported: always `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds an action (a button), as UIKit's `addAction(_:)`.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        action.onChange = { [weak self] in self?.viewIfLoaded?.setNeedsDisplay() }
        viewIfLoaded?.setNeedsDisplay()
    }

    /// Adds a text field (alerts only, as in UIKit), which `configurationHandler` may set up
    /// (placeholder, text). The first field takes the keys typed.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Diagnostics.report(Diagnostic(
                domain: "alert", kind: "textFieldInActionSheet",
                message: "addTextField(configurationHandler:): an action sheet has no text fields; ignored."))
            return
        }
        let field = TextField(frame: .zero).withCellFrame(CGRect(x: 0, y: 0, width: 20, height: 1))
        field.isEditing = textFields == nil
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        (viewIfLoaded as? AlertView)?.textFieldsDidChange()
    }

    /// An alert lies over the presenter, whatever its ``ViewController/modalPresentationStyle``.
    open override var presentationShowsPresenter: Bool { true }

    /// Makes the view that draws the alert's box.
    open override func loadView() {
        view = AlertView(controller: self, frame: .zero).withCellFrame(initialViewFrame)
    }

    /// Chooses `action`: dismisses the alert, then calls the action's handler.
    func choose(_ action: AlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }
}
