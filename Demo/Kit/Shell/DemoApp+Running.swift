import CollectionCore
import Foundation

extension DemoApp {
    /// The smallest terminal the demo draws on; a smaller one shows the front end's "terminal
    /// too small" message.
    public static let minimumSize = CGSize(width: 40, height: 12)

    /// The keys that quit the demo when no screen handles them (`q`; the search field takes it
    /// as text).
    public static let quitKeys: Set<KeyEvent> = [.character("q")]
}
