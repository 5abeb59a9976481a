import CollectionCanvas
import CollectionPictures
import Foundation
import Testing

@Suite struct BlockPictureTests {
    private func quad() throws -> Bitmap {
        try PictureDecoder.decode(TestPictures.data("quad.png")).get()
    }

    private static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
        .rgb(red: red, green: green, blue: blue, alpha: 255)
    }

    @Test func eachCellShowsItsUpperAndLowerPixel() throws {
        let cache = PictureCache(byteLimit: 1 << 20)
        let blocks = try #require(BlockPicture.make(
            quad(), frame: (4, 1), crop: CGRect(x: 0, y: 0, width: 4, height: 1), background: .background, cache: cache))
        #expect(blocks.columns == 4 && blocks.rows == 1)
        #expect(blocks.cell(x: 0, y: 0) == .init(top: Self.rgb(255, 0, 0), bottom: Self.rgb(0, 0, 0)))
        #expect(blocks.cell(x: 1, y: 0) == .init(top: Self.rgb(0, 255, 0), bottom: Self.rgb(128, 128, 128)))
        // Over a palette background: a transparent pixel lets it show, a half-opaque one does not.
        #expect(blocks.cell(x: 3, y: 0) == .init(top: nil, bottom: Self.rgb(0, 255, 255)))
    }

    @Test func overAnRGBBackgroundPixelsAreAlphaBlended() throws {
        let cache = PictureCache(byteLimit: 1 << 20)
        let blocks = try #require(BlockPicture.make(
            quad(), frame: (4, 1), crop: CGRect(x: 3, y: 0, width: 1, height: 1), background: Self.rgb(0, 0, 0), cache: cache))
        #expect(blocks.columns == 1)
        // (0, 255, 255) at alpha 128 over black; white at alpha 0 over black.
        #expect(blocks.cell(x: 0, y: 0) == .init(top: Self.rgb(0, 0, 0), bottom: Self.rgb(0, 128, 128)))
    }

    @Test func shrinkingAveragesTheCoveredPixels() throws {
        let cache = PictureCache(byteLimit: 1 << 20)
        // 4 × 2 pixels into 2 × 1 cells (2 × 2 pixels): each new pixel averages two across.
        let blocks = try #require(BlockPicture.make(
            quad(), frame: (2, 1), crop: CGRect(x: 0, y: 0, width: 2, height: 1), background: Self.rgb(0, 0, 0), cache: cache))
        #expect(blocks.cell(x: 0, y: 0) == .init(top: Self.rgb(128, 128, 0), bottom: Self.rgb(64, 64, 64)))
    }

    @Test func theCacheAnswersTheSamePictureAndStaysWithinItsBound() throws {
        let bitmap = try quad()
        let cache = PictureCache(byteLimit: 4096)
        let whole = CGRect(x: 0, y: 0, width: 8, height: 4)
        let first = BlockPicture.make(bitmap, frame: (8, 4), crop: whole, background: .background, cache: cache)
        #expect(BlockPicture.make(bitmap, frame: (8, 4), crop: whole, background: .background, cache: cache) === first)
        for size in 1...40 {
            _ = BlockPicture.make(bitmap, frame: (size, size), crop: CGRect(x: 0, y: 0, width: size, height: size),
                                  background: .background, cache: cache)
            #expect(cache.byteCount <= 4096)
        }
        // The first is long evicted: a new one is made.
        #expect(BlockPicture.make(bitmap, frame: (8, 4), crop: whole, background: .background, cache: cache) !== first)
        cache.removeAll()
        #expect(cache.count == 0 && cache.byteCount == 0)
    }
}
