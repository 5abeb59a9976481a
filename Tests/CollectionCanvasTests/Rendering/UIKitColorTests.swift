import CollectionCanvas
import CollectionModel
import Foundation
import PropertyBased
import Testing

@Suite("UIKit colours")
struct UIKitColorTests {
    @Test func initialisersGiveUIKitsComponents() {
        #expect(Color(red: 1, green: 0.5, blue: 0, alpha: 1) == .rgb(red: 255, green: 128, blue: 0, alpha: 255))
        #expect(Color(white: 2.0 / 3.0, alpha: 0.3) == .rgb(red: 170, green: 170, blue: 170, alpha: 77))
        #expect(Color.lightGray == .rgb(red: 170, green: 170, blue: 170, alpha: 255))
        #expect(Color.black == .rgb(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(Color.white == .rgb(red: 255, green: 255, blue: 255, alpha: 255))
        // Out of range components are clamped, as UIKit's extended range is not a terminal's.
        #expect(Color(red: 2, green: -1, blue: 0.5) == .rgb(red: 255, green: 0, blue: 128, alpha: 255))
    }

    @Test func hueSaturationBrightness() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1, alpha: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1) == Color(red: 0, green: 1, blue: 0))
        #expect(Color(hue: 2.0 / 3.0, saturation: 1, brightness: 1, alpha: 1) == Color(red: 0, green: 0, blue: 1))
        #expect(Color(hue: 1, saturation: 1, brightness: 1, alpha: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.5, alpha: 1) == Color(white: 0.5))
        #expect(Color(hue: 1.0 / 6.0, saturation: 1, brightness: 1, alpha: 1) == Color(red: 1, green: 1, blue: 0))
    }

    @Test func displayP3IsConvertedToSRGB() {
        // Grey and white are the same in both spaces; P3's pure red is outside sRGB (clamped).
        #expect(Color(displayP3Red: 1, green: 1, blue: 1, alpha: 1) == .white)
        #expect(Color(displayP3Red: 0.6, green: 0.6, blue: 0.6, alpha: 1) == Color(white: 0.6))
        #expect(Color(displayP3Red: 1, green: 0, blue: 0, alpha: 1) == .rgb(red: 255, green: 0, blue: 0, alpha: 255))
        // The sample's cornflower blue, P3 (100, 149, 237): a little more saturated in sRGB.
        guard case let .rgb(red, green, blue, _) = Color(displayP3Red: 100 / 255, green: 149 / 255, blue: 237 / 255, alpha: 1)
        else { Issue.record("not an RGB colour"); return }
        #expect((80...100).contains(red))
        #expect((145...155).contains(green))
        #expect((237...250).contains(blue))
    }

    @Test func nanComponentsAreReportedAndCountAsZero() {
        let (color, reports) = Diagnostics.collect { Color(red: .nan, green: 1, blue: 1) }
        #expect(color == .rgb(red: 0, green: 255, blue: 255, alpha: 255))
        #expect(reports.map(\.kind) == ["nonFiniteComponent"])
    }

    @Test func semanticNamesAreTheSemanticCases() {
        #expect(Color.systemBackground == .background)
        #expect(Color.systemGroupedBackground == .groupedBackground)
        #expect(Color.secondarySystemGroupedBackground == .secondaryBackground)
        #expect(Color.tintColor == .tint)
        #expect(Color.placeholderText == .secondaryLabel)
    }

    @Test func alpha() {
        #expect(Color.lightGray.withAlphaComponent(0.5) == .rgb(red: 170, green: 170, blue: 170, alpha: 128))
        #expect(Color.clear.isClear)
        #expect(Color.label.withAlphaComponent(0).isClear)
        #expect(Color.label.withAlphaComponent(0.5) == .label)
        #expect(Color.systemBlue.components?.red == 10.0 / 255)
        #expect(Color.label.components == nil)
    }

    @Test func descriptionsOfTheOldCasesDoNotChange() {
        #expect("\(Color.label)" == "label")
        #expect("\(Color.indexed(24))" == "indexed(24)")
        #expect("\(Color.groupedBackground)" == "groupedBackground")
        #expect("\(Color.systemBlue)" == "#0A84FF")
        #expect("\(Color.lightGray.withAlphaComponent(0.5))" == "#AAAAAA80")
    }

    // MARK: Nearest colours

    @Test func nearestIndexOfKnownColours() {
        #expect(Palette.nearestIndex(to: RGBValue(red: 255, green: 0, blue: 0)) == 196)
        #expect(Palette.nearestIndex(to: RGBValue(red: 0, green: 0, blue: 0)) == 16)
        #expect(Palette.nearestIndex(to: RGBValue(red: 255, green: 255, blue: 255)) == 231)
        #expect(Palette.nearestIndex(to: RGBValue(red: 170, green: 170, blue: 170)) == 248)  // grey 168
        #expect(Palette.nearestIndex(to: RGBValue(red: 128, green: 128, blue: 128)) == 244)  // grey 128
        #expect(Palette.nearestIndex(to: RGBValue(red: 10, green: 132, blue: 255)) == 33)   // (0, 135, 255)
    }

    @Test func everyXtermColourIsItsOwnNearest() {
        for index in UInt8(16)...UInt8(255) {
            let value = Palette.rgbValue(ofIndex: index)
            let nearest = Palette.nearestIndex(to: value)
            // Cube greys (16, 59, 102, …) and ramp greys can hold the same value; both are exact.
            #expect(Palette.rgbValue(ofIndex: nearest) == value, "index \(index)")
        }
    }

    @Test func theNearestIsNoFartherThanAnyOtherIndex() async {
        let byte = Gen.int(in: 0...255).map { UInt8($0) }
        await propertyCheck(count: 300, input: byte, byte, byte) { red, green, blue in
            let value = RGBValue(red: red, green: green, blue: blue)
            func distance(_ index: UInt8) -> Int {
                let other = Palette.rgbValue(ofIndex: index)
                let dr = Int(other.red) - Int(red), dg = Int(other.green) - Int(green), db = Int(other.blue) - Int(blue)
                return dr * dr + dg * dg + db * db
            }
            let best = (16...255).map { distance(UInt8($0)) }.min() ?? 0
            #expect(distance(Palette.nearestIndex(to: value)) == best)
        }
    }

    // MARK: Resolution per palette

    @Test func fixedColoursOnEachDepth() {
        let blue = Style(foreground: .label, background: .systemBlue)
        #expect(Palette.standard(for: .trueColor).resolve(blue).background == 0x0A84FF)
        #expect(Palette.standard(for: .colors256).resolve(blue).background == 33)
        #expect(Palette.standard(for: .colors8).resolve(blue).background == 4)
        #expect(Palette.standard(for: .monochrome).resolve(blue) == ResolvedStyle(foreground: -1, background: -1, attributes: []))
        let card = Style(foreground: .black, background: .white)
        #expect(Palette.standard(for: .monochrome).resolve(card).attributes == [.dim, .reverse])
        #expect(Palette.standard(for: .colors8).resolve(card) == ResolvedStyle(foreground: 0, background: 7, attributes: []))
        #expect(Palette.standard(for: .colors8).resolve(Style(foreground: .systemRed)).foreground == 1)
        #expect(Palette.standard(for: .colors8).resolve(Style(foreground: .systemGreen)).foreground == 2)
    }

    @Test func translucentColoursAreMixedOverBlackAndClearIsTheDefault() {
        let palette = Palette.standard(for: .trueColor)
        #expect(palette.resolve(Style(background: .clear)).background == -1)
        #expect(palette.resolve(Style(background: .lightGray.withAlphaComponent(0.5))).background == 0x555555)
        #expect(palette.resolve(Style(foreground: .black)).foreground == 8)
    }

    @Test func semanticColoursInTrueColourAreThe256PalettesValues() {
        let palette = Palette.standard(for: .trueColor)
        #expect(palette.resolve(.secondaryLabel).foreground == 0x8A8A8A)
        #expect(palette.resolve(.selection).background == 0x4E4E4E)
        #expect(palette.resolve(.label) == ResolvedStyle(foreground: -1, background: -1, attributes: []))
        #expect(palette.resolve(Style(foreground: .indexed(196))).foreground == 0xFF0000)
        #expect(Palette.standard(for: .colors256).resolve(Style(background: .secondarySystemGroupedBackground)).background == 237)
    }

    @Test func depthFromTheEnvironment() {
        #expect(ColorDepth(numberOfColors: 256, environment: ["COLORTERM": "truecolor"]) == .trueColor)
        #expect(ColorDepth(numberOfColors: 256, environment: ["COLORTERM": "24bit"]) == .trueColor)
        #expect(ColorDepth(numberOfColors: 256, environment: [:]) == .colors256)
        #expect(ColorDepth(numberOfColors: 16_777_216, environment: [:]) == .trueColor)
        #expect(ColorDepth(numberOfColors: 8, environment: ["COLORTERM": "truecolor"]) == .colors8)
        #expect(ColorDepth(numberOfColors: 256, environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"]) == .monochrome)
        #expect(ColorDepth(numberOfColors: 256, environment: ["NO_COLOR": ""]) == .colors256)
    }
}
