/// Why a picture could not be decoded: each names what was wrong, for the diagnostic that
/// reports it (`image.<kind>`).
public enum PictureDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case unreadable(String)
    /// Neither a PNG nor a JPEG signature (the extension is not consulted).
    case unknownFormat
    /// Over ``PictureLimits/maximumByteCount`` bytes: not read.
    case tooManyBytes(Int)
    /// A header claiming more than ``PictureLimits/maximumPixelCount`` pixels: refused before
    /// the pixels were allocated.
    case tooManyPixels(width: Int, height: Int)
    /// A header of zero width or height.
    case empty
    /// The decoder's own error: truncated or corrupt data.
    case corrupt(PictureFormat, String)

    /// The diagnostic's kind: `unreadable`, `unknownFormat`, `tooLarge`, `empty` or `corrupt`.
    public var kind: String {
        switch self {
        case .unreadable: "unreadable"
        case .unknownFormat: "unknownFormat"
        case .tooManyBytes, .tooManyPixels: "tooLarge"
        case .empty: "empty"
        case .corrupt: "corrupt"
        }
    }

    /// What was wrong, in words.
    public var description: String {
        switch self {
        case .unreadable(let reason): "cannot be read (\(reason))"
        case .unknownFormat: "is neither a PNG nor a JPEG (by its first bytes)"
        case .tooManyBytes(let count):
            "has \(count) bytes, over the limit of \(PictureLimits.maximumByteCount) bytes; not read"
        case .tooManyPixels(let width, let height):
            "claims \(width) × \(height) pixels, over the limit of \(PictureLimits.maximumPixelCount) pixels; not decoded"
        case .empty: "has no pixels (a side of 0)"
        case .corrupt(let format, let reason): "is not a valid \(format.rawValue.uppercased()) (\(reason))"
        }
    }
}
