/// The limits every picture is checked against before memory is spent on it, so that a bad or
/// hostile file costs at most a diagnostic.
///
/// | limit | value | checked |
/// | --- | --- | --- |
/// | ``maximumByteCount`` | 32 MiB | a file's size, before it is read (and the length of data) |
/// | ``maximumPixelCount`` | 16,777,216 pixels (4096 × 4096; 64 MiB decoded) | the header's width × height, before the pixels are allocated |
///
/// A picture over a limit is refused with a diagnostic (`image.tooLarge`): a header claiming
/// 60,000 × 60,000 pixels allocates nothing.
public enum PictureLimits {
    /// The largest file or data decoded, in bytes: 32 MiB.
    public static let maximumByteCount = 32 << 20
    /// The most pixels a decoded picture may have: 16,777,216 (its pixels take 4 bytes each).
    public static let maximumPixelCount = 1 << 24
}
