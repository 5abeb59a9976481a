import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// One of the two axes of the plane, used to write layout code once for both scroll directions.
enum Axis: Hashable, Sendable {
    case horizontal
    case vertical

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// The length along `axis`.
    func length(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    /// A size from lengths along `axis` and across it.
    init(axis: Axis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    func coordinate(_ axis: Axis) -> CGFloat { axis == .horizontal ? x : y }

    /// A point from coordinates along `axis` and across it.
    init(axis: Axis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
}

extension CGRect {
    /// The smallest coordinate along `axis`.
    func minimum(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
    /// The largest coordinate along `axis`.
    func maximum(_ axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }

    /// The rectangle moved by `delta` along `axis`.
    func shifted(by delta: CGFloat, along axis: Axis) -> CGRect {
        axis == .horizontal ? offsetBy(dx: delta, dy: 0) : offsetBy(dx: 0, dy: delta)
    }

    /// The rectangle grown by `before` and `after` along `axis`.
    func expanded(before: CGFloat, after: CGFloat, along axis: Axis) -> CGRect {
        axis == .horizontal
            ? CGRect(x: minX - before, y: minY, width: width + before + after, height: height)
            : CGRect(x: minX, y: minY - before, width: width, height: height + before + after)
    }

    /// The rectangle shrunk by directional insets; insets larger than the rectangle leave an
    /// empty rectangle inside it.
    func inset(by insets: DirectionalEdgeInsets) -> CGRect {
        CGRect(
            x: min(minX + insets.leading, maxX), y: min(minY + insets.top, maxY),
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }
}

extension DirectionalEdgeInsets {
    /// The inset before the content along `axis` (leading or top).
    func before(_ axis: Axis) -> CGFloat { axis == .horizontal ? leading : top }
    /// The inset after the content along `axis` (trailing or bottom).
    func after(_ axis: Axis) -> CGFloat { axis == .horizontal ? trailing : bottom }

    /// The insets with every non-finite or negative value replaced by zero.
    var sanitized: DirectionalEdgeInsets {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return DirectionalEdgeInsets(
            top: clean(top), leading: clean(leading), bottom: clean(bottom), trailing: clean(trailing))
    }
}
