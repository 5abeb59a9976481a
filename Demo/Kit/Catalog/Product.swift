import CollectionCore
import Foundation

/// A product of the catalogue. Identity is ``id``: a product whose favourite flag or name
/// changed is the same item to a snapshot (a reconfigure, not a delete and insert).
public struct Product: Identifiable, Hashable, Sendable {
    public var id: Int
    public var name: String
    public var category: String
    /// The regular price, in the catalogue's currency.
    public var price: Double
    /// The price while on sale, when the product is on sale.
    public var salePrice: Double?
    /// 0 to 5 stars.
    public var rating: Double
    /// One short sentence.
    public var summary: String
    /// An emoji (or any short text) shown as the product's picture.
    public var emoji: String
    public var isFeatured: Bool
    /// Units in stock; 0 is sold out.
    public var stock: Int
    /// Marked with a star by the user (the Products screen toggles it with Enter).
    public var isFavorite = false
    /// The product's picture file (PNG or JPEG): as the catalogue names it (relative to the
    /// catalogue's folder), and once loaded the path to read (see `Product+Picture.swift`).
    public var image: String?

    public init(id: Int, name: String, category: String, price: Double, salePrice: Double? = nil, rating: Double = 0,
                summary: String = "", emoji: String = "📦", isFeatured: Bool = false, stock: Int = 0) {
        self.id = id
        self.name = name
        self.category = category
        self.price = price
        self.salePrice = salePrice
        self.rating = rating
        self.summary = summary
        self.emoji = emoji
        self.isFeatured = isFeatured
        self.stock = stock
    }

    /// The name as shown: on one line, control characters and escape sequences as visible
    /// replacements (`^[`, `^J`), so that a name from a file cannot move the cursor.
    public var displayName: String { TerminalText.sanitized(name) }

    /// Whether the product has a sale price below its price.
    public var isOnSale: Bool { salePrice.map { $0 < price } ?? false }

    /// The price to pay: the sale price when on sale.
    public var currentPrice: Double { isOnSale ? salePrice ?? price : price }

    /// "$12.50", "$987,654.31" (``NumberFormat/price(_:)``).
    public static func formatted(_ price: Double) -> String {
        NumberFormat.price(price)
    }

    /// How much cheaper the sale price is, in whole percent (40 for $60 instead of $100); 0
    /// when not on sale.
    public var discountPercent: Int {
        guard isOnSale, price > 0, let salePrice else { return 0 }
        return Int(((price - salePrice) / price * 100).rounded())
    }

    /// "★★★★☆" for a rating of 4.2 (rounded to whole stars) in `glyphs`; "****." in ASCII.
    public func stars(in glyphs: GlyphSet) -> String {
        let filled = max(0, min(5, Int(rating.rounded())))
        return String(repeating: glyphs.starFilled, count: filled) + String(repeating: glyphs.starEmpty, count: 5 - filled)
    }
}
