import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Renders a ported view controller as an app shows it: inside a navigation stack (the sample
/// runs under a `UINavigationController`), with the point scale that ported code switches on
/// once (`PointScale.current = .standard` in an app's `main`), and compares the screen with
/// `Tests/Fixtures/Port/<name>-<width>x<height>.txt`.
@MainActor @discardableResult
func checkPortedScreen(
    _ name: String, _ makeController: () -> ViewController, width: Int, height: Int,
    keys: [KeyEvent] = [], filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) -> HeadlessScreen {
    PointScale.withCurrent(.standard) {
        let controller = makeController()
        // Made at the screen's size (in points, as UIKit code writes it), as a window's root: the
        // controller's view has its real size in viewDidLoad().
        let navigation = NavigationStackView(rootViewController: controller, frame: PointScale.standard.points(CGRect(x: 0, y: 0, width: width, height: height)))
        let screen = HeadlessScreen(root: navigation, width: width, height: height)
        controller.viewWillAppear(false)
        controller.viewDidAppear(false)
        screen.render()
        for key in keys {
            _ = navigation.handle(key)
            screen.render()
        }
        let path = ScreenFixture.path("\(name)-\(width)x\(height)", folder: "Port", testFile: filePath)
        if let mismatch = ScreenFixture.mismatch(screen.fixtureText, fixtureAt: path) {
            Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
        }
        return screen
    }
}

/// The sample's card colour: cornflower blue, written in Display P3.
extension Color {
    static let cornflowerBlue = Color(displayP3Red: 100.0 / 255.0, green: 149.0 / 255.0, blue: 237.0 / 255.0, alpha: 1.0)
}
