import CollectionCore
import CollectionTesting
import Foundation
import Testing
import UITestSupport

private final class RecordingController: ViewController {
    var events: [String] = []
    var label: View!

    override func loadView() {
        events.append("loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        label = View(frame: view.bounds)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.backgroundColor = .secondarySystemBackground
        view.addSubview(label)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("viewDidDisappear")
    }
}

/// A subclass written as UIKit code writes one, with its own designated initialiser.
private final class DetailController: ViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A list controller as UIKit code writes it: the collection view made from `view.bounds` and
/// a snapshot applied in `viewDidLoad()`.
private final class PlainListController: ViewController {
    var collectionView: CollectionView!
    var boundsInViewDidLoad = CGRect.null

    override func viewDidLoad() {
        super.viewDidLoad()
        boundsInViewDidLoad = view.bounds
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        dataSource = numberedListDataSource(Array(0..<30), in: collectionView) { "\($0)" }
    }

    var dataSource: CollectionViewDiffableDataSource<Int, Int>?
}

@MainActor
@Suite struct ViewControllerTests {
    @Test func viewDidLoadSeesTheScreensSize() {
        let controller = PlainListController()
        let (screen, diagnostics) = Diagnostics.collect { HeadlessScreen(rootViewController: controller, width: 30, height: 6) }
        #expect(controller.boundsInViewDidLoad == CGRect(x: 0, y: 0, width: 30, height: 6))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        screen.render()
        #expect(controller.collectionView.frame == CGRect(x: 0, y: 0, width: 30, height: 6))
        #expect(screen.lines[0].hasPrefix(" 0"))
    }

    @Test func viewDidLoadSeesTheRealSizeAsRootAndWhenPushed() {
        let root = PlainListController()
        _ = HeadlessScreen(rootViewController: root, width: 120, height: 40)
        #expect(root.boundsInViewDidLoad == CGRect(x: 0, y: 0, width: 120, height: 40))

        // A stack of 120 x 40 shows its screens between the title bar and the status bar.
        let bottom = PlainListController()
        let stack = NavigationStackView(rootViewController: bottom, frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(bottom.boundsInViewDidLoad == CGRect(x: 0, y: 0, width: 120, height: 38))
        let pushed = PlainListController()
        stack.pushViewController(pushed, animated: false)
        #expect(pushed.boundsInViewDidLoad == CGRect(x: 0, y: 0, width: 120, height: 38))
        #expect(pushed.collectionView.frame.size == CGSize(width: 120, height: 38))
        // After a resize, the next push sees the new size.
        stack.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        let later = PlainListController()
        stack.pushViewController(later, animated: false)
        #expect(later.boundsInViewDidLoad == CGRect(x: 0, y: 0, width: 60, height: 18))
    }

    @Test func aViewMadeOutsideAContainerIsAUsualTerminalsNeverEmpty() {
        let controller = PlainListController()
        controller.loadViewIfNeeded(in: .zero)
        #expect(controller.boundsInViewDidLoad == CGRect(x: 0, y: 0, width: 80, height: 24))
        let stackless = PlainListController()
        _ = NavigationStackView(rootViewController: stackless)
        #expect(stackless.boundsInViewDidLoad == CGRect(x: 0, y: 0, width: 80, height: 24))
    }

    @Test func aViewOfTheControllersOwnKeepsItsFrameInViewDidLoad() {
        final class OwnViewController: ViewController {
            var boundsInViewDidLoad = CGRect.null
            override func loadView() { view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 5)) }
            override func viewDidLoad() { boundsInViewDidLoad = view.bounds }
        }
        let controller = OwnViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 120, height: 40)
        #expect(controller.boundsInViewDidLoad == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(screen.root.frame.size == CGSize(width: 120, height: 40))
    }

    @Test func theViewIsLoadedLazilyOnce() {
        let controller = RecordingController()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.events.isEmpty)
        _ = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.events == ["loadView", "viewDidLoad"])
    }

    @Test func aRootControllerFillsTheScreenAndItsSubviewsFollowResizes() {
        let controller = RecordingController()
        let screen = HeadlessScreen(rootViewController: controller, width: 10, height: 3)
        #expect(controller.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        screen.render()
        #expect(controller.label.frame == CGRect(x: 0, y: 0, width: 10, height: 3))
        #expect(screen.canvas[x: 9, y: 2].style.background == .secondaryBackground)
        screen.resize(width: 20, height: 5)
        #expect(controller.label.frame == CGRect(x: 0, y: 0, width: 20, height: 5))
    }

    @Test func theNavigationStackShowsTheNavigationItemTitleElseTheTitle() {
        let root = RecordingController()
        root.title = "Root title"
        root.navigationItem.title = "Lists"
        let stack = NavigationStackView(rootViewController: root, frame: CGRect(x: 0, y: 0, width: 30, height: 5))
        #expect(root.navigationController === stack)
        #expect(stack.title(at: 0) == "Lists")
        let detail = DetailController(name: "Grid")
        stack.pushViewController(detail, animated: true)
        #expect(stack.title(at: 1) == "Grid")
        #expect(stack.topViewController === detail)
        #expect(stack.viewControllers.count == 2)
        var canvas = Canvas(width: 30, height: 5)
        stack.render(into: &canvas, at: .zero)
        #expect(canvas.lines[0] == " ‹ Lists  Grid                ")
        // The pushed controller's view fills the rows between the bars.
        #expect(detail.view.frame == CGRect(x: 0, y: 1, width: 30, height: 3))
        detail.navigationItem.title = "Grid of 5"
        #expect(stack.needsDisplay)
        #expect(stack.title(at: 1) == "Grid of 5")
    }

    @Test func pushingAndPoppingSendTheAppearanceCalls() {
        let root = RecordingController()
        let stack = NavigationStackView(rootViewController: root)
        let top = RecordingController()
        root.events = []
        stack.pushViewController(top, animated: false)
        #expect(root.events == ["viewWillDisappear", "viewDidDisappear"])
        #expect(top.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        root.events = []
        top.events = []
        // Escape pops, as the back button does.
        #expect(stack.handle(.escape))
        #expect(top.events == ["viewWillDisappear", "viewDidDisappear"])
        #expect(root.events == ["viewWillAppear", "viewDidAppear"])
        #expect(top.navigationController == nil)
        #expect(stack.popViewController(animated: true) == nil)
    }

    @Test func pushingAControllerTwiceIsReported() {
        let root = RecordingController()
        let stack = NavigationStackView(rootViewController: root)
        let top = RecordingController()
        stack.pushViewController(top, animated: false)
        let (_, reports) = Diagnostics.collect { stack.pushViewController(top, animated: false) }
        #expect(reports.map(\.kind) == ["duplicateScreen"])
        #expect(stack.viewControllers.count == 2)
    }

    @Test func keysReachTheSubviewsOfTheControllersView() {
        final class KeyTaker: View {
            var keys: [KeyEvent] = []
            override func handle(_ event: KeyEvent) -> Bool {
                keys.append(event)
                return event == .down
            }
        }
        let controller = RecordingController()
        let back = KeyTaker()
        let front = KeyTaker()
        controller.view.addSubview(back)
        controller.view.addSubview(front)
        #expect(controller.view.handle(.down))
        #expect(front.keys == [.down] && back.keys.isEmpty)
        front.isHidden = true
        #expect(!controller.view.handle(.up))
        #expect(back.keys == [.up])
    }
}
