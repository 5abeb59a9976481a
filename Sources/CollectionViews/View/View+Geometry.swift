import Foundation

/// The view's geometry in cells, for the code that lays views out and draws them: ``View/frame``,
/// ``View/bounds`` and the sizes views report are in points when a point scale applies (code
/// written for UIKit), and these read and write them in cells whatever the scale.
extension View {
    /// ``frame`` in cells. Setting it goes through ``frame`` (and so through a subclass's
    /// override of it).
    package var cellFrame: CGRect {
        get { storedFrame }
        set { frame = effectivePointScale.points(newValue) }
    }

    /// ``bounds`` in cells. Setting it goes through ``bounds``.
    package var cellBounds: CGRect {
        get { storedBounds }
        set { bounds = effectivePointScale.points(newValue) }
    }

    /// The view, with its frame set to `rect` in cells: for the views the library makes at a
    /// size in cells (`init(frame:)` reads points under a point scale).
    @discardableResult
    package func withCellFrame(_ rect: CGRect) -> Self {
        cellFrame = rect
        return self
    }

    /// ``center`` in cells.
    package var cellCenter: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            guard Self.isValid(newValue, operation: "center") else { return }
            cellFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
        }
    }

    /// ``intrinsicContentSize`` in cells (a side without one stays ``noIntrinsicMetric``).
    package var cellIntrinsicContentSize: CGSize {
        let size = intrinsicContentSize
        return effectivePointScale.cells(sizeKeepingSentinels: size)
    }

    /// ``sizeThatFits(_:)`` in cells: `size` and the answer.
    package func cellSizeThatFits(_ size: CGSize) -> CGSize {
        guard let scale = effectivePointScale else { return sizeThatFits(size) }
        return scale.cells(sizeKeepingSentinels: sizeThatFits(scale.points(sizeKeepingSentinels: size)))
    }

    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` in
    /// cells: `targetSize` and the answer.
    package func cellSystemLayoutSizeFitting(
        _ targetSize: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
    ) -> CGSize {
        let scale = effectivePointScale
        let fitted = systemLayoutSizeFitting(
            scale.points(sizeKeepingSentinels: targetSize),
            withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        return scale.cells(sizeKeepingSentinels: fitted)
    }

    /// A size measured in cells, as the view reports it: in points under its point scale.
    /// Views that measure their content in cells (a label's text) answer their
    /// ``intrinsicContentSize`` and ``sizeThatFits(_:)`` through it.
    package func reportedSize(cells size: CGSize) -> CGSize {
        effectivePointScale.points(sizeKeepingSentinels: size)
    }

    /// A size the view was asked about (``sizeThatFits(_:)``'s proposal), in cells.
    package func proposedSizeInCells(_ size: CGSize) -> CGSize {
        effectivePointScale.cells(sizeKeepingSentinels: size)
    }
}

// MARK: - Converting between views

extension View {
    /// `point`, in this view's bounds, in `view`'s bounds (`nil`: the root of this view's tree,
    /// UIKit's window), as `UIView.convert(_:to:)`: in each view's units (points under a point
    /// scale). Views in different trees convert through each one's root.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let target = view ?? root
        return target.pointFromCells(target.cellPoint(fromRoot: cellPointInRoot(cellPoint(point))))
    }

    /// `point`, in `view`'s bounds (`nil`: the root of this view's tree), in this view's bounds,
    /// as `UIView.convert(_:from:)`.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        (view ?? root).convert(point, to: self)
    }

    /// `rect`, in this view's bounds, in `view`'s bounds (`nil`: the root of this view's
    /// tree), as `UIView.convert(_:to:)`.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        let origin = convert(rect.origin, to: view)
        let end = convert(CGPoint(x: rect.maxX, y: rect.maxY), to: view)
        return CGRect(x: origin.x, y: origin.y, width: end.x - origin.x, height: end.y - origin.y)
    }

    /// `rect`, in `view`'s bounds (`nil`: the root of this view's tree), in this view's bounds,
    /// as `UIView.convert(_:from:)`.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        (view ?? root).convert(rect, to: self)
    }

    /// The top of the view's tree.
    private var root: View {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    private func cellPoint(_ point: CGPoint) -> CGPoint { effectivePointScale.cells(point) }
    private func pointFromCells(_ point: CGPoint) -> CGPoint { effectivePointScale.points(point) }

    /// `point` in this view's bounds (cells), in its root's bounds.
    private func cellPointInRoot(_ point: CGPoint) -> CGPoint {
        var point = point
        var view = self
        while let superview = view.superview {
            point.x += view.storedFrame.minX - view.storedBounds.minX
            point.y += view.storedFrame.minY - view.storedBounds.minY
            view = superview
        }
        return point
    }

    /// `point` in the root's bounds (cells), in this view's bounds.
    private func cellPoint(fromRoot point: CGPoint) -> CGPoint {
        let origin = cellPointInRoot(.zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}
