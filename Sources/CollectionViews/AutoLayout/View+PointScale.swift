import Foundation

extension View {
    /// The ``PointScale`` that the view's constraint constants, layout margins and stack
    /// spacings are written in: the ``pointScaleForContents`` of the nearest view, from this
    /// one up, that decides one (a collection view, and the cells and headers it shows, give
    /// their layout's scale), else ``PointScale/current``; `nil` when none applies or it is one
    /// point per cell (values are cells).
    ///
    /// The view's geometry is in the same units: under a scale, ``frame``, ``bounds``,
    /// ``intrinsicContentSize`` and the sizes the view fits to are points, as UIKit code
    /// writes and reads them (see ``View``).
    public var effectivePointScale: PointScale? {
        guard PointScale.mayApply else { return nil }
        var current: View? = self
        while let view = current {
            if let scale = view.pointScaleForContents { return PointScale.effective(scale) }
            current = view.superview
        }
        return PointScale.currentEffective
    }

    /// Marks the view and every subview as needing layout (the point scale changed).
    package func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for view in subviews { view.setNeedsLayoutInSubtree() }
    }

    /// Whether the view solves constraints with a scale other than the one that applies now:
    /// then it lays out again at the next pass.
    var constraintScaleIsStale: Bool {
        guard let engine = layoutStateStorage?.engine, let solved = engine.solvedScale else { return false }
        return solved != effectivePointScale
    }
}

extension PointScale {
    /// Points per cell along an attribute's axis: columns for the horizontal attributes, rows
    /// for the vertical ones.
    func pointsPerCell(along attribute: LayoutConstraint.Attribute) -> Double {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .width: Double(pointsPerColumn)
        case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline: Double(pointsPerRow)
        case .notAnAttribute: 1
        }
    }
}
