import Foundation

extension PointScale {
    /// `columns` across, in points.
    public func points(columns: CGFloat) -> CGFloat { Self.scaled(columns, by: pointsPerColumn) }
    /// `rows` down, in points.
    public func points(rows: CGFloat) -> CGFloat { Self.scaled(rows, by: pointsPerRow) }

    /// A point in cells as points.
    public func points(_ point: CGPoint) -> CGPoint { CGPoint(x: points(columns: point.x), y: points(rows: point.y)) }
    /// A rectangle in cells as points.
    public func points(_ rect: CGRect) -> CGRect { CGRect(origin: points(rect.origin), size: points(rect.size)) }
    /// Insets in cells as points.
    public func points(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: points(rows: insets.top), left: points(columns: insets.left), bottom: points(rows: insets.bottom),
            right: points(columns: insets.right))
    }

    /// A size in points as cells, each side kept as it is when it is not a length: a negative
    /// side (``View/noIntrinsicMetric``), or one that is not finite or is beyond any screen
    /// (`CGFloat.greatestFiniteMagnitude`, "unbounded").
    package func cells(sizeKeepingSentinels size: CGSize) -> CGSize {
        CGSize(
            width: Self.isLength(size.width) ? columns(size.width) : size.width,
            height: Self.isLength(size.height) ? rows(size.height) : size.height)
    }

    /// A size in cells as points, each side kept as it is when it is not a length (see
    /// ``cells(sizeKeepingSentinels:)``).
    package func points(sizeKeepingSentinels size: CGSize) -> CGSize {
        CGSize(
            width: Self.isLength(size.width) ? points(columns: size.width) : size.width,
            height: Self.isLength(size.height) ? points(rows: size.height) : size.height)
    }

    private static func isLength(_ value: CGFloat) -> Bool { value >= 0 && value < 1e15 }

    /// `value` cells times `factor` points a cell. Values that are not finite or beyond any
    /// screen stay as they are (so that "unbounded" stays unbounded), and a result within a
    /// billionth of a whole point is that point: a length set in points reads back as written
    /// (44 points is 2.588… rows, and 2.588… rows are 44 points again, not 43.999…).
    private static func scaled(_ value: CGFloat, by factor: CGFloat) -> CGFloat {
        guard value.isFinite, abs(value) < 1e15 else { return value }
        let result = value * factor
        let whole = result.rounded()
        return abs(result - whole) <= 1e-9 * max(1, abs(whole)) ? whole : result
    }
}

/// Conversions through a scale that may not apply: without one, values are cells already. (A
/// closure given to `Optional.map` in main-actor code checks its executor on every call; these
/// do not.)
extension Optional where Wrapped == PointScale {
    /// `rect` in cells as points, or as it is without a scale.
    package func points(_ rect: CGRect) -> CGRect {
        guard let scale = self else { return rect }
        return scale.points(rect)
    }

    /// `size` in cells as points, or as it is without a scale.
    package func points(_ size: CGSize) -> CGSize {
        guard let scale = self else { return size }
        return scale.points(size)
    }

    /// `point` in cells as points, or as it is without a scale.
    package func points(_ point: CGPoint) -> CGPoint {
        guard let scale = self else { return point }
        return scale.points(point)
    }

    /// `insets` in cells as points, or as they are without a scale.
    package func points(_ insets: EdgeInsets) -> EdgeInsets {
        guard let scale = self else { return insets }
        return scale.points(insets)
    }

    /// `size` in cells as points keeping sentinels (``PointScale/points(sizeKeepingSentinels:)``).
    package func points(sizeKeepingSentinels size: CGSize) -> CGSize {
        guard let scale = self else { return size }
        return scale.points(sizeKeepingSentinels: size)
    }

    /// `rect` in points as cells, or as it is without a scale.
    package func cells(_ rect: CGRect) -> CGRect {
        guard let scale = self else { return rect }
        return scale.cells(rect)
    }

    /// `size` in points as cells, or as it is without a scale.
    package func cells(_ size: CGSize) -> CGSize {
        guard let scale = self else { return size }
        return scale.cells(size)
    }

    /// `point` in points as cells, or as it is without a scale.
    package func cells(_ point: CGPoint) -> CGPoint {
        guard let scale = self else { return point }
        return scale.cells(point)
    }

    /// `insets` in points as cells, or as they are without a scale.
    package func cells(_ insets: EdgeInsets) -> EdgeInsets {
        guard let scale = self else { return insets }
        return scale.cells(insets)
    }

    /// `size` in points as cells keeping sentinels (``PointScale/cells(sizeKeepingSentinels:)``).
    package func cells(sizeKeepingSentinels size: CGSize) -> CGSize {
        guard let scale = self else { return size }
        return scale.cells(sizeKeepingSentinels: size)
    }
}
