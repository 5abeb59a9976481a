import CollectionDiagnostics
import Foundation

/// One attribute of a view or guide to make constraints from, as `NSLayoutAnchor`. The
/// subclasses fix what it may be related to: ``LayoutXAxisAnchor`` to horizontal positions,
/// ``LayoutYAxisAnchor`` to vertical positions, ``LayoutDimension`` to sizes.
///
/// The constraints it makes are inactive until activated (``LayoutConstraint/isActive``).
@MainActor
public class LayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide.
    let item: AnyObject
    /// Which of its attributes.
    let attribute: LayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(
        _ relation: LayoutConstraint.Relation, _ other: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }
}

/// A horizontal position (left, right, leading, trailing, centre X), as `NSLayoutXAxisAnchor`.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`, as UIKit's: the system spacing is one
    /// column (UIKit's is 8 points, which is one column at the standard point scale).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        spaced(make(.equal, anchor, constant: 0), multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        spaced(make(.greaterThanOrEqual, anchor, constant: 0), multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        spaced(make(.lessThanOrEqual, anchor, constant: 0), multiplier)
    }
}

/// A vertical position (top, bottom, centre Y, baselines), as `NSLayoutYAxisAnchor`.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`, as UIKit's: the system spacing is one row
    /// (UIKit's depends on the fonts; a terminal's text is one row high).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        spaced(make(.equal, anchor, constant: 0), multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        spaced(make(.greaterThanOrEqual, anchor, constant: 0), multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        spaced(make(.lessThanOrEqual, anchor, constant: 0), multiplier)
    }
}

extension LayoutAnchor {
    /// `constraint` with `multiplier` system spacings added to its second side. A non-finite
    /// multiplier is reported (`layout.nonFiniteValue`) and counts as none.
    func spaced(_ constraint: LayoutConstraint, _ multiplier: CGFloat) -> LayoutConstraint {
        guard multiplier.isFinite else {
            Diagnostics.report(Diagnostic(
                domain: "layout", kind: "nonFiniteValue",
                message: "constraint(…SystemSpacing…:multiplier:): \(multiplier) is not finite; no spacing is added."))
            return constraint
        }
        constraint.systemSpacingMultiplier = multiplier
        return constraint
    }
}

/// A width or height, as `NSLayoutDimension`: related to another size with a multiplier, or
/// to a constant.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        make(.equal, nil, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant)
    }

    /// `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

/// UIKit's name.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's name.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's name.
public typealias NSLayoutDimension = LayoutDimension
