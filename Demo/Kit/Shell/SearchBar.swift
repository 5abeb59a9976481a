import CollectionCore
import Foundation

/// The search row of a screen: a magnifier prompt and a single-line field.
final class SearchBar: View {
    private(set) var text = ""
    var isEditing = false { didSet { setNeedsDisplay() } }
    var placeholder = "Search products"
    /// Called with the new text after each key that changed it.
    var onChange: ((String) -> Void)?

    func setText(_ newText: String) {
        text = newText
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let x = Int(rect.minX), y = Int(rect.minY)
        var column = x + canvas.draw(" / ", x: x, y: y, style: Style(foreground: .tint, attributes: .bold))
        if text.isEmpty {
            canvas.draw(placeholder, in: CGRect(x: CGFloat(column), y: rect.minY, width: rect.maxX - CGFloat(column), height: 1),
                        style: .secondaryLabel)
            if isEditing { canvas.fill(CGRect(x: column, y: y, width: 1, height: 1), with: placeholder.first ?? " ", style: Style.secondaryLabel.adding(.reverse)) }
        } else {
            column += canvas.draw(TerminalText.sanitized(text), x: column, y: y, style: .label)
            if isEditing { canvas.fill(CGRect(x: column, y: y, width: 1, height: 1), style: Style.label.adding(.reverse)) }
        }
    }

    override func handle(_ event: KeyEvent) -> Bool {
        guard isEditing else { return false }
        switch event.key {
        case let .character(character) where event.modifiers.isEmpty || event.modifiers == .shift:
            text.append(character)
        case .backspace:
            guard !text.isEmpty else { return true }
            text.removeLast()
        default:
            return false
        }
        setNeedsDisplay()
        onChange?(text)
        return true
    }
}
