import CollectionCore

extension CursesPresenter {
    /// The rows of `canvas` (what curses holds: picture cells blank) where curses may have
    /// written over a picture while presenting `runs`.
    ///
    /// Curses holds a picture's cells as blanks and believes them unchanged, but it may still
    /// write there:
    /// - it writes through a short stretch of unchanged cells between two changed cells of a
    ///   row rather than move the cursor (a card whose frame and text change around its
    ///   thumbnail), so a picture cell between the row's first and last change may be blanked;
    /// - when a row is blank from its last change to its end, it may clear the row from there
    ///   (`el`), blanking a picture cell right of the last change.
    ///
    /// The pictures on such rows are written again after `doupdate`, as on rows curses wrote
    /// whole. Cells left of a row's first change are never touched.
    static func rowsCoveringPictures(
        _ runs: [ScreenDiff.Run], in canvas: Canvas, pictures: [PicturePlacement], columns: Int, rows: Int
    ) -> Set<Int> {
        guard !pictures.isEmpty else { return [] }
        var changes: [Int: ClosedRange<Int>] = [:]
        for run in runs {
            guard let shown = onScreen(run, columns: columns, rows: rows) else { continue }
            let span = shown.lowerBound...(shown.upperBound - 1)
            if let known = changes[run.y] {
                changes[run.y] = min(known.lowerBound, span.lowerBound)...max(known.upperBound, span.upperBound)
            } else {
                changes[run.y] = span
            }
        }
        var covered = Set<Int>()
        let screen = CellRect(minX: 0, minY: 0, maxX: min(columns, canvas.width), maxY: min(rows, canvas.height))
        for picture in pictures {
            let area = CellRect(picture.visible).intersection(screen)
            guard !area.isEmpty else { continue }
            for y in area.minY..<area.maxY where !covered.contains(y) {
                guard let changed = changes[y], changed.lowerBound < area.maxX else { continue }
                if changed.upperBound >= area.minX || blank(canvas, row: y, from: changed.upperBound + 1, to: screen.maxX) {
                    covered.insert(y)
                }
            }
        }
        return covered
    }

    /// Whether the cells of `row` from column `start` up to `end` are all spaces.
    private static func blank(_ canvas: Canvas, row: Int, from start: Int, to end: Int) -> Bool {
        guard start < end else { return true }
        return (start..<end).allSatisfy { canvas[x: $0, y: row].character == " " && !canvas[x: $0, y: row].isContinuation }
    }
}
