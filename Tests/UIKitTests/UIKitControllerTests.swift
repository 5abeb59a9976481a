import CollectionTesting
import Testing
import UIKit

/// A notes screen written as UIKit apps write it: an edit button and more items in the bar,
/// an override of `setEditing(_:animated:)`, and layout work queued on the resize coordinator.
@MainActor
final class NotesViewController: UIViewController {
    var editingChanges: [Bool] = []
    var transitions: [CGSize] = []
    var boundsInAlongside: [CGSize] = []
    var completions = 0
    var added = 0
    var sorted = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        let add = UIBarButtonItem(title: "Add", primaryAction: UIAction { [weak self] _ in self?.added += 1 })
        navigationItem.rightBarButtonItems = [editButtonItem, add]
        navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Sort", primaryAction: UIAction { [weak self] _ in self?.sorted += 1 })]
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editingChanges.append(editing)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            boundsInAlongside.append(view.bounds.size)
        }, completion: { [weak self] _ in self?.completions += 1 })
    }
}

@MainActor
@Suite struct UIKitControllerTests {
    private func makeScreen(width: Int = 60, height: Int = 10) -> (NotesViewController, Pilot) {
        let controller = NotesViewController()
        let navigation = NavigationStackView(rootViewController: controller)
        return (controller, Pilot(root: navigation, width: width, height: height))
    }

    @Test func theEditButtonTogglesEditingThroughTheOverride() throws {
        let (controller, pilot) = makeScreen()
        #expect(!controller.isEditing)
        #expect(controller.editButtonItem.title == "Edit")
        #expect(pilot.lines[0].hasSuffix("Add  Edit "))
        // A click on "Edit" (the last word of the bar) enters editing mode.
        let editColumn = try #require(pilot.lines[0].range(of: "Edit")).lowerBound.utf16Offset(in: pilot.lines[0])
        #expect(pilot.click(x: editColumn + 1, y: 0))
        #expect(controller.isEditing)
        #expect(controller.editingChanges == [true])
        #expect(pilot.lines[0].hasSuffix("Add  Done "))
        // Ctrl-E, the button's key on a terminal, leaves it.
        pilot.press(.character("e", modifiers: .control))
        #expect(!controller.isEditing)
        #expect(controller.editingChanges == [true, false])
        // Setting the property goes through the override too, as in UIKit.
        controller.isEditing = true
        #expect(controller.editingChanges == [true, false, true])
        #expect(controller.editButtonItem.title == "Done")
    }

    @Test func severalBarButtonItemsAtEachEndAreDrawnAndClicked() throws {
        let (controller, pilot) = makeScreen()
        let bar = pilot.lines[0]
        #expect(bar.hasPrefix(" Sort  Notes"))
        let add = try #require(bar.range(of: "Add")).lowerBound.utf16Offset(in: bar)
        pilot.click(x: add, y: 0)
        #expect(controller.added == 1)
        pilot.click(x: 2, y: 0)
        #expect(controller.sorted == 1)
        // The single-item properties read and write the first of the lists, as UIKit's do.
        #expect(controller.navigationItem.rightBarButtonItem === controller.editButtonItem)
        controller.navigationItem.rightBarButtonItem = nil
        #expect(controller.navigationItem.rightBarButtonItems == nil)
        pilot.press(.character("x"))
        #expect(!pilot.lines[0].contains("Edit"))
    }

    @Test func aResizeTellsTheControllerWithTheNewSizeAndRunsTheCoordinatorsBlocksAfterIt() {
        let (controller, pilot) = makeScreen(width: 60, height: 10)
        // Showing the screen is no transition.
        #expect(controller.transitions.isEmpty)
        pilot.resize(width: 80, height: 24)
        pilot.resize(width: 40, height: 12)
        #expect(controller.transitions == [CGSize(width: 80, height: 24), CGSize(width: 40, height: 12)])
        #expect(controller.completions == 2)
        // The blocks ran once the views had their new size (the content below the title bar).
        #expect(controller.boundsInAlongside.map(\.width) == [80, 40])
    }

    @Test func aNavigationControllerAsTheRootPushesAndPopsAsUIKitsDoes() throws {
        let notes = NotesViewController()
        let navigation = UINavigationController(rootViewController: notes)
        let screen = HeadlessScreen(rootViewController: navigation, width: 60, height: 10)
        screen.render()
        #expect(screen.lines[0].contains("Notes"))
        #expect(navigation.viewControllers.count == 1 && navigation.viewControllers.first === notes)
        // A controller pushes the next screen through `navigationController`, as in UIKit.
        let detail = UIViewController()
        detail.title = "First note"
        notes.navigationController?.pushViewController(detail, animated: true)
        screen.render()
        #expect(screen.lines[0].contains("First note"))
        #expect(navigation.topViewController === detail)
        #expect(navigation.popToRootViewController(animated: true)?.count == 1)
        screen.render()
        #expect(navigation.topViewController === notes)
        #expect(screen.lines[0].contains("Notes"))
        // Escape pops, as the stack's key does.
        navigation.pushViewController(detail, animated: true)
        let pilot = Pilot(root: try #require(navigation.view), width: 60, height: 10)
        pilot.press(.escape)
        #expect(navigation.topViewController === notes)
    }

    @Test func stockItemsShowTheSystemsTitlesAndRunTheirActions() throws {
        let controller = UIViewController()
        controller.title = "Notes"
        var added = 0
        controller.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in }),
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 }),
        ]
        let pilot = Pilot(root: NavigationStackView(rootViewController: controller), width: 50, height: 6)
        #expect(pilot.lines[0].hasSuffix("+  Done "))
        #expect(controller.navigationItem.rightBarButtonItem?.style == .done)
        let plus = try #require(pilot.lines[0].firstIndex(of: "+"))
        pilot.click(x: pilot.lines[0].distance(from: pilot.lines[0].startIndex, to: plus), y: 0)
        #expect(added == 1)
        #expect(UIBarButtonItem(systemItem: .trash).title == "Delete")
        #expect(UIBarButtonItem.flexibleSpace().displayedText.isEmpty)
    }
}
