import CollectionCore
import Foundation

/// Eight generated pictures in a column that scrolls a row at a time (Down, Up): each is 32 x 16
/// pixels, its top half one colour and its bottom half another, all sixteen colours different
/// (the first picture's top is pure red, found nowhere else). Drawn as the picture mode asks: in
/// colour blocks, as blank cells under a picture placed for a graphics protocol, or as a
/// placeholder. With FIXTURE_MODE_FILE set, the mode is written there on the first draw. While
/// ``isDimmed``, the whole screen is dimmed as a presented alert dims what is behind it.
final class PictureScreen: View {
    static let colors: [(UInt8, UInt8, UInt8)] = [
        (255, 0, 0), (0, 0, 255), (0, 200, 0), (255, 255, 0), (255, 0, 255), (0, 255, 255), (255, 128, 0), (128, 0, 255),
        (0, 128, 128), (128, 128, 0), (255, 128, 192), (64, 64, 64), (192, 255, 128), (128, 64, 0), (0, 64, 192), (200, 200, 255),
    ]
    let bitmaps: [Bitmap] = (0..<8).map { index in
        let (top, bottom) = (PictureScreen.colors[index * 2], PictureScreen.colors[index * 2 + 1])
        var pixels: [UInt8] = []
        for y in 0..<16 {
            let color = y < 8 ? top : bottom
            for _ in 0..<32 { pixels += [color.0, color.1, color.2, 255] }
        }
        return Bitmap(width: 32, height: 16, pixels: pixels)!
    }
    var offset = 0
    var isDimmed = false
    private var wroteMode = false

    override func handle(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .down: offset = min(offset + 1, 40)
        case .up: offset = max(offset - 1, 0)
        default: return false
        }
        setNeedsDisplay()
        return true
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let mode = PictureMode.current
        if !wroteMode, let path = ProcessInfo.processInfo.environment["FIXTURE_MODE_FILE"] {
            try? "\(mode.rawValue)\n".write(toFile: path, atomically: true, encoding: .utf8)
            wroteMode = true
        }
        canvas.draw("Pictures", x: Int(rect.minX), y: Int(rect.minY), style: .label)
        let area = CGRect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: rect.height - 1)
        canvas.withClip(area) { canvas in
            for (index, bitmap) in bitmaps.enumerated() {
                let frame = CGRect(x: area.minX + 2, y: area.minY + CGFloat(index * 5 - offset), width: 12, height: 4)
                canvas.draw("Picture \(index + 1)", x: Int(frame.maxX) + 2, y: Int(frame.minY) + 1, style: .label)
                switch mode {
                case .blocks:
                    for row in 0..<4 {
                        for column in 0..<12 {
                            let x = column * 32 / 12
                            let top = bitmap.pixel(x: x, y: row * 4), bottom = bitmap.pixel(x: x, y: row * 4 + 2)
                            canvas.draw("▀", x: Int(frame.minX) + column, y: Int(frame.minY) + row, style: Style(
                                foreground: .rgb(red: top.red, green: top.green, blue: top.blue, alpha: 255),
                                background: .rgb(red: bottom.red, green: bottom.green, blue: bottom.blue, alpha: 255)))
                        }
                    }
                case .placeholder:
                    canvas.draw("[picture]", x: Int(frame.minX), y: Int(frame.minY) + 1, style: .secondaryLabel)
                case .kitty, .sixel, .iterm2:
                    canvas.fill(frame, style: .label)
                }
                canvas.place(bitmap, in: frame)
            }
        }
        if isDimmed { canvas.addAttributes(.dim, in: rect) }
    }
}
