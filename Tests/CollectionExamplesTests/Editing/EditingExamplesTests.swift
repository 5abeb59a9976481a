import CollectionCore
import CollectionExamples
import CollectionTesting
import Foundation
import Testing

/// The three editing example screens (Apple's "Reorderable List", "Settings: Wi-Fi" and
/// "UITableView: Editing"), driven headlessly; screens in Tests/Fixtures/Screens.
@MainActor
@Suite struct EditingExamplesTests {
    private func check(_ screen: HeadlessScreen, _ name: String, file: String = #filePath) {
        let mismatch = ScreenFixture.mismatch(screen.fixtureText, fixtureAt: ScreenFixture.path(name, folder: "Screens", testFile: file))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func reorderableListMovesByKeysAndDragAndKeepsItsModel() {
        let screen = ReorderableListExample()
        let pilot = Pilot(root: screen, width: 36, height: 14)
        check(pilot.screen, "example-reorderable-list")
        pilot.press(.character("m"))
        #expect(screen.keyHints.first == KeyHint("↑↓", "Move"))
        pilot.press(.down, .down, .down, .enter)
        // Espresso went past Flat white and Cortado into the next section.
        #expect(screen.model.map(\.items) == [
            ["Flat white", "Cortado"], ["Espresso", "Americano", "Cappuccino", "Latte", "Macchiato", "Mocha"],
        ])
        #expect(screen.reorders.count == 1)
        pilot.press(KeyEvent(.up, modifiers: .alt))
        #expect(screen.model[0].items == ["Flat white", "Cortado", "Espresso"])
        #expect(screen.reorders.count == 2)
        check(pilot.screen, "example-reorderable-list-moved")
    }

    @Test func wiFiSwitchRemovesAndRestoresTheNetworksWithAnAnimation() {
        let screen = WiFiSettingsExample()
        let clock = TestAnimationClock()
        screen.collectionView.animationClock = clock
        let pilot = Pilot(root: screen, width: 36, height: 14)
        check(pilot.screen, "example-wifi-on")
        pilot.finishesAnimations = false
        pilot.press(.enter)
        #expect(!screen.isWiFiEnabled)
        #expect(screen.dataSource.snapshot().numberOfSections == 1)
        #expect(screen.collectionView.isAnimating)
        clock.advance(by: .milliseconds(250))
        pilot.screen.render()
        check(pilot.screen, "example-wifi-off")
        pilot.press(.enter)
        #expect(screen.isWiFiEnabled)
        #expect(screen.dataSource.snapshot().numberOfSections == 2)
        clock.advance(by: .milliseconds(250))
        pilot.screen.render()
        let before = screen.dataSource.snapshot().itemIdentifiers
        pilot.press(.character("r"))
        #expect(screen.dataSource.snapshot().itemIdentifiers != before)
        #expect(Set(screen.dataSource.snapshot().itemIdentifiers) == Set(before))
    }

    @Test func tableEditingDeletesByControlSwipeActionAndSelection() {
        let screen = TableEditingExample()
        let pilot = Pilot(root: screen, width: 30, height: 10)
        // Swipe actions without editing: Delete on Apples.
        pilot.press(KeyEvent(.delete), .enter)
        #expect(screen.items.first == "Bread")
        // Flag: the second action, to the left of Delete.
        pilot.press(.character("."), .left, .enter)
        #expect(screen.flagged == ["Bread"])
        pilot.press(.character("e"))
        #expect(screen.collectionView.isEditing)
        check(pilot.screen, "example-table-editing")
        // Click the delete control of Cheese (row 1, column 1).
        pilot.click(x: 1, y: 1)
        #expect(!screen.items.contains("Cheese"))
        // Select Dates and Figs with Space and delete them with x.
        pilot.press(.down, .space, .down, .down, .space, .character("x"))
        #expect(screen.items == ["Bread", "Eggs", "Grapes", "Honey"])
        // Reorder while editing.
        pilot.press(.home, KeyEvent(.down, modifiers: .alt))
        #expect(screen.items == ["Eggs", "Bread", "Grapes", "Honey"])
        pilot.press(.character("e"))
        #expect(!screen.collectionView.isEditing)
    }
}
