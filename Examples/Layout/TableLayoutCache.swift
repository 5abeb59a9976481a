import CollectionCore
import Foundation

/// The frames of a ``TableLayout``: row `n` is at `y = n × itemSize.height`, as wide as the
/// collection view. From an article on UIKit collection view layout.
public final class TableLayoutCache {
    private let itemSize: CGSize
    private let collectionWidth: CGFloat
    /// The frame of every row, computed by ``recalculateDefaultFrames(numberOfItems:)``.
    public private(set) var defaultFrames = [CGRect]()

    /// A cache for rows of `itemSize.height` across `collectionWidth`. Negative or non-finite
    /// values are treated as zero.
    public init(itemSize: CGSize, collectionWidth: CGFloat) {
        let height = itemSize.height.isFinite ? max(0, itemSize.height) : 0
        let width = collectionWidth.isFinite ? max(0, collectionWidth) : 0
        if height != itemSize.height || width != collectionWidth {
            Diagnostics.report(Diagnostic(
                domain: "layout", kind: "invalidSize",
                message: "TableLayout: item height \(itemSize.height) or width \(collectionWidth) is negative or "
                    + "not finite; using \(height) and \(width)."))
        }
        self.itemSize = CGSize(width: itemSize.width, height: height)
        self.collectionWidth = width
    }

    /// An empty cache.
    public static var zero: TableLayoutCache {
        TableLayoutCache(itemSize: .zero, collectionWidth: 0)
    }

    /// Computes the frame of every row.
    public func recalculateDefaultFrames(numberOfItems: Int) {
        defaultFrames = (0..<max(0, numberOfItems)).map { defaultCellFrame(atRow: $0) }
    }

    /// The frame of row `row`.
    public func defaultCellFrame(atRow row: Int) -> CGRect {
        CGRect(x: 0, y: itemSize.height * CGFloat(row), width: collectionWidth, height: itemSize.height)
    }

    /// The rows whose frames overlap `frame` (`CGRect.overlaps(_:)`: rows that
    /// only touch its edge are not included).
    public func visibleRows(in frame: CGRect) -> [Int] {
        defaultFrames.enumerated().filter { $0.element.overlaps(frame) }.map(\.offset)
    }

    /// The collection view's width by the bottom of the last row.
    public var contentSize: CGSize {
        CGSize(width: collectionWidth, height: defaultFrames.last?.maxY ?? 0)
    }
}
