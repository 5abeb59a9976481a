import CollectionCore
import Foundation

/// A rectangle of whole pixels of a bitmap: the part of a picture that shows.
struct PixelRect: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The pixels of `bitmap` that the `visible` part of `frame` shows (both in cells): the same
    /// fractions of the bitmap's sides, rounded outwards, at least one pixel, inside the bitmap.
    static func source(of bitmap: Bitmap, frame: CGRect, visible: CGRect) -> PixelRect {
        guard frame.width > 0, frame.height > 0 else {
            return PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        }
        let scaleX = Double(bitmap.width) / Double(frame.width)
        let scaleY = Double(bitmap.height) / Double(frame.height)
        func edge(_ value: CGFloat, _ origin: CGFloat, _ scale: Double, _ limit: Int, up: Bool) -> Int {
            let pixels = Double(value - origin) * scale
            let rounded = up ? pixels.rounded(.up) : pixels.rounded(.down)
            return min(max(Int(rounded.isFinite ? rounded : 0), 0), limit)
        }
        let minX = edge(visible.minX, frame.minX, scaleX, bitmap.width - 1, up: false)
        let minY = edge(visible.minY, frame.minY, scaleY, bitmap.height - 1, up: false)
        let maxX = max(edge(visible.maxX, frame.minX, scaleX, bitmap.width, up: true), minX + 1)
        let maxY = max(edge(visible.maxY, frame.minY, scaleY, bitmap.height, up: true), minY + 1)
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether this is the whole of `bitmap`.
    func covers(_ bitmap: Bitmap) -> Bool {
        x == 0 && y == 0 && width == bitmap.width && height == bitmap.height
    }
}
