import CollectionCore
import Foundation

/// A centred panel listing keys and what they do, shown above the screen by `?`.
final class HelpOverlay: View {
    var title = "Keys"
    var hints: [KeyHint] = [] { didSet { setNeedsDisplay() } }

    /// The help takes the keys while it shows (the screen's key commands wait).
    override var canBecomeFirstResponder: Bool { true }

    /// The hints and the title with the glyph set of its trait collection (ASCII arrows in ASCII mode).
    private var shownHints: [KeyHint] { hints.map { KeyHint(traitCollection.glyphSet.symbols($0.key), traitCollection.glyphSet.symbols($0.title)) } }
    private var shownTitle: String { traitCollection.glyphSet.symbols(title) }

    /// The panel's size for its hints, within `size`.
    func panelSize(in size: CGSize) -> CGSize {
        let hints = shownHints
        let keyWidth = hints.map { TerminalText.width(of: $0.key) }.max() ?? 0
        let textWidth = hints.map { TerminalText.width(of: $0.title) }.max() ?? 0
        let width = max(keyWidth + textWidth + 7, TerminalText.width(of: shownTitle) + 6, 30)
        return CGSize(width: min(size.width, CGFloat(width)), height: min(size.height, CGFloat(hints.count + 4)))
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let panel = Style(foreground: .label, background: .groupedBackground)
        canvas.fill(rect, style: panel)
        canvas.drawBox(rect, style: Style(foreground: .tint, background: .groupedBackground, attributes: .bold))
        let titleText = " " + shownTitle + " "
        let hints = shownHints
        canvas.draw(titleText, x: Int(rect.minX) + max(1, (Int(rect.width) - TerminalText.width(of: titleText)) / 2), y: Int(rect.minY),
                    style: Style(foreground: .tint, background: .groupedBackground, attributes: .bold))
        let keyWidth = CGFloat(hints.map { TerminalText.width(of: $0.key) }.max() ?? 0)
        for (row, hint) in hints.enumerated() {
            let y = rect.minY + 2 + CGFloat(row)
            guard y < rect.maxY - 1 else { break }
            canvas.draw(hint.key, in: CGRect(x: rect.minX + 2, y: y, width: keyWidth, height: 1),
                        style: Style(foreground: .tint, background: .groupedBackground, attributes: .bold))
            canvas.draw(hint.title, in: CGRect(x: rect.minX + 4 + keyWidth, y: y, width: max(0, rect.width - keyWidth - 6), height: 1),
                        style: panel)
        }
    }
}
