import CPictureCodecs
import CollectionCanvas
import Foundation

/// Decodes PNG (libpng) and JPEG (libjpeg-turbo) bytes into a ``Bitmap`` of RGBA pixels.
///
/// The format is sniffed from the first bytes; the header is read first and its size checked
/// against ``PictureLimits`` before any pixel memory is allocated; the decoders' errors (which
/// libpng and libjpeg raise with `longjmp`) are caught in C, so truncated or corrupt data
/// answers an error and never crashes.
///
/// ```swift
/// switch PictureDecoder.decode(data) {
/// case .success(let bitmap): Image(bitmap: bitmap)
/// case .failure(let error): print(error)   // "is not a valid PNG (…)"
/// }
/// ```
public enum PictureDecoder {
    /// The pixel size in `data`'s header, without decoding the pixels (and without checking it
    /// against ``PictureLimits/maximumPixelCount``).
    public static func size(of data: Data) -> Result<(width: Int, height: Int), PictureDecodingError> {
        guard data.count <= PictureLimits.maximumByteCount else { return .failure(.tooManyBytes(data.count)) }
        guard let format = PictureFormat(sniffing: data) else { return .failure(.unknownFormat) }
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return header(bytes, format).map { ($0.width, $0.height) }
        }
    }

    /// The pixels of the PNG or JPEG in `data`, or why not.
    public static func decode(_ data: Data) -> Result<Bitmap, PictureDecodingError> {
        guard data.count <= PictureLimits.maximumByteCount else { return .failure(.tooManyBytes(data.count)) }
        guard let format = PictureFormat(sniffing: data) else { return .failure(.unknownFormat) }
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            switch header(bytes, format) {
            case .failure(let error):
                return .failure(error)
            case .success(let size):
                // Checked before a byte of pixel memory is allocated.
                let (area, overflow) = size.width.multipliedReportingOverflow(by: size.height)
                guard !overflow, area <= PictureLimits.maximumPixelCount else {
                    return .failure(.tooManyPixels(width: size.width, height: size.height))
                }
                return pixels(bytes, format, width: size.width, height: size.height)
            }
        }
    }

    private static func header(_ bytes: UnsafeBufferPointer<UInt8>, _ format: PictureFormat)
        -> Result<(width: Int, height: Int), PictureDecodingError>
    {
        var width: UInt32 = 0
        var height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer { text in
            switch format {
            case .png: cpc_png_size(bytes.baseAddress, bytes.count, &width, &height, text.baseAddress, text.count)
            case .jpeg: cpc_jpeg_size(bytes.baseAddress, bytes.count, &width, &height, text.baseAddress, text.count)
            }
        }
        guard status == Int32(CPC_OK) else { return .failure(.corrupt(format, text(message))) }
        guard width > 0, height > 0 else { return .failure(.empty) }
        return .success((Int(width), Int(height)))
    }

    private static func pixels(_ bytes: UnsafeBufferPointer<UInt8>, _ format: PictureFormat, width: Int, height: Int)
        -> Result<Bitmap, PictureDecodingError>
    {
        var message = [CChar](repeating: 0, count: 256)
        var status = Int32(CPC_ERROR)
        // Not zeroed first: a decoder that succeeds has written every byte (libpng every row,
        // libjpeg every scanline, both checked in C), and a failed decode keeps none of them.
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            status = message.withUnsafeMutableBufferPointer { text in
                switch format {
                case .png:
                    cpc_png_decode(bytes.baseAddress, bytes.count, UInt32(width), UInt32(height),
                                   buffer.baseAddress, buffer.count, text.baseAddress, text.count)
                case .jpeg:
                    cpc_jpeg_decode(bytes.baseAddress, bytes.count, UInt32(width), UInt32(height),
                                    buffer.baseAddress, buffer.count, text.baseAddress, text.count)
                }
            }
            count = status == Int32(CPC_OK) ? buffer.count : 0
        }
        guard status == Int32(CPC_OK) else { return .failure(.corrupt(format, text(message))) }
        guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else { return .failure(.empty) }
        return .success(bitmap)
    }

    private static func text(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let reason = String(decoding: bytes, as: UTF8.self)
        return reason.isEmpty ? "unknown error" : reason
    }
}
