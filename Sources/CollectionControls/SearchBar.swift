import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// What a ``SearchBar`` tells its delegate, as `UISearchBarDelegate`. Every method has an empty
/// default, so a delegate implements only what it needs (usually
/// ``searchBar(_:textDidChange:)``).
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// The text changed because of a key or a paste (not when code sets ``SearchBar/text``).
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// The search bar took the keys (``SearchBar/becomeFirstResponder()``).
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// The search bar gave the keys up (``SearchBar/resignFirstResponder()``).
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// Enter was pressed while editing (UIKit's search button on the keyboard).
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// Escape was pressed while editing and ``SearchBar/showsCancelButton`` is on (UIKit's
    /// Cancel button).
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
}

/// A search field, as `UISearchBar`: a magnifying glass, then the ``searchTextField`` (a
/// ``TextField``) on one row. Its ``delegate`` hears of every change of the text as it is
/// typed, which is how a screen filters as you type:
///
/// ```swift
/// let searchBar = SearchBar(frame: .zero)
/// searchBar.delegate = self      // searchBar(_:textDidChange:) applies a filtered snapshot
/// searchBar.placeholder = "Search"
/// view.addSubview(searchBar)
/// searchBar.becomeFirstResponder()
/// ```
///
/// A terminal has no keyboard focus system, so the search bar takes keys only while it is the
/// first responder (``becomeFirstResponder()``; ``isFirstResponder``): printable keys, Backspace,
/// Delete, Left, Right, Home and End edit the text; Enter calls
/// ``SearchBarDelegate/searchBarSearchButtonClicked(_:)``, and Escape calls
/// ``SearchBarDelegate/searchBarCancelButtonClicked(_:)`` when ``showsCancelButton`` is on.
/// Other keys (Up, Down, Tab, Escape without a cancel button) are not handled, so they reach
/// the views behind it. The bar does not give up the keys by itself: the delegate calls
/// ``resignFirstResponder()``, as UIKit code does. Its ``intrinsicContentSize`` is one row
/// high, with no intrinsic width.
open class SearchBar: View {
    /// The field the text is typed into (UIKit's `searchTextField`).
    public let searchTextField = TextField()
    /// Told of changes of the text and of the Enter and Escape keys.
    public weak var delegate: SearchBarDelegate?

    /// A search bar with `frame`, not editing.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        searchTextField.isEditing = false
        searchTextField.onChange = { [unowned self] text in delegate?.searchBar(self, textDidChange: text) }
        addSubview(searchTextField)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text; setting it does not call the delegate (as in UIKit). `nil` sets it empty.
    public var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue ?? "" }
    }

    /// Shown dimmed while the text is empty.
    public var placeholder: String? {
        get { searchTextField.placeholder.isEmpty ? nil : searchTextField.placeholder }
        set { searchTextField.placeholder = newValue ?? "" }
    }

    /// Whether Escape stands for UIKit's Cancel button (the delegate's
    /// ``SearchBarDelegate/searchBarCancelButtonClicked(_:)``). `false` by default.
    public var showsCancelButton = false

    /// Sets ``showsCancelButton`` (terminal changes are never animated).
    public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Whether the search bar takes the keys.
    public override var isFirstResponder: Bool { searchTextField.isEditing }

    /// Takes the keys and shows the cursor, then tells the delegate. Returns `true`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        searchTextField.isEditing = true
        delegate?.searchBarTextDidBeginEditing(self)
        return true
    }

    /// Gives the keys up and hides the cursor, then tells the delegate. Returns `true`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        searchTextField.isEditing = false
        delegate?.searchBarTextDidEndEditing(self)
        return true
    }

    /// One row; no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        reportedSize(cells: CGSize(width: View.noIntrinsicMetric, height: 1))
    }

    /// The field fills the row after the magnifying glass.
    open override func layoutSubviews() {
        let inset: CGFloat = min(3, cellBounds.width)
        searchTextField.cellFrame = CGRect(x: inset, y: 0, width: max(0, cellBounds.width - inset - 1), height: min(1, cellBounds.height))
    }

    /// Draws the magnifying glass (`⌕`, `/` in ASCII, the search prompt of `less` and `vim`, not
    /// the `?` of help keys) before the field.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        guard rect.width >= 2, rect.height >= 1 else { return }
        let glyph = Image(systemName: "magnifyingglass")?.glyph(in: traitCollection.glyphSet) ?? "/"
        let style = Style(foreground: isFirstResponder ? .tint : .secondaryLabel, attributes: isFirstResponder ? .bold : [])
        canvas.draw(glyph, x: Int(rect.minX) + 1, y: Int(rect.minY), style: style)
    }

    /// While editing: Enter and (with a cancel button) Escape go to the delegate, editing keys
    /// to the field; every other key is left to the views behind.
    open override func handle(_ event: KeyEvent) -> Bool {
        guard isFirstResponder else { return false }
        if event.modifiers.isEmpty {
            switch event.key {
            case .enter:
                delegate?.searchBarSearchButtonClicked(self)
                return true
            case .escape:
                guard showsCancelButton else { return false }
                delegate?.searchBarCancelButtonClicked(self)
                return true
            default:
                break
            }
        }
        return searchTextField.handle(event)
    }

    /// Pasted text goes into the field while editing (one change for the delegate).
    open override func handlePaste(_ text: String) -> Bool {
        searchTextField.handlePaste(text)
    }

    /// Keeps the keys that edit its text (``TextField/isTextEditingKey(_:)``) before the key
    /// commands that do not ask for priority.
    override open func usesKeyBeforeKeyCommands(_ event: KeyEvent) -> Bool {
        TextField.isTextEditingKey(event)
    }

}
