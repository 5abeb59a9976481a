import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation
import Testing

@MainActor
private final class KeyScreen: View, NavigationItemProviding {
    let navigationTitle = "Typing"
    var capturesKeys = false
    var keys: [KeyEvent] = []
    let item = NavigationItem()
    var screenNavigationItem: NavigationItem? { item }

    override func handle(_ event: KeyEvent) -> Bool {
        keys.append(event)
        return true
    }
}

/// Bar button items in a navigation stack's title bar: drawn at the end, pressed by their key or
/// a click, listed in the status bar.
@MainActor
@Suite struct BarButtonItemTests {
    func render(_ view: View) -> [String] {
        var canvas = Canvas(width: Int(view.frame.width), height: Int(view.frame.height))
        view.render(into: &canvas, at: .zero)
        return canvas.lines
    }

    @Test func theRightItemIsDrawnAtTheEndOfTheTitleBarAndPressedByItsKeyAndByAClick() {
        let controller = ViewController()
        controller.navigationItem.title = "Insertion Sort"
        var presses = 0
        let item = BarButtonItem(title: "Sort", primaryAction: Action { _ in presses += 1 })
        controller.navigationItem.rightBarButtonItem = item
        let stack = NavigationStackView(rootViewController: controller)
        stack.frame = CGRect(x: 0, y: 0, width: 30, height: 4)
        #expect(render(stack)[0] == " Insertion Sort          Sort ")
        // No key yet: the status bar lists nothing and `s` is not the item's.
        #expect(stack.keyHints.isEmpty)
        #expect(!stack.handle(.character("s")))
        item.keyEquivalent = .character("s")
        #expect(stack.keyHints == [KeyHint("s", "Sort")])
        #expect(stack.handle(.character("s")))
        #expect(presses == 1)
        // A click on the item presses it; one beside it does not.
        #expect(stack.handle(MouseEvent(.press(.primary), at: CGPoint(x: 26, y: 0))))
        #expect(!stack.handle(MouseEvent(.press(.primary), at: CGPoint(x: 20, y: 0))))
        #expect(presses == 2)
        // A new title is drawn; a disabled item ignores its key.
        item.title = "Stop"
        #expect(stack.needsDisplay)
        #expect(render(stack)[0] == " Insertion Sort          Stop ")
        item.isEnabled = false
        #expect(!stack.handle(.character("s")))
        #expect(presses == 2)
    }

    @Test func aLongTitleGivesWayToTheItem() {
        let controller = ViewController()
        controller.navigationItem.title = "Insertion Sort Visualizer"
        controller.navigationItem.rightBarButtonItem = BarButtonItem(title: "Sort")
        let stack = NavigationStackView(rootViewController: controller)
        stack.frame = CGRect(x: 0, y: 0, width: 24, height: 4)
        let title = render(stack)[0]
        #expect(title.hasSuffix(" Sort "))
        #expect(title.hasPrefix(" Insertion Sort V"))
    }

    @Test func aScreenThatTakesEveryKeyGetsTheItemsKeyToo() {
        let screen = KeyScreen()
        let item = BarButtonItem(title: "Done", primaryAction: Action { _ in })
        item.keyEquivalent = .character("d")
        item.style = .done
        screen.item.rightBarButtonItem = item
        let stack = NavigationStackView(root: screen, frame: CGRect(x: 0, y: 0, width: 30, height: 4))
        #expect(stack.topNavigationItem === screen.item)
        screen.capturesKeys = true
        #expect(stack.handle(.character("d")))
        #expect(screen.keys == [.character("d")])
        #expect(stack.keyHints.isEmpty)
        screen.capturesKeys = false
        #expect(stack.handle(.character("d")))
        #expect(screen.keys == [.character("d")])
    }

    @Test func anItemMadeFromAnActionTakesItsTitle() {
        var ran = false
        let item = BarButtonItem(primaryAction: Action(title: "Add") { action in ran = action.sender != nil })
        #expect(item.displayedText == "Add")
        #expect(item.press())
        #expect(ran)
        #expect(!BarButtonItem(title: "Nothing").press())
        #expect(BarButtonItem(image: Image("+")).displayedText == "+")
    }

    @Test func aMenuOpensByPressClickOrF10ThroughThePresenterAndTheStatusBarListsF10() {
        let controller = ViewController()
        controller.navigationItem.title = "Inbox"
        var sorted = 0
        let menu = Menu(children: [Action(title: "Archive") { _ in }])
        let more = BarButtonItem(image: Image("+"), menu: menu)
        let sort = BarButtonItem(title: "Sort", primaryAction: Action { _ in sorted += 1 }, menu: menu)
        controller.navigationItem.rightBarButtonItems = [more, sort]
        let stack = NavigationStackView(rootViewController: controller)
        stack.frame = CGRect(x: 0, y: 0, width: 30, height: 4)
        #expect(render(stack)[0] == " Inbox                Sort  + ")
        #expect(stack.keyHints.map(\.key) == ["F10"])
        var opened: [(String, CGRect)] = []
        let installed = BarButtonItem.menuPresenter
        defer { BarButtonItem.menuPresenter = installed }
        BarButtonItem.menuPresenter = { menu, _, frame, source in
            opened.append(((source as? BarButtonItem)?.displayedText ?? "?", frame))
        }
        // A click on the item without a primary action opens its menu, under the item's frame.
        #expect(stack.handle(MouseEvent(.press(.primary), at: CGPoint(x: 28, y: 0))))
        // A click on the one with an action runs it; a right click opens its menu.
        #expect(stack.handle(MouseEvent(.press(.primary), at: CGPoint(x: 23, y: 0))))
        #expect(stack.handle(MouseEvent(.press(.secondary), at: CGPoint(x: 23, y: 0))))
        // F10 opens the first item's menu (right ones first).
        #expect(stack.handle(KeyEvent(.function(10))))
        #expect(opened.map(\.0) == ["+", "Sort", "+"])
        #expect(opened.first?.1 == CGRect(x: 28, y: 0, width: 1, height: 1))
        #expect(sorted == 1)
        // Without a presenter (no screen draws menus), it is reported.
        BarButtonItem.menuPresenter = nil
        let (_, diagnostics) = Diagnostics.collect { _ = stack.handle(KeyEvent(.function(10))) }
        #expect(diagnostics.map(\.kind) == ["noPresenter"])
    }
}
