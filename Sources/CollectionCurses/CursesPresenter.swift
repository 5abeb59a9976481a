import CNCurses
import CollectionCore

/// Writes canvases to curses' standard screen: only the cells that changed since the last
/// presented canvas, each style as attributes and an on-demand colour pair, then one
/// `doupdate`.
final class CursesPresenter {
    private let palette: Palette
    private var allocator: ColorPairAllocator
    private var styles: [Style: (attributes: attr_t, pair: Int32)] = [:]
    private var characters: [wchar_t] = Array(repeating: 0, count: 8)
    /// The last canvas presented; `nil` makes the next present write every cell.
    private(set) var lastCanvas: Canvas?

    /// `colorPairs` is the number of usable pairs (0 when colours are off).
    init(palette: Palette, colorPairs: Int) {
        self.palette = palette
        self.allocator = ColorPairAllocator(capacity: colorPairs)
    }

    /// Forgets the last canvas, so that the next present writes every cell (after a resize or a
    /// resume, when the screen may hold anything).
    func invalidate() {
        lastCanvas = nil
    }

    /// Presents `canvas`, whose size should be the screen's (cells outside the screen are
    /// skipped). Returns the number of cells written.
    @discardableResult
    func present(_ canvas: Canvas) -> Int {
        let runs = ScreenDiff.changes(from: lastCanvas, to: canvas)
        let columns = Int(cnc_columns())
        let rows = Int(cnc_lines())
        var written = 0
        canvas.cells.withUnsafeBufferPointer { cells in
            for run in runs where run.y < rows {
                let row = run.y * canvas.width
                for x in run.x..<min(run.x + run.count, columns) {
                    let cell = cells[row + x]
                    if cell.isContinuation { continue }
                    // The last cell, or a wide grapheme ending on it: inserting does not move
                    // the cursor past the corner, so the screen cannot scroll.
                    let corner = run.y == rows - 1 && x + max(cell.width, 1) >= columns
                    if cell.width == 2 && x + 1 >= columns { continue }
                    write(cell, x: x, y: run.y, insert: corner)
                    written += 1
                }
            }
        }
        cnc_refresh_stdscr()
        doupdate()
        lastCanvas = canvas
        return written
    }

    private func write(_ cell: Canvas.Cell, x: Int, y: Int, insert: Bool) {
        let (attributes, pair) = resolve(cell.style)
        var count = 0
        let scalars = cell.character.unicodeScalars
        // A cchar_t holds at most CCHARW_MAX (5) code points: longer clusters (ZWJ families)
        // show their first code point, which has the cluster's width.
        if scalars.count <= 5 {
            for scalar in scalars {
                characters[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
        } else if let first = scalars.first {
            characters[0] = wchar_t(bitPattern: first.value)
            count = 1
        }
        characters[count] = 0
        _ = characters.withUnsafeBufferPointer { buffer in
            cnc_put_cell(Int32(y), Int32(x), buffer.baseAddress, attributes, pair, insert ? 1 : 0)
        }
    }

    private func resolve(_ style: Style) -> (attributes: attr_t, pair: Int32) {
        if let known = styles[style] { return known }
        let resolved = palette.resolve(style)
        var attributes = cnc_a_normal()
        if resolved.attributes.contains(.bold) { attributes |= cnc_a_bold() }
        if resolved.attributes.contains(.dim) { attributes |= cnc_a_dim() }
        if resolved.attributes.contains(.italic) { attributes |= cnc_a_italic() }
        if resolved.attributes.contains(.underline) { attributes |= cnc_a_underline() }
        if resolved.attributes.contains(.reverse) { attributes |= cnc_a_reverse() }
        let (pair, isNew) = allocator.pair(foreground: resolved.foreground, background: resolved.background)
        if isNew {
            _ = cnc_init_pair(Int32(pair), Int32(resolved.foreground), Int32(resolved.background))
        }
        let result = (attributes, Int32(pair))
        styles[style] = result
        return result
    }
}
