import CollectionDiagnostics
import Foundation

// UIKit's colour names and initialisers. The semantic names are aliases of Color's semantic
// cases (the palette picks what they look like); the fixed ones are sRGB values. The system
// tints are UIKit's dark-appearance values, since the standard palettes are made for a dark
// terminal background.
extension Color {
    // MARK: Semantic colours (UIKit's names)

    /// The plain background (`UIColor.systemBackground`): ``background``.
    public static let systemBackground = Color.background
    /// A raised background (`UIColor.secondarySystemBackground`): ``secondaryBackground``.
    public static let secondarySystemBackground = Color.secondaryBackground
    /// A raised background (`UIColor.tertiarySystemBackground`): ``secondaryBackground``.
    public static let tertiarySystemBackground = Color.secondaryBackground
    /// The background of grouped content (`UIColor.systemGroupedBackground`): ``groupedBackground``.
    public static let systemGroupedBackground = Color.groupedBackground
    /// Content on a grouped background (`UIColor.secondarySystemGroupedBackground`):
    /// ``secondaryBackground``.
    public static let secondarySystemGroupedBackground = Color.secondaryBackground
    /// Content on a grouped background (`UIColor.tertiarySystemGroupedBackground`):
    /// ``secondaryBackground``.
    public static let tertiarySystemGroupedBackground = Color.secondaryBackground
    /// Tertiary text (`UIColor.tertiaryLabel`): ``secondaryLabel`` (a terminal has one dimmer
    /// text colour).
    public static let tertiaryLabel = Color.secondaryLabel
    /// Quaternary text (`UIColor.quaternaryLabel`): ``secondaryLabel``.
    public static let quaternaryLabel = Color.secondaryLabel
    /// Placeholder text (`UIColor.placeholderText`): ``secondaryLabel``.
    public static let placeholderText = Color.secondaryLabel
    /// Links (`UIColor.link`): ``tint``.
    public static let link = Color.tint
    /// The tint of interactive elements (`UIColor.tintColor`): ``tint``.
    public static let tintColor = Color.tint
    /// An opaque separator (`UIColor.opaqueSeparator`): ``separator``.
    public static let opaqueSeparator = Color.separator
    /// A fill for thin, small shapes (`UIColor.systemFill`): ``secondaryBackground`` (a terminal
    /// draws fills as cell backgrounds, in one raised shade).
    public static let systemFill = Color.secondaryBackground
    /// A fill for medium shapes (`UIColor.secondarySystemFill`): ``secondaryBackground``.
    public static let secondarySystemFill = Color.secondaryBackground
    /// A fill for large shapes (`UIColor.tertiarySystemFill`): ``secondaryBackground``.
    public static let tertiarySystemFill = Color.secondaryBackground
    /// A fill for large areas with complex content (`UIColor.quaternarySystemFill`):
    /// ``secondaryBackground``.
    public static let quaternarySystemFill = Color.secondaryBackground
    /// Text on a dark background whatever the appearance (`UIColor.lightText`): ``white``.
    public static let lightText = Color.white
    /// Text on a light background whatever the appearance (`UIColor.darkText`): ``black``.
    public static let darkText = Color.black

    // MARK: Fixed colours (UIKit's values)

    /// Transparent (`UIColor.clear`): a view with this background draws none.
    public static let clear = Color.rgb(red: 0, green: 0, blue: 0, alpha: 0)
    /// Black, 0 % white.
    public static let black = Color(white: 0)
    /// Dark grey, 33 % white.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// Grey, 50 % white.
    public static let gray = Color(white: 0.5)
    /// Light grey, 67 % white.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// White, 100 % white.
    public static let white = Color(white: 1)
    /// Pure red (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green (0, 1, 0).
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Magenta (1, 0, 1).
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    // MARK: System tints (UIKit's dark-appearance values)

    /// `UIColor.systemRed`, #FF453A.
    public static let systemRed = Color.rgb(red: 255, green: 69, blue: 58, alpha: 255)
    /// `UIColor.systemOrange`, #FF9F0A.
    public static let systemOrange = Color.rgb(red: 255, green: 159, blue: 10, alpha: 255)
    /// `UIColor.systemYellow`, #FFD60A.
    public static let systemYellow = Color.rgb(red: 255, green: 214, blue: 10, alpha: 255)
    /// `UIColor.systemGreen`, #30D158.
    public static let systemGreen = Color.rgb(red: 48, green: 209, blue: 88, alpha: 255)
    /// `UIColor.systemMint`, #66D4CF.
    public static let systemMint = Color.rgb(red: 102, green: 212, blue: 207, alpha: 255)
    /// `UIColor.systemTeal`, #40C8E0.
    public static let systemTeal = Color.rgb(red: 64, green: 200, blue: 224, alpha: 255)
    /// `UIColor.systemCyan`, #64D2FF.
    public static let systemCyan = Color.rgb(red: 100, green: 210, blue: 255, alpha: 255)
    /// `UIColor.systemBlue`, #0A84FF.
    public static let systemBlue = Color.rgb(red: 10, green: 132, blue: 255, alpha: 255)
    /// `UIColor.systemIndigo`, #5E5CE6.
    public static let systemIndigo = Color.rgb(red: 94, green: 92, blue: 230, alpha: 255)
    /// `UIColor.systemPurple`, #BF5AF2.
    public static let systemPurple = Color.rgb(red: 191, green: 90, blue: 242, alpha: 255)
    /// `UIColor.systemPink`, #FF375F.
    public static let systemPink = Color.rgb(red: 255, green: 55, blue: 95, alpha: 255)
    /// `UIColor.systemBrown`, #AC8E68.
    public static let systemBrown = Color.rgb(red: 172, green: 142, blue: 104, alpha: 255)
    /// `UIColor.systemGray`, #8E8E93.
    public static let systemGray = Color.rgb(red: 142, green: 142, blue: 147, alpha: 255)
    /// `UIColor.systemGray2`, #636366.
    public static let systemGray2 = Color.rgb(red: 99, green: 99, blue: 102, alpha: 255)
    /// `UIColor.systemGray3`, #48484A.
    public static let systemGray3 = Color.rgb(red: 72, green: 72, blue: 74, alpha: 255)
    /// `UIColor.systemGray4`, #3A3A3C.
    public static let systemGray4 = Color.rgb(red: 58, green: 58, blue: 60, alpha: 255)
    /// `UIColor.systemGray5`, #2C2C2E.
    public static let systemGray5 = Color.rgb(red: 44, green: 44, blue: 46, alpha: 255)
    /// `UIColor.systemGray6`, #1C1C1E.
    public static let systemGray6 = Color.rgb(red: 28, green: 28, blue: 30, alpha: 255)

    // MARK: Initialisers

    /// An sRGB colour from components between 0 and 1, as `UIColor(red:green:blue:alpha:)`.
    /// Components outside 0...1 are clamped; a NaN component counts as 0 and is reported.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self = .rgb(
            red: Color.byte(red, "red"), green: Color.byte(green, "green"), blue: Color.byte(blue, "blue"),
            alpha: Color.byte(alpha, "alpha"))
    }

    /// A grey of `white` (0 black, 1 white), as `UIColor(white:alpha:)`.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness between 0 and 1, as
    /// `UIColor(hue:saturation:brightness:alpha:)` (a hue of 1 is red again).
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
        let h = hue.isFinite ? hue - hue.rounded(.down) : 0
        let s = saturation.isFinite ? min(max(saturation, 0), 1) : 0
        let v = brightness.isFinite ? min(max(brightness, 0), 1) : 0
        let sector = h * 6
        let index = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch index {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A Display P3 colour, as `UIColor(displayP3Red:green:blue:alpha:)`, converted to the
    /// nearest sRGB colour (P3 colours outside sRGB are clamped to its edge).
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        // Both spaces share sRGB's transfer curve; convert in linear light.
        let r = Color.linear(red), g = Color.linear(green), b = Color.linear(blue)
        let sr = 1.2249401 * r - 0.2249404 * g + 0.0 * b
        let sg = -0.0420569 * r + 1.0420571 * g + 0.0 * b
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        self.init(red: Color.encoded(sr), green: Color.encoded(sg), blue: Color.encoded(sb), alpha: alpha)
    }

    /// This colour with another opacity, as `UIColor.withAlphaComponent(_:)`. Semantic colours
    /// have no components: they come back unchanged unless `alpha` is 0 (then ``clear``).
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        switch self {
        case let .rgb(red, green, blue, _):
            return .rgb(red: red, green: green, blue: blue, alpha: Color.byte(alpha, "alpha"))
        default:
            return Color.byte(alpha, "alpha") == 0 ? .clear : self
        }
    }

    /// Whether the colour is fully transparent (an ``rgb(red:green:blue:alpha:)`` of alpha 0).
    public var isClear: Bool {
        if case .rgb(_, _, _, 0) = self { return true }
        return false
    }

    /// The sRGB components between 0 and 1 of a fixed colour (`nil` for the semantic ones, which
    /// only a palette knows), as `UIColor.getRed(_:green:blue:alpha:)`. An indexed colour gives
    /// the xterm palette's value.
    public var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
        switch self {
        case let .rgb(red, green, blue, alpha):
            return (CGFloat(red) / 255, CGFloat(green) / 255, CGFloat(blue) / 255, CGFloat(alpha) / 255)
        case let .indexed(index):
            let value = Palette.rgbValue(ofIndex: index)
            return (CGFloat(value.red) / 255, CGFloat(value.green) / 255, CGFloat(value.blue) / 255, 1)
        default:
            return nil
        }
    }

    static func byte(_ component: CGFloat, _ name: String) -> UInt8 {
        guard !component.isNaN else {
            Diagnostics.report(Diagnostic(
                domain: "color", kind: "nonFiniteComponent", message: "Color: the \(name) component is NaN; 0 was used."))
            return 0
        }
        return UInt8((min(max(component, 0), 1) * 255).rounded())
    }

    private static func linear(_ value: CGFloat) -> CGFloat {
        let v = value.isFinite ? min(max(value, 0), 1) : 0
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    private static func encoded(_ value: CGFloat) -> CGFloat {
        let v = min(max(value, 0), 1)
        return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}
