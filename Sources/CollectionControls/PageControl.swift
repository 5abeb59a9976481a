import CollectionCanvas
import CollectionViews
import Foundation

/// A row of dots, one per page, the current one filled, as `UIPageControl`: `○ ● ○ ○`.
///
/// Left and Right (while the control gets keys) and a click on a dot change the page and send
/// ``Control/Event/valueChanged``; setting ``currentPage`` in code sends nothing, as in UIKit.
open class PageControl: Control {
    /// The number of pages (at least 0).
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The page shown, kept within the pages.
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(0, currentPage), max(0, numberOfPages - 1))
            setNeedsDisplay()
        }
    }
    /// Whether a control of one page draws nothing.
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The colour of the dots of the other pages (the secondary label colour when `nil`).
    open var pageIndicatorTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The colour of the current page's dot (the tint colour when `nil`).
    open var currentPageIndicatorTintColor: Color? { didSet { setNeedsDisplay() } }

    /// A page control with `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Each dot and a space after all but the last.
    open override var intrinsicContentSize: CGSize {
        reportedSize(cells: cellsNeeded)
    }

    /// Each dot and a space after all but the last, in cells.
    private var cellsNeeded: CGSize { CGSize(width: CGFloat(max(0, numberOfPages * 2 - 1)), height: 1) }

    /// The control's own size (``intrinsicContentSize``), whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The column of the first dot, so that the dots are centred.
    private var firstColumn: Int { max(0, (Int(cellBounds.width) - Int(cellsNeeded.width)) / 2) }

    /// Draws the control in `rect` on `canvas`.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let y = rect.middleRow
        let unicode = traitCollection.glyphSet == .unicode
        for page in 0..<numberOfPages {
            let x = Int(rect.minX) + firstColumn + page * 2
            let current = page == currentPage
            var style = CollectionCanvas.Style(
                foreground: current ? currentPageIndicatorTintColor ?? .tint : pageIndicatorTintColor ?? .secondaryLabel,
                attributes: current ? .bold : [])
            if !isEnabled { style.attributes.insert(.dim) }
            let dot = current ? (unicode ? "●" : "*") : (unicode ? "○" : ".")
            canvas.draw(dot, x: x, y: y, style: canvas.style(style, onBackgroundAt: CGPoint(x: x, y: y)))
        }
    }

    /// The keys listed in the type's description; others are left to the views behind.
    open override func handle(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty, numberOfPages > 0 else { return false }
        switch event.key {
        case .left: change(to: currentPage - 1)
        case .right: change(to: currentPage + 1)
        default: return false
        }
        return true
    }

    /// A click (or, for a slider, a drag) as the type's description says.
    open override func handle(_ event: MouseEvent) -> Bool {
        guard isEnabled, case .press(.primary) = event.kind, numberOfPages > 0 else { return false }
        let column = Int(event.location.x.rounded(.down)) - firstColumn
        guard column >= 0 else { return true }
        change(to: min(numberOfPages - 1, (column + 1) / 2))
        return true
    }

    private func change(to page: Int) {
        let old = currentPage
        currentPage = page
        if currentPage != old { sendActions(for: .valueChanged) }
    }
}
