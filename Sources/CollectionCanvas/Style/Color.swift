/// A colour of a canvas cell, as `UIColor`: mostly semantic, so that one drawing looks right
/// on 256-colour, 8-colour and monochrome terminals. A ``Palette`` resolves it.
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background colour.
    case `default`
    /// Primary text (`UIColor.label`).
    case label
    /// Secondary text such as subtitles (`UIColor.secondaryLabel`).
    case secondaryLabel
    /// The accent of interactive elements (`tintColor`).
    case tint
    /// Separator lines (`UIColor.separator`).
    case separator
    /// The background of a selected item.
    case selection
    /// The background of the focused item.
    case focus
    /// The background of plain content (`UIColor.systemBackground`).
    case background
    /// The background of grouped content (`UIColor.systemGroupedBackground`).
    case groupedBackground
    /// A fixed colour of the xterm 256-colour palette (0–15 the basic colours, 16–231 the
    /// 6×6×6 cube, 232–255 the grey ramp).
    case indexed(UInt8)

    /// The semantic colours, in declaration order.
    public static let semanticColors: [Color] = [
        .label, .secondaryLabel, .tint, .separator, .selection, .focus, .background, .groupedBackground,
    ]
}
