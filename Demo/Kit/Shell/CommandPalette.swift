import CollectionCore
import Foundation

/// The command palette (`:` or Ctrl-P): a panel with a query field above a list of every
/// screen and every action of the current screen, each with its key beside it, narrowed by
/// fuzzy matching as you type. ↑↓ choose, Enter runs the chosen entry, Esc closes; with the
/// mouse, a click runs an entry and the wheel moves the choice.
final class CommandPalette: View {
    /// One entry: a screen to open or an action of the current screen.
    struct Entry {
        /// What it opens or does.
        var title: String
        /// The key that does the same outside the palette, or the screen's group.
        var key: String
        /// Runs it (after the palette has closed).
        var run: () -> Void
    }

    let field = TextField()
    /// Every entry, in the order shown for an empty query; none while the palette is closed.
    private(set) var entries: [Entry] = []
    /// The entries' titles folded for matching (``FuzzyMatch/folded(_:)``), made when the
    /// palette opens rather than on every key.
    private var foldedTitles: [[Character]] = []
    /// The entries matching the query, best first.
    private(set) var shown: [Entry] = []
    /// The chosen entry's position in ``shown``.
    private(set) var chosen = 0
    /// The first shown entry on the panel (the list scrolls to keep the chosen one visible).
    private var firstRow = 0

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        field.placeholder = "Jump to a screen or run an action"
        addSubview(field)
        field.onChange = { [weak self] _ in self?.refilter() }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Opens the palette on `entries` with an empty query.
    func open(with entries: [Entry]) {
        self.entries = entries
        foldedTitles = entries.map { FuzzyMatch.folded($0.title) }
        field.text = ""
        field.isEditing = true
        isHidden = false
        refilter()
    }

    /// Closes the palette and lets go of its entries (their actions hold the screen's keys and
    /// titles until the next ``open(with:)`` otherwise).
    func close() {
        isHidden = true
        field.isEditing = false
        entries = []
        foldedTitles = []
        shown = []
    }

    private func refilter() {
        let needle = FuzzyMatch.needle(field.text)
        shown = entries.indices
            .compactMap { index in FuzzyMatch.score(needle, in: foldedTitles[index]).map { (index, $0) } }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
            .map { entries[$0.0] }
        chosen = 0
        firstRow = 0
        setNeedsDisplay()
    }

    /// The panel's size for `size`: wide enough for the longest entry, as tall as there is room.
    func panelSize(in size: CGSize) -> CGSize {
        let widest = entries.map { TerminalText.width(of: $0.title) + TerminalText.width(of: $0.key) + 8 }.max() ?? 40
        return CGSize(width: min(size.width, CGFloat(max(44, widest))), height: min(size.height, CGFloat(entries.count + 4)))
    }

    override func layoutSubviews() {
        field.frame = CGRect(x: 4, y: 1, width: max(0, bounds.width - 6), height: min(1, max(0, bounds.height - 2)))
    }

    private var listRows: Int { max(0, Int(bounds.height) - 4) }

    /// Keys: every key goes to the palette while it shows.
    override func handle(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .escape:
            close()
        case .enter:
            let entry = shown.indices.contains(chosen) ? shown[chosen] : nil
            close()
            entry?.run()
        case .up:
            choose(chosen - 1)
        case .down, .tab:
            choose(chosen + 1)
        case .pageUp:
            choose(chosen - max(1, listRows))
        case .pageDown:
            choose(chosen + max(1, listRows))
        default:
            if event.modifiers.contains(.control), event.key == .character("p") {
                choose(chosen + 1)
            } else {
                _ = field.handle(event)
            }
        }
        setNeedsDisplay()
        return true
    }

    /// The mouse, in the palette's coordinates: a press on an entry runs it (as choosing it and
    /// pressing Enter), the wheel moves the choice as ↑↓ do. Every event is taken.
    override func handle(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .press(.primary):
            let row = Int(event.location.y) - 3
            let index = firstRow + row
            guard row >= 0, row < listRows, shown.indices.contains(index),
                event.location.x >= 1, event.location.x < bounds.width - 1
            else { return true }
            chosen = index
            let entry = shown[index]
            close()
            entry.run()
        case .wheel(.up):
            choose(chosen - 1)
        case .wheel(.down):
            choose(chosen + 1)
        default:
            break
        }
        setNeedsDisplay()
        return true
    }

    private func choose(_ index: Int) {
        guard !shown.isEmpty else { return }
        chosen = max(0, min(shown.count - 1, index))
        if chosen < firstRow { firstRow = chosen }
        if chosen >= firstRow + listRows { firstRow = chosen - listRows + 1 }
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let panel = Style(foreground: .label, background: .groupedBackground)
        canvas.fill(rect, style: panel)
        let frame = Style(foreground: .tint, background: .groupedBackground, attributes: .bold)
        canvas.drawBox(rect, style: frame)
        let title = " " + traitCollection.glyphSet.symbols("Commands") + " "
        canvas.draw(title, x: Int(rect.minX) + 2, y: Int(rect.minY), style: frame)
        let count = " " + NumberFormat.grouped(shown.count) + " of " + NumberFormat.grouped(entries.count) + " "
        canvas.draw(count, x: Int(rect.maxX) - 2 - TerminalText.width(of: count), y: Int(rect.minY), style: frame)
        canvas.draw(":", x: Int(rect.minX) + 2, y: Int(rect.minY) + 1, style: frame)
        let inner = rect.insetBy(dx: 2, dy: 0)
        if shown.isEmpty, rect.height > 3 {
            canvas.draw("Nothing matches", in: CGRect(x: inner.minX, y: rect.minY + 3, width: inner.width, height: 1),
                        style: Style(foreground: .secondaryLabel, background: .groupedBackground))
        }
        for row in 0..<listRows {
            let index = firstRow + row
            guard shown.indices.contains(index) else { break }
            let entry = shown[index]
            let y = rect.minY + 3 + CGFloat(row)
            let isChosen = index == chosen
            let background: Color = isChosen ? .focus : .groupedBackground
            let line = CGRect(x: rect.minX + 1, y: y, width: max(0, rect.width - 2), height: 1)
            canvas.fill(line, style: Style(background: background))
            let key = traitCollection.glyphSet.symbols(entry.key)
            let keyWidth = CGFloat(TerminalText.width(of: key))
            canvas.draw((isChosen ? traitCollection.glyphSet.symbols("›") : " ") + " " + entry.title,
                        in: CGRect(x: line.minX, y: y, width: max(0, line.width - keyWidth - 2), height: 1),
                        style: Style(foreground: .label, background: background, attributes: isChosen ? .bold : []))
            canvas.draw(key, in: CGRect(x: line.minX, y: y, width: max(0, line.width - 1), height: 1),
                        style: Style(foreground: .tint, background: background, attributes: .bold), alignment: .trailing)
        }
    }
}
