/// Where a line of text sits across the width it is drawn in, as `NSTextAlignment` (whose
/// `.left`, `.right` and `.natural` are spelled here for a left-to-right terminal).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// At the start of the line (the left on a terminal).
    case leading
    /// Centred; when the space left over is odd, the extra column goes after the text.
    case center
    /// At the end of the line (the right on a terminal).
    case trailing

    /// `NSTextAlignment.left`: ``leading``.
    public static var left: TextAlignment { .leading }
    /// `NSTextAlignment.right`: ``trailing``.
    public static var right: TextAlignment { .trailing }
    /// `NSTextAlignment.natural`: ``leading`` for the left-to-right text of a terminal.
    public static var natural: TextAlignment { .leading }

    /// The column offset of a line `lineWidth` wide inside `width` columns.
    package func offset(lineWidth: Int, in width: Int) -> Int {
        let spare = max(0, width - lineWidth)
        switch self {
        case .leading: return 0
        case .center: return spare / 2
        case .trailing: return spare
        }
    }
}
