import CollectionCore
import Foundation

/// A product as a card of a grid: a rounded box with the product's picture as a thumbnail on
/// the left (when it has one and the card is wide enough), the emoji and name, the category and
/// the rating, and the price (the sale price and the regular one when on sale). A favourite
/// shows a star in the top-right corner; the focused card has a tinted, bold frame.
final class ProductCardCell: CardCell {
    /// The narrowest inside of a card (its width less the frame and a column of space on each
    /// side) that shows the rating's stars: room for them, the SALE badge and a price of up to
    /// nine columns ("$9,999.99"), so that at one width every card keeps its stars or none
    /// does (only a wider price can push them out).
    static let starsMinimumWidth: CGFloat = 23

    var product: Product? {
        didSet {
            if product?.image != oldValue?.image || thumbnail.image == nil { reloadPicture() }
            setNeedsDisplay()
        }
    }
    /// The product's picture, aspect fit, left of the text (see `ProductCardCell+Thumbnail.swift`).
    let thumbnail = ImageView()
    /// The search text whose matches are highlighted in the name.
    var query = "" { didSet { setNeedsDisplay() } }

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        thumbnail.contentMode = .scaleAspectFit
        thumbnail.isHidden = true
        contentView.addSubview(thumbnail)
    }

    /// There are no archives here (see `CollectionReusableView.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    /// Places the thumbnail.
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutThumbnail()
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        guard let product, rect.width >= 6, rect.height >= 3 else { return }
        let state = configurationState
        let background: Color = state.isFocused ? .focus : .background
        var inner = rect.insetBy(dx: 2, dy: 1)
        if let frame = layoutThumbnail() {
            // The text moves right of the picture.
            inner = CGRect(x: inner.minX + frame.width + 1, y: inner.minY, width: inner.width - frame.width - 1, height: inner.height)
        }
        let nameStyle = Style(foreground: .label, background: background, attributes: .bold)
        let secondary = Style(foreground: .secondaryLabel, background: background)
        let star = product.isFavorite ? traitCollection.glyphSet.starFilled : ""
        let starWidth = product.isFavorite ? 2 : 0
        var line = CGRect(x: inner.minX, y: inner.minY, width: max(0, inner.width - CGFloat(starWidth)), height: 1)
        let emoji = TerminalText.sanitized(product.emoji) + " "
        let emojiWidth = canvas.draw(TerminalText.truncated(emoji, toColumns: Int(line.width)), x: Int(line.minX), y: Int(line.minY), style: nameStyle)
        SearchHighlight.draw(product.name, query: query, x: Int(line.minX) + emojiWidth, y: Int(line.minY),
                             columns: Int(line.width) - emojiWidth, style: nameStyle, match: DemoTheme.match(on: background), canvas: &canvas)
        if product.isFavorite {
            canvas.draw(star, x: Int(inner.maxX) - 1, y: Int(inner.minY), style: DemoTheme.stars(on: background).adding(.bold))
        }
        guard inner.height >= 2 else { return }
        line = CGRect(x: inner.minX, y: inner.minY + 1, width: inner.width, height: 1)
        let price = Product.formatted(product.currentPrice)
        let priceWidth = TerminalText.width(of: price)
        let badge = product.isOnSale ? " SALE " : ""
        let badgeWidth = product.isOnSale ? 7 : 0
        let detailsRoom = Int(line.width) - priceWidth - badgeWidth - 1
        let starsWidth = TerminalText.width(of: product.stars(in: traitCollection.glyphSet))
        if inner.width >= Self.starsMinimumWidth, detailsRoom >= starsWidth {
            // The stars keep their room on every card this wide; the category shortens for them
            // (and is left out when fewer than two columns are left: "E…").
            var x = Int(line.minX)
            var stars = product.stars(in: traitCollection.glyphSet)
            let categoryRoom = detailsRoom - starsWidth - 1
            if categoryRoom >= 2 {
                x += canvas.draw(TerminalText.truncated(TerminalText.sanitized(product.category), toColumns: categoryRoom),
                                 x: x, y: Int(line.minY), style: secondary)
                stars = " " + stars
            }
            canvas.draw(stars, x: x, y: Int(line.minY), style: DemoTheme.stars(on: background))
        } else if detailsRoom > 0 {
            let category = TerminalText.truncated(TerminalText.sanitized(product.category), toColumns: detailsRoom)
            canvas.draw(category, x: Int(line.minX), y: Int(line.minY), style: secondary)
        }
        if product.isOnSale, Int(line.width) > priceWidth + badgeWidth {
            canvas.draw(badge, x: Int(line.maxX) - priceWidth - badgeWidth, y: Int(line.minY), style: DemoTheme.badge(DemoTheme.sale, on: background))
        }
        let priceStyle = Style(foreground: product.isOnSale ? DemoTheme.sale : .tint, background: background, attributes: .bold)
        canvas.draw(price, in: line, style: priceStyle, alignment: .trailing)
        guard inner.height >= 3 else { return }
        line.origin.y += 1
        let stock = product.stock == 0 ? "Sold out" : NumberFormat.grouped(product.stock) + " in stock"
        let note = product.isOnSale ? "was " + DemoTheme.struckThrough(Product.formatted(product.price), in: traitCollection.glyphSet) : stock
        canvas.draw(product.summary, in: CGRect(x: line.minX, y: line.minY, width: max(0, line.width - CGFloat(TerminalText.width(of: note)) - 1), height: 1),
                    style: secondary)
        canvas.draw(note, in: line, style: Style(foreground: .secondaryLabel, background: background, attributes: product.isOnSale ? .dim : []),
                    alignment: .trailing)
    }
}
