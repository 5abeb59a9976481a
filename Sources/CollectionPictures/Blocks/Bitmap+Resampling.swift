import CollectionCanvas

extension Bitmap {
    /// The pixels of the part `region` of the picture (in the picture's own pixels, fractional)
    /// resampled to `width` × `height` by area averaging (each new pixel the mean of the pixels
    /// it covers, weighted by how much of each it covers, with alpha premultiplied so that
    /// transparent pixels add no colour). Answers premultiplied RGBA as four floats a pixel in
    /// 0...1.
    func resampled(region: (x: Double, y: Double, width: Double, height: Double), width: Int, height: Int) -> [Float] {
        let columns = Self.weights(start: region.x, length: region.width, count: width, limit: self.width)
        let rows = Self.weights(start: region.y, length: region.height, count: height, limit: self.height)
        var result = [Float](repeating: 0, count: width * height * 4)
        let stride = self.width * 4
        pixels.withUnsafeBufferPointer { source in
            for (row, rowWeights) in rows.enumerated() {
                for (column, columnWeights) in columns.enumerated() {
                    var red: Float = 0, green: Float = 0, blue: Float = 0, alpha: Float = 0, total: Float = 0
                    for (y, wy) in rowWeights {
                        let line = y * stride
                        for (x, wx) in columnWeights {
                            let index = line + x * 4
                            let weight = wx * wy
                            let a = Float(source[index + 3]) * weight
                            red += Float(source[index]) * a
                            green += Float(source[index + 1]) * a
                            blue += Float(source[index + 2]) * a
                            alpha += a
                            total += weight
                        }
                    }
                    guard total > 0 else { continue }
                    let out = (row * width + column) * 4
                    let scale = 1 / (total * 255 * 255)
                    result[out] = red * scale
                    result[out + 1] = green * scale
                    result[out + 2] = blue * scale
                    result[out + 3] = alpha / (total * 255)
                }
            }
        }
        return result
    }

    /// The pixels of the part `region` of the picture (whole pixels) resampled to `width` ×
    /// `height` as ``resampled(region:width:height:)`` resamples them (area averaging with
    /// alpha premultiplied; the nearest pixel when enlarging), as 8-bit RGBA with straight
    /// alpha, rows top to bottom: what the graphics protocols send. At least one pixel each way.
    package func resampledPixels(region: (x: Int, y: Int, width: Int, height: Int), width: Int, height: Int) -> [UInt8] {
        let width = max(1, width), height = max(1, height)
        let samples = resampled(
            region: (Double(region.x), Double(region.y), Double(region.width), Double(region.height)), width: width, height: height)
        var result = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let base = pixel * 4
            let alpha = samples[base + 3]
            guard alpha > 0 else { continue }
            for channel in 0..<3 {
                result[base + channel] = UInt8((min(1, samples[base + channel] / alpha) * 255).rounded())
            }
            result[base + 3] = UInt8((min(1, alpha) * 255).rounded())
        }
        return result
    }

    /// For each of `count` equal spans of [start, start + length), the source pixels (clamped
    /// to 0..<limit) it covers and by how much.
    private static func weights(start: Double, length: Double, count: Int, limit: Int) -> [[(Int, Float)]] {
        let step = length / Double(count)
        return (0..<count).map { index in
            let low = start + Double(index) * step
            let high = low + step
            var spans: [(Int, Float)] = []
            var pixel = Int(low.rounded(.down))
            while Double(pixel) < high {
                let covered = min(high, Double(pixel + 1)) - max(low, Double(pixel))
                if covered > 0 { spans.append((min(max(pixel, 0), limit - 1), Float(covered))) }
                pixel += 1
            }
            if spans.isEmpty { spans.append((min(max(Int(low), 0), limit - 1), 1)) }
            return spans
        }
    }
}
