/// How many colours a terminal shows; the front end picks one from what the terminal reports.
public enum ColorDepth: Hashable, Sendable, CaseIterable {
    /// 24-bit colour ("true colour"): colour numbers are `0xRRGGBB`, as curses numbers the
    /// colours of a direct-colour terminal (terminfo's `*-direct` entries).
    case trueColor
    /// The xterm 256-colour palette.
    case colors256
    /// The eight basic ANSI colours.
    case colors8
    /// No colours: attributes only.
    case monochrome

    /// The depth for a terminal that reports `numberOfColors` colours (curses' `COLORS`).
    public init(numberOfColors: Int) {
        if numberOfColors >= 256 {
            self = .colors256
        } else if numberOfColors >= 8 {
            self = .colors8
        } else {
            self = .monochrome
        }
    }

    /// The depth for a terminal that reports `numberOfColors` colours in `environment`:
    /// monochrome when `NO_COLOR` is set (to anything but the empty string); 24-bit when the
    /// terminal numbers colours directly (16,777,216 colours, terminfo's `*-direct` entries) or
    /// `COLORTERM` is `truecolor` or `24bit` and the terminal has at least 256 colours;
    /// otherwise as ``init(numberOfColors:)``.
    public init(numberOfColors: Int, environment: [String: String]) {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            self = .monochrome
            return
        }
        let colorTerm = environment["COLORTERM"]?.lowercased()
        if numberOfColors >= 1 << 24 || (numberOfColors >= 256 && (colorTerm == "truecolor" || colorTerm == "24bit")) {
            self = .trueColor
        } else if numberOfColors >= 256 {
            self = .colors256
        } else if numberOfColors >= 8 {
            self = .colors8
        } else {
            self = .monochrome
        }
    }
}

/// A ``Style`` as a terminal shows it: colour numbers (-1 for the terminal's default colour)
/// and attributes.
public struct ResolvedStyle: Hashable, Sendable {
    /// The foreground colour number, or -1 for the terminal's default.
    public var foreground: Int
    /// The background colour number, or -1 for the terminal's default.
    public var background: Int
    /// The attributes to switch on.
    public var attributes: Style.Attributes

    /// A resolved style of colour numbers (-1 for the terminal's default) and attributes.
    public init(foreground: Int, background: Int, attributes: Style.Attributes) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}

/// Resolves semantic ``Color``s and ``Style``s for one ``ColorDepth``.
///
/// ```swift
/// let palette = Palette.standard(for: ColorDepth(numberOfColors: 256))
/// palette.resolve(.secondaryLabel) // foreground 245, background -1, no attributes
/// Palette.standard(for: .monochrome).resolve(.focus) // -1, -1, [.reverse, .bold]
/// ```
public struct Palette: Hashable, Sendable {
    /// What one colour becomes: a colour number (-1: the terminal's default) and attributes
    /// added to the cell, which is how a monochrome palette still shows the difference.
    public struct Entry: Hashable, Sendable {
        /// The colour number, or -1 for the terminal's default colour.
        public var color: Int
        /// Attributes added to the cell wherever this colour is used.
        public var attributes: Style.Attributes

        /// An entry that shows a colour as colour number `color` with `attributes` added.
        public init(color: Int, attributes: Style.Attributes = []) {
            self.color = color
            self.attributes = attributes
        }
    }

    /// The depth this palette is for.
    public let depth: ColorDepth
    /// The theme this palette is for: it also decides what fixed colours become (see
    /// ``resolveFixed(_:asBackground:)``).
    public let theme: ColorTheme
    /// What each semantic colour becomes as a foreground. Missing colours use the default.
    public var foregrounds: [Color: Entry]
    /// What each semantic colour becomes as a background. Missing colours use the default.
    public var backgrounds: [Color: Entry]

    /// A palette for `depth` and `theme` with its own table of foreground and background
    /// entries (see ``standard(for:theme:)`` for the built-in ones).
    public init(depth: ColorDepth, theme: ColorTheme = .dark, foregrounds: [Color: Entry], backgrounds: [Color: Entry]) {
        self.depth = depth
        self.theme = theme
        self.foregrounds = foregrounds
        self.backgrounds = backgrounds
    }

    /// The built-in palette for `depth`, made for a dark terminal background.
    ///
    /// | colour | 24-bit and 256 colours | 8 colours | monochrome |
    /// | --- | --- | --- | --- |
    /// | `label` | terminal default | default | default |
    /// | `secondaryLabel` | grey 245 (#8A8A8A) | default, dim | dim |
    /// | `tint` | blue 39 (#00AFFF) | cyan | bold |
    /// | `separator` | grey 240 (#585858) | default, dim | dim |
    /// | `selection` (background) | grey 239 (#4E4E4E) | blue | underline |
    /// | `focus` (background) | blue 31 (#0087AF) | reverse | reverse, bold |
    /// | `background` | terminal default | default | default |
    /// | `groupedBackground` | grey 235 (#262626) | default | default |
    /// | `secondaryBackground` | grey 237 (#3A3A3A) | default | default |
    ///
    /// Selection and focus differ in hue where there is colour (a grey against a blue, as UIKit's
    /// selected list cells are grey) and in attributes without it (underline against reverse
    /// video), so that every cell state of ``Style`` and the background configurations looks
    /// different on every depth.
    ///
    /// Fixed colours (``Color/rgb(red:green:blue:alpha:)``, ``Color/indexed(_:)``) are
    /// resolved by ``resolveFixed(_:asBackground:)``. The light and high-contrast palettes are
    /// ``standard(for:theme:)``'s.
    public static func standard(for depth: ColorDepth) -> Palette {
        standard(for: depth, theme: .dark)
    }

    /// The built-in palette for `depth` and `theme`: ``standard(for:)`` for ``ColorTheme/dark``;
    /// monochrome is the same for every theme (its attributes carry no colour). The light and
    /// high-contrast themes paint the label and the background themselves, so they show as
    /// meant on any terminal (24-bit colour uses the 256-colour values):
    ///
    /// | colour | light, 256 colours | light, 8 colours | high contrast, 256 colours | high contrast, 8 colours |
    /// | --- | --- | --- | --- | --- |
    /// | `label` | grey 235 (#262626) | black | white 231 | white, bold |
    /// | `secondaryLabel` | grey 242 (#6C6C6C) | black | grey 252 (#D0D0D0) | white |
    /// | `tint` | blue 25 (#005FAF) | blue | cyan 51, bold | cyan, bold |
    /// | `separator` | grey 248 (#A8A8A8) | black, dim | grey 250 (#BCBCBC) | white |
    /// | `selection` (background) | grey 252 (#D0D0D0) | cyan | navy 18, underline | blue, underline |
    /// | `focus` (background) | pale blue 153 (#AFD7FF) | reverse | reverse and bold | reverse and bold |
    /// | `background` | white 231 | white | black 16 | black |
    /// | `groupedBackground` | grey 255 (#EEEEEE) | white | black 16 | black |
    /// | `secondaryBackground` | grey 254 (#E4E4E4) | white | black 16 | black |
    public static func standard(for depth: ColorDepth, theme: ColorTheme) -> Palette {
        switch (theme, depth) {
        case (_, .monochrome), (.dark, _): return darkPalette(for: depth)
        case (.light, _): return lightPalette(for: depth)
        case (.highContrast, _): return highContrastPalette(for: depth)
        }
    }

    /// The dark theme's palette (the table of ``standard(for:)``).
    private static func darkPalette(for depth: ColorDepth) -> Palette {
        switch depth {
        case .trueColor:
            return darkPalette(for: .colors256).inTrueColor()
        case .colors256:
            return Palette(
                depth: depth,
                foregrounds: [
                    .secondaryLabel: Entry(color: 245), .tint: Entry(color: 39), .separator: Entry(color: 240),
                ],
                backgrounds: [
                    .selection: Entry(color: 239), .focus: Entry(color: 31), .groupedBackground: Entry(color: 235),
                    .secondaryBackground: Entry(color: 237),
                ])
        case .colors8:
            return Palette(
                depth: depth,
                foregrounds: [
                    .secondaryLabel: Entry(color: -1, attributes: .dim), .tint: Entry(color: 6),
                    .separator: Entry(color: -1, attributes: .dim),
                ],
                backgrounds: [
                    .selection: Entry(color: 4), .focus: Entry(color: -1, attributes: .reverse),
                ])
        case .monochrome:
            return Palette(
                depth: depth,
                foregrounds: [
                    .secondaryLabel: Entry(color: -1, attributes: .dim), .tint: Entry(color: -1, attributes: .bold),
                    .separator: Entry(color: -1, attributes: .dim),
                ],
                backgrounds: [
                    .selection: Entry(color: -1, attributes: .underline),
                    .focus: Entry(color: -1, attributes: [.reverse, .bold]),
                ])
        }
    }

    /// The same palette on a 24-bit terminal: each colour number of the 256-colour table as
    /// its 24-bit value.
    func inTrueColor() -> Palette {
        func direct(_ table: [Color: Entry]) -> [Color: Entry] {
            table.mapValues { entry in
                entry.color < 0 ? entry : Entry(color: Palette.directNumber(Palette.rgbValue(ofIndex: UInt8(entry.color))), attributes: entry.attributes)
            }
        }
        return Palette(depth: .trueColor, theme: theme, foregrounds: direct(foregrounds), backgrounds: direct(backgrounds))
    }

    /// What `color` becomes as a foreground.
    public func foreground(_ color: Color) -> Entry {
        entry(color, in: foregrounds, asBackground: false)
    }

    /// What `color` becomes as a background.
    public func background(_ color: Color) -> Entry {
        entry(color, in: backgrounds, asBackground: true)
    }

    private func entry(_ color: Color, in table: [Color: Entry], asBackground: Bool) -> Entry {
        switch color {
        case .indexed, .rgb: return resolveFixed(color, asBackground: asBackground)
        default: return table[color] ?? Entry(color: -1)
        }
    }

    /// `style` as the terminal shows it: colour numbers within the depth, and the style's
    /// attributes plus those of its colours' entries.
    public func resolve(_ style: Style) -> ResolvedStyle {
        let foreground = foreground(style.foreground)
        let background = background(style.background)
        return ResolvedStyle(
            foreground: foreground.color,
            background: background.color,
            attributes: style.attributes.union(foreground.attributes).union(background.attributes))
    }

    /// An xterm 256-colour index reduced to `depth`: its 24-bit value in true colour, itself in
    /// 256 colours; in 8 colours the basic colour nearest to it; in monochrome -1.
    public static func reduce(_ index: UInt8, to depth: ColorDepth) -> Int {
        switch depth {
        case .trueColor:
            return directNumber(rgbValue(ofIndex: index))
        case .colors256:
            return Int(index)
        case .monochrome:
            return -1
        case .colors8:
            switch index {
            case 0..<8: return Int(index)
            case 8..<16: return Int(index) - 8
            case 16..<232:
                // The cube: red, green and blue levels 0–5; a level of 3 or more counts as on.
                let cube = Int(index) - 16
                let red = cube / 36 >= 3 ? 1 : 0
                let green = (cube / 6) % 6 >= 3 ? 1 : 0
                let blue = cube % 6 >= 3 ? 1 : 0
                return red | green << 1 | blue << 2
            default:
                // The grey ramp: dark greys are black, light greys white.
                return index < 244 ? 0 : 7
            }
        }
    }
}
