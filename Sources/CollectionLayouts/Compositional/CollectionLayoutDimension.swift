import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// One dimension (width or height) of a compositional layout element, as
/// `NSCollectionLayoutDimension`. One point is one terminal cell.
///
/// Fractions are relative to the element's container: the group for an item, the section's
/// content area for a group, the layout container for a boundary supplementary item. An invalid
/// value (NaN, infinite, negative) is clamped to zero when the layout is computed and reported
/// as a ``Diagnostic`` of domain `"layout"`.
public struct CollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case fractionalWidth
        case fractionalHeight
        case absolute
        case estimated
    }

    let kind: Kind
    let value: CGFloat

    /// A dimension that is `fractionalWidth` times the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalWidth, value: fractionalWidth)
    }

    /// A dimension that is `fractionalHeight` times the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalHeight, value: fractionalHeight)
    }

    /// A dimension of exactly `absoluteDimension` points (cells).
    public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .absolute, value: absoluteDimension)
    }

    /// A dimension that starts at `estimatedDimension` and follows the size the element reports
    /// (see ``CollectionViewCompositionalLayout/invalidateEstimatedSize(_:forItemAt:)``).
    public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .estimated, value: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is an absolute number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate that the element's reported size replaces.
    public var isEstimated: Bool { kind == .estimated }
    /// The fraction, the absolute value or the estimate.
    public var dimension: CGFloat { value }

    /// The dimension as it is written in code, such as `.fractionalWidth(0.5)`.
    public var description: String {
        switch kind {
        case .fractionalWidth: return ".fractionalWidth(\(value))"
        case .fractionalHeight: return ".fractionalHeight(\(value))"
        case .absolute: return ".absolute(\(value))"
        case .estimated: return ".estimated(\(value))"
        }
    }

    /// The resolved length in `container`, never negative, NaN or infinite. `invalid` is set when
    /// the dimension had to be clamped.
    func resolve(in container: CGSize, invalid: inout Bool) -> CGFloat {
        let raw: CGFloat
        switch kind {
        case .fractionalWidth: raw = value * container.width
        case .fractionalHeight: raw = value * container.height
        case .absolute, .estimated: raw = value
        }
        guard raw.isFinite, raw >= 0 else {
            invalid = true
            return 0
        }
        if !value.isFinite || value < 0 { invalid = true }
        return raw
    }
}

/// The width and height of a compositional layout element, as `NSCollectionLayoutSize`.
public struct CollectionLayoutSize: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var widthDimension: CollectionLayoutDimension
    /// The height.
    public var heightDimension: CollectionLayoutDimension

    /// A size of `widthDimension` by `heightDimension`.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// Both dimensions, for messages and test failures.
    public var description: String {
        "CollectionLayoutSize(width: \(widthDimension), height: \(heightDimension))"
    }

    /// The resolved size in `container`; `invalid` is set when a dimension had to be clamped.
    func resolve(in container: CGSize, invalid: inout Bool) -> CGSize {
        CGSize(
            width: widthDimension.resolve(in: container, invalid: &invalid),
            height: heightDimension.resolve(in: container, invalid: &invalid))
    }
}
