import CollectionCore
import CollectionTesting
import DemoKit
import Foundation
import Testing

/// Compares the screen with the fixture Tests/Fixtures/Demo/NAME.txt (RECORD_FIXTURES=1 writes it).
@MainActor func expectFixture(_ screen: HeadlessScreen, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let mismatch = ScreenFixture.mismatch(screen.fixtureText, fixtureAt: ScreenFixture.path(name, folder: "Demo", testFile: #filePath))
    #expect(mismatch == nil, "\(mismatch ?? "")", sourceLocation: sourceLocation)
}

/// The demo app opened on `screen`, in a pilot of the given size.
@MainActor func demoPilot(_ screen: DemoScreenKind? = nil, width: Int = 80, height: Int = 24, catalog: Catalog = .embedded) -> (DemoApp, Pilot) {
    let app = DemoApp(catalog: catalog, screen: screen)
    return (app, Pilot(root: app, width: width, height: height))
}

/// The index of the first row that contains `text`.
@MainActor func row(containing text: String, in lines: [String]) -> Int? {
    lines.firstIndex { $0.contains(text) }
}
