import Foundation

/// An sRGB colour of 8-bit components.
public struct RGBValue: Hashable, Sendable {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8

    /// A colour of `red`, `green` and `blue`, 0–255 each.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Relative brightness between 0 and 1 (Rec. 709 weights on the encoded components).
    public var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }

    /// How vivid the colour is, between 0 (a grey) and 1 (a pure hue): its strongest component
    /// less its weakest, over 255.
    public var chroma: Double {
        Double(max(red, green, blue) - min(red, green, blue)) / 255
    }

    /// This colour as a foreground on `theme`'s background: darkened towards black on the light
    /// theme when lighter than 0.55, lightened towards white on the high-contrast theme when
    /// darker than 0.5, as it is otherwise. The hue is kept.
    func readable(on theme: ColorTheme) -> RGBValue {
        let current = luminance
        switch theme {
        case .light where current > 0.55:
            let factor = 0.45 / current
            func darken(_ component: UInt8) -> UInt8 { UInt8((Double(component) * factor).rounded()) }
            return RGBValue(red: darken(red), green: darken(green), blue: darken(blue))
        case .highContrast where current < 0.5:
            // Mixed with white until the luminance reaches 0.6 (luminance is linear in the mix).
            let share = (0.6 - current) / (1 - current)
            func lighten(_ component: UInt8) -> UInt8 { UInt8((Double(component) + (255 - Double(component)) * share).rounded()) }
            return RGBValue(red: lighten(red), green: lighten(green), blue: lighten(blue))
        default:
            return self
        }
    }
}

// Fixed colours (UIKit's `.systemBlue`, `Color(red:green:blue:alpha:)`, xterm indexes) on each
// depth of terminal.
extension Palette {
    /// What a fixed colour (``Color/rgb(red:green:blue:alpha:)`` or ``Color/indexed(_:)``)
    /// becomes on this palette's depth:
    ///
    /// - A colour that is not opaque is first mixed over the theme's background: black for the
    ///   dark and high-contrast themes, white for the light one; an invisible one (alpha 0) is
    ///   the terminal's default colour.
    /// - A foreground is kept readable on the theme's background: on the light theme a light
    ///   colour (luminance above 0.55, such as a gold star) is darkened to luminance 0.45; on the
    ///   high-contrast theme a dark one (below 0.5) is lightened to 0.6. The dark theme shows
    ///   every colour as it is.
    /// - 24-bit: the colour itself (`0xRRGGBB`; values below 8, which direct-colour terminals
    ///   take as the basic colours, become 8, a black).
    /// - 256 colours: the nearest colour of the 6×6×6 cube and the grey ramp (indexes 16–255;
    ///   0–15 are left out since terminals' themes change them).
    /// - 8 colours: the basic colour nearest to that (``reduce(_:to:)``).
    /// - Monochrome: no colour; a vivid foreground (a saturated colour such as a red sale price
    ///   or a gold star: its strongest and weakest components at least 40% apart) is bold, so
    ///   that what colour marks keeps a cue without colour; another dark foreground (luminance
    ///   below 0.4) is dim; a light background (luminance 0.5 or more) is reverse video, so that
    ///   cards and badges still show.
    public func resolveFixed(_ color: Color, asBackground: Bool) -> Entry {
        let value: RGBValue
        switch color {
        case .indexed(let index):
            if depth == .monochrome { return monochromeEntry(Palette.rgbValue(ofIndex: index), asBackground: asBackground) }
            return Entry(color: Palette.reduce(index, to: depth))
        case let .rgb(red, green, blue, alpha):
            guard alpha > 0 else { return Entry(color: -1) }
            let scale = Double(alpha) / 255
            // Mixed over the theme's background: black, or white for the light theme.
            let under: Double = theme == .light ? 255 : 0
            func mix(_ component: UInt8) -> UInt8 { UInt8((Double(component) * scale + under * (1 - scale)).rounded()) }
            let mixed = RGBValue(red: mix(red), green: mix(green), blue: mix(blue))
            value = asBackground || depth == .monochrome ? mixed : mixed.readable(on: theme)
        default:
            return Entry(color: -1)
        }
        switch depth {
        case .trueColor: return Entry(color: Palette.directNumber(value))
        case .colors256: return Entry(color: Int(Palette.nearestIndex(to: value)))
        case .colors8: return Entry(color: Palette.reduce(Palette.nearestIndex(to: value), to: .colors8))
        case .monochrome: return monochromeEntry(value, asBackground: asBackground)
        }
    }

    private func monochromeEntry(_ value: RGBValue, asBackground: Bool) -> Entry {
        if asBackground {
            return Entry(color: -1, attributes: value.luminance >= 0.5 ? .reverse : [])
        }
        if value.chroma >= 0.4 { return Entry(color: -1, attributes: .bold) }
        return Entry(color: -1, attributes: value.luminance < 0.4 ? .dim : [])
    }

    /// The colour number of `value` on a direct-colour terminal: `0xRRGGBB`, at least 8.
    public static func directNumber(_ value: RGBValue) -> Int {
        max(8, Int(value.red) << 16 | Int(value.green) << 8 | Int(value.blue))
    }

    /// The xterm palette's value of `index`: the 16 basic colours as xterm shows them, the
    /// 6×6×6 cube (levels 0, 95, 135, 175, 215, 255) and the grey ramp (8 to 238 in steps of 10).
    public static func rgbValue(ofIndex index: UInt8) -> RGBValue {
        let basic: [(UInt8, UInt8, UInt8)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
            (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]
        switch index {
        case 0..<16:
            let (r, g, b) = basic[Int(index)]
            return RGBValue(red: r, green: g, blue: b)
        case 16..<232:
            let cube = Int(index) - 16
            return RGBValue(red: cubeLevels[cube / 36], green: cubeLevels[(cube / 6) % 6], blue: cubeLevels[cube % 6])
        default:
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return RGBValue(red: grey, green: grey, blue: grey)
        }
    }

    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The xterm index (16–255) nearest to `value`: the nearer of the closest cube colour and
    /// the closest grey, by squared distance of the components.
    public static func nearestIndex(to value: RGBValue) -> UInt8 {
        func level(_ component: UInt8) -> Int {
            var best = 0
            for (index, candidate) in cubeLevels.enumerated()
            where abs(Int(candidate) - Int(component)) < abs(Int(cubeLevels[best]) - Int(component)) {
                best = index
            }
            return best
        }
        func distance(_ other: RGBValue) -> Int {
            let dr = Int(other.red) - Int(value.red)
            let dg = Int(other.green) - Int(value.green)
            let db = Int(other.blue) - Int(value.blue)
            return dr * dr + dg * dg + db * db
        }
        let cubeIndex = UInt8(16 + 36 * level(value.red) + 6 * level(value.green) + level(value.blue))
        let average = (Int(value.red) + Int(value.green) + Int(value.blue)) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let greyIndex = UInt8(232 + greyStep)
        return distance(rgbValue(ofIndex: greyIndex)) < distance(rgbValue(ofIndex: cubeIndex)) ? greyIndex : cubeIndex
    }
}
