import CollectionCanvas
import CollectionViews
import Foundation

/// The view of an ``AlertController``: a box in the middle of the screen with the title, the
/// message, the text fields and the actions, over the dimmed presenter.
final class AlertView: View {
    private unowned let controller: AlertController
    /// The action Return chooses now, as an index into ``displayedActions``.
    private(set) var highlighted: Int?

    init(controller: AlertController, frame: CGRect) {
        self.controller = controller
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textFieldsDidChange()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The actions in the order they are shown: as added, except that an action sheet lists its
    /// cancel action last.
    var displayedActions: [AlertAction] {
        guard controller.preferredStyle == .actionSheet else { return controller.actions }
        return controller.actions.filter { $0.style != .cancel } + controller.actions.filter { $0.style == .cancel }
    }

    func textFieldsDidChange() {
        for field in controller.textFields ?? [] where field.superview !== self {
            // The field shows as a raised strip in the box, text and placeholder included.
            field.backgroundStyle = Style(foreground: .label, background: .secondaryBackground)
            field.textStyle = field.textStyle.withBackground(.secondaryBackground)
            field.placeholderStyle = field.placeholderStyle.withBackground(.secondaryBackground)
            field.cursorStyle = field.cursorStyle.withBackground(.secondaryBackground)
            addSubview(field)
        }
        setNeedsLayout()
    }

    private var editingField: TextField? { controller.textFields?.first { $0.isEditing } }

    // MARK: Geometry

    /// Where everything lies, in the view's coordinates.
    struct Geometry {
        var box: CGRect
        var titleLines: [String]
        var messageLines: [String]
        var contentX: Int
        var contentWidth: Int
        var titleY: Int
        var messageY: Int
        var fieldFrames: [CGRect]
        var actionFrames: [CGRect]
    }

    private static let minimumWidth = 24

    func geometry() -> Geometry {
        let available = max(4, Int(cellBounds.width) - 4)
        let actions = displayedActions
        let titles = actions.map { " " + ($0.title ?? "") + " " }
        let rowWidth = titles.reduce(0) { $0 + TerminalText.width(of: $1) } + max(0, titles.count - 1) * 2
        let title = controller.title ?? ""
        let message = controller.message ?? ""
        var width = max(Self.minimumWidth, TerminalText.width(of: title), min(TerminalText.width(of: message), 48), rowWidth)
        if controller.preferredStyle == .actionSheet { width = max(width, titles.map { TerminalText.width(of: $0) }.max() ?? 0) }
        width = min(width, available)
        let titleLines = title.isEmpty ? [] : TerminalText.wrapped(title, toColumns: width)
        let messageLines = message.isEmpty ? [] : TerminalText.wrapped(message, toColumns: width)
        let horizontal = controller.preferredStyle == .alert && rowWidth <= width
        let fieldCount = controller.textFields?.count ?? 0
        let actionRows = horizontal ? (actions.isEmpty ? 0 : 1) : actions.count
        var height = 2 + titleLines.count + messageLines.count
        if !titleLines.isEmpty || !messageLines.isEmpty { height += 1 }
        if fieldCount > 0 { height += fieldCount + 1 }
        height += actionRows
        let boxWidth = width + 4
        let boxHeight = min(height, max(3, Int(cellBounds.height)))
        let boxX = max(0, (Int(cellBounds.width) - boxWidth) / 2)
        let boxY = max(0, (Int(cellBounds.height) - boxHeight) / 2)
        let contentX = boxX + 2
        var y = boxY + 1
        let titleY = y
        y += titleLines.count
        let messageY = y
        y += messageLines.count
        if !titleLines.isEmpty || !messageLines.isEmpty { y += 1 }
        var fieldFrames: [CGRect] = []
        for _ in 0..<fieldCount {
            fieldFrames.append(CGRect(x: contentX, y: y, width: width, height: 1))
            y += 1
        }
        if fieldCount > 0 { y += 1 }
        var actionFrames: [CGRect] = []
        if horizontal {
            var x = contentX + (width - rowWidth) / 2
            for title in titles {
                let w = TerminalText.width(of: title)
                actionFrames.append(CGRect(x: x, y: y, width: w, height: 1))
                x += w + 2
            }
        } else {
            for _ in titles {
                actionFrames.append(CGRect(x: contentX, y: y, width: width, height: 1))
                y += 1
            }
        }
        return Geometry(
            box: CGRect(x: boxX, y: boxY, width: boxWidth, height: boxHeight), titleLines: titleLines,
            messageLines: messageLines, contentX: contentX, contentWidth: width, titleY: titleY, messageY: messageY,
            fieldFrames: fieldFrames, actionFrames: actionFrames)
    }

    override func layoutSubviews() {
        let geometry = geometry()
        for (field, frame) in zip(controller.textFields ?? [], geometry.fieldFrames) { field.cellFrame = frame }
        if highlighted == nil, editingField == nil { highlighted = initialHighlight() }
    }

    /// The preferred action, else the first enabled action that does not cancel, else the first
    /// enabled one.
    private func initialHighlight() -> Int? {
        let actions = displayedActions
        if let preferred = controller.preferredAction, let index = actions.firstIndex(where: { $0 === preferred }),
            preferred.isEnabled
        {
            return index
        }
        return actions.firstIndex { $0.isEnabled && $0.style != .cancel } ?? actions.firstIndex { $0.isEnabled }
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let geometry = geometry()
        let box = geometry.box.offsetBy(dx: rect.minX, dy: rect.minY)
        let origin = (x: Int(rect.minX), y: Int(rect.minY))
        canvas.fill(box, style: Style(foreground: .label, background: .groupedBackground))
        canvas.strokeOutline(box, color: .tint, glyphs: traitCollection.glyphSet, rounded: true)
        let width = geometry.contentWidth
        func centred(_ line: String, y: Int, style: Style) {
            let x = geometry.contentX + max(0, (width - TerminalText.width(of: line)) / 2)
            canvas.draw(line, x: origin.x + x, y: origin.y + y, style: style)
        }
        for (index, line) in geometry.titleLines.enumerated() {
            centred(line, y: geometry.titleY + index, style: Style(foreground: .label, background: .groupedBackground, attributes: .bold))
        }
        for (index, line) in geometry.messageLines.enumerated() {
            centred(line, y: geometry.messageY + index, style: Style(foreground: .secondaryLabel, background: .groupedBackground))
        }
        let actions = displayedActions
        for (index, (action, frame)) in zip(actions, geometry.actionFrames).enumerated() {
            var style = Style(foreground: action.style == .destructive ? .systemRed : .tint, background: .groupedBackground)
            if action === controller.preferredAction { style.attributes.insert(.bold) }
            if !action.isEnabled {
                style.foreground = .secondaryLabel
                style.attributes.insert(.dim)
            }
            if index == highlighted, editingField == nil {
                style.background = .focus
                style.attributes.insert(.reverse)
            }
            let text = " " + (action.title ?? "") + " "
            let frame = frame.offsetBy(dx: rect.minX, dy: rect.minY)
            if controller.preferredStyle == .actionSheet || frame.width > CGFloat(TerminalText.width(of: text)) {
                canvas.fill(frame, style: style)
                let x = Int(frame.minX) + max(0, (Int(frame.width) - TerminalText.width(of: text)) / 2)
                canvas.draw(TerminalText.truncated(text, toColumns: Int(frame.width)), x: x, y: Int(frame.minY), style: style)
            } else {
                canvas.draw(text, x: Int(frame.minX), y: Int(frame.minY), style: style)
            }
        }
    }

    // MARK: Keys and mouse

    override func handle(_ event: KeyEvent) -> Bool {
        let actions = displayedActions
        let fields = controller.textFields ?? []
        switch (event.key, event.modifiers) {
        case (.escape, []):
            if let cancel = controller.actions.first(where: { $0.style == .cancel }) { controller.choose(cancel) }
        case (.enter, []):
            if let index = highlighted ?? initialHighlight(), actions.indices.contains(index) {
                controller.choose(actions[index])
            }
        case (.tab, []), (.down, []):
            if let field = editingField, let index = fields.firstIndex(where: { $0 === field }) {
                if index + 1 < fields.count {
                    edit(fields[index + 1])
                } else {
                    edit(nil)
                    highlighted = initialHighlight()
                }
            } else {
                moveHighlight(by: 1, wrapsToFields: event.key == .tab)
            }
        case (.tab, .shift), (.up, []):
            if let field = editingField, let index = fields.firstIndex(where: { $0 === field }) {
                if index > 0 { edit(fields[index - 1]) }
            } else if event.key == .up, controller.preferredStyle == .alert, let last = fields.last,
                geometryIsHorizontal
            {
                edit(last)
            } else {
                moveHighlight(by: -1, wrapsToFields: true)
            }
        case (.right, []):
            moveHighlight(by: 1, wrapsToFields: false)
        case (.left, []):
            moveHighlight(by: -1, wrapsToFields: false)
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    private var geometryIsHorizontal: Bool {
        let frames = geometry().actionFrames
        return frames.count > 1 && frames[0].minY == frames[1].minY || frames.count == 1
    }

    /// Moves the highlight to the next (`step` 1) or previous enabled action; past either end,
    /// to the text fields when `wrapsToFields` and there are some, else around.
    private func moveHighlight(by step: Int, wrapsToFields: Bool) {
        let actions = displayedActions
        guard !actions.isEmpty else { return }
        var index = highlighted ?? (step > 0 ? -1 : actions.count)
        for _ in 0..<actions.count {
            index += step
            if index < 0 || index >= actions.count {
                if wrapsToFields, let fields = controller.textFields, !fields.isEmpty {
                    edit(step > 0 ? fields[0] : fields[fields.count - 1])
                    return
                }
                index = (index + actions.count) % actions.count
            }
            if actions[index].isEnabled {
                highlighted = index
                return
            }
        }
    }

    /// Makes `field` the one being edited (none: the actions take the keys).
    private func edit(_ field: TextField?) {
        for other in controller.textFields ?? [] { other.isEditing = other === field }
        if field != nil { highlighted = nil }
        setNeedsDisplay()
    }

    override func handle(_ event: MouseEvent) -> Bool {
        guard case .press(.primary) = event.kind else { return true }
        let geometry = geometry()
        if let index = geometry.actionFrames.firstIndex(where: { $0.contains(event.location) }) {
            let actions = displayedActions
            guard actions.indices.contains(index), actions[index].isEnabled else { return true }
            highlighted = index
            edit(nil)
            controller.choose(actions[index])
            return true
        }
        if let index = geometry.fieldFrames.firstIndex(where: { $0.contains(event.location) }),
            let fields = controller.textFields, fields.indices.contains(index)
        {
            edit(fields[index])
        }
        return true
    }
}
