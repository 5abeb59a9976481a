import CollectionCore
import Foundation

/// One product's detail as a screen of its own: what the Products screen's inspector shows
/// beside the grids when the terminal is wide, opened with `i` (or → on a list row) when it is
/// narrower. Escape goes back.
public final class ProductDetailScreen: View, DemoScreen {
    /// The product shown.
    public let product: Product
    let inspector = InspectorView()

    /// The detail of `product`.
    public init(product: Product) {
        self.product = product
        super.init(frame: .zero)
        backgroundStyle = .background
        inspector.title = "Details"
        inspector.product = { product }
        addSubview(inspector)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Full width on a narrow terminal; on a wide one a centred column of 76, so that the lines
    /// stay short enough to read.
    public override func layoutSubviews() {
        let width = bounds.width > 100 ? 76 : bounds.width
        inspector.frame = CGRect(x: ((bounds.width - width) / 2).rounded(.down), y: 0, width: width, height: bounds.height)
    }

    public var navigationTitle: String { TerminalText.sanitized(product.name) }

    public var keyHints: [KeyHint] { [] }

    public var helpHints: [KeyHint] { [] }
}
