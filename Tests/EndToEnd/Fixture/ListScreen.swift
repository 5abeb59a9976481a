import CollectionCore
import Foundation

/// A list of 100 items with a search field, the last key pressed, and a focused row: what
/// the end-to-end tests drive.
final class ListScreen: View, NavigationItemProviding {
    let allItems = (1...100).map { String(format: "Item %03d", $0) }
    var items: [String]
    var focusedIndex = 0
    var topIndex = 0
    var lastKey = "none"
    let searchField = TextField()
    var onOpen: ((String) -> Void)?

    override init(frame: CGRect = .zero) {
        items = allItems
        super.init(frame: frame)
        backgroundStyle = .background
        searchField.placeholder = "Search"
        searchField.isEditing = false
        searchField.onChange = { [unowned self] text in
            items = text.isEmpty ? allItems : allItems.filter { $0.localizedCaseInsensitiveContains(text) }
            focusedIndex = 0
            topIndex = 0
            setNeedsDisplay()
        }
        addSubview(searchField)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    var navigationTitle: String {
        let size = superview?.frame.size ?? frame.size
        return "Items \(Int(size.width))x\(Int(size.height))"
    }

    var keyHints: [KeyHint] {
        searchField.isEditing ? [KeyHint("Enter", "Done")]
            : [KeyHint("↑↓", "Move"), KeyHint("Enter", "Open"), KeyHint("/", "Search")]
    }

    /// The rows the list shows (below the search and status lines).
    var listRows: Int { max(0, Int(bounds.height) - 2) }

    override func layoutSubviews() {
        searchField.frame = CGRect(x: 8, y: 0, width: max(0, bounds.width - 8), height: 1)
    }

    override func handle(_ event: KeyEvent) -> Bool {
        lastKey = event.description
        setNeedsDisplay()
        superview?.setNeedsDisplay()
        if searchField.isEditing {
            if event == .enter || event == .escape {
                searchField.isEditing = false
                return true
            }
            return searchField.handle(event)
        }
        switch event {
        case .down: move(to: focusedIndex + 1)
        case .up: move(to: focusedIndex - 1)
        case .pageDown: move(to: focusedIndex + max(1, listRows))
        case .pageUp: move(to: focusedIndex - max(1, listRows))
        case .home: move(to: 0)
        case .end: move(to: items.count - 1)
        case .enter:
            if items.indices.contains(focusedIndex) { onOpen?(items[focusedIndex]) }
        case .character("/"):
            searchField.isEditing = true
        default:
            return false
        }
        return true
    }

    override func handle(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .press(.primary):
            let row = Int(event.location.y) - 2
            guard row >= 0 else { return super.handle(event) }
            move(to: topIndex + row)
            lastKey = "click \(Int(event.location.x)),\(Int(event.location.y))"
        case .wheel(.down): move(to: focusedIndex + 3)
        case .wheel(.up): move(to: focusedIndex - 3)
        default: return false
        }
        return true
    }

    private func move(to index: Int) {
        guard !items.isEmpty else { return }
        focusedIndex = min(max(0, index), items.count - 1)
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let x = Int(rect.minX)
        let y = Int(rect.minY)
        canvas.draw("Search:", x: x, y: y, style: .secondaryLabel)
        canvas.draw("Last key: \(lastKey)", x: x, y: y + 1, style: .secondaryLabel)
        let rows = listRows
        guard rows > 0 else { return }
        if focusedIndex < topIndex { topIndex = focusedIndex }
        if focusedIndex >= topIndex + rows { topIndex = focusedIndex - rows + 1 }
        for row in 0..<rows {
            let index = topIndex + row
            guard items.indices.contains(index) else { break }
            let focused = index == focusedIndex
            let style: Style = focused ? .focus : .label
            let lineY = y + 2 + row
            if focused { canvas.fill(CGRect(x: x, y: lineY, width: Int(rect.width), height: 1), style: style) }
            canvas.draw((focused ? "▶ " : "  ") + items[index], x: x, y: lineY, style: style)
            canvas.draw("subtitle \(index + 1)", x: x + 20, y: lineY, style: focused ? style : .secondaryLabel)
        }
    }
}

/// The screen pushed by Enter.
final class DetailScreen: View, NavigationItemProviding {
    let item: String
    init(item: String) {
        self.item = item
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) {
        return nil
    }

    var navigationTitle: String { item }
    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.draw("Detail of \(item)", x: Int(rect.minX) + 2, y: Int(rect.minY) + 1, style: .tint)
    }
}
