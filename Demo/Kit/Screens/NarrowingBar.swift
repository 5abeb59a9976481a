import CollectionCore
import Foundation

/// The Products screen's two rows of narrowing: the category tabs with their counts ("All 324
/// Coffee 27 …", scrolled to keep the chosen tab in view, a click chooses one), then the
/// filters, the sort order and how many products show ("12 of 324"); a click on a filter or the
/// sort order runs its key.
final class NarrowingBar: View {
    /// A tab: a category (or every one) and how many products it would show.
    struct Tab: Equatable {
        var title: String
        var count: Int
    }

    var tabs: [Tab] = [] { didSet { setNeedsDisplay() } }
    var selectedTab = 0 { didSet { setNeedsDisplay() } }
    var filter = ProductFilter() { didSet { setNeedsDisplay() } }
    var shownCount = 0 { didSet { setNeedsDisplay() } }
    var totalCount = 0 { didSet { setNeedsDisplay() } }
    /// Called with a tab's position when it is clicked.
    var onSelectTab: ((Int) -> Void)?
    /// Called with a filter's or the sort's key when its control is clicked (the screen runs
    /// the key's command, as if it was typed).
    var onPressKey: ((KeyEvent) -> Void)?
    /// The columns of each control on the filter row, from the last drawing.
    private var controlColumns: [(range: Range<Int>, key: Character)] = []

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundStyle = .background
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// A tab's text: " Coffee 27 ".
    private func label(_ tab: Tab) -> String { " " + tab.title + " " + NumberFormat.grouped(tab.count) + " " }

    /// The first tab drawn and each drawn tab's columns (from the view's leading edge), for `width`.
    func tabColumns(width: Int) -> (first: Int, columns: [(tab: Int, range: Range<Int>)]) {
        let widths = tabs.map { TerminalText.width(of: label($0)) }
        let room = width - 2
        var first = 0
        let selected = min(max(0, selectedTab), max(0, tabs.count - 1))
        while first < selected, widths[first...selected].reduce(0, +) + (selected - first) > room { first += 1 }
        var x = 1
        var columns: [(Int, Range<Int>)] = []
        for index in tabs.indices.dropFirst(first) {
            guard x + widths[index] <= width - 1 else { break }
            columns.append((index, x..<(x + widths[index])))
            x += widths[index] + 1
        }
        return (first, columns)
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let y = Int(rect.minY)
        let width = Int(rect.width)
        let glyphs = traitCollection.glyphSet
        let (first, columns) = tabColumns(width: width)
        for (tab, range) in columns {
            let isSelected = tab == selectedTab
            let style = isSelected ? Style(foreground: .tint, attributes: [.bold, .reverse]) : Style(foreground: .label)
            let text = label(tabs[tab])
            if isSelected {
                canvas.draw(text, x: Int(rect.minX) + range.lowerBound, y: y, style: style)
            } else {
                let title = " " + tabs[tab].title + " "
                let x = canvas.draw(title, x: Int(rect.minX) + range.lowerBound, y: y, style: style)
                canvas.draw(NumberFormat.grouped(tabs[tab].count) + " ", x: Int(rect.minX) + range.lowerBound + x, y: y, style: .secondaryLabel)
            }
        }
        if first > 0 { canvas.draw(glyphs.symbols("‹"), x: Int(rect.minX), y: y, style: .tint) }
        if let last = columns.last?.tab, last < tabs.count - 1 {
            canvas.draw(glyphs.symbols("›"), x: Int(rect.maxX) - 1, y: y, style: .tint)
        }
        guard rect.height >= 2 else { return }
        drawFilters(in: CGRect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: 1), canvas: &canvas)
    }

    private func drawFilters(in rect: CGRect, canvas: inout Canvas) {
        let y = Int(rect.minY)
        let count = NumberFormat.grouped(shownCount) + " of " + NumberFormat.grouped(totalCount) + " "
        let countWidth = TerminalText.width(of: count)
        canvas.draw(count, x: Int(rect.maxX) - countWidth, y: y, style: Style(foreground: .label, attributes: .bold))
        let limit = Int(rect.maxX) - countWidth - 1
        var x = Int(rect.minX) + 1
        controlColumns = []
        let key = Style(foreground: .tint, attributes: .bold)
        func put(_ text: String, _ style: Style) {
            let room = limit - x
            guard room > 0 else { return }
            x += canvas.draw(TerminalText.truncated(text, toColumns: room), x: x, y: y, style: style)
        }
        let check = traitCollection.glyphSet.symbols("✓")
        for (letter, title, isOn) in [("s", "Sale", filter.onSale), ("f", "Favourites", filter.favourites), ("k", "In stock", filter.inStock)] {
            let start = x - Int(rect.minX)
            put(letter, key)
            put(" ", .label)
            put(isOn ? check + title : title, isOn ? Style(foreground: .tint, attributes: [.bold, .reverse]) : .secondaryLabel)
            controlColumns.append((start..<(x - Int(rect.minX)), Character(letter)))
            put("  ", .label)
        }
        let start = x - Int(rect.minX)
        put("o", key)
        put(" Sort ", .secondaryLabel)
        put(filter.sort.title, Style(foreground: .label, attributes: .bold))
        controlColumns.append((start..<(x - Int(rect.minX)), "o"))
    }

    override func handle(_ event: MouseEvent) -> Bool {
        guard case .press(.primary) = event.kind else { return false }
        let x = Int(event.location.x)
        if Int(event.location.y) == 1 {
            guard let hit = controlColumns.first(where: { $0.range.contains(x) }) else { return false }
            onPressKey?(.character(hit.key))
            return true
        }
        guard Int(event.location.y) == 0 else { return false }
        guard let hit = tabColumns(width: Int(bounds.width)).columns.first(where: { $0.range.contains(x) }) else { return false }
        onSelectTab?(hit.tab)
        return true
    }
}
