import CollectionCanvas
import Testing

/// The themes' palettes: what the semantic colours become, `COLORFGBG`, and fixed colours kept
/// readable on each theme's background.
@Suite struct PaletteThemeTests {
    @Test func lightPaintsDarkTextOnALightBackground() {
        let light = Palette.standard(for: .colors256, theme: .light)
        #expect(light.resolve(.label) == ResolvedStyle(foreground: 235, background: 231, attributes: []))
        #expect(light.resolve(.focus).background == 153)
        #expect(light.resolve(.selection).background == 252)
        #expect(light.resolve(.secondaryLabel).foreground == 242)
        let eight = Palette.standard(for: .colors8, theme: .light)
        #expect(eight.resolve(.label) == ResolvedStyle(foreground: 0, background: 7, attributes: []))
        let direct = Palette.standard(for: .trueColor, theme: .light)
        #expect(direct.resolve(.label).background == 0xFFFFFF)
        #expect(direct.theme == .light)
    }

    @Test func highContrastIsWhiteOnBlackWithAReversedFocus() {
        let palette = Palette.standard(for: .colors256, theme: .highContrast)
        #expect(palette.resolve(.label) == ResolvedStyle(foreground: 231, background: 16, attributes: []))
        #expect(palette.resolve(.focus).attributes == [.reverse, .bold])
        #expect(palette.resolve(.selection).attributes.contains(.underline))
        #expect(!palette.resolve(.secondaryLabel).attributes.contains(.dim))
        // Every state still differs from the others.
        let states = [Style.label, .selection, .focus].map(palette.resolve)
        #expect(Set(states).count == 3)
    }

    @Test func darkIsTheStandardPaletteAndMonochromeIgnoresTheTheme() {
        for depth in ColorDepth.allCases {
            #expect(Palette.standard(for: depth, theme: .dark) == Palette.standard(for: depth))
        }
        let mono = Palette.standard(for: .monochrome)
        for theme in ColorTheme.allCases {
            for style in [Style.label, .secondaryLabel, .focus, .selection, .tint] {
                #expect(Palette.standard(for: .monochrome, theme: theme).resolve(style) == mono.resolve(style))
            }
        }
    }

    @Test(arguments: [
        ("15;0", ColorTheme.dark), ("0;15", .light), ("0;default;15", .light), ("7;8", .dark), ("0;7", .light),
        ("15;4", .dark), (" 0 ; 11 ", .light),
    ])
    func colorFGBG(_ value: String, _ theme: ColorTheme) {
        #expect(ColorTheme(colorFGBG: value) == theme)
        #expect(ColorTheme(environment: ["COLORFGBG": value]) == theme)
    }

    @Test(arguments: ["", "default", "15;default", "0;16", "x;y", "0;-1"])
    func unreadableColorFGBG(_ value: String) {
        #expect(ColorTheme(colorFGBG: value) == nil)
    }

    @Test func noColorFGBGIsNoTheme() {
        #expect(ColorTheme(environment: [:]) == nil)
    }

    @Test func fixedColoursStayReadableOnTheThemesBackground() {
        let gold = Color.rgb(red: 255, green: 190, blue: 0, alpha: 255)
        let navy = Color.rgb(red: 0, green: 0, blue: 120, alpha: 255)
        func value(_ color: Color, _ theme: ColorTheme, background: Bool = false) -> RGBValue {
            let number = Palette.standard(for: .trueColor, theme: theme).resolveFixed(color, asBackground: background).color
            return RGBValue(red: UInt8(number >> 16 & 0xFF), green: UInt8(number >> 8 & 0xFF), blue: UInt8(number & 0xFF))
        }
        #expect(value(gold, .dark) == RGBValue(red: 255, green: 190, blue: 0))
        #expect(value(gold, .light).luminance < 0.5)
        #expect(value(gold, .light).red > value(gold, .light).blue, "still a gold")
        #expect(value(navy, .highContrast).luminance >= 0.55)
        #expect(value(navy, .dark) == RGBValue(red: 0, green: 0, blue: 120))
        // Backgrounds are left as they are; half-transparent colours mix over the theme's ground.
        #expect(value(gold, .light, background: true) == RGBValue(red: 255, green: 190, blue: 0))
        let halfBlack = Color.rgb(red: 0, green: 0, blue: 0, alpha: 128)
        #expect(value(halfBlack, .light, background: true).red > 100)
        #expect(value(halfBlack, .dark, background: true).red < 10)
    }
}
