import CollectionCore
import Foundation

/// The base of the editing examples: a screen holding one collection view that fills it and
/// gets its keys.
open class EditingExampleView: View, NavigationItemProviding {
    /// The list.
    public let collectionView: CollectionView

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
        super.init(frame: .zero)
        backgroundStyle = .background
        addSubview(collectionView)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The title bar's text.
    open var navigationTitle: String { "" }

    /// The keys of the screen.
    open var keyHints: [KeyHint] { [] }

    /// While the list carries an item, every key goes to it.
    open var capturesKeys: Bool { collectionView.capturesKeys }

    /// Makes the collection view fill the screen.
    open override func layoutSubviews() {
        collectionView.frame = CGRect(origin: .zero, size: frame.size)
    }

    /// The screen's own keys (``handleExampleKey(_:)``) first, then the collection view's.
    open override func handle(_ event: KeyEvent) -> Bool {
        collectionView.finishAnimations()
        if handleExampleKey(event) {
            setNeedsDisplay()
            return true
        }
        return collectionView.handle(event)
    }

    /// A key of the screen itself; the base handles none.
    open func handleExampleKey(_ event: KeyEvent) -> Bool { false }

    /// A collection view for a screen (the screen sizes it).
    static func makeCollectionView(_ layout: CollectionViewLayout) -> CollectionView {
        CollectionView(frame: CGRect(x: 0, y: 0, width: 80, height: 24), collectionViewLayout: layout)
    }

    /// A list cell registration showing an item's text.
    static func textCell(text: String, secondary: String? = nil, accessories: [CellAccessory]) -> (CollectionViewListCell) -> Void {
        { cell in
            var content = cell.defaultContentConfiguration()
            content.text = text
            content.secondaryText = secondary
            cell.contentConfiguration = content
            cell.accessories = accessories
        }
    }
}
