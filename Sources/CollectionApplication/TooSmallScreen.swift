import CollectionCanvas
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
        // No-break spaces keep "W x H" together when the message wraps; drawn as spaces.
        let size = "\(Int(minimumSize.width)) x \(Int(minimumSize.height))"
        let text = message(minimumSize: minimumSize)
            .replacingOccurrences(of: size, with: size.replacingOccurrences(of: " ", with: "\u{A0}"))
        let lines = TerminalText.wrapped(text, toColumns: canvas.width, numberOfLines: canvas.height)
            .map { $0.replacingOccurrences(of: "\u{A0}", with: " ") }
        let top = max(0, (canvas.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let width = TerminalText.width(of: line)
            canvas.draw(line, x: max(0, (canvas.width - width) / 2), y: top + index, style: .label)
        }
    }
}
