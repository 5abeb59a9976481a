import CollectionCore
import Foundation

/// The base of the demo's screens: a collection view that fills the screen below an optional
/// row of ``header`` text, and receives the keys the screen does not handle itself.
open class CollectionScreen: View {
    /// The screen's collection view.
    public let collectionView: CollectionView
    /// Rows above the collection view (0 by default), drawn by ``drawHeader(in:canvas:)``.
    public var headerHeight: CGFloat = 0 { didSet { setNeedsLayout() } }

    public convenience init(layout: CollectionViewLayout) {
        self.init(collectionView: CollectionView(frame: Self.initialFrame, collectionViewLayout: layout))
    }

    /// The frame of a collection view made before the screen is shown: a terminal's usual
    /// size, so that layouts never prepare for a zero-width container.
    public static let initialFrame = CGRect(x: 0, y: 0, width: 80, height: 22)

    /// A screen around `collectionView` (made first when a data source needs it).
    public init(collectionView: CollectionView) {
        self.collectionView = collectionView
        super.init(frame: .zero)
        backgroundStyle = .background
        addSubview(collectionView)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func layoutSubviews() {
        let header = min(headerHeight, bounds.height)
        collectionView.frame = CGRect(x: 0, y: header, width: bounds.width, height: bounds.height - header)
    }

    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let header = min(headerHeight, rect.height)
        guard header > 0 else { return }
        drawHeader(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: header), canvas: &canvas)
    }

    /// Draws the header rows; the base draws nothing.
    open func drawHeader(in rect: CGRect, canvas: inout Canvas) {}

    open override func handle(_ event: KeyEvent) -> Bool {
        collectionView.handle(event)
    }
}
