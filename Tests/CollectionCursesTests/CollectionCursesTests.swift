import CollectionCurses
import Testing

@Test func linksAgainstNcursesWide() {
    #expect(CollectionCurses.ncursesVersion.hasPrefix("ncurses"))
}
