import CollectionCanvas
import CollectionViews
import Foundation
import Testing

@MainActor
private final class SizedController: ViewController {
    var laidOutSizes: [CGSize] = []
    var willLayOut = 0

    override func viewWillLayoutSubviews() {
        willLayOut += 1
    }

    override func viewDidLayoutSubviews() {
        laidOutSizes.append(view.bounds.size)
    }
}

/// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`: the size of the screen reaches the
/// controller after `viewDidLoad()`'s usual 80 x 24.
@MainActor
@Suite struct ViewControllerLayoutTests {
    @Test func theControllerHearsOfEachLayoutWithTheViewsRealSize() {
        let controller = SizedController()
        let stack = NavigationStackView(rootViewController: controller)
        stack.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        var canvas = Canvas(width: 120, height: 40)
        stack.render(into: &canvas, at: .zero)
        #expect(controller.laidOutSizes == [CGSize(width: 120, height: 38)])
        #expect(controller.willLayOut == 1)
        stack.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        canvas = Canvas(width: 60, height: 20)
        stack.render(into: &canvas, at: .zero)
        #expect(controller.laidOutSizes == [CGSize(width: 120, height: 38), CGSize(width: 60, height: 18)])
    }

    @Test func aViewOfTheControllersOwnIsNotFollowed() {
        final class OwnViewController: ViewController {
            var calls = 0
            override func loadView() { view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 5)) }
            override func viewDidLayoutSubviews() { calls += 1 }
        }
        let controller = OwnViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 20, height: 5)
        controller.view.layoutIfNeeded()
        #expect(controller.calls == 0)
    }
}
