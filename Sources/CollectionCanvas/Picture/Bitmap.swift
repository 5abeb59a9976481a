import Foundation

/// Decoded pixels: `width` × `height` pixels, row by row, four bytes each (red, green, blue,
/// alpha; alpha not premultiplied).
///
/// A bitmap is immutable and shared by reference: two bitmaps are equal only when they are the
/// same object, so comparing canvases that place the same picture costs nothing, and the
/// front end can send a picture to the terminal once and place it many times.
///
/// ```swift
/// let red = Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 255, 0, 0, 255])!
/// red.pixel(x: 1, y: 0)   // (255, 0, 0, 255)
/// ```
public final class Bitmap: Hashable, Sendable, CustomStringConvertible {
    /// The width in pixels (at least 1).
    public let width: Int
    /// The height in pixels (at least 1).
    public let height: Int
    /// The pixels, `width * height * 4` bytes: red, green, blue, alpha for each pixel, rows top
    /// to bottom.
    public let pixels: [UInt8]

    /// A bitmap of `pixels` (RGBA, 4 bytes a pixel, rows top to bottom), or `nil` when a side
    /// is not positive or `pixels` does not hold exactly `width * height * 4` bytes.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0 else { return nil }
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, area <= Int.max / 4, pixels.count == area * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y` (both clamped to the bitmap).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let x = min(max(x, 0), width - 1)
        let y = min(max(y, 0), height - 1)
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// Identity: the same object.
    public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `Bitmap(W×H)`.
    public var description: String { "Bitmap(\(width)×\(height))" }
}
