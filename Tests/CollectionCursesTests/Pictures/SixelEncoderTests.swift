@testable import CollectionCurses
import Testing

/// Sixel images, byte for byte as DEC's VT330/VT340 programmer reference describes them:
/// `DCS P1;P2;P3 q`, raster attributes `" Pan;Pad;Ph;Pv`, colour definitions
/// `# Pc;2;Pr;Pg;Pb` in percent, a sixel character 63 + the six bits of a column (bit 0 on
/// top), `!` count repeats, `$` back to the band's start, `-` the next band, `ST` to end.
@Suite struct SixelEncoderTests {
    private func sixel(_ pixels: [UInt8], width: Int, height: Int, registers: Int = 256) -> String {
        String(decoding: SixelEncoder.encode(pixels: pixels, width: width, height: height, registers: registers),
               as: UTF8.self)
    }

    private let red: [UInt8] = [255, 0, 0, 255]
    private let blue: [UInt8] = [0, 0, 255, 255]
    private let clear: [UInt8] = [0, 0, 0, 0]

    @Test("a column of six red pixels is one colour and one full sixel, ~")
    func fullColumn() {
        let pixels = Array([[UInt8]](repeating: red, count: 6).joined())
        #expect(sixel(pixels, width: 1, height: 6) == "\u{1B}P0;1;0q\"1;1;1;6#0;2;100;0;0#0~\u{1B}\\")
    }

    @Test("two colours in one band: each painted in its own pass, $ between them")
    func twoColours() {
        // Blue's bin sorts before red's, so blue is register 0; red comes first in the picture.
        #expect(sixel(red + blue, width: 2, height: 1)
            == "\u{1B}P0;1;0q\"1;1;2;1#0;2;0;0;100#1;2;100;0;0#1@$#0?@\u{1B}\\")
    }

    @Test("runs of more than three equal sixels are repeated with !")
    func repeats() {
        let pixels = Array([[UInt8]](repeating: red, count: 5).joined())
        #expect(sixel(pixels, width: 5, height: 1) == "\u{1B}P0;1;0q\"1;1;5;1#0;2;100;0;0#0!5@\u{1B}\\")
    }

    @Test("seven rows take two bands, separated by -; a transparent pixel is left unpainted")
    func bandsAndTransparency() {
        let column = Array([[UInt8]](repeating: red, count: 6).joined()) + red
        #expect(sixel(column, width: 1, height: 7) == "\u{1B}P0;1;0q\"1;1;1;7#0;2;100;0;0#0~-#0@\u{1B}\\")
        #expect(sixel(clear + red, width: 2, height: 1) == "\u{1B}P0;1;0q\"1;1;2;1#0;2;100;0;0#0?@\u{1B}\\")
    }

    @Test("more colours than registers: the most used stay, the rest take the nearest")
    func fewRegisters() {
        let darkRed: [UInt8] = [230, 0, 0, 255]
        let (palette, indices) = SixelEncoder.quantise(pixels: red + red + darkRed + blue, count: 4, registers: 2)
        #expect(palette == [SixelEncoder.Color(red: 255, green: 0, blue: 0), SixelEncoder.Color(red: 0, green: 0, blue: 255)])
        #expect(indices == [0, 0, 0, 1])
    }
}
