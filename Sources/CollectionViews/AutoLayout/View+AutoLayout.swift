import CollectionModel
import Foundation

extension View: LayoutAnchorProviding {
    // MARK: Anchors

    /// The baseline of the first line of text: the bottom of a ``Label``'s first row, the
    /// bottom edge of a view without text.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The baseline of the last line of text: the bottom edge.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

    // MARK: Settings

    /// Whether the view's ``frame`` is turned into constraints (`true`, the default, as in
    /// UIKit): set it to `false` for a view that constraints place.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState.translatesAutoresizingMaskIntoConstraints }
        set {
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            superview?.autoLayoutRoot.setNeedsLayout()
        }
    }

    /// The margins inside the view that ``layoutMarginsGuide`` follows: in points when a
    /// ``effectivePointScale`` applies (leading and trailing in the scale's columns, top and
    /// bottom in its rows; the guide's edges are rounded to cells), else in cells. The default
    /// is one column on each side and no rows (UIKit's 8 points are one column; a row is too
    /// tall to spend), which reads as 8 points across and 0 down under ``PointScale/standard``.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            if let margins = layoutStateStorage?.directionalLayoutMargins { return margins }
            let cells = ViewLayoutState.defaultMargins
            guard let scale = effectivePointScale else { return cells }
            return DirectionalEdgeInsets(
                top: 0, leading: cells.leading * scale.pointsPerColumn, bottom: 0,
                trailing: cells.trailing * scale.pointsPerColumn)
        }
        set {
            layoutState.directionalLayoutMargins = newValue
            autoLayoutRoot.setNeedsLayout()
        }
    }

    /// The margins as left and right edges (the same as ``directionalLayoutMargins`` here), in
    /// the same units.
    public var layoutMargins: EdgeInsets {
        get {
            let m = directionalLayoutMargins
            return EdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        set {
            directionalLayoutMargins = DirectionalEdgeInsets(
                top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    /// The view's bounds inset by its ``directionalLayoutMargins``.
    public var layoutMarginsGuide: LayoutGuide {
        ownGuide(.margins, kept: &layoutState.marginsGuide)
    }

    /// The view's bounds: a terminal has no area hidden by bars or rounded corners.
    public var safeAreaLayoutGuide: LayoutGuide {
        ownGuide(.safeArea, kept: &layoutState.safeAreaGuide)
    }

    /// The part of the view that text reads well in, as `UIView.readableContentGuide`: the area
    /// inside the layout margins, at most ``LayoutGuide/readableWidth`` (80 columns) wide and
    /// centred in it, so that a detail page's text does not run across a 200-column terminal.
    public var readableContentGuide: LayoutGuide {
        ownGuide(.readable, kept: &layoutState.readableGuide)
    }

    /// The view's guide of `kind`, made on first use and kept in `storage` (not a key path:
    /// each use of one made a key path object).
    private func ownGuide(_ kind: LayoutGuide.Kind, kept storage: inout LayoutGuide?) -> LayoutGuide {
        if let guide = storage { return guide }
        let guide = LayoutGuide(kind: kind)
        guide.owningView = self
        storage = guide
        return guide
    }

    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [LayoutGuide] { layoutState.guides }

    /// Adds a guide that constraints can place and relate other items to.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.guides.append(guide)
    }

    /// Removes a guide added with ``addLayoutGuide(_:)``.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        layoutState.guides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
    }

    /// How strongly the view resists growing beyond its ``intrinsicContentSize`` on `axis`
    /// (250 by default).
    public func contentHuggingPriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
        layoutState.hugging[axis.rawValue]
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        layoutState.hugging[axis.rawValue] = priority
        autoLayoutRoot.setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its ``intrinsicContentSize`` on `axis`
    /// (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
        layoutState.compressionResistance[axis.rawValue]
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        layoutState.compressionResistance[axis.rawValue] = priority
        autoLayoutRoot.setNeedsLayout()
    }

    /// The active constraints installed on this view (those whose items' nearest common
    /// ancestor it is).
    public var constraints: [LayoutConstraint] { layoutStateStorage?.installed ?? [] }

    /// Activates a constraint (UIKit's older spelling; it is installed where its items meet).
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
    /// Activates constraints.
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
    /// Deactivates a constraint.
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
    /// Deactivates constraints.
    public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }

    /// Whether the view is `view` or one of its subviews, at any depth.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Solving

    /// The view that solves the constraints this view takes part in: its topmost ancestor
    /// (or itself) with installed constraints; the view itself when there is none.
    var autoLayoutRoot: View {
        var root: View = self
        var current: View? = self
        while let candidate = current {
            if candidate.hasInstalledConstraints { root = candidate }
            current = candidate.superview
        }
        return root
    }

    /// Whether any view in the subtree has installed constraints.
    var subtreeHasConstraints: Bool {
        if hasInstalledConstraints { return true }
        return subviews.contains { $0.subtreeHasConstraints }
    }

    /// Run by ``layoutIfNeeded()`` before ``layoutSubviews()``: when the view has constraints
    /// installed and no ancestor does, solves the subtree's constraints and sets the frames.
    func solveConstraintsIfRoot() {
        guard hasInstalledConstraints else { return }
        var ancestor = superview
        while let candidate = ancestor {
            if candidate.hasInstalledConstraints { return }
            ancestor = candidate.superview
        }
        engine().layout(
            size: cellBounds.size, horizontal: .required, vertical: .required, applyFrames: true)
    }

    /// The size the constraints in the subtree give the view; `nil` without constraints.
    package func fittingSizeWithConstraints(
        _ targetSize: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
    ) -> CGSize? {
        guard subtreeHasConstraints else { return nil }
        let target = CGSize(
            width: targetSize.width.isFinite ? max(0, targetSize.width) : 0,
            height: targetSize.height.isFinite ? max(0, targetSize.height) : 0)
        return engine().layout(size: target, horizontal: horizontal, vertical: vertical, applyFrames: false)
    }

    private func engine() -> AutoLayoutEngine {
        if let engine = layoutState.engine { return engine }
        let engine = AutoLayoutEngine(root: self)
        layoutState.engine = engine
        return engine
    }
}
