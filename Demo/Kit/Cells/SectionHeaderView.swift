import CollectionCore
import Foundation

/// A section header: a bold title, an optional secondary text after it, and a rule to the
/// edge ("Featured  26 products ─────────").
final class SectionHeaderView: CollectionReusableView {
    var title = "" { didSet { setNeedsDisplay() } }
    var subtitle = "" { didSet { setNeedsDisplay() } }
    /// Whether a rule fills the rest of the row.
    var showsRule = true

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundStyle = .background
    }

    /// There are no archives here (see `CollectionReusableView.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let y = Int(rect.minY)
        var x = Int(rect.minX) + 1
        let limit = Int(rect.maxX) - 1
        guard limit > x else { return }
        let shownTitle = TerminalText.truncated(title, toColumns: limit - x)
        x += canvas.draw(shownTitle, x: x, y: y, style: Style(foreground: .label, attributes: .bold))
        if !subtitle.isEmpty, limit - x > 2 {
            x += 2
            x += canvas.draw(TerminalText.truncated(subtitle, toColumns: limit - x), x: x, y: y, style: .secondaryLabel)
        }
        if showsRule, limit - x > 1 {
            canvas.draw(String(repeating: traitCollection.glyphSet.horizontalLine, count: limit - x - 1), x: x + 1, y: y, style: .separator)
        }
    }
}
