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

/// RGBA pixels made from part of a bitmap: cropped, then scaled to a size in pixels.
enum PixelResampler {
    /// `source` of `bitmap` scaled to `width` x `height` pixels (each target pixel the average of
    /// the source pixels it covers, or the nearest one when enlarging), RGBA, rows top to bottom.
    static func resample(_ bitmap: Bitmap, source: PixelRect, width: Int, height: Int) -> [UInt8] {
        let width = max(1, width), height = max(1, height)
        var result = [UInt8](repeating: 0, count: width * height * 4)
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for targetY in 0..<height {
                let y0 = source.y + targetY * source.height / height
                let y1 = max(y0 + 1, source.y + (targetY + 1) * source.height / height)
                for targetX in 0..<width {
                    let x0 = source.x + targetX * source.width / width
                    let x1 = max(x0 + 1, source.x + (targetX + 1) * source.width / width)
                    var sums = (0, 0, 0, 0)
                    for y in y0..<y1 {
                        var index = (y * bitmap.width + x0) * 4
                        for _ in x0..<x1 {
                            sums.0 += Int(pixels[index])
                            sums.1 += Int(pixels[index + 1])
                            sums.2 += Int(pixels[index + 2])
                            sums.3 += Int(pixels[index + 3])
                            index += 4
                        }
                    }
                    let count = (y1 - y0) * (x1 - x0)
                    let target = (targetY * width + targetX) * 4
                    result[target] = UInt8((sums.0 + count / 2) / count)
                    result[target + 1] = UInt8((sums.1 + count / 2) / count)
                    result[target + 2] = UInt8((sums.2 + count / 2) / count)
                    result[target + 3] = UInt8((sums.3 + count / 2) / count)
                }
            }
        }
        return result
    }

    /// The pixels of `source` of `bitmap` as they are (RGBA).
    static func crop(_ bitmap: Bitmap, source: PixelRect) -> [UInt8] {
        if source.covers(bitmap) { return bitmap.pixels }
        var result: [UInt8] = []
        result.reserveCapacity(source.width * source.height * 4)
        for y in source.y..<(source.y + source.height) {
            let start = (y * bitmap.width + source.x) * 4
            result += bitmap.pixels[start..<(start + source.width * 4)]
        }
        return result
    }
}
