/// The apps of the App Store screen (a clone of the Korean App Store's "Today" and "Apps"
/// tabs): three payload types, one per carousel.
public enum AppStoreSamples {
    /// A large featured app card.
    public struct FeatureApp: Hashable, Sendable {
        public var badge: String
        public var name: String
        public var tagline: String
        public var emoji: String
    }

    /// An app in the ranking carousel.
    public struct RankedApp: Hashable, Sendable {
        public var rank: Int
        public var name: String
        public var category: String
        public var emoji: String
        public var hasInAppPurchases: Bool
    }

    /// A themed collection of apps.
    public struct Theme: Hashable, Sendable {
        public var title: String
        public var emoji: String
        public var count: Int
    }

    public static let features: [FeatureApp] = [
        FeatureApp(badge: "새로운 앱", name: "Procreate Pocket", tagline: "손끝에서 시작되는 스케치와 페인팅", emoji: "🎨"),
        FeatureApp(badge: "지금 업데이트", name: "Notion", tagline: "메모, 문서, 할 일을 한곳에서", emoji: "📒"),
        FeatureApp(badge: "에디터의 선택", name: "Monument Valley 3", tagline: "불가능한 건축물 사이로 떠나는 여행", emoji: "🏰"),
        FeatureApp(badge: "새로운 앱", name: "Sky: 빛의 아이들", tagline: "친구와 함께 하늘 왕국을 탐험하세요", emoji: "🌈"),
        FeatureApp(badge: "이벤트", name: "Pokémon GO", tagline: "커뮤니티 데이가 돌아왔습니다", emoji: "⚡"),
    ]

    public static let rankings: [RankedApp] = [
        RankedApp(rank: 1, name: "카카오톡", category: "소셜 네트워킹", emoji: "💬", hasInAppPurchases: false),
        RankedApp(rank: 2, name: "토스", category: "금융", emoji: "💳", hasInAppPurchases: false),
        RankedApp(rank: 3, name: "쿠팡", category: "쇼핑", emoji: "🛒", hasInAppPurchases: false),
        RankedApp(rank: 4, name: "네이버 지도", category: "내비게이션", emoji: "🧭", hasInAppPurchases: false),
        RankedApp(rank: 5, name: "배달의민족", category: "음식 및 음료", emoji: "🍜", hasInAppPurchases: false),
        RankedApp(rank: 6, name: "YouTube", category: "사진 및 비디오", emoji: "📺", hasInAppPurchases: true),
        RankedApp(rank: 7, name: "당근", category: "쇼핑", emoji: "🥕", hasInAppPurchases: false),
        RankedApp(rank: 8, name: "Spotify", category: "음악", emoji: "🎧", hasInAppPurchases: true),
        RankedApp(rank: 9, name: "듀오링고", category: "교육", emoji: "🦉", hasInAppPurchases: true),
        RankedApp(rank: 10, name: "멜론", category: "음악", emoji: "🍈", hasInAppPurchases: true),
        RankedApp(rank: 11, name: "Papago", category: "참고", emoji: "🦜", hasInAppPurchases: false),
        RankedApp(rank: 12, name: "Threads", category: "소셜 네트워킹", emoji: "🧵", hasInAppPurchases: false),
    ]

    public static let themes: [Theme] = [
        Theme(title: "여행 필수 앱", emoji: "🛫", count: 12),
        Theme(title: "집중력 높이기", emoji: "🎯", count: 9),
        Theme(title: "홈트레이닝", emoji: "🤸", count: 15),
        Theme(title: "요리와 레시피", emoji: "🍳", count: 11),
        Theme(title: "사진 편집", emoji: "📷", count: 14),
        Theme(title: "잠들기 전에", emoji: "🌙", count: 8),
    ]
}
