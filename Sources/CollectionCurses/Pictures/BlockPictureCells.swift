import CollectionCore

/// The cells of pictures drawn in colour blocks (``CollectionCore/PictureMode/blocks``), written around
/// curses: a picture has more colours than curses has colour pairs (at most 32,767, never
/// freed), so curses holds plain blanks there and the presenter writes those cells itself with
/// SGR colour sequences at the terminal's depth, after `doupdate`.
///
/// ``prepare(_:columns:rows:)`` gives the canvas curses should hold (the picture cells blank),
/// the rows curses must write whole (those with a picture cell that is one no more, since
/// curses believes they hold blanks), and remembers what to write; ``runs(redrawnRows:)``
/// gives the picture cells to write: those that are new, changed, or on a row curses wrote
/// whole. The bottom-right cell of the screen stays a blank: writing it could scroll.
struct BlockPictureCells {
    /// The style curses holds in a picture cell.
    static let blankStyle = Style()

    private var lastMask: [Bool] = []
    private var lastCells: [Canvas.Cell] = []
    private var lastWidth = -1
    private var mask: [Bool] = []
    private var cells: [Canvas.Cell] = []
    private var width = 0

    /// Forgets the last frame (the screen was cleared), so that every picture cell is written.
    mutating func invalidate() {
        lastMask = []
        lastCells = []
        lastWidth = -1
    }

    /// The canvas for curses, and the rows curses must write whole, for `canvas` on a screen of
    /// `columns` x `rows` (the bottom-right cell is left to curses: writing it could scroll).
    mutating func prepare(_ canvas: Canvas, columns: Int, rows: Int) -> (canvas: Canvas, rowsToRedraw: [Int]) {
        width = canvas.width
        mask = Array(repeating: false, count: canvas.width * canvas.height)
        cells = canvas.cells
        var cursesCanvas = canvas
        cursesCanvas.clipRect = cursesCanvas.bounds
        let screen = CellRect(minX: 0, minY: 0, maxX: min(columns, canvas.width), maxY: min(rows, canvas.height))
        for picture in canvas.pictures {
            let area = CellRect(picture.visible).intersection(screen)
            guard !area.isEmpty else { continue }
            for y in area.minY..<area.maxY {
                for x in area.minX..<area.maxX where !(y == rows - 1 && x == columns - 1) {
                    mask[y * width + x] = true
                }
            }
            cursesCanvas.fill(area.cgRect, style: Self.blankStyle)
        }
        var rowsToRedraw: [Int] = []
        if lastWidth == width && lastMask.count == mask.count {
            for y in 0..<canvas.height {
                let row = y * width
                if (0..<width).contains(where: { lastMask[row + $0] && !mask[row + $0] }) { rowsToRedraw.append(y) }
            }
        }
        return (cursesCanvas, rowsToRedraw)
    }

    /// The runs of picture cells to write after `doupdate` (left to right, row by row), given
    /// the rows curses wrote whole; then this frame becomes the last one.
    mutating func runs(redrawnRows: Set<Int>) -> [ScreenDiff.Run] {
        let known = lastWidth == width && lastMask.count == mask.count
        var runs: [ScreenDiff.Run] = []
        let height = width == 0 ? 0 : mask.count / width
        for y in 0..<height {
            let whole = redrawnRows.contains(y)
            var x = 0
            while x < width {
                let index = y * width + x
                let write = mask[index] && (whole || !known || !lastMask[index] || lastCells[index] != cells[index])
                if write {
                    if let last = runs.last, last.y == y, last.x + last.count == x {
                        runs[runs.count - 1].count += 1
                    } else {
                        runs.append(ScreenDiff.Run(y: y, x: x, count: 1))
                    }
                }
                x += 1
            }
        }
        lastMask = mask
        lastCells = cells
        lastWidth = width
        return runs
    }

    /// The cell at `x`, `y` of the frame being prepared.
    func cell(x: Int, y: Int) -> Canvas.Cell { cells[y * width + x] }

    /// The SGR sequence that sets `style`'s colours (and bold, dim, italic, underline, reverse)
    /// at `depth`, from a reset: `38;2;r;g;b` in 24-bit colour, `38;5;n` in 256 colours,
    /// `30`–`37` and `90`–`97` for the basic colours, `39`/`49` for the defaults.
    static func sgr(_ style: ResolvedStyle, depth: ColorDepth) -> String {
        var parameters = ["0"]
        if style.attributes.contains(.bold) { parameters.append("1") }
        if style.attributes.contains(.dim) { parameters.append("2") }
        if style.attributes.contains(.italic) { parameters.append("3") }
        if style.attributes.contains(.underline) { parameters.append("4") }
        if style.attributes.contains(.reverse) { parameters.append("7") }
        parameters.append(color(style.foreground, base: 30, depth: depth))
        parameters.append(color(style.background, base: 40, depth: depth))
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    private static func color(_ number: Int, base: Int, depth: ColorDepth) -> String {
        if number < 0 || depth == .monochrome { return String(base + 9) }
        if number < 8 { return String(base + number) }
        switch depth {
        case .trueColor:
            return "\(base + 8);2;\((number >> 16) & 0xFF);\((number >> 8) & 0xFF);\(number & 0xFF)"
        case .colors256:
            return number < 16 ? String(base + 60 + number - 8) : "\(base + 8);5;\(number)"
        case .colors8, .monochrome:
            return String(base + (number & 7))
        }
    }
}
