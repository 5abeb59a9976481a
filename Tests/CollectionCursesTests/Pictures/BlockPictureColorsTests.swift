import CollectionCore
@testable import CollectionCurses
import Foundation
import Testing

/// The SGR sequences that write a picture's half-block cell at each colour depth: the exact
/// colours in 24-bit, the nearest of the 6 × 6 × 6 cube in 256 colours, the nearest basic
/// colour in 8 (a monochrome screen shows placeholders instead).
@Suite struct BlockPictureColorsTests {
    private let cell = Style(foreground: .rgb(red: 255, green: 0, blue: 0, alpha: 255),
                             background: .rgb(red: 0, green: 0, blue: 250, alpha: 255))

    private func sgr(_ style: Style, _ depth: ColorDepth) -> String {
        BlockPictureCells.sgr(Palette.standard(for: depth).resolve(style), depth: depth)
    }

    @Test func eachDepthWritesTheColoursItCanShow() {
        #expect(sgr(cell, .trueColor) == "\u{1B}[0;38;2;255;0;0;48;2;0;0;250m")
        // Cube index 16 + 36 r + 6 g + b: red (5, 0, 0) is 196, blue (0, 0, 5) is 21.
        #expect(sgr(cell, .colors256) == "\u{1B}[0;38;5;196;48;5;21m")
        #expect(sgr(cell, .colors8) == "\u{1B}[0;31;44m")
    }

    @Test func aDimmedPictureCellCarriesNoDimAttributeButHalvedColours() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.place(Bitmap(width: 1, height: 1, pixels: [1, 2, 3, 255])!, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        canvas.draw("▀", x: 0, y: 0, style: cell)
        canvas.addAttributes(.dim, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(sgr(canvas[x: 0, y: 0].style, .trueColor) == "\u{1B}[0;38;2;127;0;0;48;2;0;0;125m")
    }
}
