/// How many colours a terminal shows; the front end picks one from what the terminal reports.
public enum ColorDepth: Hashable, Sendable, CaseIterable {
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
    /// What each semantic colour becomes as a foreground. Missing colours use the default.
    public var foregrounds: [Color: Entry]
    /// What each semantic colour becomes as a background. Missing colours use the default.
    public var backgrounds: [Color: Entry]

    /// A palette for `depth` with its own table of foreground and background entries (see
    /// ``standard(for:)`` for the built-in ones).
    public init(depth: ColorDepth, foregrounds: [Color: Entry], backgrounds: [Color: Entry]) {
        self.depth = depth
        self.foregrounds = foregrounds
        self.backgrounds = backgrounds
    }

    /// The built-in palette for `depth`, made for a dark terminal background.
    public static func standard(for depth: ColorDepth) -> Palette {
        switch depth {
        case .colors256:
            return Palette(
                depth: depth,
                foregrounds: [
                    .secondaryLabel: Entry(color: 245), .tint: Entry(color: 39), .separator: Entry(color: 240),
                ],
                backgrounds: [
                    .selection: Entry(color: 24), .focus: Entry(color: 31), .groupedBackground: Entry(color: 235),
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
                    .selection: Entry(color: -1, attributes: .reverse),
                    .focus: Entry(color: -1, attributes: [.reverse, .bold]),
                ])
        }
    }

    /// What `color` becomes as a foreground.
    public func foreground(_ color: Color) -> Entry {
        entry(color, in: foregrounds)
    }

    /// What `color` becomes as a background.
    public func background(_ color: Color) -> Entry {
        entry(color, in: backgrounds)
    }

    private func entry(_ color: Color, in table: [Color: Entry]) -> Entry {
        if case .indexed(let index) = color { return Entry(color: Palette.reduce(index, to: depth)) }
        return table[color] ?? Entry(color: -1)
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

    /// An xterm 256-colour index reduced to `depth`: itself in 256 colours; in 8 colours the
    /// basic colour nearest to it; in monochrome -1.
    public static func reduce(_ index: UInt8, to depth: ColorDepth) -> Int {
        switch depth {
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
