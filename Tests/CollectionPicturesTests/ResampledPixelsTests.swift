import CollectionCanvas
import CollectionPictures
import Testing

/// The 8-bit pixels the graphics protocols send: resampled as the block pictures are, with
/// straight alpha.
@Suite struct ResampledPixelsTests {
    @Test func aTransparentNeighbourAddsNoColour() throws {
        // Opaque red beside fully transparent black: half as opaque, still red (a straight
        // average would give dark red).
        let bitmap = try #require(Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 0, 0]))
        #expect(bitmap.resampledPixels(region: (0, 0, 2, 1), width: 1, height: 1) == [255, 0, 0, 128])
    }

    @Test func enlargingRepeatsThePixelAndARegionCrops() throws {
        let bitmap = try #require(Bitmap(width: 2, height: 2, pixels: [
            10, 20, 30, 255, 40, 50, 60, 255,
            70, 80, 90, 255, 100, 110, 120, 255,
        ]))
        #expect(bitmap.resampledPixels(region: (1, 1, 1, 1), width: 2, height: 1) == [100, 110, 120, 255, 100, 110, 120, 255])
        #expect(bitmap.resampledPixels(region: (0, 0, 2, 2), width: 1, height: 1) == [55, 65, 75, 255])
        #expect(bitmap.resampledPixels(region: (0, 0, 2, 2), width: 0, height: 0).count == 4, "at least one pixel")
    }
}
