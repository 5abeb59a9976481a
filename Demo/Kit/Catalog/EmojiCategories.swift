/// The outline of the Outline screen, after Apple's "Emoji Explorer": categories of emoji,
/// some with subcategories.
public enum EmojiCategories {
    /// A node: a category with children, or an emoji leaf.
    public struct Node: Hashable, Sendable {
        public var title: String
        public var emoji: String
        public var children: [Node]

        public init(_ emoji: String, _ title: String, _ children: [Node] = []) {
            self.emoji = emoji
            self.title = title
            self.children = children
        }
    }

    public static let tree: [Node] = [
        Node("😀", "Smileys & People", [
            Node("😀", "Faces", [Node("😀", "Grinning"), Node("😂", "Tears of Joy"), Node("🥹", "Holding Back Tears"),
                                 Node("😍", "Heart Eyes"), Node("🤔", "Thinking")]),
            Node("👋", "Hands", [Node("👋", "Waving"), Node("👍", "Thumbs Up"), Node("🙏", "Folded Hands"), Node("👏", "Clapping")]),
            Node("🧑", "People", [Node("🧑‍🍳", "Cook"), Node("🧑‍💻", "Technologist"), Node("👨‍👩‍👧", "Family")]),
        ]),
        Node("🐶", "Animals & Nature", [
            Node("🐶", "Mammals", [Node("🐶", "Dog"), Node("🐱", "Cat"), Node("🐼", "Panda"), Node("🦊", "Fox")]),
            Node("🐦", "Birds", [Node("🦉", "Owl"), Node("🐧", "Penguin"), Node("🦜", "Parrot")]),
            Node("🌸", "Plants", [Node("🌸", "Cherry Blossom"), Node("🌵", "Cactus"), Node("🍁", "Maple Leaf")]),
        ]),
        Node("🍔", "Food & Drink", [
            Node("🍎", "Fruit", [Node("🍎", "Apple"), Node("🥭", "Mango"), Node("🍑", "Peach")]),
            Node("🍜", "Dishes", [Node("🍜", "Phở / Ramen"), Node("🍣", "Sushi"), Node("🥟", "Mandu"), Node("🍲", "Kimchi Jjigae")]),
            Node("☕", "Drinks", [Node("☕", "Cà phê"), Node("🍵", "Green Tea"), Node("🧋", "Bubble Tea")]),
        ]),
        Node("⚽", "Activities", [Node("⚽", "Soccer"), Node("🏀", "Basketball"), Node("🎮", "Video Game"), Node("🎨", "Art")]),
        Node("🛫", "Travel & Places", [Node("🛫", "Airplane"), Node("🚄", "High-Speed Train"), Node("🏯", "Castle"),
                                      Node("🗼", "Tokyo Tower")]),
        Node("💡", "Objects", [Node("💡", "Light Bulb"), Node("📚", "Books"), Node("🔭", "Telescope")]),
        Node("🚩", "Flags", [Node("🇰🇷", "South Korea"), Node("🇻🇳", "Vietnam"), Node("🇬🇧", "United Kingdom"),
                             Node("🎌", "Crossed Flags")]),
    ]
}
