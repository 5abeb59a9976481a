import CollectionCore
import Foundation
import FuzzSupport

/// Picture decoding from bytes, as `Image(data:)` and `Image(contentsOfFile:)` decode a file:
/// the format sniffed from the first bytes, the header read and checked against the limits,
/// then libpng or libjpeg-turbo called from C (their errors longjmp inside C). Properties:
/// - decoding answers a bitmap or an error, never traps, and never allocates past the limits
///   (AddressSanitizer and libFuzzer's -rss_limit_mb watch the memory);
/// - a decoded bitmap has the size its header claims, within the pixel limit, and
///   `width * height * 4` bytes;
/// - bytes that sniff as neither format are refused as such;
/// - the half blocks of a decoded picture have one cell per cell asked for.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPicture(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(buffer: fuzzInput(data, size))
    let format = PictureFormat(sniffing: bytes)
    // A header claiming up to the limit (16 Mi pixels) costs tens of megabytes and milliseconds
    // to decode once its data runs out (libjpeg fills the missing rows): past 65,536 pixels
    // (256 x 256) only the header is read, so that a run stays fast. Every row and every pixel
    // format takes the same code at any size; the unit tests decode and refuse the large ones.
    if case .success(let header) = PictureDecoder.size(of: bytes), header.width * header.height > 1 << 16 {
        return 0
    }
    switch PictureDecoder.decode(bytes) {
    case .success(let bitmap):
        require(format != nil, "bytes of no known format decoded")
        require(bitmap.width * bitmap.height <= PictureLimits.maximumPixelCount, "\(bitmap) is over the pixel limit")
        require(bitmap.pixels.count == bitmap.width * bitmap.height * 4, "\(bitmap) has \(bitmap.pixels.count) bytes")
        if case .success(let header) = PictureDecoder.size(of: bytes) {
            require(header == (bitmap.width, bitmap.height), "header \(header) but \(bitmap)")
        } else {
            fail("\(bitmap) decoded but its header does not read")
        }
        let cache = PictureCache(byteLimit: 1 << 20)
        let columns = 1 + Int(bytes.count % 7)
        let rows = 1 + Int(bytes.count % 5)
        let blocks = BlockPicture.make(
            bitmap, frame: (columns, rows), crop: CGRect(x: 0, y: 0, width: columns, height: rows),
            background: .background, cache: cache)
        require(blocks?.cells.count == columns * rows, "blocks of \(bitmap) at \(columns) × \(rows)")
    case .failure(.unknownFormat):
        require(format == nil, "a \(String(describing: format)) signature was refused as unknown")
    case .failure:
        break
    }
    return 0
}
