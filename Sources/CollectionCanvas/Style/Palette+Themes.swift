// The light and high-contrast themes' tables (``ColorTheme``). Both paint the label and the
// background themselves, so they show as they are meant to on any terminal, whatever its own
// colours; the dark theme keeps the terminal's.
extension Palette {
    /// The light theme: dark text on a light background.
    ///
    /// | colour | 256 colours (and 24-bit) | 8 colours |
    /// | --- | --- | --- |
    /// | `label` | grey 235 (#262626) | black |
    /// | `secondaryLabel` | grey 242 (#6C6C6C) | black |
    /// | `tint` | blue 25 (#005FAF) | blue |
    /// | `separator` | grey 248 (#A8A8A8) | black, dim |
    /// | `selection` (background) | grey 252 (#D0D0D0) | cyan |
    /// | `focus` (background) | pale blue 153 (#AFD7FF) | reverse |
    /// | `background` | white 231 (#FFFFFF) | white |
    /// | `groupedBackground` | grey 255 (#EEEEEE) | white |
    /// | `secondaryBackground` | grey 254 (#E4E4E4) | white |
    static func lightPalette(for depth: ColorDepth) -> Palette {
        switch depth {
        case .trueColor:
            return lightPalette(for: .colors256).inTrueColor()
        case .colors8:
            return Palette(
                depth: depth, theme: .light,
                foregrounds: [
                    .label: Entry(color: 0), .secondaryLabel: Entry(color: 0), .tint: Entry(color: 4),
                    .separator: Entry(color: 0, attributes: .dim), .default: Entry(color: 0),
                ],
                backgrounds: [
                    .background: Entry(color: 7), .groupedBackground: Entry(color: 7), .secondaryBackground: Entry(color: 7),
                    .selection: Entry(color: 6), .focus: Entry(color: 7, attributes: .reverse), .default: Entry(color: 7),
                ])
        case .colors256, .monochrome:
            return Palette(
                depth: depth, theme: .light,
                foregrounds: [
                    .label: Entry(color: 235), .secondaryLabel: Entry(color: 242), .tint: Entry(color: 25),
                    .separator: Entry(color: 248), .default: Entry(color: 235),
                ],
                backgrounds: [
                    .background: Entry(color: 231), .groupedBackground: Entry(color: 255), .secondaryBackground: Entry(color: 254),
                    .selection: Entry(color: 252), .focus: Entry(color: 153), .default: Entry(color: 231),
                ])
        }
    }

    /// The high-contrast theme: white on black, the focus in bold reverse video (black on
    /// white), selections underlined on navy, secondary text light grey rather than dim.
    ///
    /// | colour | 256 colours (and 24-bit) | 8 colours |
    /// | --- | --- | --- |
    /// | `label` | white 231 (#FFFFFF) | white, bold |
    /// | `secondaryLabel` | grey 252 (#D0D0D0) | white |
    /// | `tint` | cyan 51 (#00FFFF), bold | cyan, bold |
    /// | `separator` | grey 250 (#BCBCBC) | white |
    /// | `selection` (background) | navy 18 (#000087), underline | blue, underline |
    /// | `focus` (background) | black, reverse and bold | reverse and bold |
    /// | `background`, `groupedBackground`, `secondaryBackground` | black 16 (#000000) | black |
    static func highContrastPalette(for depth: ColorDepth) -> Palette {
        switch depth {
        case .trueColor:
            return highContrastPalette(for: .colors256).inTrueColor()
        case .colors8:
            return Palette(
                depth: depth, theme: .highContrast,
                foregrounds: [
                    .label: Entry(color: 7, attributes: .bold), .secondaryLabel: Entry(color: 7), .tint: Entry(color: 6, attributes: .bold),
                    .separator: Entry(color: 7), .default: Entry(color: 7),
                ],
                backgrounds: [
                    .background: Entry(color: 0), .groupedBackground: Entry(color: 0), .secondaryBackground: Entry(color: 0),
                    .selection: Entry(color: 4, attributes: .underline), .focus: Entry(color: 0, attributes: [.reverse, .bold]),
                    .default: Entry(color: 0),
                ])
        case .colors256, .monochrome:
            return Palette(
                depth: depth, theme: .highContrast,
                foregrounds: [
                    .label: Entry(color: 231), .secondaryLabel: Entry(color: 252), .tint: Entry(color: 51, attributes: .bold),
                    .separator: Entry(color: 250), .default: Entry(color: 231),
                ],
                backgrounds: [
                    .background: Entry(color: 16), .groupedBackground: Entry(color: 16), .secondaryBackground: Entry(color: 16),
                    .selection: Entry(color: 18, attributes: .underline), .focus: Entry(color: 16, attributes: [.reverse, .bold]),
                    .default: Entry(color: 16),
                ])
        }
    }
}
