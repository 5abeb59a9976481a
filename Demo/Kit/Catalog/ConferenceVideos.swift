/// The talks of an invented conference on terminal interfaces, for the Conference Videos
/// screen: collections of videos, each video with a title and a category.
public final class ConferenceVideoController: Sendable {
    public struct Video: Hashable, Sendable {
        public let title: String
        public let category: String
    }

    public struct VideoCollection: Hashable, Sendable {
        public let title: String
        public let videos: [Video]
    }

    public let collections: [VideoCollection]

    public init() {
        collections = Self.data.map { title, category, titles in
            VideoCollection(title: title, videos: titles.map { Video(title: $0, category: category) })
        }
    }

    static let data: [(String, String, [String])] = [
        ("The Keynote", "Keynote", ["Opening: Cells All the Way Down", "State of the Terminal", "Design Awards",
                                    "What's New in Curses"]),
        ("Layout", "App Frameworks", ["Compositional Layout in 80 Columns", "Orthogonal Sections Up Close",
                                      "Auto Layout Without Pixels", "Self-Sizing Rows", "Custom Layouts, Step by Step"]),
        ("Data", "Developer Tools", ["Diffable Data Sources in Depth", "A Million Rows, Instantly",
                                     "Snapshots You Can Trust", "Testing Screens as Text"]),
        ("Text", "Design", ["Wide Characters and Graphemes", "Emoji on Every Terminal", "Colour Without Colour",
                            "Typography in a Grid"]),
        ("Input", "Accessibility", ["Keyboard First", "Focus You Can See", "Mouse Support Done Right",
                                    "Key Hints That Tell the Truth"]),
    ]
}
