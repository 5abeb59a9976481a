import CollectionCore
import CollectionCurses

// Placeholder until the demo issue lands: lists the planned screens.
let plannedScreens = [
    "Products", "App Store", "Reload", "Custom layout", "Outline", "Layout gallery",
    "Insertion sort", "A million products",
]
print("TerminalCollectionView demo (linked with \(CollectionCurses.ncursesVersion))")
print("Planned screens:")
for screen in plannedScreens {
    print("  - \(screen)")
}
