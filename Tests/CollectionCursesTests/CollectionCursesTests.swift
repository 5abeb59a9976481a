import CollectionCurses
import Testing

@MainActor
@Test func linksAgainstNcursesWide() {
    #expect(CollectionCurses.ncursesVersion.hasPrefix("ncurses"))
}
