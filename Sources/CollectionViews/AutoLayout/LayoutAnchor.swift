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
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical position (top, bottom, centre Y, baselines), as `NSLayoutYAxisAnchor`.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

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
