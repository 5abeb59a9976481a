@testable import CollectionCurses
import Foundation
import Testing

/// The PNG writer against the PNG specification (RFC 2083 / ISO 15948) and zlib's RFCs 1950
/// and 1951, with checksums worked out independently (zlib's crc32 and adler32).
@Suite struct PNGWriterTests {
    @Test("checksums: CRC-32 of IEND is AE 42 60 82, Adler-32 of \"Wikipedia\" is 11E60398")
    func checksums() {
        #expect(PNGWriter.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(PNGWriter.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test("a 1x1 transparent pixel: signature, IHDR (RGBA, 8 bits), one stored deflate block, IEND")
    func onePixel() {
        let png = PNGWriter.encode(pixels: [0, 0, 0, 0], width: 1, height: 1)
        let expected: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A,
            0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1F, 0x15, 0xC4, 0x89,
            // IDAT: zlib 78 01, final stored block of 5 bytes (LEN 5, NLEN ~5), filter 0 + 4 zero bytes, Adler-32 00050001.
            0, 0, 0, 16, 0x49, 0x44, 0x41, 0x54, 0x78, 0x01, 0x01, 0x05, 0x00, 0xFA, 0xFF, 0, 0, 0, 0, 0,
            0x00, 0x05, 0x00, 0x01, 0x64, 0x78, 0x95, 0x38,
            0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
        ]
        #expect(png == expected)
    }

    @Test("data over 65,535 bytes is split into stored blocks, only the last marked final")
    func storedBlocks() {
        let data = [UInt8](repeating: 7, count: 70_000)
        let stream = PNGWriter.zlibStored(data)
        #expect(Array(stream[0..<7]) == [0x78, 0x01, 0x00, 0xFF, 0xFF, 0x00, 0x00])
        let second = 2 + 5 + 65535
        #expect(Array(stream[second..<(second + 5)]) == [0x01, 0x71, 0x11, 0x8E, 0xEE])  // 4,465 = 0x1171
        #expect(stream.count == 2 + 5 + 65535 + 5 + 4465 + 4)
    }
}
