import CollectionCanvas
import Foundation

/// How a presented controller covers the screen, as `UIModalPresentationStyle`. A terminal has
/// no sheets or popovers: the styles that cover the whole screen show the presented controller's
/// view over all of it; those that leave the presenter visible (``overFullScreen``,
/// ``overCurrentContext``, and what alerts use) draw it over the presenter, which is dimmed.
public enum ModalPresentationStyle: Int, Sendable {
    /// The system's choice: ``fullScreen`` here (a terminal has no page sheet).
    case automatic = -2
    /// No presentation style.
    case none = -1
    /// The presented view covers the screen.
    case fullScreen = 0
    /// A sheet: ``fullScreen`` here.
    case pageSheet = 1
    /// A form: ``fullScreen`` here.
    case formSheet = 2
    /// Covers the presenter's context: ``fullScreen`` here.
    case currentContext = 3
    /// Drawn by a custom transition: ``fullScreen`` here.
    case custom = 4
    /// Over the whole screen, the presenter still showing (dimmed) where the presented view
    /// draws nothing.
    case overFullScreen = 5
    /// As ``overFullScreen``.
    case overCurrentContext = 6
    /// A popover: ``overFullScreen`` here.
    case popover = 7

    /// Whether the presenter stays visible (dimmed) behind the presented view.
    var showsPresenter: Bool {
        switch self {
        case .overFullScreen, .overCurrentContext, .popover: true
        default: false
        }
    }
}

/// The layer a presented controller's view is shown in: a view over the whole root of the
/// presenter's tree, in front of everything else, which takes every key, paste and mouse event
/// while it is there (a presentation is modal). It fills the screen with the background, or,
/// when the presenter shows through, dims what lies under it.
final class PresentationView: View {
    /// The presented controller.
    let controller: ViewController
    private let showsPresenter: Bool

    init(controller: ViewController, frame: CGRect, showsPresenter: Bool) {
        self.controller = controller
        self.showsPresenter = showsPresenter
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if !showsPresenter { backgroundStyle = .background }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {










        if showsPresenter { canvas.addAttributes(.dim, in: rect) }
    }

    /// Mouse events go to the presented views; none reaches the presenter.
    override func handle(_ event: MouseEvent) -> Bool {
        _ = super.handle(event)
        return true
    }

    override func handlePaste(_ text: String) -> Bool {
        for view in subviews.reversed() where !view.isHidden {
            if view.handlePaste(text) { return true }
        }
        return true
    }
}

extension View {
    /// The presentation in front in this root's tree, if any: keys, pastes and the mouse go
    /// there.
    var frontPresentation: PresentationView? {
        subviews.last(where: { $0 is PresentationView && !$0.isHidden }) as? PresentationView
    }

    /// Delivers a mouse event in this (root) view's coordinates as the application does: to the
    /// presented controller's views while one is presented (a presentation is modal), else to
    /// ``handle(_:)-(MouseEvent)``. Returns whether something took it.
    @discardableResult
    public func dispatchMouse(_ event: MouseEvent) -> Bool {
        guard let presentation = frontPresentation, presentation !== self else { return handle(event) }
        return presentation.handle(event.offset(by: presentation.cellFrame.origin))
    }

    /// Delivers pasted text as the application does: to the presented controller's views while
    /// one is presented, else to ``handlePaste(_:)``.
    @discardableResult
    public func dispatchPaste(_ text: String) -> Bool {
        guard let presentation = frontPresentation, presentation !== self else { return handlePaste(text) }
        return presentation.handlePaste(text)
    }
}
