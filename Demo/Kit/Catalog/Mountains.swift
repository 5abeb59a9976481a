import Foundation

/// The mountains of the Mountains Search screen, and the filter it applies as you type:
/// a hundred summits with their heights in metres.
public final class MountainsController: Sendable {
    /// A summit. Its identity is its name (every name is unique).
    public struct Mountain: Hashable, Sendable {
        public let name: String
        public let height: Int

        /// Whether `filter` is empty or part of the name (ignoring case and accents).
        public func contains(_ filter: String?) -> Bool {
            guard let filter, !filter.isEmpty else { return true }
            return name.range(of: filter, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }

        /// The height with a thousands separator: "8,849 m".
        public var formattedHeight: String {
            let thousands = height / 1000
            let rest = height % 1000
            let digits = rest < 10 ? "00\(rest)" : rest < 100 ? "0\(rest)" : "\(rest)"
            return (thousands > 0 ? "\(thousands),\(digits)" : "\(rest)") + " m"
        }
    }

    public let mountains: [Mountain]

    public init() {
        mountains = Self.data.map { Mountain(name: $0.0, height: $0.1) }
    }

    /// The mountains whose name contains `filter` (all of them for `nil` or ""), tallest first.
    public func filteredMountains(with filter: String? = nil, limit: Int? = nil) -> [Mountain] {
        let filtered = mountains.filter { $0.contains(filter) }.sorted { ($0.height, $1.name) > ($1.height, $0.name) }
        guard let limit else { return filtered }
        return Array(filtered.prefix(limit))
    }

    static let data: [(String, Int)] = [
        ("Everest", 8849), ("K2", 8611), ("Kangchenjunga", 8586), ("Lhotse", 8516), ("Makalu", 8485),
        ("Cho Oyu", 8188), ("Dhaulagiri", 8167), ("Manaslu", 8163), ("Nanga Parbat", 8126), ("Annapurna", 8091),
        ("Gasherbrum I", 8080), ("Broad Peak", 8051), ("Gasherbrum II", 8035), ("Shishapangma", 8027),
        ("Nuptse", 7861), ("Kongur Tagh", 7649), ("Muztagh Ata", 7546), ("Ismoil Somoni Peak", 7495),
        ("Jengish Chokusu", 7439), ("Khan Tengri", 7010), ("Machapuchare", 6993), ("Aconcagua", 6961),
        ("Ojos del Salado", 6893), ("Ama Dablam", 6812), ("Monte Pissis", 6793), ("Huascarán", 6768),
        ("Mount Kailash", 6638), ("Yerupajá", 6635), ("Sajama", 6542), ("Illimani", 6438), ("Chimborazo", 6263),
        ("Denali", 6190), ("Mount Logan", 5959), ("Alpamayo", 5947), ("Cotopaxi", 5897), ("Kilimanjaro", 5895),
        ("Elbrus", 5642), ("Pico de Orizaba", 5636), ("Mount Saint Elias", 5489), ("Popocatépetl", 5426),
        ("Iztaccíhuatl", 5230), ("Mount Lucania", 5226), ("Dykh-Tau", 5205), ("Mount Kenya", 5199),
        ("Mount Ararat", 5137), ("Margherita Peak", 5109), ("Kazbek", 5054), ("Vinson", 4892), ("Puncak Jaya", 4884),
        ("Mont Blanc", 4806), ("Mount Fairweather", 4671), ("Dufourspitze", 4634), ("Mount Meru", 4562),
        ("Ras Dashen", 4550), ("Dom", 4545), ("Weisshorn", 4506), ("Matterhorn", 4478), ("Mount Whitney", 4421),
        ("Mount Elbert", 4401), ("Mount Rainier", 4392), ("Mount Shasta", 4322), ("Grand Combin", 4314),
        ("Pikes Peak", 4302), ("Finsteraarhorn", 4274), ("Mauna Kea", 4207), ("Toubkal", 4167), ("Jungfrau", 4158),
        ("Mönch", 4110), ("Barre des Écrins", 4102), ("Mount Kinabalu", 4095), ("Gran Paradiso", 4061),
        ("Piz Bernina", 4049), ("Mount Cameroon", 4040), ("Eiger", 3967), ("Mount Robson", 3954),
        ("Jade Mountain", 3952), ("Grossglockner", 3798), ("Mount Erebus", 3794), ("Mount Fuji", 3776),
        ("Mount Rinjani", 3726), ("Aoraki / Mount Cook", 3724), ("Teide", 3715), ("Semeru", 3676),
        ("Mount Assiniboine", 3618), ("Mulhacén", 3479), ("Mount Hood", 3429), ("Fitz Roy", 3405), ("Aneto", 3404),
        ("Etna", 3357), ("Cerro Torre", 3128), ("Zugspitze", 2962), ("Mount Apo", 2954), ("Mount Olympus", 2918),
        ("Triglav", 2864), ("Paektu", 2744), ("Half Dome", 2694), ("Mount St. Helens", 2549), ("El Capitan", 2307),
        ("Mount Sinai", 2285), ("Kosciuszko", 2228), ("Hallasan", 1947), ("Mount Washington", 1917),
        ("Ben Nevis", 1345), ("Vesuvius", 1281), ("Snowdon", 1085), ("Table Mountain", 1085),
    ]
}
