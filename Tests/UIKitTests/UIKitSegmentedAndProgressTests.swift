import CollectionTesting
import Testing
import UIKit

/// A downloads screen with a filter and a progress bar, written as UIKit code writes it.
@MainActor
final class DownloadsViewController: UIViewController {
    let filter = UISegmentedControl(items: ["All", "Active", "Done"])
    let progress = UIProgressView(progressViewStyle: .default)
    var shownFilters: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        filter.selectedSegmentIndex = 0
        filter.addAction(UIAction { [weak self] action in
            guard let control = action.sender as? UISegmentedControl else { return }
            self?.shownFilters.append(control.selectedSegmentIndex)
        }, for: .valueChanged)
        filter.frame.origin = CGPoint(x: 1, y: 0)
        view.addSubview(filter)
        progress.frame = CGRect(x: 1, y: 2, width: 20, height: 1)
        progress.setProgress(0.45, animated: true)
        view.addSubview(progress)
    }
}

@MainActor
@Suite struct UIKitSegmentedAndProgressTests {
    @Test func arrowsAndClicksSelectASegmentAndSendTheAction() throws {
        let controller = DownloadsViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 40, height: 4)
        let pilot = Pilot(root: try #require(screen.root as UIView?), width: 40, height: 4)
        #expect(pilot.lines[0].hasPrefix("  All │ Active │ Done "))
        pilot.press(.right)
        #expect(controller.filter.selectedSegmentIndex == 1)
        pilot.click(x: 18, y: 0)  // "Done"
        #expect(controller.filter.selectedSegmentIndex == 2)
        #expect(controller.shownFilters == [1, 2])
        // Setting the index in code sends nothing, as in UIKit.
        controller.filter.selectedSegmentIndex = 0
        #expect(controller.shownFilters == [1, 2])
        controller.filter.insertSegment(withTitle: "Failed", at: 1, animated: false)
        #expect(controller.filter.numberOfSegments == 4 && controller.filter.titleForSegment(at: 1) == "Failed")
    }

    @Test func theProgressBarFillsItsShareInEighths() {
        let controller = DownloadsViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 40, height: 4)
        screen.render()
        // 45% of 20 columns: 9 full cells.
        #expect(screen.lines[2].hasPrefix(" █████████───────────"))
        controller.progress.progress = 0.5125  // 10 cells and a quarter
        screen.render()
        #expect(screen.lines[2].hasPrefix(" ██████████▎─────────"))
        controller.progress.progress = 7  // clamped
        #expect(controller.progress.progress == 1)
    }

    @Test(arguments: [GlyphSet.unicode, .ascii])
    func theControlsAt80x24MatchTheirFixture(_ glyphs: GlyphSet) {
        GlyphSet.withGlyphSet(glyphs) {
            let controller = DownloadsViewController()
            let screen = HeadlessScreen(rootViewController: controller, width: 80, height: 24)
            screen.render()
            let name = "segmented-progress-80x24" + (glyphs == .ascii ? "-ascii" : "")
            let mismatch = ScreenFixture.mismatch(
                screen.fixtureText, fixtureAt: ScreenFixture.path(name, folder: "UIKit", testFile: #filePath))
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
    }
}
