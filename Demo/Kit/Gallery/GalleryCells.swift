import CollectionCore
import Foundation

/// The gallery's item: a box with its number centred, as the sample's `TextCell`.
final class NumberCell: CollectionViewCell {
    var text = "" { didSet { setNeedsDisplay() } }

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        // The cell draws its own focus (a tinted frame on the focus colour): no reverse video.
        backgroundConfiguration = .clear()
    }

    /// There are no archives here (see `CollectionReusableView.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        let focused = configurationState.isFocused
        let background: Color = focused ? .focus : .groupedBackground
        canvas.fill(rect, style: Style(background: background))
        let textStyle = Style(foreground: .label, background: background, attributes: focused ? .bold : [])
        if rect.height >= 3 && rect.width >= 4 {
            canvas.drawBox(rect, style: Style(foreground: focused ? .tint : .separator, background: background, attributes: focused ? .bold : []))
            let middle = rect.minY + ((rect.height - 1) / 2).rounded(.down)
            canvas.draw(text, in: CGRect(x: rect.minX + 1, y: middle, width: rect.width - 2, height: 1), style: textStyle, alignment: .center)
        } else {
            // A one-row item is a list row.
            canvas.draw("Row " + text, in: rect.insetBy(dx: rect.width > 2 ? 1 : 0, dy: 0), style: textStyle)
        }
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
