import CollectionTesting
import Testing
import UIKit

/// A screen holding one control, as an app's settings row would, with the value changes it heard.
@MainActor
final class OneControlViewController: UIViewController {
    let control: UIControl
    var values: [Double] = []

    init(_ control: UIControl) {
        self.control = control
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        control.frame.origin = CGPoint(x: 1, y: 1)
        control.addAction(UIAction { [weak self] action in
            switch action.sender {
            case let stepper as UIStepper: self?.values.append(stepper.value)
            case let slider as UISlider: self?.values.append(Double(slider.value))
            case let pages as UIPageControl: self?.values.append(Double(pages.currentPage))
            default: break
            }
        }, for: .valueChanged)
        view.addSubview(control)
    }
}

@MainActor
@Suite struct UIKitMoreControlsTests {
    private func pilot(_ controller: UIViewController) throws -> Pilot {
        let screen = HeadlessScreen(rootViewController: controller, width: 40, height: 4)
        return Pilot(root: try #require(screen.root as UIView?), width: 40, height: 4)
    }

    @Test func aStepperStepsWithinItsRangeAndWrapsWhenAsked() throws {
        let stepper = UIStepper()
        stepper.minimumValue = 0
        stepper.maximumValue = 2
        stepper.stepValue = 1
        let controller = OneControlViewController(stepper)
        let pilot = try pilot(controller)
        #expect(pilot.lines[1].hasPrefix("  − │ + "))
        pilot.press(.right, .right, .right, .left)
        #expect(controller.values == [1, 2, 1])
        stepper.wraps = true
        pilot.press(.left, .left)
        #expect(controller.values == [1, 2, 1, 0, 2])
        pilot.click(x: 6, y: 1)  // the "+" half: wraps to the minimum
        #expect(stepper.value == 0)
        stepper.value = 5  // clamped, and no action
        #expect(stepper.value == 2 && controller.values.count == 6)
    }

    @Test func aSliderMovesByKeysAndFollowsTheMouse() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 21, height: 1))
        slider.value = 0.5
        let controller = OneControlViewController(slider)
        let pilot = try pilot(controller)
        #expect(pilot.lines[1].hasPrefix(" ━━━━━━━━━━●──────────"))
        pilot.press(.right)
        #expect(abs(slider.value - 0.55) < 0.0001)
        pilot.press(.end)
        #expect(slider.value == 1)
        pilot.drag(fromX: 1, y: 1, through: [(x: 6, y: 1)])
        #expect(abs(slider.value - 0.25) < 0.0001)
        #expect(controller.values.count == 4)
    }

    @Test func aPageControlChangesPageByArrowsAndClicks() throws {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 9, height: 1))
        pages.numberOfPages = 4
        let controller = OneControlViewController(pages)
        let pilot = try pilot(controller)
        #expect(pilot.lines[1].hasPrefix("  ● ○ ○ ○"))
        pilot.press(.right, .right)
        #expect(pages.currentPage == 2)
        pilot.click(x: 2, y: 1)
        #expect(pages.currentPage == 0)
        #expect(controller.values == [1, 2, 0])
    }

    @Test func aSpinnerShowsOnlyWhileItTurnsAndTurnsOnTheLoopsTimers() throws {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating)
        let controller = UIViewController()
        spinner.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
        controller.view.addSubview(spinner)
        let pilot = try pilot(controller)
        let clock = TestAnimationClock()
        let runLoop = MainRunLoop(clock: clock)
        runLoop.withCurrent { spinner.startAnimating() }
        pilot.press(.character("x"))
        #expect(pilot.lines[1].hasPrefix(" ⠋"))
        clock.advance(by: .milliseconds(100))
        runLoop.fireDueTimers()
        pilot.press(.character("x"))
        #expect(pilot.lines[1].hasPrefix(" ⠙"))
        spinner.stopAnimating()
        #expect(spinner.isHidden && runLoop.timers.isEmpty)
    }

    @Test(arguments: [GlyphSet.unicode, .ascii])
    func theControlsAt80x24MatchTheirFixture(_ glyphs: GlyphSet) {
        GlyphSet.withGlyphSet(glyphs) {
            let controller = UIViewController()
            let stepper = UIStepper()
            stepper.frame.origin = CGPoint(x: 2, y: 1)
            let slider = UISlider(frame: CGRect(x: 2, y: 3, width: 30, height: 1))
            slider.value = 0.3
            let pages = UIPageControl(frame: CGRect(x: 2, y: 5, width: 30, height: 1))
            pages.numberOfPages = 5
            pages.currentPage = 1
            let disabled = UIStepper()
            disabled.frame.origin = CGPoint(x: 2, y: 7)
            disabled.isEnabled = false
            for view in [stepper, slider, pages, disabled] as [UIView] { controller.view.addSubview(view) }
            let screen = HeadlessScreen(rootViewController: controller, width: 80, height: 24)
            screen.render()
            let name = "stepper-slider-pages-80x24" + (glyphs == .ascii ? "-ascii" : "")
            let mismatch = ScreenFixture.mismatch(
                screen.fixtureText, fixtureAt: ScreenFixture.path(name, folder: "UIKit", testFile: #filePath))
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
    }
}
