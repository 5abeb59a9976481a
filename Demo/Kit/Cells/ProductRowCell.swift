import CollectionCore
import Foundation

/// A product as a row of the Products screen's list: emoji and name (search matches
/// highlighted), a star for a favourite, a SALE badge, the price and the disclosure sign `›`,
/// which shows because → on the row opens the product's detail.
final class ProductRowCell: CollectionViewCell {
    var product: Product? { didSet { setNeedsDisplay() } }
    /// The search text whose matches are highlighted.
    var query = "" { didSet { setNeedsDisplay() } }
    /// Whether something opens from the row (then the disclosure sign shows).
    var opensDetail = true { didSet { setNeedsDisplay() } }

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        // The cell draws its own focus background.
        backgroundConfiguration = .clear()
    }

    /// There are no archives here (see `CollectionReusableView.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        guard let product, rect.width >= 4 else { return }
        let glyphs = traitCollection.glyphSet
        let state = configurationState
        let background: Color = state.isFocused ? .focus : .background
        let base = Style(foreground: .label, background: background, attributes: state.isFocused ? .bold : [])
        canvas.fill(rect, style: Style(background: background))
        let y = Int(rect.minY)
        // Trailing part, right to left: disclosure, price, badge, star.
        var trailing = Int(rect.maxX) - 1
        if opensDetail {
            trailing -= 1
            canvas.draw(glyphs.disclosureIndicator, x: trailing, y: y, style: Style(foreground: .secondaryLabel, background: background))
            trailing -= 1
        }
        // Prices right-aligned in a column of their own, so the badges line up.
        let price = Product.formatted(product.currentPrice)
        let priceWidth = TerminalText.width(of: price)
        let column = max(priceWidth, 9)
        trailing -= column
        let priceStyle = Style(foreground: product.isOnSale ? DemoTheme.sale : .tint, background: background, attributes: .bold)
        canvas.draw(price, x: trailing + column - priceWidth, y: y, style: priceStyle)
        if product.isOnSale {
            trailing -= 7
            canvas.draw(" SALE ", x: trailing, y: y, style: DemoTheme.badge(DemoTheme.sale, on: background))
        }
        if product.isFavorite {
            trailing -= 2
            canvas.draw(glyphs.starFilled, x: trailing, y: y, style: DemoTheme.stars(on: background).adding(.bold))
        }
        // Leading part: emoji and name.
        var x = Int(rect.minX) + 1
        let emoji = TerminalText.sanitized(product.emoji)
        if trailing - x > TerminalText.width(of: emoji) + 2 {
            x += canvas.draw(emoji, x: x, y: y, style: base) + 1
        }
        SearchHighlight.draw(product.name, query: query, x: x, y: y, columns: trailing - 1 - x, style: base,
                             match: DemoTheme.match(on: background), canvas: &canvas)
    }
}
