import CollectionCanvas
import CollectionTesting
import CollectionViews
import Foundation
import Testing

/// The title bar's back sign and the status bar's hints answer clicks.
@MainActor
@Suite struct NavigationBarClickTests {
    private final class Screen: View, NavigationItemProviding {
        let name: String
        init(_ name: String) {
            self.name = name
            super.init(frame: .zero)
        }
        var navigationTitle: String { name }
        required init?(coder: NSCoder) {
            return nil
        }

        var keyHints: [KeyHint] { [KeyHint("/", "Search"), KeyHint("↑↓", "Move")] }
    }

    @Test func clickingTheBackSignGoesBack() {
        let stack = NavigationStackView(root: Screen("Home"))
        let pilot = Pilot(root: stack, width: 40, height: 6)
        stack.push(Screen("Detail"))
        pilot.screen.render()
        #expect(pilot.lines[0].hasPrefix(" ‹ Home  Detail"))
        // The title of the screen itself is not a button.
        #expect(!pilot.click(x: 10, y: 0))
        #expect(stack.screens.count == 2)
        #expect(pilot.click(x: 3, y: 0))
        #expect(stack.screens.count == 1)
        #expect(pilot.lines[0].hasPrefix(" Home"))
        // Nothing to go back to: the title is not a button either.
        #expect(!pilot.click(x: 1, y: 0))
    }

    @Test func clickingAHintCallsTheHandlerWithIt() {
        let stack = NavigationStackView(root: Screen("Home"))
        stack.additionalKeyHints = [KeyHint("q", "Quit")]
        let pilot = Pilot(root: stack, width: 40, height: 6)
        var clicked: [KeyHint] = []
        stack.onKeyHintClick = { hint in
            clicked.append(hint)
            return true
        }
        #expect(pilot.lines[5] == " / Search  ↑↓ Move  q Quit              ")
        #expect(pilot.click(x: 1, y: 5))
        #expect(pilot.click(x: 8, y: 5))
        #expect(!pilot.click(x: 9, y: 5), "the gap between two hints")
        pilot.click(x: 20, y: 5)
        #expect(clicked == [KeyHint("/", "Search"), KeyHint("/", "Search"), KeyHint("q", "Quit")])
        // Hints cut from a narrow bar are not clickable.
        pilot.resize(width: 18, height: 6)
        #expect(!pilot.click(x: 16, y: 5))
    }
}
