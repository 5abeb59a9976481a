import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// A view controller that writes down its appearance calls in a log shared with others.
private final class AppearanceLog {
    var entries: [String] = []

    /// Takes the entries written so far.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

private final class LoggingController: ViewController {
    let name: String
    let log: AppearanceLog

    init(_ name: String, log: AppearanceLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.entries.append("\(name) willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.entries.append("\(name) didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.entries.append("\(name) willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.entries.append("\(name) didDisappear")
    }
}

/// The demo forwards the appearance calls to the view controllers its screens host, as UIKit's
/// navigation controller does for its children: once each, the leaving screen's "will" first,
/// on pushes, pops (Escape, the palette's Back and Go to), and when the demo quits.
@Suite @MainActor struct SampleScreenAppearanceTests {
    @Test func pushingAndPoppingHostedControllersCallsThemInUIKitsOrder() {
        let (app, pilot) = demoPilot()
        let log = AppearanceLog()
        let first = SampleScreenHost(LoggingController("A", log: log))
        let second = SampleScreenHost(LoggingController("B", log: log))
        app.stack.push(first)
        #expect(log.take() == ["A willAppear", "A didAppear"])
        #expect(first.isAppeared)
        app.stack.push(second)
        #expect(log.take() == ["A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
        #expect(!first.isAppeared && second.isAppeared)
        // Escape goes back: B leaves, A comes back.
        pilot.press(.escape)
        #expect(app.topScreen === first)
        #expect(log.take() == ["B willDisappear", "A willAppear", "B didDisappear", "A didAppear"])
        // Back to the home screen, which hosts no controller.
        pilot.press(.escape)
        #expect(app.topScreen === app.home)
        #expect(log.take() == ["A willDisappear", "A didDisappear"])
        // Shown again: it appears again.
        app.stack.push(first)
        #expect(log.take() == ["A willAppear", "A didAppear"])
    }

    @Test func aScreenPushedTwiceIsNotToldTwice() {
        let (app, _) = demoPilot()
        let log = AppearanceLog()
        let host = SampleScreenHost(LoggingController("A", log: log))
        app.stack.push(host)
        _ = log.take()
        let problems = Diagnostics.collect { app.stack.push(host) }.diagnostics
        #expect(problems.map(\.kind) == ["duplicateScreen"])
        #expect(log.take() == [])
    }

    @Test func goingHomeThroughSeveralScreensTellsEachOnce() {
        let (app, _) = demoPilot()
        let log = AppearanceLog()
        app.stack.push(SampleScreenHost(LoggingController("A", log: log)))
        app.stack.push(GalleryLayoutScreen(entry: .grid))
        app.stack.push(SampleScreenHost(LoggingController("B", log: log)))
        _ = log.take()
        app.stack.popToRoot()
        // B leaves; the gallery screen between them hosts nothing; A returns, then leaves.
        #expect(log.take() == ["B willDisappear", "B didDisappear", "A willAppear", "A didAppear", "A willDisappear", "A didDisappear"])
    }

    @Test func theDemosOwnSampleScreensAppearAndTheShownOneDisappearsWhenTheDemoQuits() throws {
        let (app, pilot) = demoPilot(.wiFiSettings)
        let host = try #require(app.topScreen as? SampleScreenHost)
        #expect(host.isAppeared)
        // The palette's "Go to" leaves it for another sample screen.
        pilot.type(":simple list")
        pilot.press(.enter)
        let next = try #require(app.topScreen as? SampleScreenHost)
        #expect(next.controller is SimpleListViewController)
        #expect(!host.isAppeared && next.isAppeared)
        app.willQuit()
        #expect(!next.isAppeared)
    }

    @Test func quittingTellsTheShownControllerOnce() {
        let (app, _) = demoPilot()
        let log = AppearanceLog()
        app.stack.push(SampleScreenHost(LoggingController("A", log: log)))
        _ = log.take()
        app.willQuit()
        app.willQuit()
        #expect(log.take() == ["A willDisappear", "A didDisappear"])
    }
}
