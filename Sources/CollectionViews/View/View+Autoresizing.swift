import CollectionCanvas
import CollectionModel
import Foundation

extension View {
    /// Which parts of a view's frame stretch when its superview's size changes, as
    /// `UIView.AutoresizingMask` (same options and raw values).
    ///
    /// Along each axis the change of the superview's size is shared between the flexible parts
    /// (the margin before the view, its length, the margin after it) in proportion to their
    /// lengths before the change, or equally when they all had no length; the fixed parts keep
    /// theirs. With no flexible part the view keeps its frame (pinned to the top-left corner).
    ///
    /// ```swift
    /// let collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    /// collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    /// view.addSubview(collectionView)   // fills `view` across terminal resizes
    /// ```
    ///
    /// The mask applies when the superview's ``View/bounds`` size changes (a terminal resize
    /// reaches the root view as a new frame), as long as the superview's
    /// ``View/autoresizesSubviews`` is `true`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The options as bits (UIKit's raw values).
        public let rawValue: UInt
        /// The options whose bits are set in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The margin between the superview's leading (left) edge and the view stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The margin between the view and the superview's trailing (right) edge stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The margin between the superview's top edge and the view stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The margin between the view and the superview's bottom edge stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies each subview's ``autoresizingMask`` after this view's size changed from `oldSize`.
    func resizeSubviews(from oldSize: CGSize) {
        let newSize = cellBounds.size
        for view in subviews where !view.autoresizingMask.isEmpty {
            let mask = view.autoresizingMask
            let frame = view.cellFrame
            let horizontal = Self.resize(
                start: frame.minX, length: frame.width, container: oldSize.width, newContainer: newSize.width,
                flexibleBefore: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                flexibleAfter: mask.contains(.flexibleRightMargin))
            let vertical = Self.resize(
                start: frame.minY, length: frame.height, container: oldSize.height, newContainer: newSize.height,
                flexibleBefore: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                flexibleAfter: mask.contains(.flexibleBottomMargin))
            let resized = CGRect(x: horizontal.start, y: vertical.start, width: horizontal.length, height: vertical.length)
            if resized != frame { view.cellFrame = resized }
        }
    }

    /// One axis of the autoresizing rule: the change of the container's length shared between
    /// the flexible parts in proportion to their old lengths (equally when those are all zero).
    /// A length never goes below zero.
    static func resize(
        start: CGFloat, length: CGFloat, container: CGFloat, newContainer: CGFloat,
        flexibleBefore: Bool, flexibleLength: Bool, flexibleAfter: Bool
    ) -> (start: CGFloat, length: CGFloat) {
        let delta = newContainer - container
        guard delta != 0, delta.isFinite else { return (start, length) }
        let before = max(0, start)
        let after = max(0, container - start - length)
        var parts: [CGFloat] = []
        if flexibleBefore { parts.append(before) }
        if flexibleLength { parts.append(length) }
        if flexibleAfter { parts.append(after) }
        guard !parts.isEmpty else { return (start, length) }
        let total = parts.reduce(0, +)
        func share(_ part: CGFloat) -> CGFloat {
            total > 0 ? delta * part / total : delta / CGFloat(parts.count)
        }
        let newStart = flexibleBefore ? start + share(before) : start
        let newLength = flexibleLength ? max(0, length + share(length)) : length
        return (newStart, newLength)
    }
}
