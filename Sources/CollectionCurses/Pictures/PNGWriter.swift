/// A minimal PNG writer, for protocols that take a picture file (iTerm2's inline images): RGBA,
/// 8 bits a channel, no filter, the zlib stream made of stored (uncompressed) deflate blocks,
/// with the CRC-32 of each chunk and the Adler-32 of the zlib stream. Pure.
enum PNGWriter {
    /// The PNG file of `pixels` (RGBA, `width` x `height`, rows top to bottom).
    static func encode(pixels: [UInt8], width: Int, height: Int) -> [UInt8] {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // bit depth 8, colour type 6 (RGBA), deflate, no filter, no interlace
        file += chunk("IHDR", header)
        var raw: [UInt8] = []
        raw.reserveCapacity((width * 4 + 1) * height)
        for row in 0..<height {
            raw.append(0)  // filter type 0: none
            raw += pixels[(row * width * 4)..<((row + 1) * width * 4)]
        }
        file += chunk("IDAT", zlibStored(raw))
        file += chunk("IEND", [])
        return file
    }

    /// A zlib stream (RFC 1950) of `data` in stored deflate blocks (RFC 1951, BTYPE 00) of at
    /// most 65,535 bytes.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]  // deflate, 32K window; no dictionary, fastest level
        var start = 0
        repeat {
            let end = min(start + 65535, data.count)
            let length = UInt16(end - start)
            stream.append(end == data.count ? 1 : 0)  // BFINAL, BTYPE 00
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += data[start..<end]
            start = end
        } while start < data.count
        return stream + bigEndian(adler32(data))
    }

    /// The Adler-32 checksum of `data` (RFC 1950).
    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < data.count {
            // 5,552 bytes is the most that cannot overflow before the modulo.
            let end = min(index + 5552, data.count)
            for byte in data[index..<end] {
                a += UInt32(byte)
                b += a
            }
            a %= 65521
            b %= 65521
            index = end
        }
        return b << 16 | a
    }

    /// The CRC-32 of `data` (ISO 3309, as PNG uses it).
    static func crc32<Bytes: Sequence>(_ data: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
