import CollectionCanvas
import TestSupport
import PropertyBased
import Testing

@Suite("Palette")
struct PaletteTests {
    @Test func depthFromTheNumberOfColours() {
        #expect(ColorDepth(numberOfColors: 256) == .colors256)
        #expect(ColorDepth(numberOfColors: 16_777_216) == .colors256)
        #expect(ColorDepth(numberOfColors: 16) == .colors8)
        #expect(ColorDepth(numberOfColors: 8) == .colors8)
        #expect(ColorDepth(numberOfColors: 2) == .monochrome)
        #expect(ColorDepth(numberOfColors: -1) == .monochrome)
    }

    @Test func semanticStylesIn256Colours() {
        let palette = Palette.standard(for: .colors256)
        #expect(palette.resolve(.label) == ResolvedStyle(foreground: -1, background: -1, attributes: []))
        #expect(palette.resolve(.secondaryLabel) == ResolvedStyle(foreground: 245, background: -1, attributes: []))
        #expect(palette.resolve(.selection) == ResolvedStyle(foreground: -1, background: 239, attributes: []))
        #expect(palette.resolve(.groupedBackground) == ResolvedStyle(foreground: -1, background: 235, attributes: []))
        #expect(palette.resolve(Style(foreground: .indexed(196))).foreground == 196)
    }

    @Test func semanticStylesIn8Colours() {
        let palette = Palette.standard(for: .colors8)
        #expect(palette.resolve(.tint) == ResolvedStyle(foreground: 6, background: -1, attributes: []))
        #expect(palette.resolve(.secondaryLabel) == ResolvedStyle(foreground: -1, background: -1, attributes: .dim))
        #expect(palette.resolve(.focus) == ResolvedStyle(foreground: -1, background: -1, attributes: .reverse))
    }

    @Test func monochromeUsesAttributesOnly() {
        let palette = Palette.standard(for: .monochrome)
        #expect(palette.resolve(.focus) == ResolvedStyle(foreground: -1, background: -1, attributes: [.reverse, .bold]))
        #expect(palette.resolve(.selection).attributes == .underline)
        #expect(palette.resolve(.separator).attributes == .dim)
        #expect(palette.resolve(Style(foreground: .tint, attributes: .underline)).attributes == [.bold, .underline])
        #expect(palette.resolve(Style(foreground: .indexed(196), background: .indexed(21))).foreground == -1)
        // Each state stays distinguishable without colour.
        let states: [Style] = [.label, .secondaryLabel, .tint, .selection, .focus]
        #expect(Set(states.map(palette.resolve)).count == states.count)
    }

    @Test func indexedColoursReduceToTheNearestBasicColour() {
        #expect(Palette.reduce(3, to: .colors8) == 3)
        #expect(Palette.reduce(12, to: .colors8) == 4)  // bright blue
        #expect(Palette.reduce(196, to: .colors8) == 1)  // cube (5, 0, 0): red
        #expect(Palette.reduce(46, to: .colors8) == 2)  // cube (0, 5, 0): green
        #expect(Palette.reduce(231, to: .colors8) == 7)  // cube (5, 5, 5): white
        #expect(Palette.reduce(17, to: .colors8) == 0)  // cube (0, 0, 1): almost black
        #expect(Palette.reduce(240, to: .colors8) == 0)  // dark grey
        #expect(Palette.reduce(250, to: .colors8) == 7)  // light grey
    }

    @Test func resolvedColoursStayWithinTheDepth() async {
        let colors = Color.semanticColors + [.default]
        let color = Gen.int(in: 0...(colors.count + 255)).map { $0 < colors.count ? colors[$0] : Color.indexed(UInt8($0 - colors.count)) }
        await propertyCheck(count: 200, input: color, color) { foreground, background in
            for depth in ColorDepth.allCases {
                let resolved = Palette.standard(for: depth).resolve(Style(foreground: foreground, background: background))
                let top = depth == .trueColor ? 0xFFFFFF : depth == .colors256 ? 255 : depth == .colors8 ? 7 : -1
                #expect((-1...top).contains(resolved.foreground))
                #expect((-1...top).contains(resolved.background))
            }
        }
    }
}
