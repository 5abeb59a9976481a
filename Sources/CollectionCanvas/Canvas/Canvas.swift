import CollectionDiagnostics
import Foundation

/// A grid of styled character cells that views draw into and the curses front end presents.
///
/// Each cell holds one grapheme cluster and a ``Style``. A wide grapheme (Hangul, CJK, emoji)
/// occupies its cell and the continuation cell to its right; overwriting either half clears the
/// other half to a blank (even when that half lies outside the clip, since half a wide grapheme
/// cannot be shown). Drawing is clipped to ``clipRect`` and nothing is ever written outside
/// the canvas: a wide grapheme cut by the clip edge is drawn as a blank, never as half a glyph.
/// Text from data is sanitised as it is drawn (see ``TerminalText``).
///
/// ```swift
/// var canvas = Canvas(width: 12, height: 2)
/// canvas.draw("한국어 text", at: CGPoint(x: 0, y: 0), style: .label)
/// canvas.draw("A long title", in: CGRect(x: 0, y: 1, width: 8, height: 1), style: .tint)
/// canvas.lines // ["한국어 text ", "A long …    "]
/// ```
public struct Canvas: Hashable, Sendable {
    /// One cell of a canvas.
    public struct Cell: Hashable, Sendable {
        /// The grapheme cluster shown; a space for a blank cell and for a continuation cell.
        public var character: Character
        /// How the cell looks.
        public var style: Style
        /// 1, 2 for the left half of a wide grapheme, 0 for its continuation cell (kept small so
        /// that a cell is 24 bytes).
        var storedWidth: Int8

        init(character: Character, style: Style, width: Int8) {
            self.character = character
            self.style = style
            self.storedWidth = width
        }

        /// The columns the grapheme takes: 1, 2 for the left half of a wide grapheme, and 0 for
        /// its continuation cell (the right half).
        public var width: Int { Int(storedWidth) }

        /// Whether this cell is the right half of the wide grapheme in the cell to its left.
        public var isContinuation: Bool { storedWidth == 0 }

        /// A blank cell in `style`.
        public static func blank(_ style: Style) -> Cell {
            Cell(character: " ", style: style, width: 1)
        }
    }

    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]
    /// The raster pictures placed on the canvas, in drawing order (see ``place(_:in:)``).
    public internal(set) var pictures: [PicturePlacement] = []
    /// The clip in cells; see ``clipRect``.
    package var clip: CellRect
    /// The glyph set the canvas draws its own signs in: the ellipsis that ends truncated text
    /// and the sign for a C1 control. A view tree's root sets it from its trait collection
    /// when it renders (``GlyphSet/current`` until then); in ``GlyphSet/ascii``, `…` and U+FFFD
    /// are drawn as `~` and `?`, whoever wrote them, since the terminal cannot show them.
    public var glyphSet: GlyphSet = .current

    /// A canvas of `width` × `height` blank cells in `style`. Negative sizes are taken as 0
    /// and reported.
    public init(width: Int, height: Int, style: Style = .label) {
        if width < 0 || height < 0 {
            Diagnostics.report(Diagnostic(
                domain: "canvas", kind: "negativeSize",
                message: "Canvas(width: \(width), height: \(height)): a negative size was taken as 0."))
        }
        let width = max(0, width)
        let height = max(0, height)
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || count > 100_000_000 {
            Diagnostics.report(Diagnostic(
                domain: "canvas", kind: "tooLarge",
                message: "Canvas(width: \(width), height: \(height)) is too large; an empty canvas was made."))
            self.width = 0
            self.height = 0
            self.cells = []
        } else {
            self.width = width
            self.height = height
            self.cells = Array(repeating: .blank(style), count: count)
        }
        self.clip = CellRect(minX: 0, minY: 0, maxX: self.width, maxY: self.height)
    }

    /// The size in cells.
    public var size: CGSize { CGSize(width: width, height: height) }

    /// The whole canvas: origin zero, ``size``.
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: width, height: height) }

    /// The rectangle that drawing is limited to, always inside ``bounds``. Setting it snaps the
    /// rectangle to cells (flooring both edges) and intersects it with ``bounds``.
    public var clipRect: CGRect {
        get { clip.cgRect }
        set { clip = CellRect(newValue).intersection(CellRect(minX: 0, minY: 0, maxX: width, maxY: height)) }
    }

    /// Runs `body` with drawing further limited to `rect` (intersected with the current clip),
    /// then restores the clip.
    @discardableResult
    public mutating func withClip<Result>(_ rect: CGRect, _ body: (inout Canvas) throws -> Result) rethrows -> Result {
        let saved = clip
        clip = CellRect(rect).intersection(saved)
        defer { clip = saved }
        return try body(&self)
    }

    /// The cell at column `x` and row `y`; a blank cell (and a diagnostic) outside the canvas.
    public subscript(x x: Int, y y: Int) -> Cell {
        guard x >= 0, x < width, y >= 0, y < height else {
            Diagnostics.report(Diagnostic(
                domain: "canvas", kind: "outOfBounds",
                message: "Canvas[x: \(x), y: \(y)] is outside the \(width)×\(height) canvas; a blank cell was returned."))
            return .blank(.label)
        }
        return cells[y * width + x]
    }

    /// Adds `attributes` to the style of every cell of `rect` inside the clip, keeping the
    /// characters (for example to mark the focused cell in reverse video).
    ///
    /// Dimming (``Style/Attributes/dim``) dims the pictures placed there too: their placements
    /// are marked (``PicturePlacement/isDimmed``), and their cells with RGB colours (a picture
    /// drawn in blocks) take both colours at half brightness instead of the attribute, which
    /// terminals apply to the foreground only.
    public mutating func addAttributes(_ attributes: Style.Attributes, in rect: CGRect) {
        let area = CellRect(rect).intersection(clip)
        guard !area.isEmpty else { return }
        let dimmedPictures = attributes.contains(.dim) && !pictures.isEmpty ? dimPictures(in: area) : []
        var others = attributes
        others.remove(.dim)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let index = y * width + x
                if !dimmedPictures.isEmpty,
                   let picture = dimmedPictures.first(where: { $0.part.contains(x: x, y: y) }),
                   let dimmed = cells[index].style.dimmingPictureColors() {
                    cells[index].style = (picture.halves ? dimmed : cells[index].style).adding(others)
                } else {
                    cells[index].style = cells[index].style.adding(attributes)
                }
            }
        }
    }

    /// Makes every cell a blank in `style`, whatever the clip, and removes the pictures placed
    /// over them (``pictures``), so that nothing drawn before shows.
    public mutating func clear(style: Style = .label) {
        for index in cells.indices { cells[index] = .blank(style) }
        pictures.removeAll()
    }

    /// Fills the cells of `rect` inside the clip with `character` (sanitised; a blank when it
    /// is a control or zero-width) in `style`. A wide character fills pairs of cells; a column
    /// left over at the end is blank.
    public mutating func fill(_ rect: CGRect, with character: Character = " ", style: Style) {
        let area = CellRect(rect).intersection(clip)
        guard !area.isEmpty else { return }
        var glyph = Glyph.space
        var count = 0
        Glyph.forEach(of: character) { if count == 0 { glyph = $0 }; count += 1 }
        if count != 1 { glyph = .space }
        if glyph.width == 1 {
            fillRows(area, with: Cell(character: glyph.character, style: style, width: 1))
            return
        }
        withClip(area.cgRect) { canvas in
            for y in area.minY..<area.maxY {
                var x = area.minX
                while x < area.maxX {
                    canvas.put(glyph, x: x, y: y, style: style)
                    x += glyph.width
                }
            }
        }
    }

    /// Writes `cell`, one column wide, to every cell of `area` (inside the clip) a row at a
    /// time, as ``put(_:x:y:style:)`` would cell by cell: a wide grapheme cut by the area's
    /// left or right edge leaves a blank in its half outside; those inside are overwritten
    /// whole. (Backgrounds are filled several times a frame; this keeps that cheap.)
    private mutating func fillRows(_ area: CellRect, with cell: Cell) {
        let width = self.width
        cells.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            for y in area.minY..<area.maxY {
                let row = y * width
                let first = row + area.minX, last = row + area.maxX - 1
                if cells[first].storedWidth == 0, area.minX > 0 { cells[first - 1] = .blank(cells[first - 1].style) }
                if cells[last].storedWidth == 2, area.maxX < width { cells[last + 1] = .blank(cells[last + 1].style) }
                (base + first).update(repeating: cell, count: area.width)
            }
        }
    }

    /// Writes one glyph at (`x`, `y`) if the clip allows, keeping wide graphemes whole.
    @inline(__always)
    package mutating func put(_ glyph: Glyph, x: Int, y: Int, style: Style) {
        guard y >= clip.minY, y < clip.maxY else { return }
        if glyph.width == 2 {
            let left = x >= clip.minX && x < clip.maxX
            let right = x + 1 >= clip.minX && x + 1 < clip.maxX
            if left && right {
                let index = y * width + x
                release(index, x: x)
                release(index + 1, x: x + 1)
                cells[index] = Cell(character: glyph.character, style: style, width: 2)
                cells[index + 1] = Cell(character: " ", style: style, width: 0)
            } else if left {
                setBlank(x: x, y: y, style: style)
            } else if right {
                setBlank(x: x + 1, y: y, style: style)
            }
        } else if x >= clip.minX && x < clip.maxX {
            let index = y * width + x
            release(index, x: x)
            cells[index] = Cell(character: glyphSet == .ascii ? GlyphSet.ascii.sign(for: glyph.character) : glyph.character,
                                style: style, width: 1)
        }
    }

    private mutating func setBlank(x: Int, y: Int, style: Style) {
        let index = y * width + x
        release(index, x: x)
        cells[index] = .blank(style)
    }

    /// Before the cell at `index` (column `x`) is overwritten: the other half of a wide
    /// grapheme it belongs to becomes a blank in that half's style.
    @inline(__always)
    private mutating func release(_ index: Int, x: Int) {
        switch cells[index].storedWidth {
        case 2:
            if x + 1 < width { cells[index + 1] = .blank(cells[index + 1].style) }
        case 0:
            if x > 0 { cells[index - 1] = .blank(cells[index - 1].style) }
        default:
            break
        }
    }
}
