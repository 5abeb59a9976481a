import CollectionCore
import CollectionTesting
import DemoKit
import Foundation

/// The demo's Products screen with a large catalogue, driven headlessly as a person uses it:
/// open, search key by key, sort, reload a changed catalogue. Shared by `BrowserProbe`
/// (callgrind) and `BrowserBenchmarks`.
@MainActor
public final class BrowserScenario {
    /// The catalogue's size the rows of Performance.md are measured at.
    public nonisolated static let productCount = 100_000

    public let app: DemoApp
    public let pilot: Pilot
    public var screen: ProductsScreen { app.topScreen as! ProductsScreen }

    /// Opens the Products screen on `catalog` in a 120 x 40 headless terminal and draws the first frame.
    public init(catalog: Catalog) {
        app = DemoApp(catalog: catalog, screen: .products)
        pilot = Pilot(root: app, width: 120, height: 40)
    }

    /// Opens the search field (`/`).
    public func beginSearch() { pilot.type("/") }

    /// Types one key into the search field (or any screen key when not searching).
    public func type(_ key: Character) { pilot.type(String(key)) }

    /// Presses Escape: clears the search and the filters.
    public func clear() { pilot.press(.escape) }

    /// Presses `o`: the next sort order (name, price, rating, newest, catalogue).
    public func nextSort() { pilot.type("o") }

    /// Shows `catalog` as a watched file's new reading does, and draws the frame.
    public func reload(_ catalog: Catalog) {
        app.catalogDidReload(.success(catalog))
        pilot.screen.render()
    }

    /// A catalogue of `count` products as JSON text, the same on every run, spread like
    /// `Benchmarks/Scripts/generate-large-catalog.py`'s: names in English, Vietnamese and
    /// Korean, 8% featured, 20% on sale, a description each. `renamed` renames the first
    /// featured product (a changed file for a reload).
    public nonisolated static func catalogJSON(count: Int = productCount, renamed: String? = nil) -> String {
        let categories = [("Coffee", "☕"), ("Tea", "🍵"), ("Bakery", "🥐"), ("Fruit", "🍎"), ("Electronics", "🎧"), ("Books", "📚"),
                          ("Stationery", "📝"), ("Kitchen", "🍳"), ("Games", "🎲"), ("Garden", "🌱"), ("Outdoors", "🎒"), ("Snacks", "🍪")]
        let names = ["Espresso Beans", "Cà phê sữa đá", "아메리카노 원두", "Earl Grey", "Trà sen Tây Hồ", "유자차",
                     "Sourdough Loaf", "Bánh mì Hội An", "소금빵", "Fountain Pen", "Bút máy học sinh", "만년필"]
        let variants = ["Classic", "Deluxe", "Mini", "đặc biệt", "cao cấp", "스페셜", "프리미엄"]
        let descriptions = ["A staff favourite.", "Small batch, made with care.", "Great as a gift, \\\"wrapped\\\".",
                            "Hàng tuyển chọn, đặc sản.", "선물용으로 좋아요."]
        var state: UInt64 = 18
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        func uniform() -> Double { Double(next() >> 11) / Double(1 << 53) }
        var text = "{\"products\": [\n"
        text.reserveCapacity(count * 230)
        var renamedOne = renamed == nil
        for index in 1...max(1, count) {
            let (category, emoji) = categories[index % categories.count]
            let price = ((uniform() * 499 + 1) * 4).rounded() / 4
            let onSale = uniform() < 0.2
            let sale = onSale ? ((price * [0.6, 0.7, 0.8, 0.9][Int(next() % 4)]) * 100).rounded() / 100 : nil
            let featured = uniform() < 0.08
            var name = "\(variants[Int(next() % 7)]) \(names[Int(next() % 12)]) \(index)"
            if featured, !renamedOne, let renamed { name = renamed; renamedOne = true }
            let rating = ((uniform() * 4 + 1) * 10).rounded() / 10
            if index > 1 { text += ",\n" }
            text += "{\"id\": \(index), \"name\": \"\(name)\", \"category\": \"\(category)\", \"price\": \(price), "
            text += "\"salePrice\": \(sale.map { "\($0)" } ?? "null"), \"rating\": \(rating), "
            text += "\"description\": \"\(descriptions[Int(next() % 5)])\", \"emoji\": \"\(emoji)\", "
            text += "\"featured\": \(featured), \"stock\": \(next() % 200)}"
        }
        return text + "\n]}\n"
    }

    /// The catalogue of ``catalogJSON(count:renamed:)``, parsed.
    public nonisolated static func catalog(count: Int = productCount, renamed: String? = nil) -> Catalog {
        // The text is generated here: a refusal would be a bug of this file.
        try! CatalogLoader.catalog(fromJSON: catalogJSON(count: count, renamed: renamed), fileName: "generated.json")
    }
}
