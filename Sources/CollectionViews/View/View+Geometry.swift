import Foundation

/// The view's geometry in cells, for the code that lays views out and draws them: ``View/frame``,
/// ``View/bounds`` and the sizes views report are in points when a point scale applies (code
/// written for UIKit), and these read and write them in cells whatever the scale.
extension View {
    /// ``frame`` in cells. Setting it goes through ``frame`` (and so through a subclass's
    /// override of it).
    package var cellFrame: CGRect {
        get { storedFrame }
        set { frame = effectivePointScale.map { $0.points(newValue) } ?? newValue }
    }

    /// ``bounds`` in cells. Setting it goes through ``bounds``.
    package var cellBounds: CGRect {
        get { storedBounds }
        set { bounds = effectivePointScale.map { $0.points(newValue) } ?? newValue }
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
        return effectivePointScale.map { $0.cells(sizeKeepingSentinels: size) } ?? size
    }

    /// ``sizeThatFits(_:)`` in cells: `size` and the answer.
    package func cellSizeThatFits(_ size: CGSize) -> CGSize {
        guard let scale = effectivePointScale else { return sizeThatFits(size) }
        return scale.cells(sizeKeepingSentinels: sizeThatFits(scale.points(sizeKeepingSentinels: size)))
    }

    /// ``systemLayoutSizeFitting(_:)`` in cells: `targetSize` and the answer.
    package func cellSystemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        guard let scale = effectivePointScale else { return systemLayoutSizeFitting(targetSize) }
        return scale.cells(sizeKeepingSentinels: systemLayoutSizeFitting(scale.points(sizeKeepingSentinels: targetSize)))
    }

    /// A size measured in cells, as the view reports it: in points under its point scale.
    /// Views that measure their content in cells (a label's text) answer their
    /// ``intrinsicContentSize`` and ``sizeThatFits(_:)`` through it.
    package func reportedSize(cells size: CGSize) -> CGSize {
        effectivePointScale.map { $0.points(sizeKeepingSentinels: size) } ?? size
    }

    /// A size the view was asked about (``sizeThatFits(_:)``'s proposal), in cells.
    package func proposedSizeInCells(_ size: CGSize) -> CGSize {
        effectivePointScale.map { $0.cells(sizeKeepingSentinels: size) } ?? size
    }
}
