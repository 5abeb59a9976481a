/// The plan of a trip to Jeju, for the List with Custom Cells screen: each stop has a
/// category (drawn as a system symbol) and a short note.
public struct TripStop: Hashable, Sendable {
    public enum Category: String, Hashable, Sendable, CaseIterable {
        case travel = "Travel", stay = "Stay", food = "Food", sight = "Sight", walk = "Walk", call = "Call"

        /// The SF Symbols name of the category's icon.
        public var symbolName: String {
            switch self {
            case .travel: "airplane"
            case .stay: "house"
            case .food: "cart"
            case .sight: "eye"
            case .walk: "mappin"
            case .call: "phone"
            }
        }
    }

    public var category: Category
    public var title: String
    public var note: String

    public init(_ category: Category, _ title: String, _ note: String) {
        self.category = category
        self.title = title
        self.note = note
    }

    /// Five days on Jeju island, stop by stop.
    public static let jeju: [TripStop] = [
        TripStop(.travel, "Flight to Jeju", "Gimpo 08:05, seat 14A"),
        TripStop(.stay, "Guesthouse in Jeju City", "Check in from 15:00, two nights"),
        TripStop(.food, "Dongmun Market", "Tangerines, hotteok, grilled fish"),
        TripStop(.sight, "Yongduam Rock", "Dragon-head rock on the shore at sunset"),
        TripStop(.walk, "Olle Trail 7", "Oedolgae to Wolpyeong, about 17 km"),
        TripStop(.food, "Black pork barbecue", "Book a table for 19:30"),
        TripStop(.sight, "Seongsan Ilchulbong", "Sunrise peak: leave at 05:00"),
        TripStop(.walk, "Udo island", "Ferry from Seongsan port, rent a bike"),
        TripStop(.call, "Ferry office", "Ask about the last boat back"),
        TripStop(.stay, "Hanok stay in Seogwipo", "Ondol floor, breakfast included"),
        TripStop(.sight, "Cheonjiyeon Falls", "Open until 22:00, lit at night"),
        TripStop(.walk, "Hallasan via Seongpanak", "Start before 07:30 to reach the top"),
        TripStop(.food, "Haenyeo kitchen", "Abalone porridge from the divers"),
        TripStop(.sight, "Jusangjeolli Cliff", "Hexagonal lava columns"),
        TripStop(.call, "Car rental", "Return the car by 17:00"),
        TripStop(.travel, "Flight home", "Jeju 19:40, seat 22C"),
    ]
}
