/// Sixel graphics (DEC's `DCS P1;P2;P3 q … ST`): RGBA pixels quantised to a palette of at most
/// the terminal's colour registers, written six rows (a band) at a time, one colour after
/// another, with run-length repeats. Pixels mostly transparent (alpha under 128) are left
/// unpainted (P2 = 1), so the cells' background shows there. Pure.
enum SixelEncoder {
    /// One palette entry: the mean colour of the pixels it stands for.
    struct Color: Hashable, Sendable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8
    }

    /// The sixel image of `pixels` (RGBA, `width` x `height`) with at most `registers` colours.
    static func encode(pixels: [UInt8], width: Int, height: Int, registers: Int = 256) -> [UInt8] {
        let (palette, indices) = quantise(pixels: pixels, count: width * height, registers: max(1, min(registers, 1024)))
        var bytes: [UInt8] = [0x1B, 0x50]  // ESC P
        bytes += Array("0;1;0q\"1;1;\(width);\(height)".utf8)
        for (number, color) in palette.enumerated() {
            bytes += Array("#\(number);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))".utf8)
        }
        var band = 0
        while band < height {
            let rows = min(6, height - band)
            var used: [Int] = []
            var seen = Set<Int>()
            for y in band..<(band + rows) {
                for x in 0..<width {
                    let index = indices[y * width + x]
                    if index >= 0, seen.insert(index).inserted { used.append(index) }
                }
            }
            for (order, color) in used.enumerated() {
                if order > 0 { bytes.append(0x24) }  // $: back to the band's first column
                bytes += Array("#\(color)".utf8)
                var run: UInt8 = 0
                var runLength = 0
                func flush() {
                    guard runLength > 0 else { return }
                    if runLength > 3 {
                        bytes += Array("!\(runLength)".utf8)
                        bytes.append(run)
                    } else {
                        bytes += Array(repeating: run, count: runLength)
                    }
                }
                for x in 0..<width {
                    var bits: UInt8 = 0
                    for row in 0..<rows where indices[(band + row) * width + x] == color { bits |= 1 << UInt8(row) }
                    let sixel = 63 + bits
                    if sixel == run {
                        runLength += 1
                    } else {
                        flush()
                        run = sixel
                        runLength = 1
                    }
                }
                // Trailing empty sixels paint nothing: leave them out.
                if run != 63 { flush() }
            }
            band += 6
            if band < height { bytes.append(0x2D) }  // -: the next band
        }
        bytes += [0x1B, 0x5C]  // ESC \
        return bytes
    }

    /// A palette of at most `registers` colours for `pixels` and each pixel's entry (-1 for a
    /// transparent one). Colours are gathered in bins of 4 bits a channel; when there are more
    /// bins than registers, the most used bins become the palette and the others take the
    /// nearest of them.
    static func quantise(pixels: [UInt8], count: Int, registers: Int) -> (palette: [Color], indices: [Int]) {
        var sums = [Int](repeating: 0, count: 4096 * 4)  // red, green, blue, count a bin
        var bins = [Int](repeating: -1, count: count)
        for pixel in 0..<count {
            let index = pixel * 4
            guard pixels[index + 3] >= 128 else { continue }
            let red = Int(pixels[index] >> 4), green = Int(pixels[index + 1] >> 4), blue = Int(pixels[index + 2] >> 4)
            let bin: Int = (red << 8) | (green << 4) | blue
            bins[pixel] = bin
            sums[bin * 4] += Int(pixels[index])
            sums[bin * 4 + 1] += Int(pixels[index + 1])
            sums[bin * 4 + 2] += Int(pixels[index + 2])
            sums[bin * 4 + 3] += 1
        }
        // Bins by use, most used first (ties by bin number, so the output is deterministic).
        let usedBins = (0..<4096).filter { (bin: Int) -> Bool in sums[bin * 4 + 3] > 0 }
            .sorted { (lhs: Int, rhs: Int) -> Bool in
                let left = sums[lhs * 4 + 3], right = sums[rhs * 4 + 3]
                return left != right ? left > right : lhs < rhs
            }
        var palette: [Color] = []
        var entryOfBin = [Int](repeating: -1, count: 4096)
        for bin in usedBins.prefix(registers) {
            let used = sums[bin * 4 + 3]
            entryOfBin[bin] = palette.count
            palette.append(Color(red: UInt8((sums[bin * 4] + used / 2) / used),
                                 green: UInt8((sums[bin * 4 + 1] + used / 2) / used),
                                 blue: UInt8((sums[bin * 4 + 2] + used / 2) / used)))
        }
        for bin in usedBins.dropFirst(registers) {
            let used = sums[bin * 4 + 3]
            let red = sums[bin * 4] / used, green = sums[bin * 4 + 1] / used, blue = sums[bin * 4 + 2] / used
            var best = 0, bestDistance = Int.max
            for (number, color) in palette.enumerated() {
                let dr = Int(color.red) - red, dg = Int(color.green) - green, db = Int(color.blue) - blue
                let distance = dr * dr + dg * dg + db * db
                if distance < bestDistance { best = number; bestDistance = distance }
            }
            entryOfBin[bin] = best
        }
        return (palette, bins.map { $0 < 0 ? -1 : entryOfBin[$0] })
    }

    /// A channel as sixel's colour definition gives it: a percentage, rounded.
    private static func percent(_ value: UInt8) -> Int { (Int(value) * 100 + 127) / 255 }
}
