@testable import CollectionCurses
import Foundation
import Testing

/// iTerm2's inline images as its documentation (iterm2.com/documentation-images.html) spells
/// them: `ESC ] 1337 ; File = key=value;… : base64 BEL`, sizes in cells as bare numbers.
@Suite struct ITerm2ImageTests {
    @Test("the sequence carries the file's size, the cells, no aspect ratio, and the PNG in base64")
    func sequence() throws {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
        let bytes = ITerm2Image.sequence(pixels: pixels, width: 2, height: 1, columns: 2, rows: 1)
        let text = String(decoding: bytes, as: UTF8.self)
        let png = PNGWriter.encode(pixels: pixels, width: 2, height: 1)
        let prefix = "\u{1B}]1337;File=inline=1;size=\(png.count);width=2;height=1;preserveAspectRatio=0:"
        #expect(text.hasPrefix(prefix))
        #expect(bytes.last == 0x07)
        let payload = String(text.dropFirst(prefix.count).dropLast())
        #expect(try #require(Data(base64Encoded: payload)) == Data(png))
    }
}
