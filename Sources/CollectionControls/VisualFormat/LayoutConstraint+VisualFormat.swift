import CollectionModel
import CollectionViews
import Foundation

extension LayoutConstraint {
    /// Options of ``constraints(withVisualFormat:options:metrics:views:)``, as
    /// `NSLayoutConstraint.FormatOptions`: an alignment of every view of the format along the
    /// other axis, and the direction the leading and trailing of a horizontal format mean.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The options as bits.
        public let rawValue: UInt
        /// The options whose bits are set in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of the views (a vertical format).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges (a vertical format).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges (a horizontal format).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges (a horizontal format).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges (a vertical format).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges (a vertical format).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres (a vertical format).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres (a horizontal format).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines (a horizontal format).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines (a horizontal format).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// A horizontal format runs from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right (the same here: text runs left to right).
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

        /// Each alignment option with the attribute it aligns and whether it is horizontal.
        static let alignments: [(option: FormatOptions, attribute: Attribute, isHorizontal: Bool)] = [
            (.alignAllLeft, .left, true), (.alignAllRight, .right, true), (.alignAllLeading, .leading, true),
            (.alignAllTrailing, .trailing, true), (.alignAllCenterX, .centerX, true), (.alignAllTop, .top, false),
            (.alignAllBottom, .bottom, false), (.alignAllCenterY, .centerY, false),
            (.alignAllLastBaseline, .lastBaseline, false), (.alignAllFirstBaseline, .firstBaseline, false),
        ]
    }

    /// The standard space between two sibling views in a format (a lone `-`): across, UIKit's 8
    /// points where a ``PointScale`` applies to the views, else one column; down, none (as the
    /// default layout margins: a terminal row is already as tall as the space between lines of
    /// text, and half a row cannot be drawn).
    static func standardSpacing(vertical: Bool, scaled: Bool) -> CGFloat {
        vertical ? 0 : (scaled ? 8 : 1)
    }

    /// The constraints that a format in Auto Layout's visual format language describes, inactive,
    /// as `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`:
    ///
    /// ```swift
    /// let views = ["title": titleLabel, "date": dateLabel, "separator": separatorView]
    /// NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
    ///     withVisualFormat: "V:|-[title]-[date]-20-[separator(==1)]|", options: [], metrics: nil, views: views))
    /// ```
    ///
    /// `H:` (the default) lays the views out across, with their leading and trailing edges (left
    /// and right with ``FormatOptions/directionLeftToRight``, swapped with
    /// ``FormatOptions/directionRightToLeft``) and widths; `V:` down, with tops, bottoms and
    /// heights. `|` is the superview's edge. Between two views, nothing is no space, `-` the
    /// standard space (across, 8 points where a ``PointScale`` applies, else one column; down,
    /// none: a row is too tall to spend, as for the default layout margins), `-20-` or `-(>=8,<=20@750)-` a space in points (cells without a scale) with optional
    /// relations and priorities. A lone `-` at the superview's edge is the superview's layout
    /// margin (its ``View/layoutMarginsGuide``). `[name(>=50)]` bounds the view's size, and
    /// `[name(==other)]` makes it the size of another view of the format. A name in a predicate
    /// or a spacing is looked up in `metrics` first (numbers: `Int`, `Double`, `Float`, `CGFloat`
    /// or `NSNumber`). The ``FormatOptions`` `alignAll…` options also align each view with the next
    /// along the other axis.
    ///
    /// A format that cannot be read does not throw (UIKit raises an exception): a
    /// `layout.visualFormat` diagnostic names the position where reading stopped and what was
    /// expected there, and the result is empty. So does a view name missing from `views` (or
    /// naming something that is not a ``View``), a `|` next to a view without a superview, and an
    /// alignment option along the format's own axis.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [LayoutConstraint] {
        var numbers: [String: CGFloat] = [:]
        for (name, value) in metrics ?? [:] {
            guard let number = Self.number(value) else {
                report(format, "the metric \"\(name)\" is not a number")
                return []
            }
            numbers[name] = number
        }
        var parser = VisualFormatParser(format, metrics: numbers)
        let parsed: VisualFormat
        do {
            parsed = try parser.parse()
        } catch {
            Diagnostics.report(error)
            return []
        }
        return VisualFormatBuilder(format: format, parsed: parsed, options: options, views: views)?.constraints() ?? []
    }

    /// A metric's value as a number, if it is one.
    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value.isFinite ? value : nil
        case let value as Double: value.isFinite ? CGFloat(value) : nil
        case let value as Float: value.isFinite ? CGFloat(value) : nil
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue).isFinite ? CGFloat(value.doubleValue) : nil
        default: nil
        }
    }

    /// Reports a format that was read but cannot be made into constraints.
    static func report(_ format: String, _ reason: String) {
        Diagnostics.report(Diagnostic(
            domain: "layout", kind: "visualFormat",
            message: "Unable to make constraints from the visual format \"\(format)\": \(reason). No constraints were made from it."))
    }
}
