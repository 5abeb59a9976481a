import CollectionCanvas
import CollectionModel
import Foundation
import Synchronization

/// How many points of code written for UIKit make one terminal cell, for layouts written in
/// points: `.absolute(44)` rows, insets of 10, `estimated(44)` heights.
///
/// Without a scale one point is one cell, so a ported list draws 44-row items. With one, a
/// layout reads its absolute and estimated dimensions, insets, spacings and offsets as points
/// and turns each length into whole cells, the nearest (``wholeColumns(_:keepsVisible:)``; a
/// positive size is at least one cell): a 44-point row is 3 rows, a 10-point inset one column
/// and one row, whatever its position, so that items written alike are drawn alike. Fractional
/// dimensions stay fractions; a height written as a fraction of the width
/// (`.fractionalWidth(0.2)`) keeps the aspect a point has on screen, so square items look
/// square. The layout then lays out in cells by the rule for code written in cells: what
/// fractions give is snapped down to whole cells, so equal items are equal, and the cells left
/// over go to the gutters and the end (see "Layout on character cells" in the catalog). What
/// is still fractional after that (centring, anchor offsets) has its edges rounded to the
/// nearest cell. Section providers see the container in points
/// (`layoutEnvironment.container.effectiveContentSize.width > 800` means what it does in UIKit).
///
/// Switch it on in one line, for one layout, one collection view, or as the default of every
/// layout (for a ported app, in its `main`):
///
/// ```swift
/// layout.pointScale = .standard               // this layout
/// collectionView.pointScale = .standard       // this collection view's layouts
/// PointScale.current = .standard              // every layout that sets none
/// ```
///
/// ``standard`` is 8 points a column and 17 a row: terminal cells are about twice as tall as
/// wide (8 × 16 to 9 × 18 pixels in common fonts), and 8 points a column makes an 80-column
/// terminal 640 points wide (a large phone or a small tablet) and 120 columns 960. So a 44-point
/// row is three rows (2.6), 5- and 10-point insets zero or one cell (a 10-point inset across is
/// 1.25 columns: one column), and Apple's Grid (items a fifth of the width wide and tall) shows
/// five near-square items of 15 columns by 7 rows at 80 x 24 (79 columns beside the scroll
/// indicator).
///
/// Code written in cells is unchanged while no scale applies (and with ``cells``, which is
/// the same as none). Views under a scale read their geometry in points too (``View/frame``,
/// ``View/bounds``, ``ScrollView/contentOffset``: see ``View``), while the attributes a layout
/// gives (including a self-sizing cell's preferred attributes) are in cells either way. List
/// sections made by `CollectionLayoutSection.list(using:layoutEnvironment:)` and the list layout
/// keep their own sizes, which are in cells (rows size themselves); the configuration's
/// `headerTopPadding` and the content insets an app writes on such a section are points.
public struct PointScale: Hashable, Sendable, CustomStringConvertible {
    /// Points per terminal column (across).
    public var pointsPerColumn: CGFloat
    /// Points per terminal row (down).
    public var pointsPerRow: CGFloat

    /// A scale of `pointsPerColumn` by `pointsPerRow`; values that are not finite and positive
    /// are reported and replaced by 1 (one point per cell).
    public init(pointsPerColumn: CGFloat, pointsPerRow: CGFloat) {
        self.pointsPerColumn = PointScale.sanitized(pointsPerColumn, "pointsPerColumn")
        self.pointsPerRow = PointScale.sanitized(pointsPerRow, "pointsPerRow")
        if !isIdentity { Self.made.store(true, ordering: .relaxed) }
    }

    /// Whether a scale other than one point per cell was ever made in this process.
    private static let made = Atomic<Bool>(false)

    /// Whether any scale can apply: `false` until a scale other than one point per cell is made
    /// (every way to set one makes one first), so that code written in cells never looks one up.
    package static var mayApply: Bool { made.load(ordering: .relaxed) }

    /// 8 points a column, 17 a row: for code written for UIKit (see the type's documentation).
    public static let standard = PointScale(pointsPerColumn: 8, pointsPerRow: 17)
    /// One point per cell: the same as no scale.
    public static let cells = PointScale(pointsPerColumn: 1, pointsPerRow: 1)

    /// Whether the scale leaves values as they are (one point per cell).
    public var isIdentity: Bool { pointsPerColumn == 1 && pointsPerRow == 1 }

    /// `"8 x 17 points per cell"`.
    public var description: String { "\(pointsPerColumn) x \(pointsPerRow) points per cell" }

    // MARK: The default

    private static let global = Mutex<(scale: PointScale?, generation: UInt64)>((nil, 0))
    @TaskLocal private static var override: PointScale??
    /// Whether ``withCurrent(_:_:)`` was ever called.
    private static let overridden = Atomic<Bool>(false)

    /// The scale of layouts that set none and whose collection view sets none: `nil` (one point
    /// per cell) until an application sets it (`Application.main(delegate:)`, the entry of code
    /// written for UIKit, sets ``standard`` when nothing set it before). Thread-safe; tests use
    /// ``withCurrent(_:_:)`` instead, which changes it for one task only.
    ///
    /// A change takes effect at the next layout pass: collection views whose layouts follow it
    /// lay out again (their self-sizing cells are measured again), and views whose constraints
    /// follow it solve them again. The application loop draws a frame for it.
    public static var current: PointScale? {
        get {
            // The task-local look-up only once ``withCurrent(_:_:)`` was ever used (tests).
            if overridden.load(ordering: .relaxed), let override { return override }
            return global.withLock { $0.scale }
        }
        set {
            global.withLock { state in
                guard state.scale != newValue else { return }
                state.scale = newValue
                state.generation &+= 1
            }
        }
    }

    /// How many times the global ``current`` has changed: the application loop draws a frame
    /// when it moves (the layout passes themselves compare the scales they used).
    package static var generation: UInt64 { global.withLock { $0.generation } }

    /// The scale that applies when `scale` is chosen: `nil` for none or one point per cell.
    package static func effective(_ scale: PointScale?) -> PointScale? {
        guard let scale, !scale.isIdentity else { return nil }
        return scale
    }

    /// ``current`` as it applies (``effective(_:)``), without looking it up while no scale can
    /// apply.
    package static var currentEffective: PointScale? {
        guard mayApply else { return nil }
        return effective(current)
    }

    /// Runs `body` with ``current`` answering `scale` on this task (and tasks it creates),
    /// leaving the global setting alone.
    public static func withCurrent<Result>(_ scale: PointScale?, _ body: () throws -> Result) rethrows -> Result {
        overridden.store(true, ordering: .relaxed)
        return try $override.withValue(.some(scale)) { try body() }
    }

    // MARK: Conversion

    /// `points` across, in columns.
    public func columns(_ points: CGFloat) -> CGFloat { points / pointsPerColumn }
    /// `points` down, in rows.
    public func rows(_ points: CGFloat) -> CGFloat { points / pointsPerRow }
    /// `points` along `horizontal` (columns) or vertical (rows).
    func cells(_ points: CGFloat, horizontal: Bool) -> CGFloat { horizontal ? columns(points) : rows(points) }

    /// A size in points as cells.
    public func cells(_ size: CGSize) -> CGSize { CGSize(width: columns(size.width), height: rows(size.height)) }
    /// A point in points as cells.
    public func cells(_ point: CGPoint) -> CGPoint { CGPoint(x: columns(point.x), y: rows(point.y)) }
    /// A size in cells as points.
    public func points(_ size: CGSize) -> CGSize {
        CGSize(width: points(columns: size.width), height: points(rows: size.height))
    }
    /// A rectangle in points as cells (not rounded).
    public func cells(_ rect: CGRect) -> CGRect { CGRect(origin: cells(rect.origin), size: cells(rect.size)) }

    /// Insets in points as cells.
    public func cells(_ insets: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: rows(insets.top), leading: columns(insets.leading), bottom: rows(insets.bottom),
            trailing: columns(insets.trailing))
    }

    /// Insets in points as cells.
    public func cells(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: rows(insets.top), left: columns(insets.left), bottom: rows(insets.bottom), right: columns(insets.right))
    }

    // MARK: Whole cells

    /// `points` across as whole columns: the nearest (halves up), so that every length written
    /// alike is drawn alike. With `keepsVisible`, a positive length is at least one column
    /// (an item a few points wide still shows). Values that are not finite are returned in
    /// columns as they are, and so are negative ones (the layouts report them).
    public func wholeColumns(_ points: CGFloat, keepsVisible: Bool = false) -> CGFloat {
        Self.whole(columns(points), keepsVisible: keepsVisible)
    }

    /// `points` down as whole rows: the nearest (halves up); see ``wholeColumns(_:keepsVisible:)``.
    public func wholeRows(_ points: CGFloat, keepsVisible: Bool = false) -> CGFloat {
        Self.whole(rows(points), keepsVisible: keepsVisible)
    }

    /// `points` along `horizontal` (columns) or vertical (rows), as whole cells.
    package func wholeCells(_ points: CGFloat, horizontal: Bool, keepsVisible: Bool = false) -> CGFloat {
        horizontal ? wholeColumns(points, keepsVisible: keepsVisible) : wholeRows(points, keepsVisible: keepsVisible)
    }

    /// A size in points as whole cells; a positive side is at least one cell.
    public func wholeCells(_ size: CGSize) -> CGSize {
        CGSize(width: wholeColumns(size.width, keepsVisible: true), height: wholeRows(size.height, keepsVisible: true))
    }

    /// Insets in points as whole cells (each edge the nearest).
    public func wholeCells(_ insets: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: wholeRows(insets.top), leading: wholeColumns(insets.leading), bottom: wholeRows(insets.bottom),
            trailing: wholeColumns(insets.trailing))
    }

    /// Insets in points as whole cells (each edge the nearest).
    public func wholeCells(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: wholeRows(insets.top), left: wholeColumns(insets.left), bottom: wholeRows(insets.bottom),
            right: wholeColumns(insets.right))
    }

    private static func whole(_ cells: CGFloat, keepsVisible: Bool) -> CGFloat {
        // Negative lengths stay as they are, for the layouts to report.
        guard cells.isFinite, cells >= 0 else { return cells }
        // A millionth of a cell of bias, as in ``snapped(_:)``.
        let rounded = (cells + 0.5 + 1e-6).rounded(.down)
        return keepsVisible && cells > 0 ? max(1, rounded) : rounded
    }

    /// `rect` (in cells, possibly fractional) with each edge rounded to the nearest cell, so that
    /// rectangles sharing an edge share it after rounding. Non-finite rectangles are returned as
    /// they are.
    public static func snapped(_ rect: CGRect) -> CGRect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return rect }
        // A millionth of a cell of bias: edges computed along different paths that differ only
        // in their last bits round the same way.
        func edge(_ value: CGFloat) -> CGFloat { (value + 0.5 + 1e-6).rounded(.down) }
        let minX = edge(rect.minX), minY = edge(rect.minY)
        return CGRect(x: minX, y: minY, width: edge(rect.maxX) - minX, height: edge(rect.maxY) - minY)
    }

    private static func sanitized(_ value: CGFloat, _ name: String) -> CGFloat {
        if value.isFinite && value > 0 { return value }
        Diagnostics.report(Diagnostic(
            domain: "layout", kind: "invalidPointScale",
            message: "PointScale: \(name) \(value) is not finite and positive; 1 was used."))
        return 1
    }
}
