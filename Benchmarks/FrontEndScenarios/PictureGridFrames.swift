import CollectionCore
import Foundation

/// Frames of a grid of picture thumbnails as a product screen draws one: 6 columns of
/// thumbnails 16 x 7 cells with a name under each, rows 9 cells apart, 60 pictures, between a
/// title bar and a status bar; about 24 thumbnails show at 120 x 40. In ``PictureMode/blocks``
/// a thumbnail is half blocks (`▀`) in 24-bit colours sampled from its bitmap; in a protocol
/// mode its cells are blank under a placed picture.
@MainActor
public enum PictureGridFrames {
    /// The pictures: 64 x 56 pixels each, a gradient of its own colours.
    public static let bitmaps: [Bitmap] = (0..<60).map { index in
        var pixels: [UInt8] = []
        pixels.reserveCapacity(64 * 56 * 4)
        for y in 0..<56 {
            for x in 0..<64 {
                pixels += [UInt8((index * 37 + x * 3) % 256), UInt8((index * 91 + y * 4) % 256),
                           UInt8((index * 53 + x + y) % 256), 255]
            }
        }
        return Bitmap(width: 64, height: 56, pixels: pixels)!
    }

    /// The frame scrolled down by `offset` rows, drawn for `mode`.
    public static func frame(columns: Int, rows: Int, offset: Int, mode: PictureMode) -> Canvas {
        var canvas = Canvas(width: columns, height: rows)
        ListScreenFrames.drawBars(on: &canvas, hints: " ↑↓ Scroll  q Quit")
        canvas.withClip(CGRect(x: 0, y: 1, width: columns, height: rows - 2)) { canvas in
            for (index, bitmap) in bitmaps.enumerated() {
                let x = 2 + (index % 6) * 20
                let y = 1 + (index / 6) * 9 - offset
                guard y + 8 > 1, y < rows - 1 else { continue }
                let frame = CGRect(x: x, y: y, width: 16, height: 7)
                if mode == .blocks {
                    for row in 0..<7 {
                        for column in 0..<16 {
                            let top = bitmap.pixel(x: column * 4, y: row * 8)
                            let bottom = bitmap.pixel(x: column * 4, y: row * 8 + 4)
                            canvas.draw("▀", x: x + column, y: y + row, style: Style(
                                foreground: .rgb(red: top.red, green: top.green, blue: top.blue, alpha: 255),
                                background: .rgb(red: bottom.red, green: bottom.green, blue: bottom.blue, alpha: 255)))
                        }
                    }
                } else {
                    canvas.fill(frame, style: .label)
                }
                canvas.place(bitmap, in: frame)
                canvas.draw(String(format: "Product %02d", index), x: x, y: y + 7, style: .label)
            }
        }
        return canvas
    }
}

/// Bytes of the picture grid: the first frame, a frame scrolled down by one row on average
/// (pictures coming into view for the first time), and one scrolled back up (every picture
/// seen before).
public struct PictureGridFigures: Sendable {
    public var mode: PictureMode
    public var firstFrame: Int
    public var scrollFrame: Int
    public var scrollBackFrame: Int
    public var pictures: Int
}

extension PseudoTerminalRecorder {
    /// Measures the picture grid at `columns` x `rows` in the recorder's picture mode: the
    /// first frame, then `scrolls` one-row scrolls down and as many back up (each averaged).
    public func measurePictureGrid(mode: PictureMode, columns: Int = 120, rows: Int = 40, scrolls: Int = 18) -> PictureGridFigures {
        let first = PictureGridFrames.frame(columns: columns, rows: rows, offset: 0, mode: mode)
        let firstBytes = bytes { $0.present(first) }
        var total = 0
        for offset in 1...scrolls {
            let frame = PictureGridFrames.frame(columns: columns, rows: rows, offset: offset, mode: mode)
            total += bytes { $0.present(frame) }
        }
        var back = 0
        for offset in (0..<scrolls).reversed() {
            let frame = PictureGridFrames.frame(columns: columns, rows: rows, offset: offset, mode: mode)
            back += bytes { $0.present(frame) }
        }
        return PictureGridFigures(mode: mode, firstFrame: firstBytes, scrollFrame: total / scrolls,
                                  scrollBackFrame: back / scrolls, pictures: first.pictures.count)
    }
}
