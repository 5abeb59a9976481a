import CollectionCanvas
import CollectionPictures
import Foundation
import Testing

/// The test pictures (made by Scripts/make-pictures.py): `quad.png` is 4 × 2 pixels of known
/// colours, `gradient.png` and `gradient.jpg` 16 × 8.
enum TestPictures {
    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Pictures")
    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    static func data(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }
}

@Suite struct PictureDecoderTests {
    @Test func aPNGDecodesToItsRGBAPixels() throws {
        let bitmap = try PictureDecoder.decode(TestPictures.data("quad.png")).get()
        #expect(bitmap.width == 4 && bitmap.height == 2)
        #expect(bitmap.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(bitmap.pixel(x: 2, y: 0) == (0, 0, 255, 255))
        #expect(bitmap.pixel(x: 3, y: 0) == (255, 255, 255, 0))
        #expect(bitmap.pixel(x: 1, y: 1) == (128, 128, 128, 255))
        #expect(bitmap.pixel(x: 3, y: 1) == (0, 255, 255, 128))
    }

    @Test func aJPEGDecodesToOpaquePixelsNearTheOriginal() throws {
        let bitmap = try PictureDecoder.decode(TestPictures.data("gradient.jpg")).get()
        #expect(bitmap.width == 16 && bitmap.height == 8)
        // The PNG it was made from: red = x * 16, green = y * 32, blue = 255 - x * 16.
        let pixel = bitmap.pixel(x: 12, y: 4)
        #expect(abs(Int(pixel.red) - 192) < 24 && abs(Int(pixel.green) - 128) < 24 && abs(Int(pixel.blue) - 63) < 24)
        #expect(pixel.alpha == 255)
    }

    @Test func theFormatIsSniffedNotTakenFromTheExtension() throws {
        #expect(PictureFormat(sniffing: try TestPictures.data("jpeg-named.png")) == .jpeg)
        #expect(PictureFormat(sniffing: try TestPictures.data("quad.png")) == .png)
        #expect(PictureFormat(sniffing: Data("GIF89a".utf8)) == nil)
        let bitmap = try PictureDecoder.decode(TestPictures.data("jpeg-named.png")).get()
        #expect(bitmap.width == 16)
    }

    @Test func aHeaderClaimingSixtyThousandSquaredIsRefusedBeforeDecoding() throws {
        let data = try TestPictures.data("huge-header.png")
        #expect(try PictureDecoder.size(of: data).get() == (60000, 60000))
        #expect(throws: PictureDecodingError.tooManyPixels(width: 60000, height: 60000)) {
            try PictureDecoder.decode(data).get()
        }
    }

    @Test(arguments: ["truncated.png", "truncated.jpg", "zero-width.png"])
    func truncatedAndCorruptPicturesAreErrorsNotCrashes(name: String) throws {
        let result = PictureDecoder.decode(try TestPictures.data(name))
        guard case .failure(let error) = result else {
            Issue.record("\(name) decoded")
            return
        }
        #expect(error.kind == "corrupt")
    }

    @Test func everyPrefixOfAPictureIsRefusedOrDecodedWithoutACrash() throws {
        for name in ["gradient.png", "gradient.jpg"] {
            let data = try TestPictures.data(name)
            for length in 0..<data.count {
                if case .success = PictureDecoder.decode(data.prefix(length)) { Issue.record("\(name) prefix \(length) decoded") }
            }
        }
    }

    @Test func dataOverTheByteLimitIsNotDecoded() {
        let data = Data(count: PictureLimits.maximumByteCount + 1)
        #expect(throws: PictureDecodingError.tooManyBytes(PictureLimits.maximumByteCount + 1)) {
            try PictureDecoder.decode(data).get()
        }
    }
}

/// Inputs the fuzz target (Fuzz/Targets/PictureFuzzer) found, kept so they stay fixed.
@Suite struct PictureFuzzFindingTests {
    /// An 85-byte PNG whose text chunk claims 1.9 GB: libpng allocated the chunk before reading
    /// it (libFuzzer: out of memory). Every chunk's length is now checked against the file
    /// before libpng reads it, so the file is refused for the length itself, allocating nothing
    /// (without the check, libpng allocates and then reports the data missing).
    @Test func aChunkClaimingGigabytesIsRefusedBeforeItIsAllocated() throws {
        let data = try TestPictures.data("fuzz-huge-chunk.png")
        for result in [PictureDecoder.size(of: data).map { _ in () }, PictureDecoder.decode(data).map { _ in () }] {
            guard case .failure(.corrupt(.png, let reason)) = result else {
                Issue.record("decoded: \(result)")
                continue
            }
            #expect(reason == "a chunk is longer than the file (truncated)")
        }
    }
}
