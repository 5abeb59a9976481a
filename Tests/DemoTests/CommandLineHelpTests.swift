import CollectionCore
@testable import DemoKit
import Foundation
import Testing

/// `demo --help`: besides the options, what a new user needs and cannot guess: the keys with the
/// command palette, the environment switches, where favourites are kept and the catalogue
/// formats with every field the loaders read.
@Suite struct CommandLineHelpTests {
    let text = CommandLineHelp.discussion(environment: ["HOME": "/home/ann", "XDG_DATA_HOME": "/data"])

    @Test func namesTheKeysAndThePalette() {
        #expect(text.contains("? shows the keys of the current screen"))
        #expect(text.contains(": or Ctrl-P opens the command"))
    }

    @Test func namesTheEnvironmentSwitches() {
        #expect(text.contains("NO_COLOR=1"))
        #expect(text.contains("TERMINAL_COLLECTION_VIEW_ASCII=1"))
        #expect(text.contains("XDG_DATA_HOME"))
    }

    @Test func saysWhereFavouritesAreKept() {
        #expect(text.contains("/data/terminal-collection-view/favourites/"))
        let home = CommandLineHelp.discussion(environment: ["HOME": "/home/ann"])
        #expect(home.contains("/home/ann/.local/share/terminal-collection-view/favourites/"))
        #expect(CommandLineHelp.discussion(environment: [:]).contains("$XDG_DATA_HOME/terminal-collection-view/favourites/"))
    }

    @Test func describesBothCatalogueFormatsAndEveryField() {
        #expect(text.contains("JSON"))
        #expect(text.contains("CSV"))
        let fields = CSVCatalogLoader.textColumns.union(CSVCatalogLoader.numberColumns).union(CSVCatalogLoader.boolColumns)
        for field in fields.sorted() {
            #expect(text.contains(field), "the help names the field \(field)")
        }
        #expect(text.contains("Scripts/generate-demo-catalog.py"))
    }

    /// swift-argument-parser wraps a line wider than the terminal: the columns above are kept
    /// on a terminal of 80 columns or more.
    @Test func linesFitEightyColumns() {
        for line in text.split(separator: "\n") {
            #expect(TerminalText.width(of: String(line)) <= 80, "\(line)")
        }
    }
}
