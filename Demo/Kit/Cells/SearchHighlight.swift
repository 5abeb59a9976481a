import CollectionCore
import Foundation

/// Where a search query shows in a text, ignoring case and accents as ``ProductSearch`` does,
/// so that the stretches that matched can be drawn in ``DemoTheme/match(on:)``.
enum SearchHighlight {
    /// `text` cut into runs, each marked whether it matched `query` (one unmarked run when the
    /// query is empty or not in the text).
    static func runs(in text: String, query: String) -> [(text: Substring, isMatch: Bool)] {
        let needle = query.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return [(text[...], false)] }
        var runs: [(Substring, Bool)] = []
        var start = text.startIndex
        while start < text.endIndex,
              let found = text.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive], range: start..<text.endIndex),
              !found.isEmpty {
            if found.lowerBound > start { runs.append((text[start..<found.lowerBound], false)) }
            runs.append((text[found], true))
            start = found.upperBound
        }
        if start < text.endIndex { runs.append((text[start...], false)) }
        return runs
    }

    /// Draws `text` (sanitised, cut to `columns`) at `x`, `y`, the stretches matching `query` in
    /// `match`, the rest in `style`. Returns the columns drawn.
    @discardableResult
    static func draw(_ text: String, query: String, x: Int, y: Int, columns: Int, style: Style, match: Style,
                     canvas: inout Canvas) -> Int {
        guard columns > 0 else { return 0 }
        let shown = TerminalText.truncated(TerminalText.sanitized(text), toColumns: columns)
        var column = x
        for run in runs(in: shown, query: query) {
            column += canvas.draw(run.text, x: column, y: y, style: run.isMatch ? match : style)
        }
        return column - x
    }
}
