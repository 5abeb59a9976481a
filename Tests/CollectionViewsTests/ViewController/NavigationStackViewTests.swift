import CollectionCanvas
import CollectionDiagnostics
import CollectionViews
import Foundation
import Testing

@MainActor
private final class Screen: View, NavigationItemProviding {
    let navigationTitle: String
    var keyHints: [KeyHint] = []
    var handledKeys: [KeyEvent] = []
    var consumes: Set<KeyEvent> = []

    init(_ title: String) {
        navigationTitle = title
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func handle(_ event: KeyEvent) -> Bool {
        handledKeys.append(event)
        return consumes.contains(event)
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.draw(navigationTitle.lowercased(), x: Int(rect.minX), y: Int(rect.minY), style: .label)
    }
}

@MainActor
@Suite struct NavigationStackViewTests {
    func render(_ view: View) -> [String] {
        var canvas = Canvas(width: Int(view.frame.width), height: Int(view.frame.height))
        view.render(into: &canvas, at: .zero)
        return canvas.lines
    }

    @Test func titleBarContentAndStatusBar() {
        let root = Screen("Products")
        root.keyHints = [KeyHint("↑↓", "Move")]
        let stack = NavigationStackView(root: root, frame: CGRect(x: 0, y: 0, width: 30, height: 4))
        stack.additionalKeyHints = [KeyHint("q", "Quit")]
        #expect(render(stack) == [
            " Products                     ",
            "products                      ",
            "                              ",
            " ↑↓ Move  q Quit              ",
        ])
        #expect(root.frame == CGRect(x: 0, y: 1, width: 30, height: 2))
    }

    @Test func pushShowsTheNewScreenWithABackTitle() {
        let root = Screen("Products")
        let detail = Screen("Espresso")
        let stack = NavigationStackView(root: root, frame: CGRect(x: 0, y: 0, width: 30, height: 3))
        stack.push(detail)
        #expect(stack.topScreen === detail)
        #expect(root.superview == nil)
        #expect(render(stack) == [
            " ‹ Products  Espresso         ",
            "espresso                      ",
            " Esc Back                     ",
        ])
    }

    @Test func escapeAndBackspacePopWhenTheScreenDoesNotHandleThem() {
        let root = Screen("A")
        let second = Screen("B")
        let third = Screen("C")
        let stack = NavigationStackView(root: root, frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        stack.push(second)
        stack.push(third)
        third.consumes = [.escape]
        #expect(stack.handle(.escape))  // the screen keeps it
        #expect(stack.topScreen === third)
        #expect(stack.handle(.backspace))
        #expect(stack.topScreen === second)
        #expect(stack.handle(.escape))
        #expect(stack.topScreen === root)
        #expect(!stack.handle(.escape))  // the bottom screen is never popped
        #expect(stack.screens.count == 1)
        #expect(third.handledKeys == [.escape, .backspace])
    }

    @Test func explicitTitlesAndPopToRoot() {
        let root = Screen("A")
        let stack = NavigationStackView(root: root, title: "Home", frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let plain = View()
        stack.push(plain, title: "Plain")
        #expect(stack.title(at: 0) == "Home")
        #expect(stack.title(at: 1) == "Plain")
        #expect(stack.title(at: 7) == "")
        var changes = 0
        stack.onTopScreenChange = { _ in changes += 1 }
        stack.push(Screen("C"))
        stack.popToRoot()
        #expect(stack.topScreen === root)
        #expect(changes == 3)
        #expect(stack.pop() == nil)
    }

    @Test func pushingAScreenTwiceIsIgnored() {
        let root = Screen("A")
        let stack = NavigationStackView(root: root, frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let (_, diagnostics) = Diagnostics.collect { stack.push(root) }
        #expect(stack.screens.count == 1)
        #expect(diagnostics.map(\.kind) == ["duplicateScreen"])
    }

    @Test func hintsThatDoNotFitEndWithAnEllipsisAndTinySizesDoNotCrash() {
        let root = Screen("A")
        root.keyHints = [KeyHint("Enter", "Open"), KeyHint("/", "Search"), KeyHint("s", "Sort")]
        let stack = NavigationStackView(root: root, frame: CGRect(x: 0, y: 0, width: 16, height: 3))
        #expect(render(stack)[2] == " Enter Open  …  ")
        for size in [CGSize(width: 1, height: 1), CGSize(width: 0, height: 0), CGSize(width: 3, height: 2)] {
            stack.frame = CGRect(origin: .zero, size: size)
            _ = render(stack)
            #expect(stack.contentFrame.height >= 0)
        }
    }
}

@MainActor
@Suite struct NavigationStackEscapeHintTests {
    final class SearchingScreen: View, NavigationItemProviding {
        var navigationTitle: String { "Search" }
        var keyHints: [KeyHint] { [KeyHint("Esc", "Clear")] }
    }

    @Test func aScreensOwnEscapeHintReplacesBack() {
        let stack = NavigationStackView(root: View(), title: "Home")
        stack.push(SearchingScreen(), title: nil)
        #expect(stack.keyHints.filter { $0.key == "Esc" } == [KeyHint("Esc", "Clear")])
        stack.pop()
        stack.push(View(), title: "Plain")
        #expect(stack.keyHints.contains(KeyHint("Esc", "Back")))
    }
}
