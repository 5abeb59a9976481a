import CollectionCanvas
import CollectionControls
import CollectionViews
import Foundation

/// A function from one colour to another, as `UIConfigurationColorTransformer`: a
/// ``BackgroundConfiguration`` applies its ``BackgroundConfiguration/backgroundColorTransformer``
/// to the resolved background colour (and a list configuration's text and image properties
/// their own transformers).
///
/// Two transformers are equal when they are the same preset, or the same value made by one
/// call of ``init(_:)``; closures cannot be compared otherwise.
public struct ConfigurationColorTransformer: Hashable, Sendable {
    /// The function.
    public let transform: @Sendable (Color) -> Color
    private let identity: String

    /// A transformer applying `transform`.
    public init(_ transform: @escaping @Sendable (Color) -> Color) {
        self.transform = transform
        self.identity = UUID().uuidString
    }

    private init(preset: String, _ transform: @escaping @Sendable (Color) -> Color) {
        self.transform = transform
        self.identity = preset
    }

    /// `color` transformed.
    public func callAsFunction(_ color: Color) -> Color {
        transform(color)
    }

    /// Turns fixed colours into the grey of the same lightness (the 256-colour grey ramp);
    /// semantic colours, which the palette resolves, stay.
    public static let grayscale = ConfigurationColorTransformer(preset: "grayscale") { color in
        guard case let .indexed(index) = color else { return color }
        return .indexed(grey(of: index))
    }

    /// The tint colour, whatever the colour (UIKit's `preferredTint`).
    public static let preferredTint = ConfigurationColorTransformer(preset: "preferredTint") { _ in .tint }

    /// The tint colour (UIKit's `monochromeTint`; a terminal has no tint shades).
    public static let monochromeTint = ConfigurationColorTransformer(preset: "monochromeTint") { _ in .tint }

    /// Whether two transformers are the same preset, or the same transformer made once.
    public static func == (lhs: ConfigurationColorTransformer, rhs: ConfigurationColorTransformer) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes the transformer's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }

    /// The grey-ramp index (232–255) closest in lightness to the xterm colour `index`.
    private static func grey(of index: UInt8) -> UInt8 {
        let (red, green, blue) = rgb(of: index)
        let lightness = (red * 299 + green * 587 + blue * 114) / 1000
        // The ramp runs from 8 to 238 in steps of 10.
        let step = max(0, min(23, (lightness - 8 + 5) / 10))
        return UInt8(232 + step)
    }

    /// The red, green and blue (0–255) of xterm colour `index`.
    private static func rgb(of index: UInt8) -> (Int, Int, Int) {
        let value = Int(index)
        switch value {
        case 0..<16:
            let basic = [
                (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
                (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
                (255, 0, 255), (0, 255, 255), (255, 255, 255),
            ]
            return basic[value]
        case 16..<232:
            let cube = value - 16
            let level = { (step: Int) in step == 0 ? 0 : 55 + step * 40 }
            return (level(cube / 36), level((cube / 6) % 6), level(cube % 6))
        default:
            let grey = 8 + (value - 232) * 10
            return (grey, grey, grey)
        }
    }
}
