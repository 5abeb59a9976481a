import CollectionCore
import Foundation

/// A product as a card of a grid: a rounded box with the emoji and name, the category and the
/// rating, and the price (the sale price and the regular one when on sale). A favourite shows
/// a star in the top-right corner; the focused card has a tinted, bold frame.
final class ProductCardCell: CollectionViewCell {
    var product: Product? { didSet { setNeedsDisplay() } }

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        // The cell draws its own focus (a tinted frame on the focus colour): no reverse video.
        backgroundConfiguration = .clear()
    }

    /// There are no archives here (see `CollectionReusableView.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        guard let product, rect.width >= 6, rect.height >= 3 else { return }
        let state = configurationState
        let background: Color = state.isFocused ? .focus : .background
        let frameStyle = state.isFocused ? Style(foreground: .tint, background: background, attributes: .bold)
            : Style(foreground: .separator, background: background)
        canvas.fill(rect, style: Style(background: background))
        canvas.drawBox(rect, style: frameStyle)
        let inner = rect.insetBy(dx: 2, dy: 1)
        let nameStyle = Style(foreground: .label, background: background, attributes: .bold)
        let secondary = Style(foreground: .secondaryLabel, background: background)
        let star = product.isFavorite ? GlyphSet.current.starFilled : ""
        let starWidth = product.isFavorite ? 2 : 0
        var line = CGRect(x: inner.minX, y: inner.minY, width: max(0, inner.width - CGFloat(starWidth)), height: 1)
        canvas.draw(TerminalText.sanitized(product.emoji) + " " + product.displayName, in: line, style: nameStyle)
        if product.isFavorite {
            canvas.draw(star, x: Int(inner.maxX) - 1, y: Int(inner.minY), style: Style(foreground: .indexed(220), background: background, attributes: .bold))
        }
        guard inner.height >= 2 else { return }
        line = CGRect(x: inner.minX, y: inner.minY + 1, width: inner.width, height: 1)
        let price = Product.formatted(product.currentPrice)
        let priceWidth = TerminalText.width(of: price)
        let details = product.category + " " + product.stars
        canvas.draw(details, in: CGRect(x: line.minX, y: line.minY, width: max(0, line.width - CGFloat(priceWidth) - 1), height: 1),
                    style: secondary)
        let priceStyle = Style(foreground: product.isOnSale ? .indexed(160) : .tint, background: background, attributes: .bold)
        canvas.draw(price, in: line, style: priceStyle, alignment: .trailing)
        guard inner.height >= 3 else { return }
        line.origin.y += 1
        let stock = product.stock == 0 ? "Sold out" : "\(product.stock) in stock"
        let note = product.isOnSale ? "was " + Product.formatted(product.price) : stock
        canvas.draw(product.summary, in: CGRect(x: line.minX, y: line.minY, width: max(0, line.width - CGFloat(TerminalText.width(of: note)) - 1), height: 1),
                    style: secondary)
        canvas.draw(note, in: line, style: Style(foreground: .secondaryLabel, background: background, attributes: product.isOnSale ? .dim : []),
                    alignment: .trailing)
    }
}
