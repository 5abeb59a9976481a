import CollectionCanvas
import CollectionModel
import Foundation

/// The scroll model, with `UIScrollView`'s meaning: a ``View/frame`` in the parent's coordinates, and
/// ``View/bounds`` whose origin is the ``contentOffset`` into content of ``contentSize``.
///
/// Offsets, sizes and insets are in the view's units: cells, or points under a point scale (see
/// ``View``); the hooks for subclasses (``applyContentOffset(_:animated:)``,
/// ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``,
/// ``endScrolling(atProposedContentOffset:velocity:animated:)``) speak cells. The scrollable range runs from
/// ``minimumContentOffset`` (`-contentInset.left`, `-contentInset.top`) to
/// ``maximumContentOffset`` (the content's far edge plus the bottom/right inset, minus the
/// view's size). Content smaller than the view cannot scroll: its offset rests at the minimum.
///
/// ```swift
/// let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
/// scrollView.contentSize = CGSize(width: 80, height: 100)
/// scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
/// scrollView.contentOffset  // (0, 76): clamped to the last screen
/// scrollView.scrollRectToVisible(CGRect(x: 0, y: 10, width: 80, height: 1), animated: false)
/// scrollView.contentOffset  // (0, 10): the least scroll that shows row 10
/// ```
///
/// Non-finite values (NaN, infinity) are rejected with a ``Diagnostic`` of domain `"scroll"`
/// and the previous value is kept.
open class ScrollView: View {
    /// `"scroll"`: the domain of the diagnostics a scroll view reports.
    open override class var diagnosticDomain: String { "scroll" }

    /// The size of the content (in points under a point scale, as ``View/frame`` is). Negative
    /// or non-finite sizes are replaced by zero.
    public var contentSize: CGSize {
        get { effectivePointScale.points(cellContentSize) }
        set { cellContentSize = effectivePointScale.cells(newValue) }
    }

    /// ``contentSize`` in cells.
    package var cellContentSize: CGSize = .zero {
        didSet {
            let width = Self.sanitizedLength(cellContentSize.width)
            let height = Self.sanitizedLength(cellContentSize.height)
            if width != cellContentSize.width || height != cellContentSize.height {
                Diagnostics.report(Diagnostic(
                    domain: "scroll", kind: "invalidContentSize",
                    message: "contentSize \(oldValue) -> \(cellContentSize) is negative or not finite; using "
                        + "\(CGSize(width: width, height: height))."))
                cellContentSize = CGSize(width: width, height: height)
            }
        }
    }

    /// Extra scrollable space around the content, as `UIScrollView.contentInset` (in points
    /// under a point scale). Insets may be negative; non-finite insets are rejected.
    public var contentInset: EdgeInsets {
        get { effectivePointScale.points(storedContentInset) }
        // A non-finite inset stays non-finite in cells, and is rejected there.
        set { cellContentInset = effectivePointScale.cells(newValue) }
    }

    /// ``contentInset`` in cells.
    package var cellContentInset: EdgeInsets {
        get { storedContentInset }
        set {
            let values = [newValue.top, newValue.left, newValue.bottom, newValue.right]
            guard values.allSatisfy(\.isFinite) else {
                Diagnostics.report(Diagnostic(
                    domain: "scroll", kind: "nonFiniteValue",
                    message: "contentInset \(newValue) is not finite; kept \(storedContentInset)."))
                return
            }
            guard newValue != storedContentInset else { return }
            storedContentInset = newValue
            contentInsetDidChange()
        }
    }

    private var storedContentInset: EdgeInsets = .zero

    /// Whether the vertical scroll indicator (a bar in the last column while the content is
    /// taller than the view) is drawn, as in UIKit; `true` by default. While it shows, its column
    /// is kept for it (see ``adjustedContentInset``).
    public var showsVerticalScrollIndicator = true {
        didSet {
            setNeedsDisplay()
            if oldValue != showsVerticalScrollIndicator { contentInsetDidChange() }
        }
    }

    /// Whether the last column is kept for the vertical scroll indicator: set by the layout pass
    /// of a view that draws one (a ``CollectionView`` whose content, laid out across the whole
    /// width, is taller than the view).
    package var reservesVerticalScrollIndicatorColumn = false

    /// The insets that content is laid out within, as `UIScrollView.adjustedContentInset`:
    /// ``contentInset`` plus, on the right, the column of the vertical scroll indicator while it
    /// shows. UIKit draws its thin indicator over the content; a terminal's indicator is a whole
    /// character cell, so its column is kept for it and no card border or highlight runs into it.
    /// Layouts lay out across the bounds minus these insets. In points under a point scale.
    public var adjustedContentInset: EdgeInsets {
        effectivePointScale.points(cellAdjustedContentInset)
    }

    /// ``adjustedContentInset`` in cells.
    package var cellAdjustedContentInset: EdgeInsets {
        var insets = cellContentInset
        if reservesVerticalScrollIndicatorColumn && showsVerticalScrollIndicator { insets.right += 1 }
        return insets
    }

    /// Whether a horizontal scroll indicator is drawn, as in UIKit; `true` by default. A
    /// terminal view has no row to spare for one, so none is drawn either way (carousels show
    /// `‹` and `›` at their edges instead): the property is here so that UIKit code compiles.
    public var showsHorizontalScrollIndicator = true

    /// The refresh control's view (`refreshControl`, from `CollectionControls`): the scroll
    /// view offers its key commands as its own.
    package var refreshControlView: View?
    /// Rows kept above the content for the refresh control while it refreshes (part of
    /// ``minimumContentOffset``: the view scrolls up to show them).
    package var refreshRows: CGFloat = 0

    /// The refresh control's key commands (Ctrl-R refreshes), while there is one.
    open override var keyCommands: [KeyCommand]? { refreshControlView?.keyCommands }

    /// Whether scrolling comes to rest on multiples of the view's size (see
    /// ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``).
    public var isPagingEnabled = false

    /// A scroll view with `frame`, no content and the offset at the origin.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

        /// Archived views are not supported: always `nil`, as for every view.
        public required init?(coder: NSCoder) {
            return nil
        }

    /// The point of the content shown at the view's top-left corner: the origin of ``View/bounds``
    /// (in points under a point scale, as the bounds are). Assigning it directly is not clamped
    /// (as in UIKit); non-finite points are rejected. Use ``setContentOffset(_:animated:)`` to
    /// scroll within the scrollable range.
    public var contentOffset: CGPoint {










        get { bounds.origin }
        set {
            guard Self.isValid(newValue, operation: "contentOffset") else { return }
            bounds.origin = newValue
        }
    }

    /// ``contentOffset`` in cells.
    package var cellContentOffset: CGPoint {
        get { cellBounds.origin }
        set {
            guard Self.isValid(newValue, operation: "contentOffset") else { return }
            cellBounds.origin = newValue
        }
    }

    // MARK: - Hooks for subclasses

    /// Called after ``contentInset`` changes. The collection view overrides it to invalidate its
    /// layout (the insets change the space a layout has across). The base does nothing.
    open func contentInsetDidChange() {}

    /// Moves the content to `offset` (in cells), already clamped. `animated` is the caller's
    /// wish: the base applies the offset at once; an animator can override this to move there in
    /// steps.
    open func applyContentOffset(_ offset: CGPoint, animated: Bool) {
        cellContentOffset = offset
    }

    // MARK: - The scrollable range

    /// The smallest offset scrolling can reach: the top and left insets (and a refreshing
    /// refresh control's row), negated. In points under a point scale.
    public var minimumContentOffset: CGPoint {
        effectivePointScale.points(cellMinimumContentOffset)
    }

    /// The largest offset scrolling can reach: the content's far edges plus the bottom and
    /// right insets, minus the view's size; never less than ``minimumContentOffset``. In points
    /// under a point scale.
    public var maximumContentOffset: CGPoint {
        effectivePointScale.points(cellMaximumContentOffset)
    }

    /// `offset` moved into the scrollable range (both in points under a point scale).
    public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        guard let scale = effectivePointScale else { return clampedCellContentOffset(offset) }
        return scale.points(clampedCellContentOffset(scale.cells(offset)))
    }

    /// ``minimumContentOffset`` in cells.
    package var cellMinimumContentOffset: CGPoint {
        CGPoint(x: -cellContentInset.left, y: -cellContentInset.top - refreshRows)
    }

    /// ``maximumContentOffset`` in cells.
    package var cellMaximumContentOffset: CGPoint {
        let minimum = cellMinimumContentOffset
        return CGPoint(
            x: max(minimum.x, cellContentSize.width + cellContentInset.right - cellBounds.width),
            y: max(minimum.y, cellContentSize.height + cellContentInset.bottom - cellBounds.height))
    }

    /// ``clampedContentOffset(_:)`` in cells.
    package func clampedCellContentOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = cellMinimumContentOffset
        let maximum = cellMaximumContentOffset
        return CGPoint(
            x: min(max(offset.x, minimum.x), maximum.x),
            y: min(max(offset.y, minimum.y), maximum.y))
    }

    // MARK: - Scrolling

    /// Scrolls so that `contentOffset` (in points under a point scale) is at the view's top-left
    /// corner, clamped to the scrollable range. A non-finite offset is rejected with a
    /// diagnostic.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard Self.isValid(contentOffset, operation: "setContentOffset(_:animated:)") else { return }
        setCellContentOffset(effectivePointScale.cells(contentOffset), animated: animated)
    }

    /// ``setContentOffset(_:animated:)`` in cells.
    package func setCellContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard Self.isValid(contentOffset, operation: "setContentOffset(_:animated:)") else { return }
        layoutIfNeeded()
        applyContentOffset(clampedCellContentOffset(contentOffset), animated: animated)
    }

    /// Scrolls the least distance that makes `rect` (in content coordinates; points under a
    /// point scale) visible, as UIKit does: an axis on which the rectangle is already visible does
    /// not move; a rectangle larger than the view shows its top or left edge. The result is
    /// clamped to the scrollable range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard Self.isValid(rect, operation: "scrollRectToVisible(_:animated:)", allowNegativeSize: true)
        else { return }
        scrollCellRectToVisible(effectivePointScale.cells(rect), animated: animated)
    }

    /// ``scrollRectToVisible(_:animated:)`` in cells.
    package func scrollCellRectToVisible(_ rect: CGRect, animated: Bool) {
        guard Self.isValid(rect, operation: "scrollRectToVisible(_:animated:)", allowNegativeSize: true)
        else { return }
        layoutIfNeeded()
        let rect = rect.standardized
        let visible = cellBounds
        func axis(_ offset: CGFloat, _ viewLength: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
            if upper - lower >= viewLength { return lower }
            if lower < offset { return lower }
            if upper > offset + viewLength { return upper - viewLength }
            return offset
        }
        let target = CGPoint(
            x: axis(visible.minX, visible.width, rect.minX, rect.maxX),
            y: axis(visible.minY, visible.height, rect.minY, rect.maxY))
        applyContentOffset(clampedCellContentOffset(target), animated: animated)
    }

    /// Where scrolling that would stop at `proposedContentOffset` comes to rest, clamped to the
    /// scrollable range; both in cells (a hook for subclasses, as ``applyContentOffset(_:animated:)``
    /// is). With ``isPagingEnabled`` the offset rests on a multiple of the view's
    /// size on each axis: the next page for a positive velocity, the previous one for a negative
    /// velocity, the nearest for zero.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard Self.isValid(proposedContentOffset, operation: "targetContentOffset"),
              velocity.x.isFinite, velocity.y.isFinite
        else { return cellContentOffset }
        layoutIfNeeded()
        guard isPagingEnabled else { return clampedCellContentOffset(proposedContentOffset) }
        func page(_ offset: CGFloat, _ pageLength: CGFloat, _ velocity: CGFloat) -> CGFloat {
            guard pageLength > 0 else { return offset }
            let pages = offset / pageLength
            let rounded = velocity > 0 ? pages.rounded(.up) : velocity < 0 ? pages.rounded(.down) : pages.rounded()
            return rounded * pageLength
        }
        let paged = CGPoint(
            x: page(proposedContentOffset.x, cellBounds.width, velocity.x),
            y: page(proposedContentOffset.y, cellBounds.height, velocity.y))
        return clampedCellContentOffset(paged)
    }

    /// Ends a scroll (for example a run of key presses) that would stop at
    /// `proposedContentOffset` moving with `velocity` (in cells): scrolls to
    /// ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``.
    open func endScrolling(atProposedContentOffset proposedContentOffset: CGPoint, velocity: CGPoint, animated: Bool) {
        let target = targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        applyContentOffset(target, animated: animated)
    }

}
