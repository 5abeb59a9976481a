import CollectionTesting
import Testing
import UIKit

/// A screen that confirms a deletion and asks for a name, written as UIKit apps write it.
@MainActor
final class DocumentsViewController: UIViewController {
    var documents = ["Notes", "Budget"]
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Documents"
    }

    func confirmDelete(_ name: String) {
        let alert = UIAlertController(title: "Delete “\(name)”?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.events.append("cancel") })
        let delete = UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.documents.removeAll { $0 == name }
            self?.events.append("deleted \(name)")
        }
        alert.addAction(delete)
        alert.preferredAction = delete
        present(alert, animated: true) { [weak self] in self?.events.append("presented") }
    }

    func askForName() {
        let alert = UIAlertController(title: "New document", message: nil, preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Create", style: .default) { [weak self, weak alert] _ in
            guard let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
            self?.documents.append(name)
        })
        present(alert, animated: true)
    }
}

@MainActor
@Suite struct UIKitAlertTests {
    private func makeScreen() throws -> (DocumentsViewController, Pilot) {
        let controller = DocumentsViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 60, height: 14)
        return (controller, Pilot(root: try #require(screen.root as UIView?), width: 60, height: 14))
    }

    @Test func returnChoosesThePreferredActionAfterTheAlertIsDismissed() throws {
        let (controller, pilot) = try makeScreen()
        controller.confirmDelete("Notes")
        pilot.press(.character("x"))  // a key the alert does not use: nothing happens under it
        let text = pilot.lines.joined(separator: "\n")
        #expect(text.contains("Delete “Notes”?"))
        #expect(text.contains("This cannot be undone."))
        #expect(text.contains(" Cancel ") && text.contains(" Delete "))
        #expect(controller.presentedViewController is UIAlertController)
        #expect(controller.events == ["presented"])
        pilot.press(.enter)
        #expect(controller.documents == ["Budget"])
        #expect(controller.events == ["presented", "deleted Notes"])
        #expect(controller.presentedViewController == nil)
        #expect(!pilot.lines.joined().contains("Delete “Notes”?"))
    }

    @Test func escapeChoosesTheCancelActionAndArrowsMoveTheHighlight() throws {
        let (controller, pilot) = try makeScreen()
        controller.confirmDelete("Notes")
        pilot.press(.escape)
        #expect(controller.events == ["presented", "cancel"])
        #expect(controller.documents == ["Notes", "Budget"])
        // Left moves the highlight from the preferred action to Cancel; Return chooses it.
        controller.confirmDelete("Budget")
        pilot.press(.left, .enter)
        #expect(controller.events.last == "cancel")
        #expect(controller.documents == ["Notes", "Budget"])
    }

    @Test func aClickOnAnActionChoosesIt() throws {
        let (controller, pilot) = try makeScreen()
        controller.confirmDelete("Budget")
        pilot.press(.character("x"))
        // The buttons' row (the title says "Delete" too).
        let row = try #require(pilot.lines.firstIndex { $0.contains(" Cancel ") })
        let column = try #require(pilot.lines[row].range(of: " Delete ")).lowerBound.utf16Offset(in: pilot.lines[row])
        pilot.click(x: column + 2, y: row)
        #expect(controller.documents == ["Notes"])
    }

    @Test func theTextFieldTakesWhatIsTypedAndTheHandlerReadsIt() throws {
        let (controller, pilot) = try makeScreen()
        controller.askForName()
        pilot.type("Plans")
        #expect(pilot.lines.joined().contains("Plans"))
        // Tab leaves the field for the actions (the first that does not cancel), Return chooses.
        pilot.press(.tab, .enter)
        #expect(controller.documents == ["Notes", "Budget", "Plans"])
    }

    @Test func presentingTwiceIsReportedAndTheSecondIsIgnored() throws {
        let (controller, pilot) = try makeScreen()
        let (_, diagnostics) = Diagnostics.collect {
            controller.confirmDelete("Notes")
            controller.askForName()
        }
        #expect(diagnostics.map(\.kind) == ["alreadyPresenting"])
        pilot.press(.escape)
        #expect(controller.presentedViewController == nil)
    }

    @Test func aFullScreenPresentationCoversThePresenterUntilDismissed() throws {
        let (controller, pilot) = try makeScreen()
        let about = UIViewController()
        about.title = "About"
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        label.text = "Version 1"
        about.view.addSubview(label)
        controller.present(about, animated: true)
        pilot.press(.character("x"))
        #expect(pilot.lines[0].hasPrefix("Version 1"))
        #expect(about.presentingViewController === controller)
        about.dismiss(animated: true)
        pilot.press(.character("x"))
        #expect(!pilot.lines.joined().contains("Version 1"))
        #expect(controller.presentedViewController == nil)
    }

    @Test(arguments: [GlyphSet.unicode, .ascii])
    func anAlertOverAListAt80x24MatchesItsFixture(_ glyphs: GlyphSet) throws {
        try GlyphSet.withGlyphSet(glyphs) {
            let controller = DocumentsViewController()
            let screen = HeadlessScreen(rootViewController: controller, width: 80, height: 24)
            let list = UILabel(frame: CGRect(x: 2, y: 1, width: 30, height: 1))
            list.text = "Notes, Budget"
            controller.view.addSubview(list)
            screen.render()
            controller.askForName()
            screen.render()
            screen.backend.type("Plans")
            screen.render()
            let name = "alert-80x24" + (glyphs == .ascii ? "-ascii" : "")
            let mismatch = ScreenFixture.mismatch(
                screen.fixtureText, fixtureAt: ScreenFixture.path(name, folder: "UIKit", testFile: #filePath))
            #expect(mismatch == nil, "\(mismatch ?? "")")
            _ = try #require(controller.presentedViewController as? UIAlertController)
        }
    }
}
