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

    public override func layoutSubviews() {
        inspector.frame = bounds
    }

    public var navigationTitle: String { TerminalText.sanitized(product.name) }

    public var keyHints: [KeyHint] { [] }

    public var helpHints: [KeyHint] { [] }
}
