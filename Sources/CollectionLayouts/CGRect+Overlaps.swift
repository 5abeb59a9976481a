import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

extension CGRect {
    /// Whether the two rectangles share an area of positive size.
    ///
    /// Rectangles whose edges only touch do not overlap, and an empty rectangle (zero width or
    /// height) overlaps nothing. The built-in layouts answer
    /// ``CollectionViewLayout/layoutAttributesForElements(in:)`` with this test, so the row just
    /// below the visible rectangle is not reported as visible. (swift-corelibs-foundation's
    /// `intersects(_:)` counts touching edges as an intersection; Apple's does not.)
    @inlinable
    public func overlaps(_ other: CGRect) -> Bool {
        let a = standardized
        let b = other.standardized
        return a.width > 0 && a.height > 0 && b.width > 0 && b.height > 0
            && a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
