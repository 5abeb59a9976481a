import Foundation

/// A rectangle of whole cells, `minX..<maxX` by `minY..<maxY`; empty when either is empty.
package struct CellRect: Hashable, Sendable {
    package var minX: Int
    package var minY: Int
    package var maxX: Int
    package var maxY: Int

    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = max(minX, maxX)
        self.maxY = max(minY, maxY)
    }

    /// The cells of `rect`, found by flooring both of its edges, as the design snaps frames.
    /// A rectangle with a non-finite edge has no cells.
    package init(_ rect: CGRect) {
        let rect = rect.standardized
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self.init(minX: 0, minY: 0, maxX: 0, maxY: 0)
            return
        }
        self.init(minX: CellRect.cell(rect.minX), minY: CellRect.cell(rect.minY),
                  maxX: CellRect.cell(rect.maxX), maxY: CellRect.cell(rect.maxY))
    }

    /// The cell index of a finite coordinate, floored and kept within a range that never
    /// overflows. A coordinate a hair below a whole cell (41.999999, from sums of fractions)
    /// counts as that cell, so two edges meant to meet never overlap by a column.
    package static func cell(_ value: CGFloat) -> Int {
        Int(min(max((value + 1e-6).rounded(.down), -1_000_000_000), 1_000_000_000))
    }

    package var width: Int { maxX - minX }
    package var height: Int { maxY - minY }
    package var isEmpty: Bool { width == 0 || height == 0 }

    package func intersection(_ other: CellRect) -> CellRect {
        CellRect(minX: max(minX, other.minX), minY: max(minY, other.minY),
                 maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }

    @inline(__always)
    package func contains(x: Int, y: Int) -> Bool {
        x >= minX && x < maxX && y >= minY && y < maxY
    }

    package var cgRect: CGRect {
        CGRect(x: minX, y: minY, width: width, height: height)
    }
}
