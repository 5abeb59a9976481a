import CollectionCore
import Foundation

/// The search row of a screen: a "/" prompt and the front end's single-line ``TextField``.
final class SearchBar: View {
    let field = TextField()

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundStyle = .background
        field.placeholder = "Search products"
        field.isEditing = false
        addSubview(field)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    var text: String { field.text }

    var isEditing: Bool {
        get { field.isEditing }
        set { field.isEditing = newValue }
    }

    /// Called with the new text after each key that changed it.
    var onChange: ((String) -> Void)? {
        get { field.onChange }
        set { field.onChange = newValue }
    }

    func setText(_ newText: String) {
        field.text = newText
    }

    override func layoutSubviews() {
        field.frame = CGRect(x: 3, y: 0, width: max(0, bounds.width - 4), height: min(1, bounds.height))
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.draw(" / ", x: Int(rect.minX), y: Int(rect.minY), style: Style(foreground: .tint, attributes: .bold))
    }

    override func handle(_ event: KeyEvent) -> Bool {
        field.handle(event)
    }
}
