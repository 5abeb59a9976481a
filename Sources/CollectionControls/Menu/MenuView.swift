import CollectionCanvas
import CollectionViews
import Foundation

/// The view of a ``MenuController``: the menu as a box of entries next to what opened it, and
/// each open submenu as a box beside its entry.
///
/// Up and Down move the highlight over the entries that can be chosen (disabled ones are
/// skipped), Home and End go to the first and last, a letter to the next entry starting with
/// it; Return or Space chooses an action or opens a submenu, Right opens a submenu, Left and
/// Escape close the innermost submenu, Escape closes the menu. A click chooses an entry; a click
/// outside every box closes the menu.
final class MenuView: View {
    /// One line of a box.
    enum Row {
        /// The title of the menu or of an inline menu: dim.
        case header(String)
        /// The line between inline menus.
        case separator
        /// An action of `parent`.
        case action(Action, parent: Menu)
        /// A submenu entry.
        case submenu(Menu)

        var isChoosable: Bool {
            switch self {
            case let .action(action, _): !action.attributes.contains(.disabled)
            case .submenu: true
            case .header, .separator: false
            }
        }

        var title: String {
            switch self {
            case let .header(title): title
            case let .action(action, _): action.title
            case let .submenu(menu): menu.title
            case .separator: ""
            }
        }
    }

    /// An open box: the menu, its rows, the highlighted row and the first row shown.
    struct Level {
        var menu: Menu
        var rows: [Row]
        var highlighted: Int?
        var scroll = 0
        var frame = CGRect.zero
    }

    private unowned let controller: MenuController
    /// The open boxes, the menu first, then each open submenu.
    private(set) var levels: [Level] = []

    init(controller: MenuController, frame: CGRect) {
        self.controller = controller
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        levels = [Self.level(for: controller.menu)]
    }

    required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Rows

    /// Whether `menu` shows anything that can be chosen or opened.
    static func hasVisibleEntries(_ menu: Menu) -> Bool {
        rows(for: menu, showsTitle: false).contains { $0.isEntry }
    }

    private static func level(for menu: Menu) -> Level {
        let rows = rows(for: menu, showsTitle: true)
        return Level(menu: menu, rows: rows, highlighted: rows.firstIndex { $0.isChoosable })
    }

    /// The rows of `menu`: its title (when `showsTitle`), then its children; an inline menu's
    /// rows lie between separators; hidden actions and empty submenus are left out.
    static func rows(for menu: Menu, showsTitle: Bool) -> [Row] {
        var rows: [Row] = []
        if showsTitle, !menu.title.isEmpty { rows.append(.header(menu.title)) }
        var separatorDue = false
        for child in menu.children {
            var group: [Row] = []
            var isInline = false
            if let submenu = child as? Menu {
                isInline = submenu.options.contains(.displayInline)
                if isInline {
                    group = Self.rows(for: submenu, showsTitle: true)
                    if !group.contains(where: { $0.isEntry }) { group = [] }
                } else if hasVisibleEntries(submenu) {
                    group = [.submenu(submenu)]
                }
            } else if let action = child as? Action, !action.attributes.contains(.hidden) {
                group = [.action(action, parent: menu)]
            }
            guard !group.isEmpty else { continue }
            if (separatorDue || isInline), !rows.isEmpty, !rows.allSatisfy({ !$0.isEntry }) { rows.append(.separator) }
            rows += group
            separatorDue = isInline
        }
        return rows
    }

    // MARK: Geometry

    /// The columns a box needs inside its border.
    private func contentWidth(of rows: [Row]) -> Int {
        let widest = rows.map { row -> Int in
            var width = TerminalText.width(of: row.title)
            switch row {
            case let .action(action, _):
                width += 4 + (action.image.map { TerminalText.width(of: $0.glyph()) + 2 } ?? 0)
            case let .submenu(menu):
                width += 6 + (menu.image.map { TerminalText.width(of: $0.glyph()) + 2 } ?? 0)
            case .header: width += 2
            case .separator: width = 0
            }
            return width
        }.max() ?? 0
        return max(widest, 12)
    }

    /// Places every open box: the menu beside the anchor (below it where it fits, else above,
    /// else as low as fits; its right edge on the anchor's when the anchor is in the right
    /// half), each submenu beside its entry (to the right where it fits, else to the left).
    override func layoutSubviews() {
        let screenWidth = Int(cellBounds.width), screenHeight = Int(cellBounds.height)
        for index in levels.indices {
            let width = min(contentWidth(of: levels[index].rows) + 2, max(screenWidth, 1))
            let height = min(levels[index].rows.count + 2, max(screenHeight, 1))
            var x: Int, y: Int
            if index == 0 {
                let anchor = controller.anchor
                x = anchor.midX > cellBounds.midX ? Int(anchor.maxX) - width : Int(anchor.minX)
                y = Int(anchor.maxY)
                if y + height > screenHeight { y = Int(anchor.minY) - height < 0 ? screenHeight - height : Int(anchor.minY) - height }
            } else {
                let parent = levels[index - 1]
                let entryY = Int(parent.frame.minY) + 1 + (parent.highlighted ?? 0) - parent.scroll
                x = Int(parent.frame.maxX)
                if x + width > screenWidth { x = Int(parent.frame.minX) - width }
                y = entryY - 1
            }
            x = max(0, min(x, screenWidth - width))
            y = max(0, min(y, screenHeight - height))
            levels[index].frame = CGRect(x: x, y: y, width: width, height: height)
            scrollToHighlight(index)
        }
    }

    /// Keeps the highlighted row of a box taller than the screen in view.
    private func scrollToHighlight(_ index: Int) {
        let visible = max(1, Int(levels[index].frame.height) - 2)
        guard let row = levels[index].highlighted else { return }
        if row < levels[index].scroll { levels[index].scroll = row }
        if row >= levels[index].scroll + visible { levels[index].scroll = row - visible + 1 }
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let glyphs = traitCollection.glyphSet
        let background = Style(foreground: .label, background: .groupedBackground)
        for level in levels {
            let box = level.frame.offsetBy(dx: rect.minX, dy: rect.minY)
            canvas.fill(box, style: background)
            canvas.strokeOutline(box, color: .tint, glyphs: glyphs, rounded: true)
            let inner = Int(box.width) - 2
            let visible = max(0, Int(box.height) - 2)
            for (offset, index) in (level.scroll..<min(level.rows.count, level.scroll + visible)).enumerated() {
                let y = Int(box.minY) + 1 + offset
                let x = Int(box.minX) + 1
                draw(level.rows[index], highlighted: index == level.highlighted, x: x, y: y, width: inner, in: &canvas)
            }
        }
    }

    private func draw(_ row: Row, highlighted: Bool, x: Int, y: Int, width: Int, in canvas: inout Canvas) {
        let glyphs = traitCollection.glyphSet
        var style = Style(foreground: .label, background: .groupedBackground)
        var mark = " ", trailing = ""
        switch row {
        case let .header(title):
            style.foreground = .secondaryLabel
            style.attributes.insert(.dim)
            canvas.draw(TerminalText.truncated(" " + title, toColumns: width), x: x, y: y, style: style)
            return
        case .separator:
            canvas.draw(String(repeating: glyphs.horizontalLine, count: width), x: x, y: y, style: Style(foreground: .separator, background: .groupedBackground))
            return
        case let .action(action, _):
            if action.attributes.contains(.destructive) { style.foreground = .systemRed }
            if action.attributes.contains(.disabled) {
                style.foreground = .secondaryLabel
                style.attributes.insert(.dim)
            }
            mark = action.state == .on ? glyphs.checkmark : action.state == .mixed ? "-" : " "
            trailing = action.image.map { $0.glyph() } ?? ""
        case let .submenu(menu):
            if menu.options.contains(.destructive) { style.foreground = .systemRed }
            trailing = (menu.image.map { $0.glyph() + " " } ?? "") + glyphs.disclosureIndicator
        }
        if highlighted {
            style.background = .focus
            style.attributes.insert(.reverse)
        }
        canvas.fill(CGRect(x: x, y: y, width: width, height: 1), style: style)
        let trailingWidth = TerminalText.width(of: trailing)
        let titleWidth = max(0, width - 3 - (trailingWidth > 0 ? trailingWidth + 2 : 1))
        canvas.draw(" " + mark + " " + TerminalText.truncated(row.title, toColumns: titleWidth), x: x, y: y, style: style)
        if trailingWidth > 0 { canvas.draw(trailing, x: x + width - 1 - trailingWidth, y: y, style: style) }
    }

    // MARK: Keys

    override func handle(_ event: KeyEvent) -> Bool {
        layoutIfNeeded()
        let index = levels.count - 1
        switch (event.key, event.modifiers) {
        case (.up, []): moveHighlight(by: -1)
        case (.down, []), (.tab, []): moveHighlight(by: 1)
        case (.home, []): levels[index].highlighted = levels[index].rows.firstIndex { $0.isChoosable }
        case (.end, []): levels[index].highlighted = levels[index].rows.lastIndex { $0.isChoosable }
        case (.enter, []), (.character(" "), []): activateHighlighted(opensOnly: false)
        case (.right, []): activateHighlighted(opensOnly: true)
        case (.left, []): if levels.count > 1 { levels.removeLast() }
        case (.escape, []): closeInnermost()
        case let (.character(letter), modifiers) where modifiers.isSubset(of: .shift): jump(to: letter)
        default: break
        }
        setNeedsLayout()
        setNeedsDisplay()
        return true
    }

    /// Moves the innermost box's highlight to the next (`step` 1) or previous choosable row,
    /// around the ends.
    private func moveHighlight(by step: Int) {
        let index = levels.count - 1
        let rows = levels[index].rows
        guard !rows.isEmpty else { return }
        var row = levels[index].highlighted ?? (step > 0 ? -1 : rows.count)
        for _ in 0..<rows.count {
            row = (row + step + rows.count) % rows.count
            if rows[row].isChoosable {
                levels[index].highlighted = row
                return
            }
        }
    }

    /// Moves the highlight to the next choosable row whose title starts with `letter`.
    private func jump(to letter: Character) {
        let index = levels.count - 1
        let rows = levels[index].rows
        let start = levels[index].highlighted ?? -1
        for step in 1...max(rows.count, 1) {
            let row = (start + step) % max(rows.count, 1)
            if rows.indices.contains(row), rows[row].isChoosable,
                rows[row].title.first.map({ $0.lowercased() == letter.lowercased() }) == true
            {
                levels[index].highlighted = row
                return
            }
        }
    }

    private func activateHighlighted(opensOnly: Bool) {
        let index = levels.count - 1
        guard let row = levels[index].highlighted, levels[index].rows.indices.contains(row) else { return }
        activate(levels[index].rows[row], opensOnly: opensOnly)
    }

    private func activate(_ row: Row, opensOnly: Bool) {
        switch row {
        case let .submenu(menu):
            levels.append(Self.level(for: menu))
        case let .action(action, parent) where !opensOnly:
            controller.choose(action, in: parent)
        default:
            break
        }
    }

    private func closeInnermost() {
        if levels.count > 1 {
            levels.removeLast()
        } else {
            controller.dismiss(animated: true)
        }
    }

    // MARK: Mouse

    /// A click on an entry chooses it (or opens its submenu, closing deeper ones); a click
    /// outside every box closes the menu.
    override func handle(_ event: MouseEvent) -> Bool {
        guard case .press = event.kind else { return true }
        layoutIfNeeded()
        guard let index = levels.lastIndex(where: { $0.frame.contains(event.location) }) else {
            controller.dismiss(animated: true)
            return true
        }
        levels.removeSubrange((index + 1)...)
        let level = levels[index]
        let row = Int(event.location.y - level.frame.minY) - 1 + level.scroll
        if row >= level.scroll, level.rows.indices.contains(row), level.rows[row].isChoosable,
            event.location.y < level.frame.maxY - 1
        {
            levels[index].highlighted = row
            activate(level.rows[row], opensOnly: false)
        }
        setNeedsLayout()
        setNeedsDisplay()
        return true
    }
}

extension MenuView.Row {
    /// Whether the row is an entry (an action or a submenu), not a title or a line.
    var isEntry: Bool {
        switch self {
        case .action, .submenu: true
        case .header, .separator: false
        }
    }
}
