import CollectionCore
import CollectionCurses
import Foundation

/// An application delegate as UIKit code writes one: it makes a window of the screen's size
/// whose root is a navigation controller over a titled controller, and makes it key.
@MainActor
final class FixtureAppDelegate: Responder, ApplicationDelegate {
    var window: Window?

    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        let controller = ViewController()
        controller.title = "Launched by the delegate"
        window = Window(frame: Screen.main.bounds)
        window?.rootViewController = NavigationController(rootViewController: controller)
        window?.makeKeyAndVisible()
        return true
    }
}
