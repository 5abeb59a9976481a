import CollectionCore
import CollectionExamples
import CollectionTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite struct DeclarativeExampleTests {
    private func fixture(_ name: String) -> String {
        ScreenFixture.path(name, folder: "Declarative", testFile: #filePath)
    }

    @Test func theExampleScreenMatchesItsFixture() {
        GlyphSet.withGlyphSet(.unicode) {
            let view = DeclarativeExample.makeView()
            let pilot = Pilot(root: view, width: 40, height: 16)
            let mismatch = ScreenFixture.mismatch(pilot.screen.fixtureText, fixtureAt: fixture("example"))
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
    }

    @Test func tapsCountNumbersUpStarProductsAndToggleTopics() {
        let view = DeclarativeExample.makeView()
        let pilot = Pilot(root: view, width: 40, height: 16)
        let manager = view.dataManager
        let result = Diagnostics.collect {
            pilot.click(x: 3, y: 1)     // 42
            pilot.click(x: 3, y: 3)     // Green tea
            pilot.click(x: 3, y: 13)    // Vegetables
        }
        #expect(result.diagnostics.isEmpty)
        #expect(manager.contains(43) && !manager.contains(42) && manager.contains("42"))
        #expect(pilot.lines[1].contains("43"))
        #expect(pilot.lines[3].contains("★ Green tea"))
        #expect((manager.itemIdentifiers.compactMap { $0 as? DeclarativeExample.Product }.first?.isStarred) == true)
        let vegetables = DeclarativeExample.topics[1]
        #expect(manager.isExpanded(vegetables))
        #expect(pilot.lines[14].contains("Leek") && pilot.lines[15].contains("Carrot"))
        // Left collapses the focused parent.
        pilot.press(.left)
        #expect(!manager.isExpanded(vegetables))
        #expect(manager.level(of: DeclarativeExample.Topic("Lime")) == 2)
        #expect(manager.parent(of: DeclarativeExample.Topic("Lime")) as? DeclarativeExample.Topic == DeclarativeExample.topics[0].children[1])
    }
}
