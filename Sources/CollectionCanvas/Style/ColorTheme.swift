import Foundation

/// What the colours of a ``Palette`` are made for: a dark terminal background (the default), a
/// light one, or high contrast. An application picks one (or follows the terminal's
/// `COLORFGBG` with ``init(environment:)``) and the front end resolves every colour through the
/// palette of that theme, so no view names a theme: views draw semantic colours (``Color/label``,
/// ``Color/focus``, …) and fixed ones, and the palette decides what each becomes.
///
/// Monochrome palettes (`NO_COLOR`, a terminal without colours) are the same for every theme.
///
/// ```swift
/// let theme = ColorTheme(environment: ProcessInfo.processInfo.environment) ?? .dark
/// let palette = Palette.standard(for: .colors256, theme: theme)
/// ```
public enum ColorTheme: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Made for a dark terminal background: the terminal's own foreground and background, with
    /// greys and a blue focus around them.
    case dark
    /// Dark text on a light background, painted by the palette (so it shows as light on any
    /// terminal), with a pale blue focus.
    case light
    /// White on black, bold where it matters: a focus in reverse video, selections underlined,
    /// no dim greys.
    case highContrast = "high-contrast"

    /// The theme's name as a person reads it: "dark", "light", "high contrast".
    public var description: String {
        self == .highContrast ? "high contrast" : rawValue
    }

    /// The theme that `COLORFGBG` describes, as rxvt, Konsole and other terminals set it
    /// ("foreground;background", such as `15;0`, or `0;default;15`): its last field is the
    /// background's colour number, read as Vim reads it: 0–6 and 8 are dark, 7 and 9–15 light.
    /// `nil` when the value says nothing readable (`default`, an empty value, another number).
    public init?(colorFGBG: String) {
        guard let last = colorFGBG.split(separator: ";", omittingEmptySubsequences: false).last,
            let background = Int(String(last).trimmingCharacters(in: .whitespaces)), (0...15).contains(background)
        else { return nil }
        self = background == 7 || background >= 9 ? .light : .dark
    }

    /// The theme the environment's `COLORFGBG` describes (``init(colorFGBG:)``), or `nil` when it
    /// is unset or unreadable.
    public init?(environment: [String: String]) {
        guard let value = environment["COLORFGBG"], let theme = ColorTheme(colorFGBG: value) else { return nil }
        self = theme
    }
}
