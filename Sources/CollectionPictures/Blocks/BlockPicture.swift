import CollectionCanvas
import Foundation

/// A raster picture as terminal cells of upper half blocks (`▀`): each cell shows two pixels,
/// the top one in the foreground colour and the bottom one in the background colour, so that a
/// cell (about twice as tall as wide) shows two square pixels.
///
/// Pixels are area-averaged from the bitmap, then alpha blended over the background the picture
/// is drawn on: over an RGB background exactly; over a palette colour (``Color/background`` and
/// the other semantic colours, whose RGB only the terminal knows), a pixel at least half opaque
/// shows its own colour and a more transparent one the background itself.
///
/// Made by ``make(_:frame:crop:background:cache:)``, or by an image view as
/// ``PictureRendering`` says (on a worker in a running application), and kept in a
/// ``PictureCache`` by picture, size in cells and background, so that drawing the same picture
/// again, or another part of it as it scrolls, scales nothing.
public final class BlockPicture: Sendable {
    /// One cell: the colours of its upper and lower pixel (`nil`: the background shows).
    public struct Cell: Hashable, Sendable {
        /// The upper pixel's colour.
        public var top: Color?
        /// The lower pixel's colour.
        public var bottom: Color?

        /// A cell of `top` over `bottom`.
        public init(top: Color?, bottom: Color?) {
            self.top = top
            self.bottom = bottom
        }
    }

    struct Key: Hashable, Sendable {
        var bitmap: Bitmap
        var columns: Int
        var rows: Int
        var crop: CellRect
        var background: Color
    }

    /// The width in cells.
    public let columns: Int
    /// The height in cells.
    public let rows: Int
    /// The cells, row by row.
    public let cells: [Cell]

    init(columns: Int, rows: Int, crop: CellRect, cells: [Cell]) {
        self.columns = columns
        self.rows = rows
        self.crop = crop
        self.cells = cells
    }

    var byteCount: Int { cells.count * MemoryLayout<Cell>.stride + 64 }

    /// The cell at column `x`, row `y` of the picture.
    public func cell(x: Int, y: Int) -> Cell { cells[y * columns + x] }

    /// The part of the frame this picture holds, in cells relative to the frame: all of it, or
    /// for a frame too large to keep whole (see ``wholeFrameLimit``), the part asked for.
    package let crop: CellRect

    /// The most cells a frame may have for its blocks to be made and kept whole (256 × 256):
    /// beyond it only the part that shows is made, so that a large picture centred in a small
    /// view costs what the view shows.
    package static let wholeFrameLimit = 65_536

    /// The cells of the part `crop` (in cells, relative to the picture's frame) of `bitmap`
    /// stretched over a frame of `frame` cells, on `background`: from `cache` when it was made
    /// before, else made now and kept there. `nil` when the part is empty or outside the frame.
    public static func make(
        _ bitmap: Bitmap, frame: (columns: Int, rows: Int), crop: CGRect, background: Color,
        cache: PictureCache = .shared
    ) -> BlockPicture? {
        let part = CellRect(crop).intersection(CellRect(CGRect(x: 0, y: 0, width: frame.columns, height: frame.rows)))
        guard !part.isEmpty else { return nil }
        let picture = PictureRendering.withRendering(.synchronous) {
            rendered(bitmap, frame: frame, showing: part, background: background, cache: cache, whenReady: nil)
        }
        guard let picture else { return nil }
        return picture.crop == part ? picture : picture.cropped(to: part)
    }

    /// The blocks of `bitmap` stretched over a frame of `frame` cells on `background`, holding
    /// at least the part `showing` (relative to the frame; the whole frame unless it is larger
    /// than ``wholeFrameLimit``): from `cache`, else made as ``PictureRendering/current`` says.
    /// In the background it answers `nil` until the worker has made them, then calls
    /// `whenReady` on the main thread.
    package static func rendered(
        _ bitmap: Bitmap, frame: (columns: Int, rows: Int), showing part: CellRect, background: Color,
        cache: PictureCache = .shared, whenReady: (@MainActor @Sendable () -> Void)?
    ) -> BlockPicture? {
        let whole = CellRect(minX: 0, minY: 0, maxX: frame.columns, maxY: frame.rows)
        let crop = whole.width * whole.height <= wholeFrameLimit ? whole : part
        guard !crop.isEmpty else { return nil }
        let key = Key(bitmap: bitmap, columns: frame.columns, rows: frame.rows, crop: crop, background: background)
        let value = PictureWorker.shared.value(for: .blocks(key), in: cache, whenReady: whenReady) { .blocks(render(key)) }
        if case .blocks(let picture)? = value { return picture }
        return nil
    }

    /// The cells of `part` (relative to the frame, inside ``crop``).
    private func cropped(to part: CellRect) -> BlockPicture {
        var cells: [Cell] = []
        cells.reserveCapacity(part.width * part.height)
        for y in part.minY..<part.maxY {
            let start = (y - crop.minY) * columns + part.minX - crop.minX
            cells += self.cells[start..<start + part.width]
        }
        return BlockPicture(columns: part.width, rows: part.height, crop: part, cells: cells)
    }

    private static func render(_ key: Key) -> BlockPicture {
        let bitmap = key.bitmap
        let xScale = Double(bitmap.width) / Double(key.columns)
        let yScale = Double(bitmap.height) / Double(key.rows * 2)
        let region = (
            x: Double(key.crop.minX) * xScale, y: Double(key.crop.minY * 2) * yScale,
            width: Double(key.crop.width) * xScale, height: Double(key.crop.height * 2) * yScale)
        let samples = bitmap.resampled(region: region, width: key.crop.width, height: key.crop.height * 2)
        let under = key.background.rgbComponents
        func color(_ pixel: Int) -> Color? {
            let base = pixel * 4
            let alpha = samples[base + 3]
            if let under {
                // Premultiplied colour plus the background through what the pixel lets show.
                func channel(_ offset: Int, _ value: UInt8) -> UInt8 {
                    UInt8((min(1, samples[base + offset] + Float(value) / 255 * (1 - alpha)) * 255).rounded())
                }
                return .rgb(red: channel(0, under.red), green: channel(1, under.green), blue: channel(2, under.blue), alpha: 255)
            }
            guard alpha >= 0.5 else { return nil }
            func channel(_ offset: Int) -> UInt8 { UInt8((min(1, samples[base + offset] / alpha) * 255).rounded()) }
            return .rgb(red: channel(0), green: channel(1), blue: channel(2), alpha: 255)
        }
        let width = key.crop.width
        var cells: [Cell] = []
        cells.reserveCapacity(width * key.crop.height)
        for row in 0..<key.crop.height {
            for column in 0..<width {
                cells.append(Cell(top: color(row * 2 * width + column), bottom: color((row * 2 + 1) * width + column)))
            }
        }
        return BlockPicture(columns: width, rows: key.crop.height, crop: key.crop, cells: cells)
    }
}

extension Color {
    /// The red, green and blue of an opaque RGB colour; `nil` for a palette colour or a
    /// translucent one.
    var rgbComponents: (red: UInt8, green: UInt8, blue: UInt8)? {
        if case let .rgb(red, green, blue, alpha) = self, alpha == 255 { return (red, green, blue) }
        return nil
    }
}
