/// A colour of a canvas cell, as `UIColor`: mostly semantic, so that one drawing looks right
/// on 24-bit, 256-colour, 8-colour and monochrome terminals. A ``Palette`` resolves it.
///
/// UIKit's names work as they are written there: the semantic ones (`.systemBackground`,
/// `.label`, `.tintColor`, …) are aliases of the cases below, and the fixed ones (`.black`,
/// `.lightGray`, `.systemBlue`, `Color(red:green:blue:alpha:)`, …) are ``rgb(red:green:blue:alpha:)``
/// colours, shown in 24 bits where the terminal has them and as the nearest palette colour
/// elsewhere (the table of what each looks like is in the "Porting from UIKit" article).
public enum Color: Hashable, Sendable, CustomStringConvertible {
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
    /// A raised background, one step lighter than the plain one on a dark terminal
    /// (`UIColor.secondarySystemBackground`, `.secondarySystemGroupedBackground`).
    case secondaryBackground
    /// A fixed sRGB colour, each component 0–255; `alpha` 255 is opaque, 0 invisible (see
    /// ``Palette`` for how a terminal shows it).
    case rgb(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// A fixed colour of the xterm 256-colour palette (0–15 the basic colours, 16–231 the
    /// 6×6×6 cube, 232–255 the grey ramp).
    case indexed(UInt8)

    /// The semantic colours, in declaration order.
    public static let semanticColors: [Color] = [
        .label, .secondaryLabel, .tint, .separator, .selection, .focus, .background, .groupedBackground,
        .secondaryBackground,
    ]

    /// The case's name (`label`, `indexed(24)`), and `#RRGGBB` (`#RRGGBBAA` when not opaque) for
    /// an ``rgb(red:green:blue:alpha:)`` colour.
    public var description: String {
        switch self {
        case .default: return "default"
        case .label: return "label"
        case .secondaryLabel: return "secondaryLabel"
        case .tint: return "tint"
        case .separator: return "separator"
        case .selection: return "selection"
        case .focus: return "focus"
        case .background: return "background"
        case .groupedBackground: return "groupedBackground"
        case .secondaryBackground: return "secondaryBackground"
        case .indexed(let index): return "indexed(\(index))"
        case let .rgb(red, green, blue, alpha):
            let hex = [red, green, blue] + (alpha == 255 ? [] : [alpha])
            return "#" + hex.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
        }
    }
}
