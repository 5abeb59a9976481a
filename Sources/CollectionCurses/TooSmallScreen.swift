import CollectionCore
import Foundation

/// The screen shown instead of the application while the terminal is smaller than its
/// minimum size.
public enum TooSmallScreen {
    /// The message for `minimumSize`.
    public static func message(minimumSize: CGSize) -> String {
        "terminal too small (need \(Int(minimumSize.width)) x \(Int(minimumSize.height)))"
    }

    /// Draws the message centred on `canvas` (on as many lines as it needs; cut when even that
    /// does not fit, so a 1 x 1 terminal shows one cell of it).
    public static func draw(into canvas: inout Canvas, minimumSize: CGSize) {
        canvas.clear()
        guard canvas.width > 0, canvas.height > 0 else { return }
        let text = message(minimumSize: minimumSize)
        let lines = TerminalText.wrapped(text, toColumns: canvas.width, numberOfLines: canvas.height)
        let top = max(0, (canvas.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let width = TerminalText.width(of: line)
            canvas.draw(line, x: max(0, (canvas.width - width) / 2), y: top + index, style: .label)
        }
    }
}
