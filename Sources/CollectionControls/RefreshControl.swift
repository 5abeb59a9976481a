import CollectionCanvas
import CollectionViews
import Foundation

/// A control that starts a refresh of a scroll view's content, as `UIRefreshControl`: set it as
/// a scroll view's `refreshControl` (a collection view's, or a table
/// view's `refreshControl`) and listen for `.valueChanged`.
///
/// ```swift
/// let refresh = RefreshControl()
/// refresh.addAction(Action { [weak self] _ in self?.reload() }, for: .valueChanged)
/// collectionView.refreshControl = refresh
/// // when the new data is in:
/// refresh.endRefreshing()
/// ```
///
/// A terminal has no pull gesture: the user refreshes with Ctrl-R (a key command of the scroll
/// view, so the status bar lists it as "Refresh" while it can fire), or by turning the mouse
/// wheel up twice while the content already rests at its top. Either sends `.valueChanged` (and
/// `.primaryActionTriggered`); ``beginRefreshing()`` in code sends nothing, as in UIKit.
///
/// While it refreshes, a row above the content shows the spinner (an ``ActivityIndicatorView``)
/// and the ``attributedTitle``; a scroll view resting at its top moves down one row to show it,
/// and goes back when ``endRefreshing()`` is called.
open class RefreshControl: Control {
    /// The key that refreshes: Ctrl-R (as ⌘R does in an iPad app).
    public static let refreshKeyInput = "r"

    /// Whether a refresh is under way (from the user or ``beginRefreshing()``) until
    /// ``endRefreshing()``.
    public private(set) var isRefreshing = false

    /// The text shown beside the spinner (its characters; attributes are not drawn), as
    /// `UIRefreshControl.attributedTitle`.
    open var attributedTitle: NSAttributedString? { didSet { setNeedsLayout() } }

    /// The spinner's and the title's colour when a tint was set on the control or an ancestor
    /// (``View/tintColor``); else the secondary label colour.
    open override func tintColorDidChange() {
        setNeedsLayout()
    }

    /// The scroll view the control refreshes.
    package private(set) weak var scrollView: ScrollView?
    private let spinner = ActivityIndicatorView(style: .medium)
    /// Wheel turns upwards past the top since the content last moved.
    private var pulls = 0
    private lazy var refreshCommand = KeyCommand(
        title: "Refresh", action: { [weak self] _ in self?.refreshByUser() },
        input: Self.refreshKeyInput, modifierFlags: .control)

    /// A refresh control, hidden until it refreshes.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(spinner)
        isHidden = true
        autoresizingMask = [.flexibleWidth]
    }

    /// A refresh control that runs `primaryAction` when the user refreshes, as
    /// `UIRefreshControl(frame:primaryAction:)`.
    public convenience init(frame: CGRect = .zero, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the spinner row and marks the control refreshing, without sending an action, as
    /// UIKit's (code that starts a refresh itself knows it did).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        isHidden = false
        guard let scrollView else { return }
        let wasAtTop = scrollView.cellContentOffset.y <= scrollView.cellMinimumContentOffset.y
        scrollView.refreshRows = 1
        cellFrame = CGRect(x: 0, y: scrollView.cellMinimumContentOffset.y, width: scrollView.cellBounds.width, height: 1)
        if wasAtTop { scrollView.cellContentOffset.y = scrollView.cellMinimumContentOffset.y }
        scrollView.setNeedsDisplay()
    }

    /// Hides the spinner row; the scroll view goes back to its content's top if it showed the row.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        isHidden = true
        guard let scrollView else { return }
        scrollView.refreshRows = 0
        let clamped = scrollView.clampedCellContentOffset(scrollView.cellContentOffset)
        if clamped != scrollView.cellContentOffset { scrollView.cellContentOffset = clamped }
        scrollView.setNeedsDisplay()
    }

    /// A refresh the user asked for: begins refreshing and sends `.valueChanged` (and
    /// `.primaryActionTriggered`). Nothing happens while disabled or already refreshing.
    package func refreshByUser() {
        guard isEnabled, !isRefreshing else { return }
        beginRefreshing()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// The mouse wheel turned upwards while the content could not scroll further: the second
    /// such turn in a row refreshes. Answers whether the turn was taken.
    package func wheelPulledPastTop() -> Bool {
        guard isEnabled, !isRefreshing else { return false }
        pulls += 1
        guard pulls >= 2 else { return true }
        pulls = 0
        refreshByUser()
        return true
    }

    /// A click on the spinner row or Enter does nothing: the user refreshes with Ctrl-R or the
    /// wheel.
    override package func trigger() {}

    /// The content scrolled: wheel turns at the top count from zero again.
    package func contentDidScroll() {
        pulls = 0
    }

    /// Ctrl-R ("Refresh") while the control is enabled and not refreshing; offered by the
    /// scroll view as its own.
    open override var keyCommands: [KeyCommand]? {
        isEnabled && !isRefreshing ? [refreshCommand] : nil
    }

    /// Attaches the control to `scrollView` (the `refreshControl`
    /// setter calls it).
    package func attach(to scrollView: ScrollView?) {
        if let old = self.scrollView, old !== scrollView {
            if isRefreshing { old.refreshRows = 0 }
            if old.refreshControlView === self { old.refreshControlView = nil }
        }
        removeFromSuperview()
        self.scrollView = scrollView
        guard let scrollView else { return }
        if isRefreshing { scrollView.refreshRows = 1 }
        cellFrame = CGRect(x: 0, y: scrollView.cellMinimumContentOffset.y, width: scrollView.cellBounds.width, height: 1)
        scrollView.addSubview(self)
    }

    private var titleText: String {
        TerminalText.sanitized(attributedTitle?.string ?? "")
    }

    /// Centres the spinner, with the title one column after it.
    open override func layoutSubviews() {
        let title = titleText
        let width = 1 + (title.isEmpty ? 0 : 1 + CGFloat(TerminalText.width(of: title)))
        let x = max(0, ((cellBounds.width - width) / 2).rounded(.down))
        spinner.cellFrame = CGRect(x: x, y: 0, width: 1, height: 1)
        // The tint set on the control or inherited from where it was added (no change is
        // announced when it is added).
        if spinner.color != explicitTintColor { spinner.color = explicitTintColor }
    }

    /// Draws the title after the spinner.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let title = titleText
        guard !title.isEmpty else { return }
        let x = Int(rect.minX + spinner.cellFrame.maxX) + 1
        let y = Int(rect.minY)
        let style = CollectionCanvas.Style(foreground: explicitTintColor ?? .secondaryLabel)
        canvas.draw(title, x: x, y: y, style: canvas.style(style, onBackgroundAt: CGPoint(x: x, y: y)))
    }
}

extension ScrollView {
    /// The control that refreshes the content, as `UIScrollView.refreshControl`: drawn in a row
    /// above the content while it refreshes, and refreshing on Ctrl-R (see ``RefreshControl``).
    public var refreshControl: RefreshControl? {
        get { refreshControlView as? RefreshControl }
        set {
            guard newValue !== refreshControlView else { return }
            if let old = refreshControlView as? RefreshControl, old.scrollView === self { old.attach(to: nil) }
            refreshControlView = newValue
            newValue?.attach(to: self)
            setNeedsDisplay()
        }
    }
}
