import CollectionCanvas
import CollectionModel
import Foundation

/// A shape, as Core Graphics' `CGPath`, kept as what a terminal draws with it: its bounding box
/// (a layer's ``Layer/shadowPath``). Made from a rectangle or a ``BezierPath``.
public struct CGPath: Hashable, Sendable {
    /// The smallest rectangle that holds the shape, as `CGPath.boundingBox`.
    public let boundingBox: CGRect

    /// A path around `rect`, as `CGPath(rect:transform:)` without a transform.
    public init(rect: CGRect) {
        boundingBox = rect.standardized
    }
}

/// A shape, as `UIBezierPath`, made from the rectangles UIKit code makes shadow paths from. A
/// terminal draws no curves: a path is kept as its bounds, and its ``cgPath`` is what a
/// ``Layer/shadowPath`` takes.
///
/// ```swift
/// layer.shadowPath = BezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
/// ```
public final class BezierPath: Sendable {
    /// The rectangle that holds the shape, as `UIBezierPath.bounds`.
    public let bounds: CGRect

    /// A rectangle.
    public init(rect: CGRect) {
        bounds = rect.standardized
    }

    /// A rectangle with rounded corners (the radius is not drawn: a cell has no finer corner).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        bounds = rect.standardized
    }

    /// An ellipse inside `rect` (kept as the rectangle).
    public init(ovalIn rect: CGRect) {
        bounds = rect.standardized
    }

    /// The path as a ``CGPath``, as `UIBezierPath.cgPath`.
    public var cgPath: CGPath { CGPath(rect: bounds) }
}
