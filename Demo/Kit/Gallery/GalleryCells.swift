import CollectionCore
import Foundation

/// The gallery's item: a box with its number centred, as the sample's `TextCell`.
final class NumberCell: CardCell {
    override var cardColor: Color { .groupedBackground }
    var text = "" { didSet { setNeedsDisplay() } }

    /// Framed when the item is a box (at least 4 x 3 cells) rather than a list row.
    override var isFramed: Bool { bounds.height >= 3 && bounds.width >= 4 }

    /// A new size may turn the row into a box or back.
    override func layoutSubviews() {
        super.layoutSubviews()
        if (backgroundConfiguration?.strokeColor != nil) != isFramed { setNeedsUpdateConfiguration() }
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        let focused = configurationState.isFocused
        let background: Color = focused ? .focus : .groupedBackground
        let textStyle = Style(foreground: .label, background: background, attributes: focused ? .bold : [])
        if rect.height >= 3 && rect.width >= 4 {
            let middle = rect.minY + ((rect.height - 1) / 2).rounded(.down)
            drawNumber(in: CGRect(x: rect.minX + 1, y: middle, width: rect.width - 2, height: 1), style: textStyle, canvas: &canvas)
        } else {
            // A one-row item is a list row.
            canvas.draw("Row " + text, in: rect.insetBy(dx: rect.width > 2 ? 1 : 0, dy: 0), style: textStyle)
        }
    }

    /// The number centred in `line`, always whole: when a carousel's edge (or its more-content
    /// sign's column) cuts the card, the number moves inside the part that shows; when too
    /// little shows for it, it is left out ("1" of a cut 11 would read as another card).
    private func drawNumber(in line: CGRect, style: Style, canvas: inout Canvas) {
        let width = CGFloat(TerminalText.width(of: text))
        let shown = line.intersection(canvas.clipRect)
        guard !shown.isNull, shown.width >= width else { return }
        let centred = line.minX + ((line.width - width) / 2).rounded(.down)
        let x = min(max(centred, shown.minX), shown.maxX - width)
        canvas.draw(text, x: Int(x), y: Int(line.minY), style: style)
    }
}

/// A header, footer or badge: a line of text on a coloured background.
final class LabelView: CollectionReusableView {
    var text = "" { didSet { setNeedsDisplay() } }
    var style = Style(foreground: .label, attributes: .bold)
    var alignment: TextAlignment = .leading

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundStyle = .background
    }

    /// There are no archives here (see `CollectionReusableView.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.fill(rect, style: style)
        canvas.draw(text, in: rect.insetBy(dx: rect.width > 2 ? 1 : 0, dy: 0), style: style, alignment: alignment)
    }
}

/// A section's background decoration: a rounded frame.
final class SectionBackgroundView: CollectionReusableView {
    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.fill(rect, style: Style(background: .groupedBackground))
        canvas.drawBox(rect, style: Style(foreground: .tint, background: .groupedBackground))
    }
}
