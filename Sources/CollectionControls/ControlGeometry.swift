import Foundation

extension CGRect {
    /// The row a one-row control is drawn on inside this rectangle: the middle one, the upper of
    /// two middles.
    var middleRow: Int { Int(minY) + max(0, (Int(height) - 1) / 2) }
}

extension BinaryFloatingPoint {
    /// The value kept between `low` and `high` (a `high` under `low` counts as `low`); a value
    /// that is not finite becomes `low`. A control's value against its range.
    func clamped(from low: Self, to high: Self) -> Self {
        guard isFinite else { return low }
        return Swift.min(Swift.max(self, low), Swift.max(low, high))
    }
}
