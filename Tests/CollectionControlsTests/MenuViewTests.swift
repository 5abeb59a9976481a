import CollectionCanvas
import CollectionDiagnostics
import CollectionControls
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

/// The pop-up list a ``Button``'s menu opens, driven through the screen's root as the
/// application drives it.
@Suite @MainActor struct MenuViewTests {
    /// A controller's screen of `width` × `height` with a button at `origin` whose click opens `menu`.
    private func screen(_ menu: Menu, width: Int = 40, height: Int = 12, origin: CGPoint = CGPoint(x: 1, y: 1))
        -> (ViewController, Button)
    {
        let controller = ViewController()
        controller.loadViewIfNeeded(in: CGRect(x: 0, y: 0, width: width, height: height))
        let button = Button(frame: CGRect(origin: origin, size: CGSize(width: 8, height: 1)))
        button.setTitle("Menu", for: .normal)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        controller.view.addSubview(button)
        return (controller, button)
    }

    private func rows(_ controller: ViewController, glyphs: GlyphSet = .unicode) -> [String] {
        CellFixtures.render(controller.view, width: Int(controller.view.bounds.width), height: Int(controller.view.bounds.height), glyphs: glyphs)
            .lines
    }

    @Test func inlineMenusLieBetweenSeparatorsUnderTheirTitlesAndHiddenOrEmptyOnesAreLeftOut() {
        let menu = Menu(title: "Note", children: [
            Action(title: "Pin") { _ in },
            Menu(title: "Share", options: .displayInline, children: [Action(title: "Mail") { _ in }]),
            Menu(options: .displayInline, children: [Action(title: "Gone", attributes: .hidden) { _ in }]),
            Menu(title: "Empty", children: []),
            Action(title: "Partly", state: .mixed) { _ in },
        ])
        let (controller, button) = screen(menu)
        #expect(button.handle(KeyEvent(.enter)))
        // The box is at least 12 columns wide inside, under the button.
        let shown = rows(controller).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(shown.contains("│ Note       │"))
        #expect(shown.contains("│   Pin      │"))
        #expect(shown.contains("│ Share      │"))
        #expect(shown.contains("│   Mail     │"))
        #expect(shown.contains("│ - Partly   │"))
        #expect(shown.filter { $0.hasPrefix("│─") }.count == 2)
        #expect(!shown.joined().contains("Gone") && !shown.joined().contains("Empty"))
    }

    @Test func anActionThatKeepsTheMenuPresentedRunsWithTheMenuStillOpen() {
        var count = 0
        let menu = Menu(children: [Action(title: "Add One", attributes: .keepsMenuPresented) { _ in count += 1 }])
        let (controller, button) = screen(menu)
        _ = button.handle(KeyEvent(.enter))
        controller.view.dispatchKey(KeyEvent(.enter))
        controller.view.dispatchKey(KeyEvent(.enter))
        #expect(count == 2)
        #expect(controller.presentedViewController != nil)
        controller.view.dispatchKey(KeyEvent(.escape))
        #expect(controller.presentedViewController == nil)
    }

    @Test func aMenuTallerThanTheScreenScrollsToTheHighlightAndStaysOnScreen() {
        let menu = Menu(children: (1...20).map { number in Action(title: "Item \(number)") { _ in } })
        let (controller, button) = screen(menu, width: 14, height: 8, origin: CGPoint(x: 10, y: 6))
        _ = button.handle(KeyEvent(.enter))
        var shown = rows(controller)
        #expect(shown.count == 8)
        // The box fills the screen's height and is pulled left to fit its width.
        #expect(shown[0].hasPrefix("╭") && shown[7].hasPrefix("╰"))
        #expect(shown[1].contains("Item 1 ") && shown[6].contains("Item 6 "))
        controller.view.dispatchKey(KeyEvent(.end))
        shown = rows(controller)
        #expect(shown[6].contains("Item 20"))
        #expect(!shown.joined().contains("Item 1 "))
    }

    @Test func aMenuOfNothingOpensNothingAndAViewWithoutAControllerIsReported() {
        let (controller, button) = screen(Menu(children: [Action(title: "Secret", attributes: .hidden) { _ in }]))
        _ = button.handle(KeyEvent(.enter))
        #expect(controller.presentedViewController == nil)
        let loose = Button(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        loose.menu = Menu(children: [Action(title: "Copy") { _ in }])
        loose.showsMenuAsPrimaryAction = true
        let (_, diagnostics) = Diagnostics.collect { _ = loose.handle(KeyEvent(.enter)) }
        #expect(diagnostics.map(\.kind) == ["noViewController"])
    }

    @Test func aMenuOpenedFromAViewAboveEveryControllerIsPresentedByTheFrontControllerUnderIt() {
        // As a navigation stack showing a host view that holds a controller's view: its bar is above them.
        let outer = View(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let host = View(frame: CGRect(x: 0, y: 1, width: 30, height: 9))
        outer.addSubview(host)
        let back = ViewController(), front = ViewController()
        back.loadViewIfNeeded(in: host.bounds)
        front.loadViewIfNeeded(in: host.bounds)
        host.addSubview(back.view)
        host.addSubview(front.view)
        var chosen: [AnyObject?] = []
        let menu = Menu(children: [Action(title: "Copy") { action in chosen.append(action.sender) }])
        #expect(MenuController.present(menu, from: outer, over: CGRect(x: 20, y: 0, width: 3, height: 1), source: outer))
        #expect(front.presentedViewController != nil && back.presentedViewController == nil)
        // The box opens under the anchor, its right edge on the anchor's.
        let shown = CellFixtures.render(outer, width: 30, height: 10).lines
        #expect(shown[1].hasSuffix("╭────────────╮       "))
        outer.dispatchKey(KeyEvent(.enter))
        #expect(chosen.count == 1 && chosen.first.map { $0 === outer } == true)
        #expect(front.presentedViewController == nil)
    }

    @Test func aDisabledButtonOpensNoMenuAndAButtonWithoutOneSendsItsActions() {
        var sent = 0
        let (controller, button) = screen(Menu(children: [Action(title: "Copy") { _ in }]))
        button.addAction(Action { _ in sent += 1 }, for: .primaryActionTriggered)
        button.isEnabled = false
        #expect(!button.handle(KeyEvent(.function(10), modifiers: .shift)))
        #expect(controller.presentedViewController == nil)
        button.isEnabled = true
        button.menu = nil
        _ = button.handle(KeyEvent(.enter))
        #expect(sent == 1 && controller.presentedViewController == nil)
    }
}
