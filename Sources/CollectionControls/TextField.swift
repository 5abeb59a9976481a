import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// A single-line text input, as `UITextField`, for search fields: it edits by grapheme
/// clusters (Hangul, Vietnamese, emoji count as one character), measures in terminal columns,
/// and scrolls horizontally to keep the cursor in view.
///
/// Keys: printable characters insert at the cursor; Backspace deletes before it, Delete
/// after it; Left, Right, Home, End (and Ctrl-A, Ctrl-E) move it; Ctrl-U deletes to the start,
/// Ctrl-K to the end. Other keys are not handled (so Enter, Escape, Up and Down reach the
/// screen). ``onChange`` is called after every key that changed the text.
///
/// Text is shown sanitised: a control character set through ``text`` appears as `^J`, never
/// reaches the terminal. The cursor is drawn as a reversed cell while ``isEditing``.
///
/// ```swift
/// let search = TextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
/// search.placeholder = "Search"
/// search.onChange = { text in dataSource.apply(filtered(by: text)) }
/// search.handle(.character("한"))   // text "한", cursor after it (column 2)
/// ```
open class TextField: View {
    /// The text. Setting it puts the cursor at the end and does not call ``onChange``.
    public var text: String {
        get { storage }
        set {
            storage = newValue
            cursorIndex = storage.count
            setNeedsDisplay()
        }
    }
    private var storage = ""

    /// Shown in ``placeholderStyle`` while the text is empty.
    public var placeholder = "" { didSet { setNeedsDisplay() } }
    /// The style of the text.
    public var textStyle = Style.label { didSet { setNeedsDisplay() } }
    /// The style of the placeholder.
    public var placeholderStyle = Style.secondaryLabel { didSet { setNeedsDisplay() } }
    /// The style of the character under the cursor (reversed text by default).
    public var cursorStyle = Style.label.adding(.reverse) { didSet { setNeedsDisplay() } }
    /// Whether keys edit the field and the cursor shows.
    public var isEditing = true { didSet { setNeedsDisplay() } }
    /// A text field can become first responder.
    open override var canBecomeFirstResponder: Bool { true }
    /// Whether the field is the first responder: whether it is being edited (``isEditing``).
    open override var isFirstResponder: Bool { isEditing }
    /// Starts editing (``isEditing``), as a text field becomes first responder in UIKit.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        isEditing = true
        return true
    }
    /// Stops editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        isEditing = false
        return true
    }
    /// Called with the new text after each key that changed it.
    public var onChange: ((String) -> Void)?

    /// The cursor, as a number of characters (grapheme clusters) before it.
    public private(set) var cursorIndex = 0
    /// The first column of the text that is shown (horizontal scrolling).
    public private(set) var scrollOffset = 0

    /// An empty field with `frame`, editing.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The cursor's column in the text (the width of the characters before it, as shown).
    public var cursorColumn: Int {
        storage.prefix(cursorIndex).reduce(0) { $0 + Self.displayWidth(of: $1) }
    }

    /// Moves the cursor to `index` characters, clamped to the text.
    public func setCursorIndex(_ index: Int) {
        cursorIndex = min(max(0, index), storage.count)
        setNeedsDisplay()
    }

    /// Edits the text while ``isEditing`` with the keys listed above; other keys are not
    /// handled, so they reach the screen.
    open override func handle(_ event: KeyEvent) -> Bool {
        guard isEditing else { return false }
        let modifiers = event.modifiers
        switch event.key {
        case let .character(character) where modifiers.isEmpty || modifiers == .shift:
            guard Self.isInsertable(character) else { return false }
            insert(character)
        case .character("a") where modifiers == .control:
            setCursorIndex(0)
        case .character("e") where modifiers == .control:
            setCursorIndex(storage.count)
        case .character("u") where modifiers == .control:
            guard cursorIndex > 0 else { return true }
            edit { $0.removeSubrange($0.startIndex..<$0.index($0.startIndex, offsetBy: cursorIndex)) }
            cursorIndex = 0
        case .character("k") where modifiers == .control:
            guard cursorIndex < storage.count else { return true }
            edit { $0.removeSubrange($0.index($0.startIndex, offsetBy: cursorIndex)...) }
        case .backspace where modifiers.isEmpty:
            guard cursorIndex > 0 else { return true }
            let index = storage.index(storage.startIndex, offsetBy: cursorIndex - 1)
            edit { $0.remove(at: index) }
            cursorIndex -= 1
        case .delete where modifiers.isEmpty:
            guard cursorIndex < storage.count else { return true }
            let index = storage.index(storage.startIndex, offsetBy: cursorIndex)
            edit { $0.remove(at: index) }
        case .left where modifiers.isEmpty:
            setCursorIndex(cursorIndex - 1)
        case .right where modifiers.isEmpty:
            setCursorIndex(cursorIndex + 1)
        case .home where modifiers.isEmpty:
            setCursorIndex(0)
        case .end where modifiers.isEmpty:
            setCursorIndex(storage.count)
        default:
            return false
        }
        return true
    }

    /// Inserts pasted text at the cursor as one edit (one ``onChange``), while ``isEditing``:
    /// line breaks and tabs become spaces, other control characters are left out. Returns
    /// whether the field took the paste.
    open override func handlePaste(_ text: String) -> Bool {
        guard isEditing else { return false }
        var inserted = ""
        for character in text {
            if character.isNewline || character == "\t" {
                inserted.append(" ")
            } else if Self.isInsertable(character) {
                inserted.append(character)
            }
        }
        guard !inserted.isEmpty else { return true }
        let split = storage.index(storage.startIndex, offsetBy: cursorIndex)
        let before = String(storage[..<split]) + inserted
        let after = String(storage[split...])
        let newCursor = before.count
        edit { $0 = before + after }
        cursorIndex = min(newCursor, storage.count)
        return true
    }

    private func insert(_ character: Character) {
        let split = storage.index(storage.startIndex, offsetBy: cursorIndex)
        let before = String(storage[..<split]) + String(character)
        let after = String(storage[split...])
        // A combining mark joins the character before it, so the count is taken afresh.
        let newCursor = before.count
        edit { $0 = before + after }
        cursorIndex = min(newCursor, storage.count)
    }

    private func edit(_ change: (inout String) -> Void) {
        let old = storage
        change(&storage)
        setNeedsDisplay()
        if storage != old { onChange?(storage) }
    }

    /// Printable characters only: controls (C0, DEL, C1) are not typed into a field.
    static func isInsertable(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return !(first.value < 0x20 || (0x7F...0x9F).contains(first.value))
    }

    /// The columns `character` takes as shown (a control's visible replacement counts).
    static func displayWidth(of character: Character) -> Int {
        TerminalText.width(of: TerminalText.sanitized(String(character)))
    }

    /// Adjusts ``scrollOffset`` so the cursor's cell is inside `columns`.
    func scrollToCursor(columns: Int) {
        guard columns > 0 else {
            scrollOffset = 0
            return
        }
        let cursor = cursorColumn
        let cursorWidth = cursorIndex < storage.count
            ? max(1, Self.displayWidth(of: storage[storage.index(storage.startIndex, offsetBy: cursorIndex)])) : 1
        if cursor < scrollOffset { scrollOffset = cursor }
        if cursor + cursorWidth > scrollOffset + columns { scrollOffset = cursor + cursorWidth - columns }
        // Show as much text as fits when the end is in view.
        let total = storage.reduce(0) { $0 + Self.displayWidth(of: $1) } + 1
        scrollOffset = max(0, min(scrollOffset, total - columns))
        if cursor < scrollOffset { scrollOffset = cursor }
    }

    /// Draws the visible part of the text (or the placeholder) and, while editing, the cursor.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let columns = Int(rect.width)
        guard columns > 0, rect.height >= 1 else { return }
        let x0 = Int(rect.minX)
        let y = Int(rect.minY)
        if storage.isEmpty {
            if !placeholder.isEmpty {
                canvas.draw(TerminalText.truncated(placeholder, toColumns: columns), x: x0, y: y, style: placeholderStyle)
            }
            if isEditing { canvas.fill(CGRect(x: x0, y: y, width: 1, height: 1), with: placeholder.first ?? " ",
                                       style: cursorStyle) }
            scrollOffset = 0
            return
        }
        scrollToCursor(columns: columns)
        var column = 0
        for (index, character) in storage.enumerated() {
            let shown = TerminalText.sanitized(String(character))
            let width = TerminalText.width(of: shown)
            let style = isEditing && index == cursorIndex ? cursorStyle : textStyle
            let start = column - scrollOffset
            if start >= columns { break }
            if start >= 0 && start + width <= columns {
                canvas.draw(shown, x: x0 + start, y: y, style: style)
            } else if start + width > 0 {
                // Cut by an edge: blanks, never half a wide character.
                let from = max(0, start)
                let to = min(columns, start + width)
                canvas.fill(CGRect(x: x0 + from, y: y, width: to - from, height: 1), style: textStyle)
            }
            column += width
        }
        if isEditing && cursorIndex == storage.count {
            let start = column - scrollOffset
            if start >= 0 && start < columns {
                canvas.fill(CGRect(x: x0 + start, y: y, width: 1, height: 1), style: cursorStyle)
            }
        }
    }

    /// Keeps the keys that edit text (characters, Backspace, Delete, Left, Right, Home, End,
    /// Enter without Control or Alt) before the key commands that do not ask for priority.
    override open func usesKeyBeforeKeyCommands(_ event: KeyEvent) -> Bool {
        Self.isTextEditingKey(event)
    }

    /// Whether `event` edits text in a field: characters, Backspace, Delete, Left, Right, Home,
    /// End and Enter, without Control or Alt.
    public static func isTextEditingKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isDisjoint(with: [.control, .alt]) else { return false }
        switch event.key {
        case .character, .backspace, .delete, .left, .right, .home, .end, .enter: return true
        default: return false
        }
    }

}
