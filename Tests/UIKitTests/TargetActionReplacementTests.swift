import CollectionTesting
import Testing
import UIKit

/// Each one-line replacement that "Porting from UIKit" gives for a `target:action:` form (Swift on
/// Linux has no `#selector`), written as app code and run: the line compiles and its action runs.
final class ReplacementsViewController: UIViewController {
    /// A view that took a `UITapGestureRecognizer` in UIKit: a `UIControl` here.
    final class BadgeView: UIControl {}

    /// A view that took a `UIPanGestureRecognizer`: it reads the drags itself.
    final class DragView: UIView {
        var drags = 0
        override func handle(_ event: MouseEvent) -> Bool {
            guard case .drag(.primary) = event.kind else { return false }
            drags += 1
            return true
        }
    }

    var calls: [String] = []
    let button = UIButton(type: .system)
    let badge = BadgeView(frame: CGRect(x: 20, y: 1, width: 3, height: 1))
    let drag = DragView(frame: CGRect(x: 20, y: 3, width: 5, height: 1))
    let refreshControl = UIRefreshControl()
    var sortItem: UIBarButtonItem!
    var addItem: UIBarButtonItem!

    func save() { calls.append("save") }
    func sort() { calls.append("sort") }
    func add() { calls.append("add") }
    func tapped() { calls.append("tap") }
    func zoomIn() { calls.append("zoom") }
    func refresh() { calls.append("refresh") }
    func reload() { calls.append("reload") }

    override var keyCommands: [UIKeyCommand]? {
        [
            // UIKeyCommand(input: "r", modifierFlags: .command, action: #selector(reload))
            UIKeyCommand(input: "l", modifierFlags: .command, action: ReplacementsViewController.reload),
            // UIPinchGestureRecognizer(target: self, action: #selector(zoomIn))
            UIKeyCommand(input: "+", modifierFlags: [], action: { [weak self] _ in self?.zoomIn() }),
        ]
    }

    override func loadView() {
        view = UIView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 1, y: 1, width: 8, height: 1)
        // button.addTarget(self, action: #selector(save), for: .touchUpInside)
        button.addAction(UIAction { [weak self] _ in self?.save() }, for: .touchUpInside)
        // UIBarButtonItem(title: "Sort", style: .plain, target: self, action: #selector(sort))
        sortItem = UIBarButtonItem(title: "Sort", primaryAction: UIAction { [weak self] _ in self?.sort() })
        // UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
        addItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.add() })
        // badge.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        badge.addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
        // refreshControl.addTarget(self, action: #selector(refresh), for: .valueChanged)
        refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        for subview in [button, badge, drag] as [UIView] { view.addSubview(subview) }
        navigationItem.rightBarButtonItems = [sortItem, addItem]
    }
}

@MainActor
@Suite struct TargetActionReplacementTests {
    @Test func everyReplacementCompilesAndRuns() throws {
        let controller = ReplacementsViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 40, height: 6)
        let pilot = Pilot(root: screen.root, width: 40, height: 6)
        pilot.click(x: 2, y: 1)
        pilot.click(x: 21, y: 1)
        pilot.drag(fromX: 20, y: 3, through: [(x: 22, y: 3)])
        #expect(controller.drag.drags == 1)
        controller.sortItem.primaryAction?.handler(controller.sortItem.primaryAction!)
        controller.addItem.primaryAction?.handler(controller.addItem.primaryAction!)
        pilot.press(KeyEvent(.character("l"), modifiers: .control), .character("+"))
        controller.refreshControl.sendActions(for: .valueChanged)
        #expect(controller.calls == ["save", "tap", "sort", "add", "reload", "zoom", "refresh"])
    }

    @Test func aSwipeGestureBecomesSwipeActions() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        // cell.addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(remove)))
        configuration.trailingSwipeActionsConfigurationProvider = { _ in UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }]) }
        #expect(configuration.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))?.actions.count == 1)
    }

    @Test func aPlainControlSendsTouchUpInsideWhenClickedOrPressed() {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        var events = 0
        control.addAction(UIAction { _ in events += 1 }, for: .touchUpInside)
        control.addAction(UIAction { _ in events += 10 }, for: .primaryActionTriggered)
        #expect(control.handle(MouseEvent(.press(.primary), at: .zero)))
        #expect(control.handle(KeyEvent.enter))
        #expect(events == 22)
        control.isEnabled = false
        #expect(!control.handle(KeyEvent.enter) && events == 22)
    }
}
