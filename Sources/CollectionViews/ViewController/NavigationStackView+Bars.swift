import CollectionCanvas
import CollectionModel
import Foundation

// Where the title bar's back sign and the status bar's hints are, for drawing them and for
// answering clicks on them.
extension NavigationStackView {
    /// The status bar's hints as drawn in a bar `width` columns wide: each hint (and the same
    /// hint with ASCII signs in ASCII mode) with the columns of its key and title, from the
    /// bar's left edge; then the column of the ellipsis when hints were cut.
    func statusBarLayout(width: Int) -> (hints: [(hint: KeyHint, shown: KeyHint, columns: Range<Int>)], ellipsisColumn: Int?) {
        var column = 1
        let glyphs = traitCollection.glyphSet
        var result: [(hint: KeyHint, shown: KeyHint, columns: Range<Int>)] = []
        for (index, hint) in keyHints.enumerated() {
            // Arrows and stars in a hint are the interface's own signs: ASCII in ASCII mode.
            let shown = KeyHint(glyphs.symbols(hint.key), glyphs.symbols(hint.title))
            let piece = (index > 0 ? "  " : "") + shown.key + " " + shown.title
            let pieceWidth = TerminalText.width(of: piece)
            if column + pieceWidth > width - 1 {
                let at = index > 0 ? column + 2 : column
                return (result, at < width ? at : nil)
            }
            let start = column + (index > 0 ? 2 : 0)
            column += pieceWidth
            result.append((hint, shown, start..<column))
        }
        return (result, nil)
    }

    /// The columns of the back sign and the title of the screen below it ("‹ Home"), from the
    /// title bar's left edge; `nil` when there is nothing to go back to.
    var backColumns: Range<Int>? {
        guard canPop else { return nil }
        let back = traitCollection.glyphSet.backIndicator + " " + title(at: screens.count - 2)
        return 1..<(1 + TerminalText.width(of: back))
    }

    /// A click at `location` (the stack's coordinates) on the back sign (goes back) or on a
    /// status-bar hint (``onKeyHintClick``). Returns whether it was one of those.
    func handleBarClick(at location: CGPoint) -> Bool {
        let x = Int(location.x.rounded(.down))
        let y = Int(location.y.rounded(.down))
        let height = Int(cellBounds.height)
        if y == 0, height >= 1, let back = backColumns, back.contains(x) {
            _ = pop()
            setNeedsDisplay()
            return true
        }
        guard height >= 3, y == height - 1 else { return false }
        guard let piece = statusBarLayout(width: Int(cellBounds.width)).hints.first(where: { $0.columns.contains(x) }) else { return false }
        return onKeyHintClick?(piece.hint) ?? false
    }
}
