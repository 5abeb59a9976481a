/// One layout of the gallery: Apple's "Implementing Modern Collection Views" sample layouts.
public enum GalleryEntry: String, CaseIterable, Sendable {
    case grid = "Grid"
    case insetItemsGrid = "Inset Items Grid"
    case twoColumnGrid = "Two-Column Grid"
    case distinctSections = "Distinct Sections"
    case adaptiveSections = "Adaptive Sections"
    case itemBadges = "Item Badges"
    case sectionHeadersFooters = "Section Headers/Footers"
    case pinnedSectionHeaders = "Pinned Section Headers"
    case sectionBackgroundDecoration = "Section Background Decoration"
    case nestedGroups = "Nested Groups"
    case orthogonalSections = "Orthogonal Sections"
    case orthogonalSectionBehaviors = "Orthogonal Section Behaviors"
    case listAppearances = "List Appearances"
    case conferenceNews = "Conference News"

    /// The sample's group of the entry.
    public var group: String {
        switch self {
        case .grid, .insetItemsGrid, .twoColumnGrid, .distinctSections, .adaptiveSections: "Getting Started"
        case .itemBadges, .sectionHeadersFooters, .pinnedSectionHeaders, .sectionBackgroundDecoration, .nestedGroups,
             .orthogonalSections, .orthogonalSectionBehaviors: "Advanced Layouts"
        case .listAppearances: "Lists"
        case .conferenceNews: "Conference App"
        }
    }

    /// The groups in order.
    public static let groups = ["Getting Started", "Advanced Layouts", "Lists", "Conference App"]

    /// What the layout shows, one line.
    public var summary: String {
        switch self {
        case .grid: "5 square items per row"
        case .insetItemsGrid: "content insets around each item"
        case .twoColumnGrid: "a group with count: 2"
        case .distinctSections: "a list, a 5- and a 3-column grid"
        case .adaptiveSections: "columns follow the width: resize"
        case .itemBadges: "supplementary items on items"
        case .sectionHeadersFooters: "boundary supplementary items"
        case .pinnedSectionHeaders: "headers pinned to the top"
        case .sectionBackgroundDecoration: "a decoration behind each section"
        case .nestedGroups: "groups within groups"
        case .orthogonalSections: "sections scrolling sideways"
        case .orthogonalSectionBehaviors: "the six scrolling behaviours"
        case .listAppearances: "plain, grouped, inset grouped, sidebar"
        case .conferenceNews: "estimated heights, wrapped text"
        }
    }
}
