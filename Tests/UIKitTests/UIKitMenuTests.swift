import CollectionTesting
import Testing
import UIKit

@MainActor
@Suite struct UIKitMenuTests {
    private func inbox(width: Int = 80, height: Int = 24) throws -> (InboxViewController, UINavigationController, Pilot) {
        let controller = InboxViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let screen = HeadlessScreen(rootViewController: navigation, width: width, height: height)
        return (controller, navigation, Pilot(root: try #require(screen.root as UIView?), width: width, height: height))
    }

    /// The column of `text` in row `y`.
    private func column(of text: String, in pilot: Pilot, row y: Int) throws -> Int {
        let line = pilot.lines[y]
        return line.distance(from: line.startIndex, to: try #require(line.range(of: text)).lowerBound)
    }

    /// The row showing `text`.
    private func row(of text: String, in pilot: Pilot) throws -> Int {
        try #require(pilot.lines.firstIndex { $0.contains(text) }, "no row shows \(text)")
    }

    private func screenText(_ pilot: Pilot) -> String { pilot.lines.joined(separator: "\n") }

    /// Whether a menu is open over the screen: presented by the screen's controller (a button's or
    /// a cell's menu) or by the navigation controller (a bar button item's).
    private func isOpen(_ controllers: UIViewController...) -> Bool {
        controllers.contains { $0.presentedViewController != nil }
    }

    @Test func aClickOnABarItemWithOnlyAMenuOpensItAndArrowsReachASubmenu() throws {
        let (controller, navigation, pilot) = try inbox()
        let lastColumn = try #require(pilot.lines[0].lastIndex { $0 != " " })
        pilot.click(x: pilot.lines[0].distance(from: pilot.lines[0].startIndex, to: lastColumn), y: 0)
        let text = screenText(pilot)
        #expect(isOpen(controller, navigation))
        for entry in ["Select Messages", "Show Preview", "Archive All", "Flag", "Delete All"] {
            #expect(text.contains(entry), "\(entry) is listed")
        }
        #expect(!text.contains("Secret"))  // hidden
        // The menu opens under the bar, its right edge under the item's.
        #expect(try row(of: "Select Messages", in: pilot) == 2)
        #expect(pilot.lines[1].hasSuffix("╮ "))
        // Show Preview is on: a check mark before it.
        #expect(pilot.lines[try row(of: "Show Preview", in: pilot)].contains("✓ Show Preview"))
        // Down skips the disabled Archive All; Right opens the Flag submenu; Down, Return.
        pilot.press(.down, .down, .right)
        #expect(screenText(pilot).contains("Red") && screenText(pilot).contains("Blue"))
        pilot.press(.down, .enter)
        #expect(controller.events == ["flag blue"])
        #expect(!isOpen(controller, navigation))
        #expect(!screenText(pilot).contains("Select Messages"))
    }

    @Test func f10OpensTheBarMenuAndEscapeClosesItWithoutChoosing() throws {
        let (controller, navigation, pilot) = try inbox()
        pilot.press(KeyEvent(.function(10)))
        #expect(isOpen(controller, navigation))
        pilot.press(.escape)
        #expect(!isOpen(controller, navigation))
        #expect(controller.events.isEmpty)
        // Return chooses the first entry; its handler runs after the menu closed.
        pilot.press(KeyEvent(.function(10)))
        pilot.press(.down)
        pilot.press(.enter)
        #expect(controller.events == ["preview false"])
        #expect(!isOpen(controller, navigation))
        // The handler gave the item a new menu: Show Preview is off now.
        pilot.press(KeyEvent(.function(10)))
        #expect(!screenText(pilot).contains("✓ Show Preview"))
        #expect(screenText(pilot).contains("  Show Preview"))
    }

    @Test func aScreenWhoseMenusWereOpenedAndClosedIsFreed() throws {
        weak var released: InboxViewController?
        try {
            let (controller, _, pilot) = try inbox()
            pilot.press(KeyEvent(.function(10)), .enter)  // a bar item's menu, chosen
            pilot.press(KeyEvent(.function(10), modifiers: .shift), .escape)  // a context menu, closed
            #expect(controller.events.count == 1)
            released = controller
        }()
        #expect(released == nil)
    }

    @Test func submenusCloseWithLeftAndEscapeBeforeTheMenuDoes() throws {
        let (controller, navigation, pilot) = try inbox()
        pilot.press(KeyEvent(.function(10)))
        pilot.press(.end)  // Delete All
        pilot.press(.up)  // Flag: the last entry but one
        pilot.press(.enter)
        #expect(screenText(pilot).contains("Blue"))
        pilot.press(.left)
        #expect(!screenText(pilot).contains("Blue"))
        #expect(isOpen(controller, navigation))
        pilot.press(.right)
        #expect(screenText(pilot).contains("Blue"))
        pilot.press(.escape)
        #expect(!screenText(pilot).contains("Blue") && screenText(pilot).contains("Flag"))
        pilot.press(.escape)
        #expect(!isOpen(controller, navigation))
        #expect(controller.events.isEmpty)
    }

    @Test func aClickChoosesAnEntryAndAClickOutsideCloses() throws {
        let (controller, navigation, pilot) = try inbox()
        pilot.press(KeyEvent(.function(10)))
        // A click on the disabled entry does nothing.
        let archive = try row(of: "Archive All", in: pilot)
        pilot.click(x: try column(of: "Archive All", in: pilot, row: archive), y: archive)
        #expect(isOpen(controller, navigation) && controller.events.isEmpty)
        // A click outside the menu closes it.
        pilot.click(x: 1, y: 20)
        #expect(!isOpen(controller, navigation) && controller.events.isEmpty)
        // A click on the destructive entry chooses it.
        pilot.press(KeyEvent(.function(10)))
        let delete = try row(of: "Delete All", in: pilot)
        pilot.click(x: try column(of: "Delete All", in: pilot, row: delete), y: delete)
        #expect(controller.events == ["delete all"])
        #expect(!isOpen(controller, navigation))
    }

    @Test func anItemWithAPrimaryActionRunsItAndOpensItsMenuWithARightClick() throws {
        let (controller, navigation, pilot) = try inbox()
        let x = try column(of: "Compose", in: pilot, row: 0)
        pilot.click(x: x + 1, y: 0)
        #expect(controller.events == ["compose"])
        #expect(!isOpen(controller, navigation))
        pilot.click(x: x + 1, y: 0, button: .secondary)
        #expect(screenText(pilot).contains("New Folder"))
        pilot.press(.enter)
        #expect(controller.events == ["compose", "new folder"])
    }

    @Test func aButtonShowingItsMenuAsPrimaryActionOpensItOnAClickAndChecksTheChoice() throws {
        let (controller, navigation, pilot) = try inbox()
        let sortRow = try row(of: "[ Sort ]", in: pilot)
        pilot.click(x: try column(of: "Sort", in: pilot, row: sortRow), y: sortRow)
        #expect(isOpen(controller, navigation))
        #expect(screenText(pilot).contains("Sort By"))
        #expect(screenText(pilot).contains("✓ Date"))
        let subject = try row(of: "Subject", in: pilot)
        pilot.click(x: try column(of: "Subject", in: pilot, row: subject), y: subject)
        #expect(controller.sortOrder == "Subject")
        #expect(controller.events == ["sort Subject"])
        // A single-selection menu checks the choice alone.
        pilot.click(x: try column(of: "Sort", in: pilot, row: sortRow), y: sortRow)
        #expect(screenText(pilot).contains("✓ Subject"))
        #expect(!screenText(pilot).contains("✓ Date"))
        #expect(controller.sortButton.menu?.selectedElements.map(\.title) == ["Subject"])
    }

    @Test func shiftF10OpensTheFocusedItemsContextMenu() throws {
        let (controller, navigation, pilot) = try inbox()
        pilot.press(.down)  // the focus moves to the second message
        pilot.press(KeyEvent(.function(10), modifiers: .shift))
        #expect(isOpen(controller, navigation))
        let text = screenText(pilot)
        #expect(text.contains("Reply") && text.contains("Delete"))
        // The menu's title is the message, under the focused row.
        let title = try row(of: " Invoice 42 ", in: pilot)
        #expect(pilot.lines[title].filter { $0 == "I" }.count >= 1)
        pilot.press(.down, .enter)
        #expect(controller.events == ["delete Invoice 42"])
        #expect(controller.messages == ["Lunch on Friday", "Holiday plans"])
        #expect(!screenText(pilot).contains("Invoice 42"))
    }

    @Test func aRightClickOnARowOpensItsContextMenuAtThePointer() throws {
        let (controller, navigation, pilot) = try inbox()
        let y = try row(of: "Holiday plans", in: pilot)
        pilot.click(x: 10, y: y, button: .secondary)
        #expect(isOpen(controller, navigation))
        // The box's corner is at the pointer's next row.
        #expect(Array(pilot.lines[y + 1])[10] == "╭")
        pilot.press(.enter)
        #expect(controller.events == ["reply Holiday plans"])
    }

    @Test func theDelegateMethodBeforeIOS16IsAskedWithTheItemAndItsPoint() throws {
        let controller = LegacyListViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 40, height: 10)
        let pilot = Pilot(root: try #require(screen.root as UIView?), width: 40, height: 10)
        pilot.press(KeyEvent(.enter, modifiers: .alt))
        #expect(screenText(pilot).contains("Open Row 1"))
        pilot.press(.enter)
        #expect(controller.chosen == ["open 1"])
        // A right click passes the pointer in the collection view's coordinates.
        pilot.click(x: 5, y: 2, button: .secondary)
        #expect(controller.points.last == CGPoint(x: 5, y: 2))
        pilot.press(.escape)
        #expect(controller.presentedViewController == nil)
        // A row without a menu opens none.
        pilot.click(x: 3, y: 8, button: .secondary)  // Row 5
        #expect(controller.presentedViewController == nil)
        #expect(controller.chosen == ["open 1"])
    }

    @Test func aButtonWithAnActionSendsItAndOpensItsMenuWithShiftF10OrARightClick() throws {
        let controller = ShareButtonViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 60, height: 16)
        let pilot = Pilot(root: try #require(screen.root as UIView?), width: 60, height: 16)
        pilot.press(.enter)
        #expect(controller.events == ["share"])
        #expect(controller.presentedViewController == nil)
        pilot.press(KeyEvent(.function(10), modifiers: .shift))
        #expect(screenText(pilot).contains("Copy Link"))
        pilot.press(.enter)
        #expect(controller.events == ["share", "copy from button"])
        let y = try row(of: "[ Share ]", in: pilot)
        pilot.click(x: try column(of: "Share", in: pilot, row: y), y: y, button: .secondary)
        #expect(screenText(pilot).contains("Mail"))
        pilot.press(.character("m"))  // a letter moves to the entry it starts
        pilot.press(.enter)
        #expect(controller.events == ["share", "copy from button", "mail"])
    }

    @Test func aTableViewRowOpensItsContextMenuByKeyAndByRightClick() throws {
        let controller = ContactsViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 40, height: 12)
        let pilot = Pilot(root: try #require(screen.root as UIView?), width: 40, height: 12)
        pilot.press(.down)
        pilot.press(KeyEvent(.function(10), modifiers: .shift))
        #expect(screenText(pilot).contains("Call"))
        pilot.press(.enter)
        #expect(controller.called == ["Grace"])
        let y = try row(of: "Linus", in: pilot)
        pilot.click(x: 2, y: y, button: .secondary)
        pilot.press(.enter)
        #expect(controller.called == ["Grace", "Linus"])
    }

    @Test(arguments: ["colour", "monochrome", "ascii"])
    func anOpenMenuAt80x24MatchesItsFixture(_ look: String) throws {
        GlyphSet.withGlyphSet(look == "ascii" ? .ascii : .unicode) {
            let controller = InboxViewController()
            let navigation = UINavigationController(rootViewController: controller)
            let screen = HeadlessScreen(rootViewController: navigation, width: 80, height: 24)
            screen.render()
            screen.backend.press(KeyEvent(.function(10)))
            screen.render()
            screen.backend.press(.down)
            screen.backend.press(.down)
            screen.backend.press(.right)
            screen.render()
            var text = screen.fixtureText
            if look == "monochrome" {
                // What NO_COLOR shows: the attributes the monochrome palette keeps.
                let palette = Palette.standard(for: .monochrome)
                var canvas = Canvas(width: 80, height: 24)
                for y in 0..<24 {
                    for x in 0..<80 {
                        let cell = screen.canvas[x: x, y: y]
                        canvas.draw(String(cell.character), x: x, y: y, style: Style(attributes: palette.resolve(cell.style).attributes))
                    }
                }
                text = canvas.fixtureText
            }
            let name = "menu-80x24" + (look == "colour" ? "" : "-" + look)
            let mismatch = ScreenFixture.mismatch(text, fixtureAt: ScreenFixture.path(name, folder: "UIKit", testFile: #filePath))
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
    }
}
