import CNCurses
import CTerminal
import CollectionCore
#if canImport(Glibc)
import Glibc
#endif

/// Writes canvases to curses' standard screen: only the cells that changed since the last
/// presented canvas, each style as attributes and an on-demand colour pair, then one
/// `doupdate`.
///
/// Grapheme clusters that a curses cell cannot hold as the canvas means them (see
/// ``CursesPresenter/cursesCanHold(_:width:)``: flags, emoji ZWJ sequences, VS16 emoji, keycaps,
/// skin tones) are written around curses: curses holds blanks in their cells, and after
/// `doupdate` every row that holds such a cluster (now or in the last canvas) and changed is
/// written again, left to right, with absolute cursor addressing. Each cluster is written whole
/// (any number of code points) after blanking the cells the canvas gives it, so a terminal that
/// draws it narrower leaves a blank, never a stale character; and the cells after it are
/// written again, so a terminal that draws it wider (tmux draws `👍🏽` in 4 columns) cannot
/// push or leave anything either. Near the right edge, where a wider drawing could wrap, the
/// cluster is cut to its first code point and the marks that do not take a column.
///
/// Raster pictures (``CollectionCore/Canvas/pictures``) are shown after `doupdate` in the
/// picture mode given at start: with a graphics protocol by a ``PicturePresenter``, or in
/// colour blocks written around curses by ``BlockPictureCells``.
final class CursesPresenter {
    private var palette: Palette
    private let outputDescriptor: Int32
    private var allocator: ColorPairAllocator
    private var styles: [Style: (attributes: attr_t, pair: Int32)] = [:]
    private var characters: [wchar_t] = Array(repeating: 0, count: 8)
    /// The rows of the last canvas that hold a cluster written around curses.
    private var rowsWithClusters: [Bool] = []
    /// The last canvas presented; `nil` makes the next present write every cell.
    private(set) var lastCanvas: Canvas?
    /// The screen's size at the last present.
    private var lastScreenSize = Size(columns: -1, rows: -1)
    /// Pictures shown with a graphics protocol.
    let pictures: PicturePresenter
    /// Pictures drawn in colour blocks around curses.
    private var blockCells = BlockPictureCells()
    /// Bytes to send before the next picture output (kitty's deletions after a clear).
    private var pendingPictureBytes: [UInt8] = []

    /// `colorPairs` is the number of usable pairs (0 when colours are off); `outputDescriptor`
    /// is the terminal curses writes to; `pictures` shows raster pictures.
    init(palette: Palette, colorPairs: Int, outputDescriptor: Int32,
         pictures: PicturePresenter = PicturePresenter(mode: .blocks)) {
        self.palette = palette
        self.outputDescriptor = outputDescriptor
        self.allocator = ColorPairAllocator(capacity: colorPairs)
        self.pictures = pictures
    }

    /// The colour pairs handed out so far.
    var allocatedColorPairs: Int { allocator.allocatedCount }

    /// Resolves styles with `palette` from now on (another theme): forgets the styles resolved
    /// with the old one and the last canvas, so that the next present writes every cell.
    func setPalette(_ palette: Palette) {
        self.palette = palette
        styles = [:]
        invalidate()
    }

    /// Forgets the last canvas, so that the next present writes every cell (after a resize or a
    /// resume, when the screen may hold anything).
    func invalidate() {
        lastCanvas = nil
        lastScreenSize = Size(columns: -1, rows: -1)
        rowsWithClusters = []
        blockCells.invalidate()
        pendingPictureBytes += pictures.invalidate()
    }

    /// Removes every picture from the terminal now and forgets them (before the screen is
    /// left: stop, suspend).
    func removePictures() {
        let bytes = pictures.clearSequence()
        pendingPictureBytes = []
        guard !bytes.isEmpty else { return }
        ctv_raw_begin(outputDescriptor)
        rawBytes(bytes)
        ctv_raw_flush()
    }

    /// Presents `canvas`, whose size should be the screen's. A canvas of another size (the
    /// terminal was resized after it was drawn) is clipped to the screen, and the part of the
    /// screen it does not cover is blanked. Returns the number of cells written through curses.
    @discardableResult
    func present(_ canvas: Canvas) -> Int {
        let columns = max(0, Int(cnc_columns()))
        let rows = max(0, Int(cnc_lines()))
        var canvas = canvas
        let placed = canvas.pictures
        var pictureRows = pictures.rowsToRedraw(for: canvas, columns: columns, rows: rows)
        let drawsBlocks = pictures.mode == .blocks && (!canvas.pictures.isEmpty || lastCanvas?.pictures.isEmpty == false)
        if drawsBlocks {
            let prepared = blockCells.prepare(canvas, columns: columns, rows: rows)
            canvas = prepared.canvas
            pictureRows += prepared.rowsToRedraw
        }
        for row in pictureRows where row < rows { _ = cnc_redraw_rows(Int32(row), 1) }
        let screenSize = Size(columns: columns, rows: rows)
        if screenSize != lastScreenSize || lastCanvas.map({ $0.width != canvas.width || $0.height != canvas.height }) ?? true {
            // Every cell of the canvas is written below; what lies outside it must not keep
            // what an earlier, larger canvas put there.
            if canvas.width < columns || canvas.height < rows { _ = cnc_erase_stdscr() }
            lastScreenSize = screenSize
        }
        let runs = ScreenDiff.changes(from: lastCanvas, to: canvas)
        var written = 0
        if rowsWithClusters.count != canvas.height {
            rowsWithClusters = Array(repeating: false, count: canvas.height)
        }
        var rowsToRewrite: [Int] = []
        canvas.cells.withUnsafeBufferPointer { cells in
            var lastRow = -1
            for run in runs {
                guard let columnsOnScreen = Self.onScreen(run, columns: columns, rows: rows) else { continue }
                let row = run.y * canvas.width
                for x in columnsOnScreen {
                    let cell = cells[row + x]
                    if cell.isContinuation { continue }
                    // The last cell, or a wide grapheme ending on it: inserting does not move
                    // the cursor past the corner, so the screen cannot scroll.
                    let corner = run.y == rows - 1 && x + max(cell.width, 1) >= columns
                    if cell.width == 2 && x + 1 >= columns { continue }
                    if Self.cursesCanHold(cell.character, width: cell.width) {
                        write(cell.character, style: cell.style, x: x, y: run.y, insert: corner)
                    } else {
                        // Blanks in the cluster's style; the cluster itself is written after doupdate.
                        for offset in 0..<cell.width {
                            write(" ", style: cell.style, x: x + offset, y: run.y,
                                  insert: run.y == rows - 1 && x + offset + 1 >= columns)
                        }
                    }
                    written += 1
                }
                if run.y != lastRow {
                    lastRow = run.y
                    let hadClusters = rowsWithClusters[run.y]
                    let hasClusters = Self.rowHoldsCluster(cells, row: row, width: min(canvas.width, columns))
                    rowsWithClusters[run.y] = hasClusters
                    if hadClusters || hasClusters { rowsToRewrite.append(run.y) }
                }
            }
        }
        let writesPictures = drawsBlocks || pictures.hasWork || !pendingPictureBytes.isEmpty
        if !rowsToRewrite.isEmpty || writesPictures {
            // Ends doupdate with the cursor at a known place, where the rewrite leaves it too.
            _ = cnc_leaveok(0)
            cnc_move_stdscr(0, 0)
        }
        cnc_refresh_stdscr()
        doupdate()
        if !rowsToRewrite.isEmpty {
            rewrite(rows: rowsToRewrite, of: canvas, columns: columns, screenRows: rows)
        }
        if writesPictures {
            let covered = Self.rowsCoveringPictures(runs, in: canvas, pictures: placed, columns: columns, rows: rows)
            let redrawn = Set(pictureRows).union(rowsToRewrite).union(covered)
            writePictures(redrawnRows: lastCanvas == nil ? Set(0..<max(rows, 0)) : redrawn, blocks: drawsBlocks)
        }
        if !rowsToRewrite.isEmpty || writesPictures { _ = cnc_leaveok(1) }
        lastCanvas = canvas
        return written
    }

    /// Writes the pictures after doupdate (see the type), leaving the cursor at the top-left
    /// corner and the attributes normal, as curses believes them.
    private func writePictures(redrawnRows: Set<Int>, blocks: Bool) {
        ctv_raw_begin(outputDescriptor)
        rawBytes(pendingPictureBytes)
        pendingPictureBytes = []
        ctv_raw_attributes(cnc_a_normal(), 0)
        if blocks {
            var lastStyle: Style?
            for run in blockCells.runs(redrawnRows: redrawnRows) {
                ctv_raw_move(Int32(run.y), Int32(run.x))
                for x in run.x..<(run.x + run.count) {
                    let cell = blockCells.cell(x: x, y: run.y)
                    if cell.style != lastStyle {
                        rawText(BlockPictureCells.sgr(palette.resolve(cell.style), depth: palette.depth))
                        lastStyle = cell.style
                    }
                    if cell.isContinuation { continue }
                    if cell.width == 1 && Self.cursesCanHold(cell.character, width: 1) {
                        rawText(String(cell.character))
                    } else {
                        rawText(String(repeating: " ", count: max(1, cell.width)))
                    }
                }
            }
            rawText("\u{1B}[0m")
        } else {
            pictures.output(redrawnRows: redrawnRows, move: { ctv_raw_move(Int32($0), Int32($1)) }, text: rawBytes)
        }
        ctv_raw_move(0, 0)
        ctv_raw_flush()
    }

    private func rawBytes(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { ctv_raw_text($0.baseAddress, $0.count) }
        }
    }

    /// A screen's size in cells.
    struct Size: Equatable {
        var columns: Int
        var rows: Int
    }

    /// The columns of `run` that lie on a screen of `columns` x `rows`, or `nil` when none does
    /// (a canvas drawn for a larger terminal than the one there now).
    static func onScreen(_ run: ScreenDiff.Run, columns: Int, rows: Int) -> Range<Int>? {
        guard run.y >= 0, run.y < rows else { return nil }
        let start = max(run.x, 0)
        let end = min(run.x + run.count, columns)
        return start < end ? start..<end : nil
    }

    /// Whether curses can write `character` in one cell `width` columns wide as it is: at most
    /// CCHARW_MAX (5) code points, the first with that width for curses (the C library's
    /// `wcwidth`), the others without a width (combining marks, variation selectors).
    static func cursesCanHold(_ character: Character, width: Int) -> Bool {
        if character.isASCII { return true }
        var count = 0
        for scalar in character.unicodeScalars {
            let scalarWidth = Int(cnc_wcwidth(scalar.value))
            if count == 0 ? scalarWidth != width : scalarWidth != 0 { return false }
            count += 1
            if count > 5 { return false }
        }
        return true
    }

    /// The most columns a terminal may give `character`: the sum of its code points' widths
    /// (a code point the C library does not know counts 2), as terminals that do not join
    /// emoji sequences draw them.
    static func widestDrawing(of character: Character) -> Int {
        var total = 0
        for scalar in character.unicodeScalars {
            let width = Int(cnc_wcwidth(scalar.value))
            total += width < 0 ? 2 : width
        }
        return total
    }

    /// `character` cut to its first code point and the marks after it that take no column
    /// (not a zero-width joiner, which would join what is written next).
    static func firstCodePointWithMarks(of character: Character) -> String {
        var result = String.UnicodeScalarView()
        for scalar in character.unicodeScalars {
            if result.isEmpty {
                result.append(scalar)
            } else if scalar.value != 0x200D && cnc_wcwidth(scalar.value) == 0 {
                result.append(scalar)
            } else {
                break
            }
        }
        return String(result)
    }

    private static func rowHoldsCluster(_ cells: UnsafeBufferPointer<Canvas.Cell>, row: Int, width: Int) -> Bool {
        for x in 0..<width {
            let cell = cells[row + x]
            if cell.isContinuation || cell.character.isASCII { continue }
            if !cursesCanHold(cell.character, width: cell.width) { return true }
        }
        return false
    }

    /// Writes `rows` of `canvas` again around curses, as described on the type; curses' idea of
    /// these cells is what the canvas holds (blanks for the clusters), and its idea of the
    /// cursor (the top-left corner, where doupdate left it) and of the attributes (normal) is
    /// made true again at the end.
    private func rewrite(rows: [Int], of canvas: Canvas, columns: Int, screenRows: Int) {
        ctv_raw_begin(outputDescriptor)
        canvas.cells.withUnsafeBufferPointer { cells in
            for y in rows {
                let row = y * canvas.width
                // The bottom-right cell is left to curses: writing it could scroll the screen.
                let end = y == screenRows - 1 ? columns - 1 : columns
                var x = 0
                ctv_raw_move(Int32(y), 0)
                while x < min(end, canvas.width) {
                    let cell = cells[row + x]
                    let width = max(cell.width, 1)
                    if cell.isContinuation || x + width > end { break }
                    let (attributes, pair) = resolve(cell.style)
                    ctv_raw_attributes(attributes, pair)
                    if Self.cursesCanHold(cell.character, width: cell.width) {
                        rawText(String(cell.character))
                    } else {
                        rawText(String(repeating: " ", count: width))
                        ctv_raw_move(Int32(y), Int32(x))
                        if x + Self.widestDrawing(of: cell.character) > end {
                            rawText(Self.firstCodePointWithMarks(of: cell.character))
                        } else {
                            rawText(String(cell.character))
                        }
                        ctv_raw_move(Int32(y), Int32(x + width))
                    }
                    x += width
                }
            }
        }
        ctv_raw_attributes(cnc_a_normal(), 0)
        ctv_raw_move(0, 0)
        ctv_raw_flush()
    }

    private func rawText(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { ctv_raw_text($0.baseAddress, $0.count) }
        }
    }

    private func write(_ character: Character, style: Style, x: Int, y: Int, insert: Bool) {
        let (attributes, pair) = resolve(style)
        var count = 0
        for scalar in character.unicodeScalars.prefix(5) {
            characters[count] = wchar_t(bitPattern: scalar.value)
            count += 1
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
